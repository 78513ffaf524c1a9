import { useState } from 'react';
import { staffRoles } from '#common/auth.ts';
import type { Task, TaskStatus } from '#common/tasks.ts';
import { useAdminUser } from '../../../lib/admin/admin-user.ts';
import type { QueuedWrite } from '../../../lib/admin/task-queue.ts';
import { ApiError } from '../../../lib/api.ts';
import { formatClockTime, zonedParts } from '../../../lib/format/date-time.ts';
import { ReportProblem } from './report-problem.tsx';
import { TaskActivity } from './task-activity.tsx';

interface TaskCardProps {
  task: Task;
  timeZone: string;
  /** writes of this task still on the phone */
  waiting: QueuedWrite[];
  onTick: (itemId: number, done: boolean, label: string) => void;
  onPhoto: (itemId: number | null, photo: File, label: string) => void;
  onDone: () => Promise<void>;
  onReported: () => void;
}

const statusLabels: Record<TaskStatus, string> = {
  todo: 'To do',
  in_progress: 'In progress',
  done: 'Done',
  inspected: 'Inspected',
};

/** "by 4:00 PM" for a time on the task's day. */
function dueText(iso: string, timeZone: string): string {
  const p = zonedParts(iso, timeZone);
  return p ? `by ${formatClockTime(`${p.hour}:${p.minutes}`)}` : '';
}

/** A photo input that opens the phone's back camera. */
function PhotoButton({ label, onPhoto }: { label: string; onPhoto: (file: File) => void }) {
  return (
    <label className="btn-outline min-h-12 cursor-pointer">
      {label}
      <input
        type="file"
        accept="image/*"
        capture="environment"
        className="sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onPhoto(file);
          event.target.value = '';
        }}
      />
    </label>
  );
}

/**
 * One task on the housekeeper's phone: its checklist as big tick rows, a camera button for each item that
 * needs a photo (and one for the task), Report a problem, and Mark done. A tick shows at once; whether it is
 * still on the phone is said under the item.
 */
export function TaskCard({ task, timeZone, waiting, onTick, onPhoto, onDone, onReported }: TaskCardProps) {
  const [doneError, setDoneError] = useState<string | null>(null);
  const [reporting, setReporting] = useState(false);
  const readsActivity = staffRoles.includes(useAdminUser().role);
  const queuedTick = (itemId: number) =>
    waiting
      .filter((w): w is Extract<QueuedWrite, { kind: 'tick' }> => w.kind === 'tick' && w.itemId === itemId)
      .at(-1);
  const queuedPhotos = (itemId: number | null) =>
    waiting.filter((w) => w.kind === 'photo' && w.itemId === itemId).length;
  const photosOf = (itemId: number | null) => task.photos.filter((p) => p.item_id === itemId).length;
  const isClosed = task.status === 'done' || task.status === 'inspected';

  return (
    <article className="card p-4" aria-labelledby={`task-${task.id}`}>
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`task-${task.id}`} className="text-lg font-semibold text-slate-900">
          {task.property_name}
        </h3>
        <span className="text-sm font-medium text-slate-700">
          {dueText(task.due_at, timeZone)} · {statusLabels[task.status]}
        </span>
      </header>
      <p className="mt-1 text-slate-800">
        {task.kind === 'maintenance' && task.priority === 'urgent' ? 'Urgent: ' : ''}
        {task.title}
      </p>
      {task.description ? <p className="mt-1 text-sm text-slate-700">{task.description}</p> : null}
      {task.checklist.length > 0 ? (
        <ul className="mt-3 space-y-2">
          {task.checklist.map((item) => {
            const queued = queuedTick(item.id);
            const done = queued ? queued.done : item.done;
            const photosWaiting = queuedPhotos(item.id);
            return (
              <li key={item.id} className="rounded-lg border border-slate-300 p-2">
                <label className="flex min-h-12 cursor-pointer items-center gap-3 text-base">
                  <input
                    type="checkbox"
                    className="size-7"
                    checked={done}
                    disabled={isClosed}
                    onChange={(event) => onTick(item.id, event.target.checked, item.label)}
                  />
                  <span className={done ? 'text-slate-600 line-through' : 'text-slate-900'}>
                    {item.label}
                  </span>
                </label>
                {item.photo_required ? (
                  <div className="mt-1 flex flex-wrap items-center gap-2 pl-10">
                    <PhotoButton
                      label="Take photo"
                      onPhoto={(file) => onPhoto(item.id, file, `Photo: ${item.label}`)}
                    />
                    <span className="text-sm text-slate-700">
                      {photosOf(item.id) > 0 ? `${photosOf(item.id)} photo sent` : 'Photo needed'}
                    </span>
                  </div>
                ) : null}
                {queued || photosWaiting > 0 ? (
                  <p className="mt-1 pl-10 text-sm font-medium text-amber-800">
                    Waiting to be sent
                    {photosWaiting > 0 ? ` (${photosWaiting} photo${photosWaiting > 1 ? 's' : ''})` : ''}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <PhotoButton
          label="Add photo"
          onPhoto={(file) => onPhoto(null, file, `Photo: ${task.property_name}`)}
        />
        <button
          type="button"
          className="btn-outline min-h-12"
          onClick={() => setReporting((open) => !open)}
          aria-expanded={reporting}
        >
          Report a problem
        </button>
        {!isClosed ? (
          <button
            type="button"
            className="btn-dark min-h-12"
            onClick={async () => {
              setDoneError(null);
              try {
                await onDone();
              } catch (error) {
                setDoneError(error instanceof ApiError ? error.message : 'Could not mark it done');
              }
            }}
          >
            Mark done
          </button>
        ) : null}
      </div>
      {photosOf(null) + queuedPhotos(null) > 0 ? (
        <p className="mt-2 text-sm text-slate-700">
          {photosOf(null)} photo{photosOf(null) === 1 ? '' : 's'} of the task
          {queuedPhotos(null) > 0 ? `, ${queuedPhotos(null)} waiting to be sent` : ''}
        </p>
      ) : null}
      {doneError ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-800">
          {doneError}
        </p>
      ) : null}
      {readsActivity ? <TaskActivity taskId={task.id} /> : null}
      {reporting ? (
        <ReportProblem
          task={task}
          onReported={() => {
            setReporting(false);
            onReported();
          }}
        />
      ) : null}
    </article>
  );
}

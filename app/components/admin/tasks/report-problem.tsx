import { useState } from 'react';
import { type TaskPriority, taskPriorities } from '#common/tasks.ts';
import { tasks } from '../../../lib/api/tasks.ts';

/** "Report a problem" from a task: a maintenance ticket for the same home (and stay), sent at once. */
export function ReportProblem({
  task,
  onReported,
}: {
  task: { property_id: number; stay_id: number | null };
  onReported: () => void;
}) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [priority, setPriority] = useState<TaskPriority>('normal');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  return (
    <form
      className="mt-3 space-y-2 rounded-lg border border-slate-300 p-3"
      onSubmit={async (event) => {
        event.preventDefault();
        setSending(true);
        setError(null);
        try {
          await tasks.create({
            kind: 'maintenance',
            property_id: task.property_id,
            stay_id: task.stay_id,
            title,
            description,
            priority,
          });
          onReported();
        } catch (failure) {
          setError((failure as Error).message);
        } finally {
          setSending(false);
        }
      }}
    >
      <label className="field-label block">
        What is wrong?
        <input
          className="field-input mt-1"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          required
        />
      </label>
      <label className="field-label block">
        Details
        <textarea
          className="field-input mt-1"
          rows={3}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </label>
      <label className="field-label block">
        Priority
        <select
          className="field-input mt-1"
          value={priority}
          onChange={(e) => setPriority(e.target.value as TaskPriority)}
        >
          {taskPriorities.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </select>
      </label>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn-dark min-h-12" disabled={sending}>
        {sending ? 'Sending…' : 'Send report'}
      </button>
    </form>
  );
}

import { useCallback, useEffect, useState } from 'react';
import { addDays, todayIn } from '#common/site-dates.ts';
import type { Task } from '#common/tasks.ts';
import { LoadState } from '../../components/admin/load-state.tsx';
import { TaskCard } from '../../components/admin/tasks/task-card.tsx';
import { type ApiData, loadApiData, loading } from '../../lib/admin/api-data.ts';
import { adminMeta } from '../../lib/admin/page-titles.ts';
import { newWriteKey } from '../../lib/admin/task-queue.ts';
import { useTaskQueue } from '../../lib/admin/use-task-queue.ts';
import { apiAnswer, client } from '../../lib/api/client.ts';
import { useSiteTimeZone } from '../../lib/site/use-site.ts';
import { formatStayDate } from '../../lib/welcome/format.ts';
import type { Route } from './+types/my-tasks';

export const meta: Route.MetaFunction = () => adminMeta('My tasks');

export async function loader({ context }: Route.LoaderArgs) {
  return { today: todayIn(context.site.timeZone) };
}

/** Today's and tomorrow's tasks (a housekeeper's own and the unassigned ones: the server decides). */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const { today } = await serverLoader();
  const list = await loadApiData(
    (signal) =>
      apiAnswer(
        client.GET('/api/v1/tasks', { params: { query: { from: today, to: addDays(today, 2) } }, signal }),
      ),
    request,
  );
  return { today, list };
}
clientLoader.hydrate = true as const;

export function HydrateFallback({ loaderData }: Route.HydrateFallbackProps) {
  return <MyTasks today={loaderData?.today ?? ''} list={loading} />;
}

export default function MyTasksRoute({ loaderData }: Route.ComponentProps) {
  return <MyTasks today={loaderData.today} list={loaderData.list} />;
}

/**
 * The housekeeper's phone screen (issue 42, item 4): today's and tomorrow's tasks with big targets. Ticks
 * and photos go through the offline queue (use-task-queue.ts): they show at once, wait on the phone without
 * signal, and the top of the screen says what is still waiting.
 */
function MyTasks({ today, list }: { today: string; list: ApiData<Task[]> }) {
  const timeZone = useSiteTimeZone();
  const [byId, setById] = useState<Map<number, Task>>(new Map());
  useEffect(() => {
    if (list.status === 'ready') setById(new Map(list.data.map((task) => [task.id, task])));
  }, [list]);
  const replace = useCallback((task: Task) => setById((map) => new Map(map).set(task.id, task)), []);
  const { waiting, refused, online, queue } = useTaskQueue(replace);
  const [reported, setReported] = useState(false);

  const dayOf = (task: Task) => todayIn(timeZone, new Date(task.due_at));
  const days = [
    { date: today, label: `Today · ${formatStayDate(today)}` },
    { date: addDays(today, 1), label: `Tomorrow · ${formatStayDate(addDays(today, 1))}` },
  ];

  return (
    <section className="mx-auto max-w-xl space-y-4">
      <p
        role="status"
        className={waiting.length > 0 || !online ? 'card p-3 font-medium text-amber-900' : 'sr-only'}
      >
        {!online ? 'No connection. ' : ''}
        {waiting.length > 0
          ? `Waiting to be sent: ${describeWaiting(waiting.map((w) => w.kind))}. They go as soon as there is a connection.`
          : online
            ? 'Everything is sent.'
            : 'Ticks and photos are kept on this phone until then.'}
      </p>
      {refused.length > 0 ? (
        <div role="alert" className="card p-3 text-red-800">
          {refused.map((r) => (
            <p key={`${r.label}-${r.message}`}>
              Not saved: {r.label}: {r.message}
            </p>
          ))}
        </div>
      ) : null}
      {reported ? (
        <p role="status" className="card p-3 text-slate-800">
          Problem reported. Thank you.
        </p>
      ) : null}
      <LoadState state={list} loadingText="Loading your tasks…" errorText="Could not load your tasks">
        {() =>
          days.map((day) => {
            const ofDay = [...byId.values()].filter((task) => dayOf(task) === day.date);
            return (
              <div key={day.date} className="space-y-3">
                <h2 className="text-lg font-semibold text-slate-900">{day.label}</h2>
                {ofDay.length === 0 ? <p className="text-slate-700">Nothing to do.</p> : null}
                {ofDay.map((task) => (
                  <TaskCard
                    key={task.id}
                    task={task}
                    timeZone={timeZone}
                    waiting={waiting.filter((w) => w.taskId === task.id)}
                    onTick={(itemId, done, label) => {
                      // shown at once; the queue's answer (or its wait) follows
                      replace({
                        ...task,
                        checklist: task.checklist.map((item) =>
                          item.id === itemId ? { ...item, done } : item,
                        ),
                      });
                      void queue({ key: newWriteKey(), kind: 'tick', taskId: task.id, itemId, done, label });
                    }}
                    onPhoto={(itemId, photo, label) =>
                      void queue({ key: newWriteKey(), kind: 'photo', taskId: task.id, itemId, photo, label })
                    }
                    onDone={async () =>
                      replace(
                        await apiAnswer(
                          client.PATCH('/api/v1/tasks/{id}', {
                            params: { path: { id: task.id } },
                            body: { status: 'done' },
                          }),
                        ),
                      )
                    }
                    onReported={() => setReported(true)}
                  />
                ))}
              </div>
            );
          })
        }
      </LoadState>
    </section>
  );
}

/** "2 ticks and 1 photo" */
function describeWaiting(kinds: ('tick' | 'photo')[]): string {
  const ticks = kinds.filter((k) => k === 'tick').length;
  const photos = kinds.length - ticks;
  const parts = [
    ticks > 0 ? `${ticks} tick${ticks > 1 ? 's' : ''}` : '',
    photos > 0 ? `${photos} photo${photos > 1 ? 's' : ''}` : '',
  ].filter(Boolean);
  return parts.join(' and ');
}

import { useState } from 'react';
import type { Activity } from '#common/tasks.ts';
import { apiAnswer, client } from '../../../lib/api/client.ts';
import { ApiError } from '../../../lib/api.ts';
import { ActivityEntries } from '../activity/activity-entries.tsx';

/**
 * A task's history, folded away and read when opened (admin and manager only: housekeeping may not read
 * the activity log, so the card shows them nothing and asks nothing).
 */
export function TaskActivity({ taskId }: { taskId: number }) {
  const [entries, setEntries] = useState<Activity[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function load() {
    setFailure(null);
    try {
      setEntries(await apiAnswer(client.GET('/api/v1/activity', { params: { query: { task_id: taskId } } })));
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : 'Could not load the activity');
    }
  }

  return (
    <details
      className="mt-3 text-sm"
      data-task-activity
      onToggle={(event) => {
        if (event.currentTarget.open && entries === null) void load();
      }}
    >
      <summary className="min-h-10 cursor-pointer py-2 font-semibold text-brand-900">Activity</summary>
      {failure ? (
        <p role="alert" className="text-red-800">
          {failure}
        </p>
      ) : entries === null ? (
        <p className="text-slate-700">Loading…</p>
      ) : entries.length === 0 ? (
        <p className="text-slate-700">Nothing recorded yet.</p>
      ) : (
        <ActivityEntries entries={entries} />
      )}
    </details>
  );
}

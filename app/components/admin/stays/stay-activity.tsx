import type { Activity } from '#common/tasks.ts';
import { ActivityEntries } from '../activity/activity-entries.tsx';

/** A stay's history, newest first, folded away: who created, edited, paid and cancelled it, and when. */
export function StayActivity({ entries }: { entries: Activity[] }) {
  if (entries.length === 0) return null;
  return (
    <details className="mt-3 text-sm">
      <summary className="min-h-10 cursor-pointer py-2 font-semibold text-brand-900">
        Activity ({entries.length})
      </summary>
      <ActivityEntries entries={entries} />
    </details>
  );
}

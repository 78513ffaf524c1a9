import type { Activity } from '#common/tasks.ts';
import { activityVerb } from '../../../lib/admin/activity-labels.ts';
import { formatDateTime } from '../../../lib/admin/format.ts';
import { useSiteTimeZone } from '../../../lib/site/use-site.ts';

/** The lines of a stay's or a task's own history, newest first: when, who, what, and about what. */
export function ActivityEntries({ entries }: { entries: Activity[] }) {
  const timeZone = useSiteTimeZone();
  return (
    <ul className="divide-y divide-slate-200">
      {entries.map((entry) => (
        <li key={entry.id} className="flex flex-wrap gap-x-2 py-1">
          <time dateTime={entry.at} className="text-slate-700">
            {formatDateTime(entry.at, timeZone)}
          </time>
          <span className="font-semibold">{entry.user_name ?? 'The site'}</span>
          <span>{activityVerb(entry.action)}</span>
          {entry.detail ? <span className="text-slate-700">{entry.detail}</span> : null}
        </li>
      ))}
    </ul>
  );
}

import type { Activity } from '#common/tasks.ts';
import { activityVerb } from '../../../lib/admin/activity-labels.ts';
import { formatDateTime } from '../../../lib/admin/format.ts';
import { useSiteTimeZone } from '../../../lib/use-site.ts';

/** A stay's history, newest first, folded away: who created, edited, paid and cancelled it, and when. */
export function StayActivity({ entries }: { entries: Activity[] }) {
  const timeZone = useSiteTimeZone();
  if (entries.length === 0) return null;
  return (
    <details className="mt-3 text-sm">
      <summary className="min-h-10 cursor-pointer py-2 font-semibold text-brand-900">
        Activity ({entries.length})
      </summary>
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
    </details>
  );
}

import type { Activity } from '#common/tasks.ts';
import { LoadState } from '../../components/admin/load-state.tsx';
import { activityTitle } from '../../lib/admin/activity-labels.ts';
import { type ApiData, loadApiData, loading } from '../../lib/admin/api-data.ts';
import { formatDateTime } from '../../lib/admin/format.ts';
import { adminMeta } from '../../lib/admin/page-titles.ts';
import { apiAnswer, client } from '../../lib/api/client.ts';
import { useSiteTimeZone } from '../../lib/site/use-site.ts';
import type { Route } from './+types/activity';

export const meta: Route.MetaFunction = () => adminMeta('Activity');

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return {
    entries: await loadApiData((signal) => apiAnswer(client.GET('/api/v1/activity', { signal })), request),
  };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ActivityView entries={loading} />;
}

export default function ActivityRoute({ loaderData }: Route.ComponentProps) {
  return <ActivityView entries={loaderData.entries} />;
}
/** Who did what (issue 42, item 7): the latest 500 entries, newest first. */
function ActivityView({ entries }: { entries: ApiData<Activity[]> }) {
  const timeZone = useSiteTimeZone();
  return (
    <>
      <h2 className="text-2xl font-semibold">Who did what</h2>
      <LoadState
        state={entries}
        loadingText="Loading activity…"
        errorText="Could not load the activity"
        emptyText="Nothing recorded yet."
        isEmpty={(list) => list.length === 0}
      >
        {(list) => (
          <ul className="card mt-4 divide-y divide-slate-200">
            {list.map((entry) => (
              <li key={entry.id} className="flex flex-wrap gap-x-3 px-4 py-2">
                <time dateTime={entry.at} className="text-sm text-slate-700">
                  {formatDateTime(entry.at, timeZone)}
                </time>
                <span className="font-semibold text-slate-900">{entry.user_name ?? 'The site'}</span>
                <span>{activityTitle(entry.action)}</span>
                {entry.detail ? <span className="text-slate-700">{entry.detail}</span> : null}
              </li>
            ))}
          </ul>
        )}
      </LoadState>
    </>
  );
}

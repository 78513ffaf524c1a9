import { Link } from 'react-router';
import type { PageListItem } from '#common/site-content.ts';
import { LoadState } from '../../components/admin/load-state.tsx';
import { type ApiData, loadApiData, loading } from '../../lib/admin/api-data.ts';
import { formatDateTime } from '../../lib/admin/format.ts';
import { adminMeta } from '../../lib/admin/page-titles.ts';
import { draftByline } from '../../lib/admin/site-content-form.ts';
import { apiAnswer, client } from '../../lib/api/client.ts';
import { useSiteTimeZone } from '../../lib/site/use-site.ts';
import type { Route } from './+types/content-list';

export const meta: Route.MetaFunction = () => adminMeta('Site content');

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return {
    pages: await loadApiData((signal) => apiAnswer(client.GET('/api/v1/pages', { signal })), request),
  };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ContentListView pages={loading} />;
}

export default function ContentList({ loaderData }: Route.ComponentProps) {
  return <ContentListView pages={loaderData.pages} />;
}

/** The brochure pages staff can edit: who published each and when, and whether someone has a draft. */
function ContentListView({ pages }: { pages: ApiData<PageListItem[]> }) {
  const timeZone = useSiteTimeZone();
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-2xl font-semibold">Pages</h2>
          <p className="text-slate-700">
            Pick a page to change its text and pictures. Visitors only see a change once it is published.
          </p>
        </div>
        <Link to="/admin/settings" className="font-semibold text-brand-900 underline underline-offset-4">
          Brand and contact details
        </Link>
      </div>
      <div className="mt-6">
        <LoadState
          state={pages}
          loadingText="Loading pages..."
          errorText="Couldn't load the pages"
          emptyText="No pages yet"
          isEmpty={(list) => list.length === 0}
        >
          {(list) => (
            <ul className="space-y-3">
              {list.map((page) => (
                <li
                  key={page.slug}
                  className="card flex flex-wrap items-center justify-between gap-3 p-4 sm:p-5"
                >
                  <div className="min-w-0">
                    <h3 className="text-lg font-semibold">
                      <Link
                        to={`/admin/content/${page.slug}`}
                        className="text-brand-900 underline-offset-4 hover:underline"
                      >
                        {page.title}
                      </Link>
                    </h3>
                    <p className="text-sm text-slate-700">
                      {page.published_at
                        ? `Published ${formatDateTime(page.published_at, timeZone)}${page.published_by ? ` by ${page.published_by}` : ''}`
                        : 'Not published yet'}
                    </p>
                    {page.draft ? (
                      <p className="mt-1 inline-block rounded-full bg-amber-100 px-3 py-0.5 text-sm font-semibold text-amber-950">
                        {draftByline(page.draft)}
                      </p>
                    ) : null}
                  </div>
                  <Link
                    to={`/admin/content/${page.slug}`}
                    className="btn-outline min-h-10 px-4 py-1.5 text-sm"
                    aria-label={`Edit ${page.title}`}
                  >
                    Edit
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </LoadState>
      </div>
    </>
  );
}

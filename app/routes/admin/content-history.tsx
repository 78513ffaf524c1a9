import { Link } from 'react-router';
import { isPageSlug, pageTitles, type RevisionListItem } from '#common/site-content.ts';
import { LoadState } from '../../components/admin/load-state.tsx';
import { type ApiData, loadApiData, loading } from '../../lib/admin/api-data.ts';
import { formatDateTime } from '../../lib/admin/format.ts';
import { adminMeta } from '../../lib/admin/page-titles.ts';
import { apiAnswer, client } from '../../lib/api/client.ts';
import { useSiteTimeZone } from '../../lib/site/use-site.ts';
import type { Route } from './+types/content-history';

export const meta: Route.MetaFunction = ({ params }) =>
  adminMeta(`History of ${isPageSlug(params.slug) ? pageTitles[params.slug] : 'page'}`);

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  return {
    revisions: await loadApiData(
      (signal) =>
        apiAnswer(
          client.GET('/api/v1/pages/{slug}/revisions', { params: { path: { slug: params.slug } }, signal }),
        ),
      request,
    ),
  };
}
clientLoader.hydrate = true as const;

export function HydrateFallback({ params }: Route.HydrateFallbackProps) {
  return <HistoryView slug={params.slug ?? ''} revisions={loading} />;
}

export default function ContentHistory({ loaderData, params }: Route.ComponentProps) {
  return <HistoryView slug={params.slug} revisions={loaderData.revisions} />;
}

/** Every published version of a page, newest first: who, when and what changed; each can be viewed. */
function HistoryView({ slug, revisions }: { slug: string; revisions: ApiData<RevisionListItem[]> }) {
  const timeZone = useSiteTimeZone();
  const title = isPageSlug(slug) ? pageTitles[slug] : slug;
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-2xl font-semibold">History of {title}</h2>
          <p className="text-slate-700">
            Each publish is kept. View one to compare it or restore it as a draft.
          </p>
        </div>
        <Link
          to={`/admin/content/${slug}`}
          className="font-semibold text-brand-900 underline underline-offset-4"
        >
          Back to the editor
        </Link>
      </div>
      <div className="mt-6">
        <LoadState
          state={revisions}
          loadingText="Loading history..."
          errorText="Couldn't load the history"
          emptyText="This page has not been published yet."
          isEmpty={(list) => list.length === 0}
        >
          {(list) => (
            <ol className="space-y-3">
              {list.map((item, index) => (
                <li
                  key={item.revision}
                  className="card flex flex-wrap items-center justify-between gap-3 p-4 sm:p-5"
                >
                  <div className="min-w-0">
                    <h3 className="font-semibold">
                      Revision {item.revision}
                      {index === 0 ? (
                        <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-sm text-emerald-900">
                          Live
                        </span>
                      ) : null}
                    </h3>
                    <p className="text-sm text-slate-700">
                      {formatDateTime(item.published_at, timeZone)} by {item.published_by ?? 'a former user'}
                      {item.restored_from !== null ? ` · restored from revision ${item.restored_from}` : ''}
                    </p>
                    <p className="mt-1 text-slate-800">{item.summary}</p>
                  </div>
                  <Link
                    to={`/admin/content/${slug}/history/${item.revision}`}
                    className="btn-outline min-h-10 px-4 py-1.5 text-sm"
                    aria-label={`View revision ${item.revision}`}
                  >
                    View
                  </Link>
                </li>
              ))}
            </ol>
          )}
        </LoadState>
      </div>
    </>
  );
}

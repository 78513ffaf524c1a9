import { useState } from 'react';
import { Link, useNavigate, useNavigation } from 'react-router';
import { isPageSlug, pageTitles, type Revision } from '#common/site-content.ts';
import { LoadState } from '../../components/admin/load-state.tsx';
import { PagePreview } from '../../components/admin/site-content/page-preview.tsx';
import { type ApiData, loadApiData, loading } from '../../lib/admin/api-data.ts';
import { formatDateTime } from '../../lib/admin/format.ts';
import { adminMeta } from '../../lib/admin/page-titles.ts';
import { sectionSummary } from '../../lib/admin/site-content-form.ts';
import { useApiWrite } from '../../lib/admin/use-api-write.ts';
import { apiAnswer, client } from '../../lib/api/client.ts';
import { useSiteTimeZone } from '../../lib/site/use-site.ts';
import type { Route } from './+types/content-revision';

export const meta: Route.MetaFunction = ({ params }) => adminMeta(`Revision ${params.revision}`);

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  return {
    revision: await loadApiData(
      (signal) =>
        apiAnswer(
          client.GET('/api/v1/pages/{slug}/revisions/{n}', {
            params: { path: { slug: params.slug, n: params.revision } },
            signal,
          }),
        ),
      request,
    ),
  };
}
clientLoader.hydrate = true as const;

export function HydrateFallback({ params }: Route.HydrateFallbackProps) {
  return <RevisionView slug={params.slug ?? ''} revision={loading} />;
}

export default function ContentRevision({ loaderData, params }: Route.ComponentProps) {
  return <RevisionView slug={params.slug} revision={loaderData.revision} />;
}

function RevisionView({ slug, revision }: { slug: string; revision: ApiData<Revision> }) {
  const timeZone = useSiteTimeZone();
  const navigate = useNavigate();
  const navigation = useNavigation();
  // the editor opens afterwards and reads the page itself: nothing here to read again
  const restore = useApiWrite({ revalidate: false });
  const [error, setError] = useState<string | null>(null);
  const title = isPageSlug(slug) ? pageTitles[slug] : slug;

  /** Restore = the revision becomes the page's draft; the editor opens on it, ready to check and publish. */
  async function restoreRevision(number: number) {
    setError(null);
    const result = await restore.run('restore', () =>
      apiAnswer(
        client.POST('/api/v1/pages/{slug}/revisions/{n}/restore', { params: { path: { slug, n: number } } }),
      ),
    );
    if (result.ok) await navigate(`/admin/content/${slug}?restored=${number}`);
    else if (!result.expired) setError(result.error.message);
  }

  return (
    <LoadState
      state={revision}
      loadingText="Loading revision..."
      errorText="Couldn't load the revision"
      errorAction={
        <Link to={`/admin/content/${slug}/history`} className="btn-outline mt-4">
          Back to the history
        </Link>
      }
    >
      {(item) => (
        <>
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <h2 className="text-2xl font-semibold">
                {title}: revision {item.revision}
              </h2>
              <p className="text-slate-700">
                Published {formatDateTime(item.published_at, timeZone)} by{' '}
                {item.published_by ?? 'a former user'}
              </p>
              <p className="mt-1 text-slate-800">{item.summary}</p>
            </div>
            <Link
              to={`/admin/content/${slug}/history`}
              className="font-semibold text-brand-900 underline underline-offset-4"
            >
              Back to the history
            </Link>
          </div>
          <div className="card mt-6 p-5">
            <h3 className="font-semibold">Restore this version</h3>
            <p className="mt-1 text-slate-700">
              Restoring makes this version the page's draft (replacing any draft there is). Visitors see it
              once you publish it from the editor.
            </p>
            <div className="mt-4">
              <button
                type="button"
                className="btn-dark"
                disabled={restore.busy !== null || navigation.state !== 'idle'}
                onClick={() => void restoreRevision(item.revision)}
              >
                {restore.busy !== null ? 'Restoring…' : `Restore revision ${item.revision}`}
              </button>
            </div>
            {error ? (
              <p role="alert" className="field-error">
                Not restored: {error}
              </p>
            ) : null}
          </div>
          <div className="mt-6 grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
            <div className="card p-5">
              <h3 className="font-semibold">What this version holds</h3>
              <dl className="mt-3 space-y-2 text-slate-800">
                <dt className="font-semibold">SEO title</dt>
                <dd>{item.seo.title}</dd>
                <dt className="font-semibold">SEO description</dt>
                <dd>{item.seo.description}</dd>
              </dl>
              <ol className="mt-4 list-decimal space-y-1 pl-6">
                {item.sections.map((section) => (
                  <li key={section.id}>{sectionSummary(section)}</li>
                ))}
              </ol>
            </div>
            <PagePreview slug={slug} revision={item.revision} />
          </div>
        </>
      )}
    </LoadState>
  );
}

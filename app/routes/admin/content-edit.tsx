import { Link, useSearchParams } from 'react-router';
import { contentMessages, isPageSlug, pageTitles } from '#common/site-content.ts';
import { LoadState } from '../../components/admin/load-state.tsx';
import { PageEditor, type PageEditorProps } from '../../components/admin/site-content/page-editor.tsx';
import { type ApiData, type LoadedData, loadApiData, loading } from '../../lib/admin/api-data.ts';
import { adminMeta } from '../../lib/admin/page-titles.ts';
import { editorSourceOf } from '../../lib/admin/site-content-form.ts';
import { apiAnswer, client } from '../../lib/api/client.ts';
import { ApiError } from '../../lib/api.ts';
import type { Route } from './+types/content-edit';

export const meta: Route.MetaFunction = ({ params }) =>
  adminMeta(`Edit ${isPageSlug(params.slug) ? pageTitles[params.slug] : 'page'}`);

const missing = <T,>(result: LoadedData<T>): T | null => {
  if (result.status === 'ready') return result.data;
  if (result.error.status === 404) return null;
  throw result;
};

/**
 * Reads the page's draft (someone's unpublished work), its published version and the pages list (who
 * published it): a page may have either, both or, before its first publish, neither.
 */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const { slug } = params;
  const [draft, published, list] = await Promise.all([
    loadApiData(
      (signal) => apiAnswer(client.GET('/api/v1/pages/{slug}/draft', { params: { path: { slug } }, signal })),
      request,
    ),
    loadApiData(
      (signal) => apiAnswer(client.GET('/api/v1/pages/{slug}', { params: { path: { slug } }, signal })),
      request,
    ),
    loadApiData((signal) => apiAnswer(client.GET('/api/v1/pages', { signal })), request),
  ]);
  if (list.status === 'error') return { editor: list };
  const item = list.data.find((page) => page.slug === slug);
  if (!item || !isPageSlug(slug)) {
    const editor: LoadedData<PageEditorProps> = {
      status: 'error',
      error: new ApiError(404, contentMessages.pageNotFound),
    };
    return { editor };
  }
  try {
    const savedDraft = missing(draft);
    const page = missing(published);
    const editor: ApiData<PageEditorProps> = {
      status: 'ready',
      data: {
        slug,
        title: item.title,
        source: editorSourceOf(savedDraft, page),
        draft:
          item.draft ??
          (savedDraft ? { updated_at: savedDraft.updated_at, updated_by: savedDraft.updated_by } : null),
        published: page
          ? { revision: page.revision, published_at: page.published_at, published_by: item.published_by }
          : null,
      },
    };
    return { editor };
  } catch (failed) {
    return { editor: failed as LoadedData<PageEditorProps> };
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ContentEditView editor={loading} />;
}

export default function ContentEdit({ loaderData, params }: Route.ComponentProps) {
  return <ContentEditView key={params.slug} editor={loaderData.editor} />;
}

function ContentEditView({ editor }: { editor: ApiData<PageEditorProps> }) {
  const [search] = useSearchParams();
  const restored = search.get('restored');
  return (
    <>
      {restored && editor.status === 'ready' ? (
        <p
          role="status"
          className="mb-6 rounded-2xl border border-emerald-300 bg-emerald-50 px-5 py-4 text-emerald-950"
        >
          {contentMessages.restored}: revision {restored} is now the draft. Check it, then press Publish to
          show it to visitors.
        </p>
      ) : null}
      <LoadState
        state={editor}
        loadingText="Loading page..."
        errorText="Couldn't load the page"
        errorAction={
          <Link to="/admin/content" className="btn-outline mt-4">
            Back to pages
          </Link>
        }
      >
        {(props) => <PageEditor {...props} />}
      </LoadState>
    </>
  );
}

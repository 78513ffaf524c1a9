import type { LoadContext } from '#common/load-context.ts';
import type { PageSlug, RenderedPage } from '#common/site-content.ts';
import { langFromMatches, pageMeta, siteFromMatches } from '../seo/seo.ts';

/** A brochure page's loader: its published content, rendered on the server (issue 12). */
export async function loadContentPage(context: LoadContext, slug: PageSlug): Promise<{ page: RenderedPage }> {
  const page = await context.data.findPublishedPage(slug);
  if (!page) throw new Response('Not Found', { status: 404 });
  return { page };
}

/** The page's meta tags from its SEO fields. */
export function contentMeta(
  matches: Parameters<typeof siteFromMatches>[0],
  data: { page: RenderedPage } | undefined,
  path: string,
) {
  const site = siteFromMatches(matches);
  const seo = data?.page.page.seo;
  const share = seo?.share_image ? data?.page.images['seo.share_image'] : undefined;
  return pageMeta(site, {
    lang: langFromMatches(matches),
    title: seo?.title ?? site?.name ?? '',
    description: seo?.description ?? '',
    path,
    ...(share ? { image: { url: share.src, alt: share.alt, width: share.width, height: share.height } } : {}),
  });
}

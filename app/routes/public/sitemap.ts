import { localisedPath } from '#common/i18n/paths.ts';
import type { SiteSettings } from '#common/load-context.ts';
import type { Property } from '#common/property.ts';
import { languages } from '#common/translations.ts';
import { absoluteUrl } from '../../lib/seo/seo.ts';
import { publicPagePaths } from '../../lib/site/public-pages.ts';
import type { Route } from './+types/sitemap';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

/**
 * A page's entries, one per language, each naming the page in every language (hreflang, English as the
 * x-default), as search engines ask of a multilingual sitemap.
 */
function urlEntries(site: SiteSettings, path: string, images: string[] = []): string[] {
  const imageTags = images.map(
    (src) => `<image:image><image:loc>${escapeXml(src)}</image:loc></image:image>`,
  );
  const english = absoluteUrl(site, localisedPath(path, 'en'));
  const alternates = [
    ['en-CA', english],
    ['fr-CA', absoluteUrl(site, localisedPath(path, 'fr'))],
    ['x-default', english],
  ].map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href ?? '')}"/>`);
  return languages.map(
    (lang) =>
      `<url><loc>${escapeXml(absoluteUrl(site, localisedPath(path, lang)))}</loc>${alternates.join('')}${imageTags.join('')}</url>`,
  );
}

/** /sitemap.xml: every public page and every property with its photos, in English and in French. */
export async function loader({ context }: Route.LoaderArgs) {
  const { site } = context;
  const properties: Property[] = await context.data.listProperties({});
  const entries = [
    ...publicPagePaths.flatMap((path) => urlEntries(site, path)),
    ...properties.flatMap((property) =>
      urlEntries(
        site,
        `/property/${property.id}`,
        [...new Set([property.cover, ...property.images].flatMap((image) => (image ? [image.url] : [])))].map(
          (url) => absoluteUrl(site, url),
        ),
      ),
    ),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
  return new Response(xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}

import type { Property } from '#common/property.ts';
import { publicPagePaths } from '../../lib/public-pages.ts';
import { absoluteUrl } from '../../lib/seo.ts';
import type { Route } from './+types/sitemap';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

function urlEntry(loc: string, images: string[] = []): string {
  const imageTags = images.map(
    (src) => `<image:image><image:loc>${escapeXml(src)}</image:loc></image:image>`,
  );
  return `<url><loc>${escapeXml(loc)}</loc>${imageTags.join('')}</url>`;
}

/** /sitemap.xml: every public page and every property with its photos. */
export async function loader({ context }: Route.LoaderArgs) {
  const { site } = context;
  const properties: Property[] = await context.data.listProperties({});
  const entries = [
    ...publicPagePaths.map((path) => urlEntry(absoluteUrl(site, path))),
    ...properties.map((property) =>
      urlEntry(
        absoluteUrl(site, `/property/${property.id}`),
        [...new Set([property.cover, ...property.images].flatMap((image) => (image ? [image.url] : [])))].map(
          (url) => absoluteUrl(site, url),
        ),
      ),
    ),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n${entries.join('\n')}\n</urlset>\n`;
  return new Response(xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}

import { absoluteUrl } from '../../lib/seo/seo.ts';
import { privatePathPrefixes } from '../../lib/site/public-pages.ts';
import type { Route } from './+types/robots';

/** /robots.txt: everything public may be crawled; the back office, login and welcome pages may not. */
export function loader({ context }: Route.LoaderArgs) {
  const lines = [
    'User-agent: *',
    ...privatePathPrefixes.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${absoluteUrl(context.site, '/sitemap.xml')}`,
    '',
  ];
  return new Response(lines.join('\n'), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}

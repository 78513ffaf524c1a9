import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { siteDayOf } from '#common/site-dates.ts';
import { carriesSessionCookie } from '../http/cookies.ts';
import { RenderCache, type SharedPage, sendSharedPage, sharedPage } from '../http/render-cache.ts';

/** The header of the cache's own fill requests: they are answered by the route, never from the cache. */
const fillHeader = 'x-shared-read-fill';

/**
 * Anonymous reads of the public API routes marked `config: { sharedRead: true }` (the property list and
 * pages, availability, published brochure pages, site settings), answered like the render cache answers
 * pages (ADR 0021): one answer per URL and site day, kept until the public content revision moves, stored
 * with its Brotli and gzip bodies and served with ETag, 304, `X-Cache` and `Cache-Control: no-cache`. A
 * request carrying a session cookie is answered by the route as before.
 *
 * A miss is filled by a request of the cache's own through `app.inject`: the URL alone, without the visitor's
 * headers or cookies, so nothing of one caller can end up in the answer every other caller gets; concurrent
 * misses of one URL share it. Only a 200 is kept; any other answer goes to the callers who asked while it ran.
 */
export function publicReadCache(app: FastifyInstance, maxBytes: number) {
  const cache = new RenderCache(maxBytes);
  const token = randomBytes(16).toString('hex');
  const siteDay = siteDayOf(app.domain.config.site.timeZone);

  const fill = async (url: string): Promise<SharedPage> => {
    const answer = await app.inject({ method: 'GET', url, headers: { [fillHeader]: token } });
    const headers = new Headers({
      'content-type': String(answer.headers['content-type'] ?? 'application/json; charset=utf-8'),
    });
    // a 503's advice when to try again reaches every caller who shared it
    const retryAfter = answer.headers['retry-after'];
    if (retryAfter !== undefined) headers.set('retry-after', String(retryAfter));
    const body = answer.rawPayload.length > 0 ? new Uint8Array(answer.rawPayload) : null;
    return sharedPage(new Response(body, { status: answer.statusCode, headers }));
  };

  return async function answerFromCache(request: FastifyRequest, reply: FastifyReply) {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (request.headers[fillHeader] === token) return;
    if (carriesSessionCookie(request)) return;
    const key = `${siteDay(app.domain.now())} ${request.url}`;
    const revision = await app.publicRevision.current();
    const kept = cache.get(key, revision);
    const page = kept ?? (await cache.fill(key, revision, () => fill(request.url)));
    // Browsers and CDNs may keep the answer but must ask again each time (a 304 is a map lookup here): unlike
    // a page, staff read these same URLs in the back office right after an edit, and a shared cache that
    // ignores cookies would show them the list from before it. Other answers keep the API's no-store.
    if (page.cacheable) reply.header('cache-control', 'no-cache');
    return sendSharedPage(request, reply, page, kept ? 'hit' : 'miss');
  };
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { adminCookie, guestCookie } from './cookies.ts';
import { anonymousCacheKey, type SharedPage, sentEncoding } from './render-cache.ts';

/** A plain path and query: one slash first, printable ASCII (anything else goes to request-target.ts). */
const plainTarget = /^\/(?![/\\])[\x21-\x7e]*$/;

/**
 * Render-cache hits answered before the hooks a hit does not need (issue 29 item 3): the nonce and its CSP,
 * helmet, the odd-target and cross-site checks, compression, cookie parsing, the route's handler and every
 * onSend hook. A hit is a lookup and a write of stored bytes, and those hooks were most of its cost.
 *
 * The headers stay exactly those of a hit answered the whole way: the first time a body is sent as a hit
 * by the page handler, its final headers are kept (`remember`), and later hits of that body are answered
 * with them (a new X-Request-Id; Node adds Date and the connection headers as for any answer). Until then,
 * and for anything else — a session cookie (either name anywhere in the Cookie header), If-None-Match (the
 * 304 is the handler's), a miss, a revision not read within its interval, an odd target — the request
 * takes the usual way. Fastify's request log and onResponse hooks still run (the reply is hijacked inside
 * the first onRequest hook).
 */
export class RenderCacheHits {
  private lookup: ((key: string) => SharedPage | undefined) | undefined;
  /** The final headers of a hit, by the body it sent (a recompressed body is a new Buffer) */
  private readonly headersByBody = new WeakMap<
    Buffer,
    Record<string, string | number | string[] | undefined>
  >();

  /** Called by the page handler's owner: the kept page for a cache key, now, without waiting. */
  serveFrom(lookup: (key: string) => SharedPage | undefined): void {
    this.lookup = lookup;
  }

  /** Installs the first onRequest hook of `app`: call before any other onRequest hook is added. */
  install(app: FastifyInstance): void {
    app.addHook('onRequest', (request, reply, done) => {
      this.answer(request, reply);
      done();
    });
    app.addHook('onResponse', (request, reply, done) => {
      const body = remembered.get(request);
      if (body && reply.statusCode === 200 && !this.headersByBody.has(body)) {
        const headers = { ...reply.getHeaders() };
        delete headers['x-request-id'];
        this.headersByBody.set(body, headers);
      }
      done();
    });
  }

  /** Notes that the page handler sent `page` as a hit to this request, so that its headers can be kept. */
  remember(request: FastifyRequest, page: SharedPage): void {
    if (request.method !== 'GET' || request.headers['if-none-match'] !== undefined) return;
    remembered.set(request, bodyFor(page, request));
  }

  private answer(request: FastifyRequest, reply: FastifyReply): boolean {
    const { headers, url } = request.raw;
    if (!this.lookup || headers['if-none-match'] !== undefined || !url || !plainTarget.test(url))
      return false;
    const cookie = headers.cookie;
    if (cookie !== undefined && (cookie.includes(adminCookie) || cookie.includes(guestCookie))) return false;
    const key = anonymousCacheKey(request.method, url);
    const page = key === undefined ? undefined : this.lookup(key);
    if (!page) return false;
    const body = bodyFor(page, request);
    const kept = this.headersByBody.get(body);
    if (!kept) return false;
    reply.hijack();
    const res = reply.raw;
    res.statusCode = page.status;
    for (const name in kept) {
      const value = kept[name];
      if (value !== undefined) res.setHeader(name, value);
    }
    res.setHeader('x-request-id', request.id);
    // a HEAD gets the headers alone: Node writes no body for it
    res.end(body);
    return true;
  }
}

const remembered = new WeakMap<FastifyRequest, Buffer>();

const bodyFor = (page: SharedPage, request: FastifyRequest): Buffer =>
  page.bodies[sentEncoding(page, request.headers['accept-encoding'])] ?? page.bodies.identity;

import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { unlocalisedPath } from '#common/i18n/paths.ts';
import { listingQueryKeys, staySearchKeys } from '#common/listing-query-keys.ts';
import { ByteLru } from './byte-lru.ts';
import { carriesSessionCookie } from './cookies.ts';
import { isPrivatePage } from './private-pages.ts';

/**
 * The query keys each public page reads. A request whose query holds any other key is rendered afresh and
 * not cached (its answer may differ in ways the cache key would not capture, and a stream of made-up
 * queries must not fill or evict the cache). A page not listed here uses no query at all. Paths are English:
 * a French page (`/fr/properties`) is the same route module as its twin and reads the same keys, so it is
 * looked up by its English address (see pageQueryKeysOf) rather than listed a second time.
 *
 * ROUTE AUTHORS: when a public page starts reading a query parameter (`new URL(request.url).searchParams`,
 * `useSearchParams`), add its name here, or every request with it bypasses the cache.
 */
export const pageQueryKeys: ReadonlyArray<{ path: RegExp; keys: readonly string[] }> = [
  { path: /^\/properties$/, keys: [...listingQueryKeys, 'month'] },
  { path: /^\/property\/[^/]+$/, keys: ['month', ...staySearchKeys, 'reviews'] },
];

/** The query keys a public page reads: those of its English twin, for a French page (issue 38). */
export function pageQueryKeysOf(page: string): readonly string[] {
  const english = unlocalisedPath(page);
  return pageQueryKeys.find((p) => p.path.test(english))?.keys ?? [];
}

/**
 * The cache key of a request that may be answered from the render cache, or undefined when it must be
 * rendered for this visitor: not GET/HEAD, a private page, a session cookie (admin or guest), or a query key
 * the page does not read. Query parameters are sorted so that `?a=1&b=2` and `?b=2&a=1` share an entry.
 */
export function renderCacheKey(request: FastifyRequest): string | undefined {
  if (carriesSessionCookie(request)) return undefined;
  return anonymousCacheKey(request.method, request.url);
}

/** The cache key of an anonymous request (no session cookie): see renderCacheKey. */
export function anonymousCacheKey(method: string, url: string): string | undefined {
  if (method !== 'GET' && method !== 'HEAD') return undefined;
  const mark = url.indexOf('?');
  const pathname = mark === -1 ? url : url.slice(0, mark);
  const page = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  if (isPrivatePage(page)) return undefined;
  if (mark === -1 || mark === url.length - 1) return pathname;
  const params = new URLSearchParams(url.slice(mark + 1));
  const allowed = pageQueryKeysOf(page);
  for (const key of params.keys()) if (!allowed.includes(key)) return undefined;
  params.sort();
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** A rendered answer that contains nothing of any one visitor, as stored and served by the cache. */
export interface SharedPage {
  status: number;
  /** Response headers of the render, without Set-Cookie and Content-Length */
  headers: [string, string][];
  /** The Content-Security-Policy of an HTML document: hashes of its inline scripts instead of a nonce */
  csp?: string;
  etag: string;
  bodies: { identity: Buffer; br?: Buffer; gzip?: Buffer };
  /** The Brotli level of `bodies.br`: the store level at first, the refined level once recompressed */
  brotliQuality?: number;
  /** Whether it may be kept: a 200 without cookies and without a no-store/private Cache-Control */
  cacheable: boolean;
}

/**
 * `Cache-Control` of a cached page: every cache, the browser's and a CDN's, asks again each time (a 304 on
 * the ETag is a map lookup), and none may show a stale copy meanwhile, so the first load after staff publish
 * shows the new text (issue 27; stale-while-revalidate=300 showed the old page once more).
 */
export const cachedPageCacheControl = 'public, no-cache';

/**
 * `Cache-Control` of a 404, page or error shape: an address that is missing now may exist after the next edit
 * (a property published, a page added), so no cache may answer for it without asking again; a 404 is cheap.
 */
export const missingCacheControl = 'no-cache';

/** Below this a compressed body gains too little (the same threshold as @fastify/compress's). */
const compressThreshold = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Brotli levels of a kept page (ADR 0013). A page is stored at level 5 (about 3 ms for a 70 KB page, so a
 * miss costs little more than its render) and recompressed at level 11 (about 80 ms, ~10 % smaller) once it
 * has stayed in the cache `refineDelayMs`: only pages that outlive the next edit pay for the smallest body.
 */
export const storeBrotliQuality = 5;
export const refinedBrotliQuality = 11;

const brotliAt = (body: Buffer, quality: number) =>
  brotli(body, {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: quality,
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });

/** The strong ETag of a body (its uncompressed bytes): a shortened SHA-256. */
export function bodyEtag(identity: Buffer): string {
  return createHash('sha256').update(identity).digest('base64url').slice(0, 27);
}

/** The SHA-256 sources (`'sha256-…'`) of every inline script of an HTML document, in order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes = '', content = ''] = match;
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * Makes a shared page of a finished render: the body read whole, the script hashes for its CSP (a document;
 * an API answer has no `csp`), a strong ETag, and (when it may be kept) its Brotli and gzip bodies,
 * compressed once here rather than per request.
 */
export async function sharedPage(
  response: Response,
  csp?: (scriptHashes: string[]) => string,
): Promise<SharedPage> {
  const identity = Buffer.from(await response.arrayBuffer());
  const headers: [string, string][] = [];
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie' && name !== 'content-length') headers.push([name, value]);
  }
  const type = response.headers.get('content-type') ?? '';
  const cacheControl = response.headers.get('cache-control') ?? '';
  const cacheable =
    response.status === 200 &&
    response.headers.getSetCookie().length === 0 &&
    !/no-store|private|no-cache/i.test(cacheControl);
  const page: SharedPage = {
    status: response.status,
    headers,
    ...(csp ? { csp: csp(type.includes('html') ? inlineScriptHashes(identity.toString('utf8')) : []) } : {}),
    etag: bodyEtag(identity),
    bodies: { identity },
    cacheable,
  };
  if (cacheable && identity.length >= compressThreshold && /text|xml|json|javascript/.test(type)) {
    const [br, gz] = await Promise.all([
      brotliAt(identity, storeBrotliQuality),
      gzipAsync(identity, { level: 9 }),
    ]);
    page.bodies.br = br;
    page.brotliQuality = storeBrotliQuality;
    page.bodies.gzip = gz;
  }
  return page;
}

const pageBytes = (page: SharedPage) =>
  page.bodies.identity.length + (page.bodies.br?.length ?? 0) + (page.bodies.gzip?.length ?? 0) + 1024;

/**
 * The rendered public pages of one content revision, bounded by bytes (least recently used out first).
 * A revision other than the one the entries were made at empties it. Renders of the same key at the same
 * revision are shared: a burst of visitors right after an edit costs one render, not one each.
 */
export class RenderCache {
  private readonly pages: ByteLru<SharedPage>;
  private readonly rendering = new Map<string, Promise<SharedPage>>();
  private revision = Number.NaN;
  /** Recompressions run one after another, so a burst of new pages never takes every thread at once. */
  private refining: Promise<void> = Promise.resolve();
  private readonly refineDelayMs: number;

  constructor(maxBytes: number, { refineDelayMs = 10_000 } = {}) {
    this.pages = new ByteLru(maxBytes);
    this.refineDelayMs = refineDelayMs;
  }

  private at(revision: number): void {
    if (revision === this.revision) return;
    this.pages.clear();
    this.rendering.clear();
    this.revision = revision;
  }

  get(key: string, revision: number): SharedPage | undefined {
    this.at(revision);
    return this.pages.get(key);
  }

  /** The page of `key` at `revision`: one render shared by every request that asks while it runs. */
  fill(key: string, revision: number, render: () => Promise<SharedPage>): Promise<SharedPage> {
    this.at(revision);
    const running = this.rendering.get(key);
    if (running) return running;
    const done = render().then(
      (page) => {
        if (this.rendering.get(key) === done) this.rendering.delete(key);
        if (page.cacheable && revision === this.revision) {
          this.pages.set(key, page, pageBytes(page));
          this.scheduleRefine(key, page, revision);
        }
        return page;
      },
      (error: unknown) => {
        if (this.rendering.get(key) === done) this.rendering.delete(key);
        throw error;
      },
    );
    this.rendering.set(key, done);
    return done;
  }

  /** Recompresses a kept page's Brotli body at the refined level once it has stayed `refineDelayMs`. */
  private scheduleRefine(key: string, page: SharedPage, revision: number): void {
    if (!page.bodies.br || page.brotliQuality === refinedBrotliQuality) return;
    const stillKept = () => revision === this.revision && this.pages.peek(key) === page;
    const refine = async () => {
      if (!stillKept()) return;
      const br = await brotliAt(page.bodies.identity, refinedBrotliQuality);
      if (!stillKept()) return;
      page.bodies.br = br;
      page.brotliQuality = refinedBrotliQuality;
      this.pages.resize(key, pageBytes(page));
    };
    setTimeout(() => {
      // a failed recompression keeps the level-5 body, which is right, only larger
      this.refining = this.refining.then(refine).catch(() => undefined);
    }, this.refineDelayMs).unref();
  }
}

/** The encoding to send: the one of Brotli and gzip the request's Accept-Encoding weighs more (Brotli on a tie), else none. */
export function chooseEncoding(header: string | undefined): 'br' | 'gzip' | 'identity' {
  if (!header) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  const br = weight('br');
  const gzip = weight('gzip');
  if (br <= 0 && gzip <= 0) return 'identity';
  // the client's preference decides; Brotli (smaller) when it has none
  return br >= gzip ? 'br' : 'gzip';
}

/** The body of a kept page a request with this Accept-Encoding is sent: the chosen encoding if the page has it. */
export function sentEncoding(
  page: SharedPage,
  acceptEncoding: string | undefined,
): 'br' | 'gzip' | 'identity' {
  const wanted = chooseEncoding(acceptEncoding);
  return wanted !== 'identity' && page.bodies[wanted] ? wanted : 'identity';
}

/** Whether an `If-None-Match` header names one of the body's strong ETags (weak ones compare equal, `*` too). */
export function matchesEtag(header: string | undefined, etags: string[]): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || etags.includes(tag));
}

/**
 * The strong ETag of a page's body in one encoding. The Brotli body's names its level: the recompressed
 * body differs in bytes from the one stored first.
 */
function pageEtag(page: SharedPage, encoding: 'br' | 'gzip' | 'identity'): string {
  if (encoding === 'identity') return `"${page.etag}"`;
  if (encoding === 'br') return `"${page.etag}-br${page.brotliQuality ?? ''}"`;
  return `"${page.etag}-${encoding}"`;
}

/**
 * Every ETag a visitor may hold for this page: each encoding, and the Brotli body at either level (the
 * same document, so a 304 is right whichever body the visitor kept).
 */
function everyPageEtag(page: SharedPage): string[] {
  const br = (quality: number) => pageEtag({ ...page, brotliQuality: quality }, 'br');
  return [
    pageEtag(page, 'identity'),
    pageEtag(page, 'gzip'),
    br(storeBrotliQuality),
    br(refinedBrotliQuality),
  ];
}

/**
 * Sends a shared page: its own CSP, a strong ETag per encoding (a 304 when the visitor has any of them),
 * `Vary: Accept-Encoding`, and for a kept page the body compressed once at store time. `cache` names where
 * a cached answer came from (`X-Cache`); a static file of the build, held in memory, has none.
 */
export function sendSharedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: SharedPage,
  cache?: 'hit' | 'miss',
): FastifyReply {
  reply.status(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  if (page.csp) reply.header('content-security-policy', page.csp);
  if (!page.cacheable) return reply.send(page.bodies.identity);

  const encoding = sentEncoding(page, request.headers['accept-encoding']);
  const etag = pageEtag(page, encoding);
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', cachedPageCacheControl);
  reply.header('vary', 'Accept-Encoding').header('etag', etag);
  if (cache) reply.header('x-cache', cache);
  if (matchesEtag(request.headers['if-none-match'], everyPageEtag(page))) {
    reply.removeHeader('content-type');
    return reply.status(304).send();
  }
  const body = page.bodies[encoding] ?? page.bodies.identity;
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  reply.header('content-length', body.length);
  return reply.send(body);
}

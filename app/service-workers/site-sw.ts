/*
 * Service worker of the public site, registered with scope / by the main layout (app/components/public/
 * site-offline.tsx). It keeps the homes a traveller looked at readable in a dead zone. Design and reasons:
 * docs/decisions/0020-flaky-connections.md.
 *
 * - Listing and property pages (/properties, /property/{id}), opened as documents:
 *   stale-while-revalidate. The saved copy answers at once, the network refreshes it meanwhile; without a
 *   saved copy the network answers, and with no network an offline page with a retry button. At most 20
 *   pages are kept, the least recently stored go first.
 * - The data of client navigations (*.data) is left to the page: its loaders retry and show their own
 *   offline state in place (app/lib/site/public-data.ts).
 * - Images (/uploads/, /images/): stale-while-revalidate, at most 60 kept.
 * - Scripts and styles (/assets/, content-hashed, never stale): the saved copy first, else the network.
 *   The page also asks, when idle, for the files of the public pages it links to (message `keep-files`,
 *   app/lib/loading/use-kept-route-files.ts): a client navigation without a connection then finds the next
 *   page's code, and the page shows its own offline state instead of React Router reloading it.
 * - Every other public page: the network first; its saved copy, or an offline page with a retry
 *   button, when the network fails.
 * - Never: anything but GET, the API, the back office and its login, the guest welcome pages (those have
 *   their own worker, app/service-workers/welcome-sw.ts, with scope /welcome/), other origins.
 *
 * Each stored copy carries the time it was stored (header x-saved-at); the page reads it from Cache
 * Storage for its banner "You are offline — showing the page as of {time}". The names it shares with the
 * pages come from app/lib/offline/site-worker-names.ts; the build bundles this file into /site-sw.js
 * (scripts/service-workers.ts).
 */
import {
  siteAssetsCache as assetsCache,
  siteImagesCache as imagesCache,
  keepFilesMessage,
  sitePagesCache as pagesCache,
  savedAtHeader,
  workerlessPath,
} from '../lib/offline/site-worker-names.ts';

declare const self: ServiceWorkerGlobalScope;

const ownCaches = [pagesCache, imagesCache, assetsCache];
const limits: Record<string, number> = { [pagesCache]: 20, [imagesCache]: 60, [assetsCache]: 150 };

const revalidatedPage = /^\/(properties|property\/\d{1,9})\/?$/;

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // caches of an older version of this worker (another name) go; the welcome pages' stay
      for (const name of await caches.keys()) {
        if (name.startsWith('site-') && !ownCaches.includes(name)) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const path = url.pathname;
  if (workerlessPath(path)) return;

  if (revalidatedPage.test(path) && request.mode === 'navigate') {
    event.respondWith(staleWhileRevalidate(event, pagesCache, true));
  } else if (path.startsWith('/assets/')) {
    event.respondWith(savedFirst(request));
  } else if (path.startsWith('/uploads/') || path.startsWith('/images/')) {
    event.respondWith(staleWhileRevalidate(event, imagesCache, false));
  } else if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request));
  }
});

/** The keeping under way: one message's files after the other's, so none is fetched twice. */
let keeping = Promise.resolve();

self.addEventListener('message', (event) => {
  const { type, files } = (event.data ?? {}) as { type?: unknown; files?: unknown };
  if (event.origin !== self.location.origin || type !== keepFilesMessage || !Array.isArray(files)) return;
  keeping = keeping.then(() => keepFiles(files as unknown[])).catch(() => {});
  event.waitUntil(keeping);
});

/** A built script or style file of this site: /assets/{name}, nothing else. */
const assetFile = /^\/assets\/[\w.-]+$/;

/**
 * Fetches and keeps the files not kept yet, one after the other (a single bar of signal is shared with the
 * page); stops at the first failure, the next message tries again.
 */
async function keepFiles(files: unknown[]): Promise<void> {
  const cache = await caches.open(assetsCache);
  for (const file of files) {
    if (typeof file !== 'string' || !assetFile.test(file) || (await cache.match(file))) continue;
    const request = new Request(file);
    const response = await fetch(request);
    if (storable(response)) await store(assetsCache, request, response);
  }
}

/** Whether an answer may be kept: a whole, successful, same-origin answer that was not redirected. */
const storable = (response: Response) =>
  response.status === 200 && response.type === 'basic' && !response.redirected;

/** Stores a copy stamped with the time, then drops the oldest entries over the cache's limit. */
async function store(cacheName: string, request: Request, response: Response): Promise<void> {
  const headers = new Headers(response.headers);
  headers.set(savedAtHeader, new Date().toISOString());
  const body = await response.blob();
  const cache = await caches.open(cacheName);
  const key = request.url;
  await cache.delete(key);
  await cache.put(key, new Response(body, { status: 200, statusText: response.statusText, headers }));
  const keys = await cache.keys();
  const limit = limits[cacheName] ?? 0;
  for (const old of keys.slice(0, Math.max(0, keys.length - limit))) await cache.delete(old);
}

/** The network's answer; a storable one is kept (the copy is stored while the answer goes on). */
async function fromNetwork(event: FetchEvent, cacheName: string): Promise<Response> {
  const response = await fetch(event.request);
  if (storable(response)) {
    const copy = response.clone();
    event.waitUntil(store(cacheName, event.request, copy).catch(() => {}));
  }
  return response;
}

async function staleWhileRevalidate(
  event: FetchEvent,
  cacheName: string,
  isPage: boolean,
): Promise<Response> {
  const saved = await caches.match(event.request.url, { cacheName });
  const network = fromNetwork(event, cacheName);
  if (saved) {
    event.waitUntil(network.catch(() => {}));
    return saved;
  }
  try {
    return await network;
  } catch (error) {
    if (isPage) return offlinePage(event.request.url);
    throw error;
  }
}

async function savedFirst(request: Request): Promise<Response> {
  const saved = await caches.match(request.url, { cacheName: assetsCache });
  if (saved) return saved;
  const response = await fetch(request);
  if (storable(response)) await store(assetsCache, request, response.clone()).catch(() => {});
  return response;
}

async function networkFirst(request: Request): Promise<Response> {
  try {
    const response = await fetch(request);
    if (storable(response)) await store(pagesCache, request, response.clone()).catch(() => {});
    return response;
  } catch {
    return (await caches.match(request.url, { cacheName: pagesCache })) ?? offlinePage(request.url);
  }
}

const htmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => htmlEntities[c] ?? c);

/**
 * The page for a navigation with no network and no saved copy: says so, with a button that opens the same
 * address again (a GET form, so it works without any script).
 */
function offlinePage(address: string): Response {
  const url = new URL(address);
  const hidden = [...url.searchParams]
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const html = `<!doctype html><html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>You are offline</title><style>body{margin:0;font-family:system-ui,sans-serif;background:#fbfaf7;color:#1f2b3b}main{max-width:32rem;margin:0 auto;padding:4rem 1.5rem}h1{color:#2f4159;font-size:1.75rem}p{font-size:1.125rem;line-height:1.6}button{margin-top:1rem;min-height:44px;padding:.75rem 1.5rem;border:0;border-radius:999px;background:#2f4159;color:#fff;font-size:1rem;font-weight:600;cursor:pointer}button:focus-visible{outline:3px solid #e8793f;outline-offset:2px}a{color:#2f4159}</style></head><body><main><h1>You are offline</h1><p>This page has not been saved on this device yet, and there is no connection right now. Homes you have opened before also open without one.</p><form method="get" action="${escapeHtml(url.pathname)}">${hidden}<button type="submit">Try again</button></form><p><a href="/properties">All rentals</a></p></main></body></html>`;
  return new Response(html, {
    status: 503,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}

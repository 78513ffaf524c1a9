/*
 * Service worker of the guest welcome pages, registered with scope /welcome/ only: public pages are never
 * controlled by it. It keeps a guest's welcome page readable with no network (patchy mountain signal).
 * Design and reasons: docs/decisions/0005-welcome-offline.md.
 *
 * - The page asks it to save a copy ('welcome:save'); it fetches the page afresh with the guest's cookie
 *   and stores it with the scripts, styles, fonts and images it needs in one cache per property.
 * - Opening /welcome/{id}: the network first; the saved copy when the network fails, is too slow or the
 *   server errs. A redirect (session ended) or a 401/403/404 deletes the copy.
 * - Opening a stay's personal link /welcome/{id}/s/{token} (the one in the guest's messages): the network
 *   first (it signs the guest in and redirects to /welcome/{id}); without an answer, a redirect to
 *   /welcome/{id}, which opens the saved copy under the same rules (never one whose stay has ended; the
 *   copy never held codes the server had not released). Its ordinary answer is a redirect, so only the
 *   page it leads to decides about deleting the copy.
 * - Leaving (POST /welcome/{id}/leave) or the end of the stay (the record's expiresAt) deletes the copy.
 * - Saving also leaves a mark outside the copy (app/lib/welcome/stay-end.ts): when the stay ends and the
 *   guide's language, nothing private. Once the copy is gone and that time has passed (or the login page
 *   marked the stay ended because the server said so), the page offline says, in the guide's language,
 *   that the stay has ended, rather than that it was never saved.
 * - Scripts, styles, fonts and images of welcome pages: the saved copy first (their names are
 *   content-hashed, so never stale), else the network. Everything else is left alone.
 *
 * The names it shares with the page come from app/lib/welcome/offline-names.ts; the build bundles this
 * file into /welcome-sw.js (scripts/service-workers.ts).
 */
import {
  offlineCacheName as cacheName,
  cachePrefix,
  leavePattern,
  welcomePagePattern as pagePattern,
  savedCopyKey,
  stayLinkPattern,
} from '../lib/welcome/offline-names.ts';
import {
  guideLangOf,
  readStayEnd,
  type StayEnd,
  stayHasEnded,
  writeStayEnd,
} from '../lib/welcome/stay-end.ts';

declare const self: ServiceWorkerGlobalScope;

const assetPattern = /\/assets\/[\w.-]+/g;
const uploadPattern = /\/uploads\/([a-f0-9]{32})-(\d+)\.webp/g;
const networkWaitMs = 8000;
/** The image width saved for an image the page did not load itself (the middle variant). */
const preferredImageWidth = 960;

const pagePath = (propertyId: string) => `/welcome/${propertyId}`;

/** What the page sends: 'welcome:save' with what to keep, or 'welcome:forget'. */
type Message =
  | { type: 'welcome:save'; propertyId: unknown; expiresAt: string; resources?: unknown }
  | { type: 'welcome:forget'; propertyId: unknown };
/** The record kept beside a saved copy. */
type CopyRecord = { savedAt: string; expiresAt: string };
type SavedCopy =
  | { cache: Cache; record: CopyRecord; ended?: undefined }
  | { ended: StayEnd['lang']; cache?: undefined };

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await removeEndedCopies();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  const message = event.data as Message | undefined;
  const port = event.ports[0];
  const reply = (answer: object) => port?.postMessage(answer);
  if (message?.type === 'welcome:save') {
    event.waitUntil(
      saveCopy(message).then(
        (record) => reply({ ok: true, ...record }),
        (error: unknown) =>
          reply({ ok: false, error: String(error instanceof Error ? error.message : error) }),
      ),
    );
  } else if (message?.type === 'welcome:forget') {
    event.waitUntil(forgetCopy(message.propertyId).then(() => reply({ ok: true })));
  }
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  const leaving = request.method === 'POST' ? leavePattern.exec(url.pathname) : null;
  if (leaving) {
    event.waitUntil(forgetCopy(leaving[1]));
    return;
  }
  if (request.method !== 'GET') return;

  if (request.mode === 'navigate') {
    const page = pagePattern.exec(url.pathname);
    const stayLink = stayLinkPattern.exec(url.pathname);
    if (page) event.respondWith(openPage(request, page[1] as string));
    else if (stayLink) event.respondWith(openStayLink(request, stayLink[1] as string));
    else if (url.pathname.startsWith('/welcome/')) event.respondWith(networkOrOfflineNote(request, null));
    return;
  }
  if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/uploads/')) {
    event.respondWith(savedOrNetwork(request, url));
  }
});

/** The names of the saved copies on this device. */
async function copyNames(): Promise<string[]> {
  return (await caches.keys()).filter((name) => name.startsWith(cachePrefix));
}

async function forgetCopy(propertyId: unknown): Promise<void> {
  if (!/^\d{1,9}$/.test(String(propertyId))) return;
  await caches.delete(cacheName(String(propertyId)));
}

/**
 * The saved copy of a property: { cache, record }; { ended: lang } when its stay is over (by the copy's
 * record, deleted then, or by the mark the copy left), with the guide's language; null when there is none.
 * A copy without a readable record is deleted too.
 */
async function savedCopy(propertyId: string): Promise<SavedCopy | null> {
  const name = cacheName(propertyId);
  if (await caches.has(name)) {
    const cache = await caches.open(name);
    const answer = await cache.match(savedCopyKey(propertyId));
    const record = answer ? ((await answer.json().catch(() => null)) as CopyRecord | null) : null;
    if (record && Date.parse(record.expiresAt) > Date.now()) return { cache, record };
    const mark = record ? await readStayEnd(propertyId) : null;
    if (record && !stayHasEnded(mark, Date.now())) {
      // the copy's own end has come: its mark says so too (a copy saved before marks existed gets one)
      const html = mark ? '' : ((await (await cache.match(pagePath(propertyId)))?.text()) ?? '');
      await writeStayEnd(propertyId, { endsAt: record.expiresAt, lang: mark?.lang ?? guideLangOf(html) });
    }
    await caches.delete(name);
  }
  const end = await readStayEnd(propertyId);
  return end && stayHasEnded(end, Date.now()) ? { ended: end.lang } : null;
}

async function removeEndedCopies() {
  for (const name of await copyNames()) await savedCopy(name.slice(cachePrefix.length));
}

/** Picks one variant per image the page names but did not load (lazy images, the modal's larger view). */
function imagesNamedIn(html: string, alreadySaved: Iterable<string>): string[] {
  const savedKeys = new Set<string>();
  for (const url of alreadySaved) for (const m of url.matchAll(uploadPattern)) savedKeys.add(m[1] as string);
  const widths = new Map<string, number[]>();
  for (const m of html.matchAll(uploadPattern)) {
    const key = m[1] as string;
    if (savedKeys.has(key)) continue;
    widths.set(key, [...(widths.get(key) ?? []), Number(m[2])]);
  }
  const urls: string[] = [];
  for (const [key, list] of widths) {
    const best = list.reduce((a, b) =>
      Math.abs(b - preferredImageWidth) < Math.abs(a - preferredImageWidth) ? b : a,
    );
    urls.push(`/uploads/${key}-${best}.webp`);
  }
  return urls;
}

async function saveCopy({
  propertyId,
  expiresAt,
  resources,
}: Extract<Message, { type: 'welcome:save' }>): Promise<CopyRecord> {
  const id = String(propertyId);
  if (!/^\d{1,9}$/.test(id)) throw new Error('Not a welcome page');
  if (!(Date.parse(expiresAt) > Date.now())) throw new Error('The stay has ended');
  const path = pagePath(id);
  const page = await fetch(path, {
    credentials: 'same-origin',
    cache: 'no-store',
    redirect: 'manual',
    headers: { accept: 'text/html' },
  });
  if (page.status !== 200) {
    if (page.type === 'opaqueredirect' || [401, 403, 404].includes(page.status)) await forgetCopy(id);
    throw new Error(`The page could not be saved (${page.status || 'redirected'})`);
  }
  const html = await page.clone().text();
  const wanted = new Set<string>(
    (Array.isArray(resources) ? resources : []).filter(
      (u): u is string => typeof u === 'string' && /^\/(assets|uploads)\/[\w.-]+$/.test(u),
    ),
  );
  for (const m of html.matchAll(assetPattern)) wanted.add(m[0]);
  for (const url of imagesNamedIn(html, wanted)) wanted.add(url);

  const cache = await caches.open(cacheName(id));
  const kept = new Set([path, savedCopyKey(id)].map((p) => new URL(p, self.location.origin).href));
  await Promise.all(
    [...wanted].map(async (url) => {
      try {
        const answer = (await cache.match(url)) ?? (await fetch(url, { credentials: 'same-origin' }));
        if (!answer.ok) return;
        await cache.put(url, answer);
        kept.add(new URL(url, self.location.origin).href);
      } catch {
        // A file that cannot be fetched now is simply not saved; the page still opens without it.
      }
    }),
  );
  const record: CopyRecord = { savedAt: new Date().toISOString(), expiresAt };
  await writeStayEnd(id, { endsAt: expiresAt, lang: guideLangOf(html) });
  await cache.put(path, page);
  await cache.put(
    savedCopyKey(id),
    new Response(JSON.stringify(record), { headers: { 'content-type': 'application/json' } }),
  );
  for (const request of await cache.keys()) {
    if (!kept.has(request.url)) await cache.delete(request);
  }
  return record;
}

const wait = (ms: number) => new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));

async function openPage(request: Request, propertyId: string): Promise<Response> {
  const saved = await savedCopy(propertyId);
  if (!saved?.cache) return networkOrOfflineNote(request, saved?.ended ?? null);
  const network = fetch(request);
  network.catch(() => {});
  try {
    const answer = await Promise.race([network, wait(networkWaitMs)]);
    if (!answer || answer.status >= 500) return await savedPage(saved.cache, propertyId, answer);
    if (answer.type === 'opaqueredirect' || [401, 403, 404].includes(answer.status)) {
      await forgetCopy(propertyId);
    }
    return answer;
  } catch {
    return savedPage(saved.cache, propertyId, null);
  }
}

/**
 * The stay link: the network when it answers in time (its redirect signs the guest in), else on to the page
 * itself, where the saved copy is found. Going there, rather than answering with the copy here, puts the
 * page's own address in the bar, so the page's code starts on the route it was rendered for.
 */
async function openStayLink(request: Request, propertyId: string): Promise<Response> {
  const saved = await savedCopy(propertyId);
  if (!saved?.cache) return networkOrOfflineNote(request, saved?.ended ?? null);
  const network = fetch(request);
  network.catch(() => {});
  try {
    const answer = await Promise.race([network, wait(networkWaitMs)]);
    if (answer && answer.status < 500) return answer;
  } catch {
    // no network: the saved copy below
  }
  return Response.redirect(new URL(pagePath(propertyId), self.location.origin).href, 303);
}

async function savedPage(cache: Cache, propertyId: string, fallback: Response | null): Promise<Response> {
  const page = await cache.match(pagePath(propertyId));
  return page ?? fallback ?? offlineNote(null);
}

/** `ended`: the guide's language when its stay has ended, else null. */
async function networkOrOfflineNote(request: Request, ended: StayEnd['lang'] | null): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    return offlineNote(ended);
  }
}

/**
 * A last-resort page: there is no network and no saved copy to show. After the stay has ended it says so in
 * the guide's language (kept in the mark the copy left). Otherwise the guest's language choice lives in a
 * cookie the worker cannot read, so the note follows the browser's language: French for a French browser
 * (issue 28), English otherwise.
 */
const offlineNotes = {
  en: {
    lang: 'en-CA',
    ended: [
      'Your stay has ended',
      'This guide is no longer saved on this device, and the codes it held are gone with it. Thank you for staying with us!',
    ],
    unsaved: [
      'You are offline',
      'This page has not been saved on this device yet. Connect to the internet and open it once; after that your welcome page also opens without a connection.',
    ],
  },
  fr: {
    lang: 'fr-CA',
    ended: [
      'Votre séjour est terminé',
      "Ce guide n'est plus enregistré sur cet appareil, et les codes qu'il contenait ont été supprimés avec lui. Merci d'avoir séjourné chez nous !",
    ],
    unsaved: [
      'Vous êtes hors ligne',
      "Cette page n'a pas encore été enregistrée sur cet appareil. Connectez-vous à Internet et ouvrez-la une fois : votre guide d'accueil s'ouvrira ensuite aussi sans connexion.",
    ],
  },
};

function offlineNote(ended: StayEnd['lang'] | null): Response {
  const lang = ended ?? ((self.navigator.language ?? '').toLowerCase().startsWith('fr') ? 'fr' : 'en');
  const note = offlineNotes[lang];
  const [title, text] = ended ? note.ended : note.unsaved;
  const html = `<!doctype html><html lang="${note.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title><style>body{margin:0;font-family:system-ui,sans-serif;background:#fbfaf7;color:#1f2b3b}main{max-width:32rem;margin:0 auto;padding:4rem 1.5rem}h1{color:#2f4159;font-size:1.75rem}p{font-size:1.125rem;line-height:1.6}</style></head><body><main><h1>${title}</h1><p>${text}</p></main></body></html>`;
  return new Response(html, {
    status: 503,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/** Another saved variant of the same image (another width), for a screen that asks for a different size. */
async function otherVariant(pathname: string): Promise<Response | undefined> {
  const key = /^\/uploads\/([a-f0-9]{32})-\d+\.webp$/.exec(pathname)?.[1];
  if (!key) return undefined;
  for (const name of await copyNames()) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      if (new URL(request.url).pathname.startsWith(`/uploads/${key}-`)) return cache.match(request);
    }
  }
  return undefined;
}

async function savedOrNetwork(request: Request, url: URL): Promise<Response> {
  for (const name of await copyNames()) {
    const hit = await (await caches.open(name)).match(request);
    if (hit) return hit;
  }
  try {
    return await fetch(request);
  } catch (error) {
    const variant = await otherVariant(url.pathname);
    if (variant) return variant;
    throw error;
  }
}

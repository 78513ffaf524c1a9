import { offlineCacheName, savedCopyKey, workerScope, workerUrl } from './offline-names.ts';
import { endedBy, readStayEnd, writeStayEnd } from './stay-end.ts';

/** The record stored beside a saved welcome page. */
export interface SavedCopy {
  savedAt: string;
  expiresAt: string;
}

export const offlineCopySupported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'caches' in window &&
  window.isSecureContext;

/** The saved copy of a property's welcome page on this device, if any (read straight from Cache Storage). */
export async function readSavedCopy(propertyId: number): Promise<SavedCopy | null> {
  if (!offlineCopySupported()) return null;
  if (!(await caches.has(offlineCacheName(propertyId)))) return null;
  const cache = await caches.open(offlineCacheName(propertyId));
  const record = await cache.match(savedCopyKey(propertyId));
  if (!record) return null;
  try {
    return (await record.json()) as SavedCopy;
  } catch {
    return null;
  }
}

/** Removes the saved copy (page, images, record). Works from the page itself: no worker needed. */
export async function forgetSavedCopy(propertyId: number): Promise<void> {
  if (!offlineCopySupported()) return;
  await caches.delete(offlineCacheName(propertyId));
}

/**
 * The server said this guide's stay has ended: from now on, offline, the welcome worker says so (in the
 * guide's language when a saved copy left it, else `lang`) instead of that nothing was saved.
 */
export async function markStayEnded(propertyId: number, lang: 'en' | 'fr'): Promise<void> {
  if (!offlineCopySupported()) return;
  await writeStayEnd(propertyId, endedBy(await readStayEnd(propertyId), Date.now(), lang));
}

const imageWaitMs = 15_000;

/**
 * Loads every image of the page now (lazy ones included) so the variants this screen picks are the ones
 * saved; gives up on a slow image after a while rather than never saving.
 */
async function loadImages(root: ParentNode): Promise<HTMLImageElement[]> {
  const images = [...root.querySelectorAll('img')];
  for (const img of images) img.loading = 'eager';
  const settled = Promise.all(
    images.map((img) =>
      img.complete
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            img.addEventListener('load', () => resolve(), { once: true });
            img.addEventListener('error', () => resolve(), { once: true });
          }),
    ),
  );
  await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, imageWaitMs))]);
  return images;
}

/** Same-origin files the page needs offline: its scripts, styles and fonts, and the images it shows. */
export function pageResources(images: readonly HTMLImageElement[]): string[] {
  const origin = window.location.origin;
  const urls = new Set<string>();
  for (const entry of performance.getEntriesByType('resource')) {
    const url = new URL(entry.name);
    if (url.origin === origin && url.pathname.startsWith('/assets/')) urls.add(url.pathname);
  }
  for (const img of images) {
    if (!img.currentSrc) continue;
    const url = new URL(img.currentSrc);
    if (url.origin === origin && url.pathname.startsWith('/uploads/')) urls.add(url.pathname);
  }
  return [...urls];
}

function askWorker<T>(worker: ServiceWorker, message: object): Promise<T> {
  return new Promise((resolve, reject) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<{ ok: boolean; error?: string } & T>) => {
      if (event.data.ok) resolve(event.data);
      else reject(new Error(event.data.error ?? 'The page could not be saved'));
    };
    worker.postMessage(message, [channel.port2]);
  });
}

/**
 * Registers the welcome pages' service worker (scope /welcome/ only, so public pages never pass through
 * it) and asks it to save this guest's page with everything it shows, until the guest session ends.
 */
export async function saveOfflineCopy(
  propertyId: number,
  expiresAt: string,
  root: ParentNode,
): Promise<SavedCopy> {
  await navigator.serviceWorker.register(workerUrl, { scope: workerScope, updateViaCache: 'none' });
  const registration = await navigator.serviceWorker.ready;
  const worker = registration.active;
  if (!worker) throw new Error('The offline helper is not running');
  const resources = pageResources(await loadImages(root));
  return askWorker<SavedCopy>(worker, { type: 'welcome:save', propertyId, expiresAt, resources });
}

import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useKeptRouteFiles } from '../../../lib/loading/use-kept-route-files.ts';
import { offlineBannerText } from '../../../lib/offline/offline-banner.ts';
import {
  savedAtHeader,
  sitePagesCache,
  siteWorkerScope,
  siteWorkerUrl,
  workerlessPath,
} from '../../../lib/offline/site-worker-names.ts';
import { useTexts } from '../../../lib/site/language.tsx';
import { useSite } from '../../../lib/site/use-site.ts';

const workersAvailable = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

/** When the copy of `address` saved by the site worker was stored, or null when there is none. */
async function savedAt(address: string): Promise<string | null> {
  if (typeof caches === 'undefined') return null;
  const copy = await caches.match(address, { cacheName: sitePagesCache });
  return copy?.headers.get(savedAtHeader) ?? null;
}

/**
 * Registers the public site's service worker (app/service-workers/site-sw.ts: the last visited listing and property
 * pages open without a connection, and so do the public pages' code files, which it is asked to keep) and, while the browser is offline, shows "You are offline — showing
 * the page as of {time}" over a page that came from a saved copy. Not on welcome pages, which have their
 * own worker and offline note, nor in the back office.
 */
export function SiteOffline() {
  const { pathname, search } = useLocation();
  const { timeZone } = useSite();
  const { lang } = useTexts();
  const [offline, setOffline] = useState(false);
  const [copyTime, setCopyTime] = useState<string | null>(null);
  const handled = !workerlessPath(pathname);

  useEffect(() => {
    if (!handled || !workersAvailable()) return;
    navigator.serviceWorker
      .register(siteWorkerUrl, { scope: siteWorkerScope, updateViaCache: 'none' })
      .catch(() => {});
  }, [handled]);
  useKeptRouteFiles(handled);

  useEffect(() => {
    const update = () => setOffline(!navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);

  useEffect(() => {
    if (!offline || !handled) return setCopyTime(null);
    let current = true;
    savedAt(`${pathname}${search}`)
      .then((time) => current && setCopyTime(time))
      .catch(() => current && setCopyTime(null));
    return () => {
      current = false;
    };
  }, [offline, handled, pathname, search]);

  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-x-0 bottom-0 z-[75] flex justify-center px-3 pb-3"
    >
      {offline && copyTime ? (
        <p className="rounded-full bg-brand-950/95 px-5 py-3 text-center text-sm font-medium text-white shadow-lg">
          {offlineBannerText(copyTime, timeZone, lang)}
        </p>
      ) : null}
    </div>
  );
}

import { useContext, useEffect } from 'react';
import { UNSAFE_FrameworkContext } from 'react-router';
import { keepFilesMessage } from '../offline/site-worker-names.ts';
import { publicRouteFiles } from './route-files.ts';

/** Runs `task` once the browser has nothing more urgent to do. */
function whenIdle(task: () => void) {
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 5000 });
  else setTimeout(task, 1000);
}

/**
 * Has the site worker keep the code of the public pages this page can open (app/service-workers/site-sw.ts, ADR 0020),
 * so that a client navigation started without a connection finds it and the page's own offline state
 * shows, instead of React Router reloading the page for a module it could not load. Sent when the worker
 * is active and the page idle, and again each time React Router has learnt the routes of new links (its
 * route discovery answers, /__manifest). The worker fetches only what it does not hold yet.
 */
export function useKeptRouteFiles(enabled: boolean) {
  const framework = useContext(UNSAFE_FrameworkContext);
  useEffect(() => {
    if (!enabled || !framework || !('serviceWorker' in navigator)) return;
    const { manifest, routeDiscovery } = framework;
    let live = true;
    const send = () =>
      whenIdle(() => {
        navigator.serviceWorker.ready
          .then((registration) => {
            if (!live) return;
            registration.active?.postMessage({ type: keepFilesMessage, files: publicRouteFiles(manifest) });
          })
          .catch(() => {});
      });
    send();
    let discovery: PerformanceObserver | undefined;
    if (routeDiscovery.mode === 'lazy' && typeof PerformanceObserver !== 'undefined') {
      const manifestPath = routeDiscovery.manifestPath;
      discovery = new PerformanceObserver((entries) => {
        if (entries.getEntries().some((entry) => new URL(entry.name).pathname === manifestPath)) send();
      });
      discovery.observe({ type: 'resource', buffered: true });
    }
    return () => {
      live = false;
      discovery?.disconnect();
    };
  }, [enabled, framework]);
}

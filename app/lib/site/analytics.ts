import { useEffect } from 'react';
import { useLocation } from 'react-router';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

export const gtagScriptUrl = (measurementId: string) =>
  `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;

/**
 * The inline start-up of gtag.js. Automatic page views are off: the router reports each one itself, so a
 * client-side navigation counts exactly like a first load. A `gtag` already on the page (a test stub) is kept.
 */
export function gtagBootstrap(measurementId: string): string {
  return [
    'window.dataLayer=window.dataLayer||[];',
    'window.gtag=window.gtag||function(){window.dataLayer.push(arguments)};',
    "gtag('js',new Date());",
    `gtag('config',${JSON.stringify(measurementId)},{send_page_view:false});`,
  ].join('');
}

/** Reports one page view of the current address. */
export function sendPageView(path: string) {
  window.gtag?.('event', 'page_view', {
    page_path: path,
    page_location: window.location.href,
    page_title: document.title,
  });
}

/** Sends a page view on the first load and after every route change, when analytics is configured. */
export function usePageViews(measurementId: string | undefined) {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (measurementId) sendPageView(pathname + search);
  }, [measurementId, pathname, search]);
}

import { useRouteLoaderData } from 'react-router';
import type { SiteSettings } from '#common/load-context.ts';
import type { loader as rootLoader } from '../../root.tsx';

function useRootData() {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  if (!root) throw new Error('the root loader data is missing');
  return root;
}

/** The site settings from the root loader (brand, contact details, third-party ids). */
export function useSite(): SiteSettings {
  return useRootData().site;
}

/** The CSP nonce of this response, for inline scripts such as JSON-LD. */
export function useNonce(): string {
  return useRootData().nonce;
}

/**
 * The site's time zone (SITE_TIMEZONE) for formatting times; a component rendered outside the app's root
 * route (an isolated component test) gets the browser's own zone.
 */
export function useSiteTimeZone(): string {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  return root?.site.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

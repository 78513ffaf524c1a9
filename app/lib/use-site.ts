import { useRouteLoaderData } from 'react-router';
import type { SiteSettings } from '../load-context.ts';
import type { loader as rootLoader } from '../root.tsx';

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

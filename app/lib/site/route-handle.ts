import { useMatches } from 'react-router';

/** What a public route tells the main layout about itself through its `handle` export. */
export interface PublicRouteHandle {
  /** The page opens with a dark full-bleed hero, so the header floats over it. */
  hero?: boolean;
}

export const heroHandle: PublicRouteHandle = { hero: true };

/** True when the deepest route that says so opens with a hero. */
export function usePageHasHero(): boolean {
  const matches = useMatches();
  return matches.some((match) => (match.handle as PublicRouteHandle | undefined)?.hero === true);
}

/** What a route tells the root document about itself through its `handle` export. */
interface DocumentRouteHandle {
  /** A staff preview of a page: no analytics, no third-party contact widget (staff are not visitors). */
  preview?: boolean;
}

export const previewHandle: DocumentRouteHandle = { preview: true };

/** True on a staff preview document. */
export function useIsPreview(): boolean {
  const matches = useMatches();
  return matches.some((match) => (match.handle as DocumentRouteHandle | undefined)?.preview === true);
}

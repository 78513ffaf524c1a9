/** Every public page with a fixed address, for the sitemap (property pages are added from the data). */
export const publicPagePaths = [
  '/',
  '/properties',
  '/revylife',
  '/about',
  '/partners',
  '/guest-services',
  '/homeowners',
  '/contact',
  '/privacy-policy',
  '/terms-and-conditions',
] as const;

/** Paths crawlers must stay out of: the back office, its login and the guests' private pages. */
export const privatePathPrefixes = ['/admin', '/login', '/welcome', '/api/'] as const;

export function isPrivatePath(pathname: string): boolean {
  return privatePathPrefixes.some(
    (prefix) => pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
  );
}

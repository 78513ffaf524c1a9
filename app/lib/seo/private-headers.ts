/**
 * Headers of every welcome-page response, and of a guest's review page: it depends on who asks (a guest's
 * codes, or a redirect to login), so no shared cache may keep it, and search engines must not list it.
 */
export const privateHeaders = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex',
} as const;

export const noindex = { name: 'robots', content: 'noindex' } as const;

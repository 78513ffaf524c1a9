/** Where the back office sends a user after login: a local /admin path only, never another site. */

export const adminHome = '/admin';

/**
 * The `redirectTo` value if it is a path inside /admin on this site, else /admin. Protects against open
 * redirects such as `//evil.example`, `/\evil.example`, `https://evil.example/admin` or `/admin/../x`.
 */
export function adminRedirectTarget(value: string | null | undefined): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return adminHome;
  const base = 'http://local.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return adminHome;
  }
  if (url.origin !== base) return adminHome;
  if (url.pathname !== adminHome && !url.pathname.startsWith(`${adminHome}/`)) return adminHome;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login address that brings the user back to `path` afterwards. */
export function loginPathFor(path: string): string {
  const target = adminRedirectTarget(path);
  return target === adminHome ? '/login' : `/login?redirectTo=${encodeURIComponent(target)}`;
}

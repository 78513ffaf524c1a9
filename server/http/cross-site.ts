import { fastifyCookie } from '@fastify/cookie';
import { adminCookie } from './cookies.ts';

type Headers = Record<string, string | string[] | undefined>;

/**
 * A state-changing request that another site may have sent, to be refused (403). `host` is Fastify's
 * `request.host`: X-Forwarded-Host only when the request came through a trusted proxy.
 *
 * - An Origin names the sender: anything but this site (its public address or the Host asked for) is
 *   refused, and so is `Origin: null` (a sandboxed frame, a redirect across sites).
 * - Without one, `Sec-Fetch-Site: cross-site` says the same.
 * - Without either, a request carrying a staff session cookie is refused unless its Referer is this site
 *   (issue 39, finding 4: a POST /api/v1/users with only a foreign Referer created an admin). Browsers send
 *   Origin on every POST, PUT, PATCH and DELETE, so this costs the back office nothing; only a browser that
 *   strips Origin (an old one, a privacy proxy) falls back on its Referer, and a script that holds a staff
 *   session says where it comes from. Guest cookies and requests with no session (curl, server to server,
 *   the public site's forms) are left as they were: a guest behind a proxy that strips both headers can
 *   still post, and what a forged guest request can do is far smaller than what a staff one can.
 */
export function isCrossSite(headers: Headers, host: string, publicUrl: string): boolean {
  const ownOrigins = [new URL(publicUrl).origin, `http://${host}`, `https://${host}`];
  const origin = headers.origin;
  if (typeof origin === 'string' && origin !== 'null') return !ownOrigins.includes(origin);
  if (origin === 'null') return true;
  const fetchSite = headers['sec-fetch-site'];
  if (fetchSite !== undefined) return fetchSite === 'cross-site';
  return carriesStaffCookie(headers) && !ownOrigins.includes(refererOrigin(headers.referer));
}

/** By name, before the cookie plugin has read the header (this check runs first) and without a database read. */
function carriesStaffCookie(headers: Headers): boolean {
  const header = headers.cookie;
  return typeof header === 'string' && fastifyCookie.parse(header)[adminCookie] !== undefined;
}

function refererOrigin(referer: string | string[] | undefined): string {
  if (typeof referer !== 'string' || !URL.canParse(referer)) return '';
  return new URL(referer).origin;
}

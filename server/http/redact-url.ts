/**
 * Masks the bearer secrets that travel in this site's addresses, before an address is logged (issue 39,
 * finding 1): whoever reads a log must not be able to open a guest's door code, post their review or read a
 * property's calendar. The route ids and everything else stay readable: `/welcome/3/s/[redacted]`.
 *
 * The secrets:
 * - a stay link's token, `/welcome/{id}/s/{token}` (the French site has no welcome pages of its own, but the
 *   `/fr` form is masked too, should one appear);
 * - a review token, `/review/{token}`, `/fr/review/{token}` and `/api/v1/reviews/by-token/{token}`;
 * - a calendar export key, `…/calendar.ics?key={key}` (any `key` query parameter: none of the site's is public).
 *
 * The patterns are not anchored, so that the same function cleans a whole log line or message (`Route
 * GET:/review/abc not found`), a full URL (a Referer) and a doubled slash (`//review/abc`, redirected).
 * deploy/nginx/selkirk-stays.conf masks the same patterns in nginx's access log; keep the two alike.
 */
export const redacted = '[redacted]';

/** A path segment: up to the next slash, query, fragment, space or quote. */
const segment = String.raw`[^/?#\s"']+`;

const secretPaths = [
  new RegExp(`(/welcome/+${segment}/+s/+)${segment}`, 'gi'),
  new RegExp(`(/review/+)${segment}`, 'gi'),
  new RegExp(`(/by-token/+)${segment}`, 'gi'),
];
/** `key=` as a query parameter, its value up to the next parameter, fragment, space or quote. */
const secretQuery = /([?&;]key=)[^&#\s"']*/gi;

/** `text` (an address, a full URL or a log message) with every secret part replaced by `[redacted]`. */
export function redactUrl(text: string): string {
  let masked = text;
  for (const pattern of secretPaths) masked = masked.replace(pattern, `$1${redacted}`);
  return masked.replace(secretQuery, `$1${redacted}`);
}

/** Display formats of the back office. */

export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** A moment in the site's time zone (SITE_TIMEZONE, from useSite()): the site's one format. */
export { formatDateTime } from '../format/date-time.ts';

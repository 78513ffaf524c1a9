/** Date texts of the welcome page, on top of the site's (app/lib/date-time.ts). */
import { dayNames, monthNames, zonedParts } from '../date-time.ts';

export { formatClockTime, formatDateTime } from '../date-time.ts';

/** When withheld codes appear, "Fri 12 Dec at 00:00" in `timeZone`; '' when it is not a date. */
export function formatRelease(iso: string, timeZone: string): string {
  const p = zonedParts(iso, timeZone);
  if (!p) return '';
  return `${dayNames[p.weekday]} ${p.day} ${monthNames[p.month - 1]} at ${String(p.hour).padStart(2, '0')}:${p.minutes}`;
}

/** A calendar date `YYYY-MM-DD` (a day in the site's zone, no instant) as "Fri 12 Dec 2026". */
export function formatStayDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return `${dayNames[weekday]} ${d} ${monthNames[m - 1]} ${y}`;
}

/** A stay's dates as "Fri 12 Dec–Mon 15 Dec" (calendar days, no instant: the same on server and browser). */
export function formatStayRange(arrival: string, departure: string): string {
  const short = (date: string) => formatStayDate(date).replace(/ \d{4}$/, '');
  return `${short(arrival)}–${short(departure)}`;
}

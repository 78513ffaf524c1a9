/**
 * Date and time texts of the welcome page, built from numbers (no locale-dependent spacing). An instant's
 * local time depends on the time-zone rules of whoever formats it, and the server's and a browser's rules
 * can differ, so a server-rendered instant is formatted on the server only (see the welcome page loader).
 */

/** Revelstoke keeps Mountain Time, unlike most of British Columbia. */
export const propertyTimeZone = 'America/Edmonton';

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "10:00" → "10:00 AM", "13:30" → "1:30 PM"; anything else is shown as it was entered. */
export function formatClockTime(time: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!match) return time.trim();
  const hours = Number(match[1]);
  if (hours > 23) return time.trim();
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${suffix}`;
}

/** An ISO instant as "Nov 21, 2025, 10:15 PM" in the property's time zone; '' when it is not a date. */
export function formatDateTime(iso: string, timeZone: string = propertyTimeZone): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const minutes = String(part('minute')).padStart(2, '0');
  return `${monthNames[part('month') - 1]} ${part('day')}, ${part('year')}, ${formatClockTime(`${part('hour') % 24}:${minutes}`)}`;
}

/**
 * Date and time texts of the site, built from numbers (no locale-dependent spacing, the same on the server
 * and in every browser). An instant's local time depends on the time-zone rules of whoever formats it, and
 * the server's and a browser's rules can differ, so a server-rendered instant is formatted on the server only
 * (see the welcome page loader). The back office, the welcome pages and the offline banner all use these.
 */

export const monthNames = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/** "10:00" → "10:00 AM", "13:30" → "1:30 PM"; anything else is shown as it was entered. */
export function formatClockTime(time: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!match) return time.trim();
  const hours = Number(match[1]);
  if (hours > 23) return time.trim();
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${suffix}`;
}

export const dayNames = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The wall-clock parts of an instant in `timeZone`, or null when `iso` is not a date. */
export function zonedParts(iso: string, timeZone: string) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
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
  const [year, month, day] = [part('year'), part('month'), part('day')];
  return {
    year,
    month,
    day,
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
    hour: part('hour') % 24,
    minutes: String(part('minute')).padStart(2, '0'),
  };
}

/**
 * An ISO instant as "Nov 21, 2025, 10:15 PM" in `timeZone` (the site's, SITE_TIMEZONE); '' when it is not
 * a date.
 */
export function formatDateTime(iso: string, timeZone: string): string {
  const p = zonedParts(iso, timeZone);
  if (!p) return '';
  return `${monthNames[p.month - 1]} ${p.day}, ${p.year}, ${formatClockTime(`${p.hour}:${p.minutes}`)}`;
}

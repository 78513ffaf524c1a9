/** Date texts of the welcome page, on top of the site's (app/lib/format/date-time.ts), in English or French. */
import { frenchClockTime, frenchDateTime, frenchRelease, frenchShortDate } from '#common/guest-dates.ts';
import type { Lang } from '#common/translations.ts';
import {
  dayNames,
  formatClockTime as englishClockTime,
  formatDateTime as englishDateTime,
  monthNames,
  zonedParts,
} from '../format/date-time.ts';

/** "16:00" as "4:00 PM" in English, "16 h 00" in French. */
export function formatClockTime(time: string, lang: Lang = 'en'): string {
  return lang === 'fr' ? frenchClockTime(time) : englishClockTime(time);
}

/** An instant in `timeZone`: "Nov 21, 2025, 9:15 PM", "21 nov. 2025 à 21 h 15"; '' when it is not a date. */
export function formatDateTime(iso: string, timeZone: string, lang: Lang = 'en'): string {
  if (lang === 'en') return englishDateTime(iso, timeZone);
  const p = zonedParts(iso, timeZone);
  return p ? frenchDateTime(p) : '';
}

/** When withheld codes appear, "Fri 12 Dec at 00:00" ("ven. 12 déc. à 0 h 00") in `timeZone`; '' when not a date. */
export function formatRelease(iso: string, timeZone: string, lang: Lang = 'en'): string {
  const p = zonedParts(iso, timeZone);
  if (!p) return '';
  if (lang === 'fr') return frenchRelease(p);
  return `${dayNames[p.weekday]} ${p.day} ${monthNames[p.month - 1]} at ${String(p.hour).padStart(2, '0')}:${p.minutes}`;
}

/** A calendar date `YYYY-MM-DD` (a day in the site's zone, no instant) as "Fri 12 Dec 2026" ("ven. 12 déc. 2026"). */
export function formatStayDate(date: string, lang: Lang = 'en'): string {
  if (lang === 'fr') return frenchShortDate(date, true);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return `${dayNames[weekday]} ${d} ${monthNames[m - 1]} ${y}`;
}

/** A stay's dates as "Fri 12 Dec–Mon 15 Dec" (calendar days, no instant: the same on server and browser). */
export function formatStayRange(arrival: string, departure: string, lang: Lang = 'en'): string {
  const short = (date: string) => formatStayDate(date, lang).replace(/ \d{4}$/, '');
  return `${short(arrival)}–${short(departure)}`;
}

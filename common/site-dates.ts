import { days } from './durations.ts';

/**
 * Calendar dates of the site: `YYYY-MM-DD` strings that mean a day in the site's time zone (SITE_TIMEZONE).
 * Ranges of nights are `[start, end)`: a stay from the 10th to the 12th is the nights of the 10th and 11th.
 * Pure functions, for the server and the browser alike.
 */

export const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` is a real calendar date written `YYYY-MM-DD` (2026-02-30 is not). */
export function isIsoDate(value: string): boolean {
  if (!isoDatePattern.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * Formatters kept per purpose and time zone: making an `Intl.DateTimeFormat` costs ~20 times as much as
 * using one (130 µs), and the property list asks for today's date once per property (4 % of its CPU when
 * made per call). Zones are IANA names (at most a few hundred); an unknown one throws before it is kept.
 */
const formatOptions = {
  // en-CA writes dates as YYYY-MM-DD
  date: ['en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }],
  wallClock: [
    'en-US',
    {
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    },
  ],
} as const satisfies Record<string, [string, Intl.DateTimeFormatOptions]>;
const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(purpose: keyof typeof formatOptions, timeZone: string): Intl.DateTimeFormat {
  const key = `${purpose} ${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    const [locale, options] = formatOptions[purpose];
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formats.set(key, format);
  }
  return format;
}

/** The date it is at `now` in `timeZone`. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return formatIn('date', timeZone).format(now);
}

/**
 * `todayIn` for a clock read on every request (cache keys): the date is formatted at most once a minute.
 * Midnight falls on a whole minute in every time zone, so the answer changes exactly when the date does.
 */
export function siteDayOf(timeZone: string): (now: Date) => string {
  let minute = Number.NaN;
  let day = '';
  return (now) => {
    const current = Math.floor(now.getTime() / 60_000);
    if (current !== minute) {
      minute = current;
      day = todayIn(timeZone, now);
    }
    return day;
  };
}

/** The date `days` after (or before, when negative) `date`. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Nights from `start` to `end` (0 when end is not after start). */
export function nightsBetween(start: string, end: string): number {
  const ms = Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`);
  return Math.max(0, Math.round(ms / days(1)));
}

/**
 * The instant a wall-clock time on a date begins in `timeZone` (for example 00:00 on arrival day in
 * America/Vancouver), correct across daylight-saving changes.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(y, m - 1, d, hh, mm);
  // The zone's offset at that moment, found by formatting the UTC guess in the zone; a second pass settles
  // the hour around a daylight-saving change.
  let guess = asUtc;
  for (let i = 0; i < 2; i++) guess = asUtc - offsetOf(timeZone, new Date(guess));
  return new Date(guess);
}

function offsetOf(timeZone: string, at: Date): number {
  const parts = formatIn('wallClock', timeZone).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** How far ahead dates can be searched and availability asked for. */
export const monthsAhead = 18;

/** The date `months` calendar months after `date`; a day past the month's end becomes its last day. */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

import { addDays, todayIn, zonedInstant } from '#common/site-dates.ts';

/**
 * The reservations of a channel feed (issue 24, ADR 0028): its single events that look like a booking,
 * one per UID, with their nights `[start, end)` in the site zone and their summary. The booked nights
 * themselves come from calendar-ical.ts (which merges events into blocks); this reads only what a stay
 * needs to be made from one event, with a single linear pass over the lines and no recurrence expansion,
 * so it costs little beside the sync's own parse on any feed the sync accepts.
 */

export interface FeedReservation {
  uid: string;
  start: string;
  end: string;
  summary: string;
}

/** Reservations kept per feed: more than a year of nightly bookings. */
const maxReservationsPerFeed = 2000;

/** Summaries the channels give to nights closed by hand rather than booked (Airbnb, Vrbo, Booking.com). */
const notABooking = /not available|unavailable|blocked|closed/i;

/** Whether an event reads as a guest's booking rather than nights the host closed. */
export const looksLikeBooking = (summary: string) => !notABooking.test(summary);

interface Property {
  params: Map<string, string>;
  value: string;
}

/** Lines with their folds undone (RFC 5545 3.1: a line break followed by a space or tab continues). */
function unfold(text: string): string[] {
  return text.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
}

function parseLine(line: string): [string, Property] | undefined {
  const colon = line.search(/:(?=(?:[^"]*"[^"]*")*[^"]*$)/);
  if (colon < 0) return undefined;
  const [name = '', ...paramParts] = line.slice(0, colon).split(';');
  const params = new Map<string, string>();
  for (const part of paramParts) {
    const eq = part.indexOf('=');
    if (eq > 0) params.set(part.slice(0, eq).toUpperCase(), part.slice(eq + 1).replace(/^"|"$/g, ''));
  }
  return [name.toUpperCase(), { params, value: line.slice(colon + 1) }];
}

const unescapeText = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_m, c: string) => (c === 'n' || c === 'N' ? ' ' : c)).trim();

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * A DTSTART/DTEND as a site date and whether it is past noon there: a date is taken as written, a time in
 * UTC or a named IANA zone is converted, any other time is read as the site's own (as ADR 0017 does).
 */
function siteDate(property: Property, timeZone: string): { date: string; afterNoon: boolean } | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z)?)?$/.exec(property.value.trim());
  if (!m) return undefined;
  const date = `${m[1]}-${m[2]}-${m[3]}`;
  if (m[4] === undefined) return { date, afterNoon: false };
  const time = `${m[4]}:${m[5]}`;
  const tzid = property.params.get('TZID');
  const zone = m[7] ? 'UTC' : tzid && isTimeZone(tzid) ? tzid : timeZone;
  const instant = zonedInstant(date, time, zone);
  const local = todayIn(timeZone, instant);
  return { date: local, afterNoon: instant > zonedInstant(local, '12:00', timeZone) };
}

/** The nights an event blocks, by the rules of ADR 0017 (a timed end by noon is a check-out). */
function nightsOf(
  event: Map<string, Property>,
  timeZone: string,
): { start: string; end: string } | undefined {
  const dtstart = event.get('DTSTART');
  if (!dtstart) return undefined;
  const start = siteDate(dtstart, timeZone);
  if (!start) return undefined;
  const dtend = event.get('DTEND');
  const end = dtend ? siteDate(dtend, timeZone) : undefined;
  const last = end ? (end.afterNoon ? addDays(end.date, 1) : end.date) : addDays(start.date, 1);
  return { start: start.date, end: last > start.date ? last : addDays(start.date, 1) };
}

/**
 * The feed's reservations with a night in `[from, to)`: single events (not recurring, not cancelled)
 * whose summary reads as a booking, the first of any repeated UID, at most 2,000.
 */
export function readReservations(
  text: string,
  window: { timeZone: string; from: string; to: string },
): FeedReservation[] {
  const found = new Map<string, FeedReservation>();
  let event: Map<string, Property> | undefined;
  for (const line of unfold(text)) {
    const upper = line.toUpperCase();
    if (upper === 'BEGIN:VEVENT') {
      event = new Map();
      continue;
    }
    if (!event) continue;
    if (upper === 'END:VEVENT') {
      const reservation = toReservation(event, window);
      event = undefined;
      if (reservation && !found.has(reservation.uid)) {
        found.set(reservation.uid, reservation);
        if (found.size >= maxReservationsPerFeed) break;
      }
      continue;
    }
    const parsed = parseLine(line);
    if (parsed && !event.has(parsed[0])) event.set(parsed[0], parsed[1]);
  }
  return [...found.values()].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
}

function toReservation(
  event: Map<string, Property>,
  window: { timeZone: string; from: string; to: string },
): FeedReservation | undefined {
  if (event.has('RRULE') || event.has('RDATE') || event.has('RECURRENCE-ID')) return undefined;
  if (event.get('STATUS')?.value.trim().toUpperCase() === 'CANCELLED') return undefined;
  const uid = event.get('UID')?.value.trim();
  if (!uid || uid.length > 255) return undefined;
  const summary = unescapeText(event.get('SUMMARY')?.value ?? '');
  if (!looksLikeBooking(summary)) return undefined;
  const nights = nightsOf(event, window.timeZone);
  if (!nights || nights.end <= window.from || nights.start >= window.to) return undefined;
  return { uid, ...nights, summary };
}

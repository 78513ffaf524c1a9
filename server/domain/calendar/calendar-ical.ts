import ICAL from 'ical.js';
import { addDays, todayIn, zonedInstant } from '#common/site-dates.ts';
import {
  boundedOccurrences,
  defaultExpansionLimits,
  ExpansionBudget,
  type ExpansionLimits,
} from './calendar-recurrence.ts';

/** Nights `[start, end)`, `YYYY-MM-DD` in the site's time zone. */
export interface NightRange {
  start: string;
  end: string;
}

export class NotICalendarError extends Error {}

export interface ParseWindow {
  /** the site's zone: all-day dates are taken as they are, timed events are converted to it */
  timeZone: string;
  /** first night kept (today in the site zone) */
  from: string;
  /** first night no longer kept (today + 18 months) */
  to: string;
}

type Time = InstanceType<typeof ICAL.Time>;
type Component = InstanceType<typeof ICAL.Component>;
type Timezone = InstanceType<typeof ICAL.Timezone>;
type Event = InstanceType<typeof ICAL.Event>;

/**
 * The booked nights an iCalendar feed (as Airbnb, Vrbo, Booking.com and Guesty export them) says, within
 * the window: all-day events are their dates, a timed event blocks every night it covers (ADR 0017), recurring
 * events are expanded inside the window only (RRULE, RDATE, EXDATE, overridden occurrences), cancelled events
 * and occurrences are left out. Overlapping ranges are merged; the result is sorted. Throws NotICalendarError
 * when the text is not an iCalendar file, FeedTooComplexError past the expansion limits. Linear in the size
 * of the feed: each event is looked at once, its overrides found by UID.
 */
export function parseFeed(
  text: string,
  window: ParseWindow,
  limits: ExpansionLimits = defaultExpansionLimits,
): NightRange[] {
  const body = text.replace(/^\uFEFF/, '');
  if (!/^\s*BEGIN:VCALENDAR/i.test(body)) throw new NotICalendarError('The feed is not an iCalendar file');
  let calendar: Component;
  try {
    const parsed = ICAL.parse(body);
    const first = Array.isArray(parsed[0]) ? parsed[0] : parsed;
    calendar = new ICAL.Component(first as unknown[]);
  } catch (error) {
    throw new NotICalendarError(
      `The feed is not a valid iCalendar file (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  if (calendar.name !== 'vcalendar') throw new NotICalendarError('The feed is not an iCalendar file');

  const zones = new Map<string, Timezone>();
  for (const vtimezone of calendar.getAllSubcomponents('vtimezone')) {
    const tzid = vtimezone.getFirstPropertyValue('tzid');
    if (typeof tzid === 'string') zones.set(tzid, new ICAL.Timezone(vtimezone));
  }
  const toNights = nightsOf(window.timeZone, zones);

  // Overridden occurrences (RECURRENCE-ID) are grouped by UID once and handed to their series' ICAL.Event:
  // left to itself, each ICAL.Event scans every VEVENT of the calendar for them (quadratic).
  const overrides = new Map<string, Component[]>();
  const series: Component[] = [];
  for (const vevent of calendar.getAllSubcomponents('vevent')) {
    if (vevent.hasProperty('recurrence-id')) {
      const uid = String(vevent.getFirstPropertyValue('uid') ?? '');
      const list = overrides.get(uid);
      if (list) list.push(vevent);
      else overrides.set(uid, [vevent]);
    } else series.push(vevent);
  }

  const ranges: NightRange[] = [];
  const keep = (range: NightRange | undefined) => {
    if (!range) return;
    // dates compare as text (YYYY-MM-DD)
    const start = range.start.localeCompare(window.from) < 0 ? window.from : range.start;
    const end = range.end.localeCompare(window.to) > 0 ? window.to : range.end;
    if (start < end) ranges.push({ start, end });
  };
  const budget = new ExpansionBudget(limits);
  // a day more on each side than the nights kept: a time in another zone can fall on the day before or after
  const from = ICAL.Time.fromDateString(addDays(window.from, -1));
  const until = ICAL.Time.fromDateString(addDays(window.to, 1));
  const occurrenceOf = (event: Event) => {
    if (isCancelled(event.component) || !event.startDate) return;
    budget.occurrence();
    keep(toNights(event.startDate, event.endDate, event.component));
  };

  for (const vevent of series) {
    const uid = String(vevent.getFirstPropertyValue('uid') ?? '');
    const own = (uid && overrides.get(uid)) || [];
    const event = new ICAL.Event(vevent, { exceptions: own, strictExceptions: true });
    if (!uid || !event.isRecurring()) {
      occurrenceOf(event);
      continue;
    }
    overrides.delete(uid);
    if (isCancelled(vevent)) continue;
    // Each override is an event of its own (it may have moved the occurrence anywhere); the occurrence it
    // replaces is skipped below.
    const overridden = event.exceptions as unknown as Record<string, Event>;
    for (const override of Object.values(overridden)) occurrenceOf(override);
    for (const next of boundedOccurrences(event, from, until, budget)) {
      if (overridden[next.toString()]) continue;
      const details = event.getOccurrenceDetails(next);
      if (isCancelled(details.item.component)) continue;
      keep(toNights(details.startDate, details.endDate, details.item.component));
    }
  }
  // overrides whose series is not in the feed: events of their own
  for (const lone of overrides.values()) for (const vevent of lone) occurrenceOf(new ICAL.Event(vevent));
  return mergeOverlapping(ranges);
}

function isCancelled(component: Component): boolean {
  return String(component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED';
}

/** Sorted ranges with overlapping ones joined (ranges that only touch stay apart: two bookings). */
export function mergeOverlapping(ranges: NightRange[]): NightRange[] {
  const sorted = [...ranges].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  const merged: NightRange[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && range.start < last.end) {
      if (range.end > last.end) last.end = range.end;
    } else merged.push({ ...range });
  }
  return merged;
}

/** Sorted ranges with overlapping and touching ones joined: the blocked nights as few ranges as possible. */
export function mergeTouching(ranges: NightRange[]): NightRange[] {
  const merged: NightRange[] = [];
  for (const range of mergeOverlapping(ranges)) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) {
      if (range.end > last.end) last.end = range.end;
    } else merged.push({ ...range });
  }
  return merged;
}

function nightsOf(siteZone: string, zones: Map<string, Timezone>) {
  const dateOf = (t: Time) =>
    `${String(t.year).padStart(4, '0')}-${String(t.month).padStart(2, '0')}-${String(t.day).padStart(2, '0')}`;

  /** The instant a timed value means: UTC, a named zone (IANA, else the feed's VTIMEZONE), or floating. */
  const instantOf = (t: Time, tzid: string | undefined): Date => {
    const wall = Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);
    if (t.zone === ICAL.Timezone.utcTimezone || t.zone?.tzid === 'UTC') return new Date(wall);
    const zoneName = tzid ?? (t.zone && t.zone !== ICAL.Timezone.localTimezone ? t.zone.tzid : undefined);
    if (zoneName && isIanaZone(zoneName)) return wallClockIn(t, zoneName);
    const vtimezone = zoneName ? zones.get(zoneName) : undefined;
    if (vtimezone) return new Date(wall - vtimezone.utcOffset(t) * 1000);
    // floating time (or a zone nobody defined): the site's wall clock
    return wallClockIn(t, siteZone);
  };

  const wallClockIn = (t: Time, zone: string): Date => {
    const hhmm = `${String(t.hour).padStart(2, '0')}:${String(t.minute).padStart(2, '0')}`;
    return new Date(zonedInstant(dateOf(t), hhmm, zone).getTime() + t.second * 1000);
  };

  return (start: Time, end: Time | undefined, component: Component): NightRange | undefined => {
    if (start.isDate) {
      const first = dateOf(start);
      const last = end?.isDate ? dateOf(end) : undefined;
      return { start: first, end: last && last > first ? last : addDays(first, 1) };
    }
    const startTzid = paramOf(component, 'dtstart');
    const endTzid = component.hasProperty('dtend') ? paramOf(component, 'dtend') : startTzid;
    const startAt = instantOf(start, startTzid);
    const first = todayIn(siteZone, startAt);
    if (!end) return { start: first, end: addDays(first, 1) };
    const endAt = instantOf(end, endTzid);
    // A night is blocked when the event reaches into it: ending by noon (a check-out) leaves that day's
    // night free, ending later blocks it too. Every event blocks at least the night it starts on.
    const endDay = todayIn(siteZone, endAt);
    const last =
      endAt.getTime() <= zonedInstant(endDay, '12:00', siteZone).getTime() ? endDay : addDays(endDay, 1);
    return { start: first, end: last > first ? last : addDays(first, 1) };
  };
}

function paramOf(component: Component, property: string): string | undefined {
  const value = component.getFirstProperty(property)?.getParameter('tzid');
  return typeof value === 'string' ? value : undefined;
}

const ianaZones = new Map<string, boolean>();
function isIanaZone(zone: string): boolean {
  let known = ianaZones.get(zone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-CA', { timeZone: zone });
      known = true;
    } catch {
      known = false;
    }
    if (ianaZones.size < 1000) ianaZones.set(zone, known);
  }
  return known;
}

/**
 * The property's exported feed: one all-day VEVENT per run of blocked nights, with nothing but the dates (no
 * notes, labels or guest data), as channels import it.
 */
export function buildExportFeed(options: {
  propertyId: number;
  ranges: NightRange[];
  host: string;
  productName: string;
  now: Date;
}): string {
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.addPropertyWithValue('prodid', `-//${options.productName}//Availability//EN`);
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('calscale', 'GREGORIAN');
  calendar.addPropertyWithValue('method', 'PUBLISH');
  const stamp = ICAL.Time.fromJSDate(options.now, true);
  for (const range of mergeTouching(options.ranges)) {
    const event = new ICAL.Component('vevent');
    event.addPropertyWithValue('uid', `${options.propertyId}-${range.start}-${range.end}@${options.host}`);
    event.addPropertyWithValue('dtstamp', stamp);
    event.addPropertyWithValue('dtstart', ICAL.Time.fromDateString(range.start));
    event.addPropertyWithValue('dtend', ICAL.Time.fromDateString(range.end));
    event.addPropertyWithValue('summary', 'Not available');
    event.addPropertyWithValue('transp', 'OPAQUE');
    calendar.addSubcomponent(event);
  }
  // RFC 5545 lines end in CRLF
  return `${calendar.toString().replace(/\r?\n/g, '\r\n')}\r\n`;
}

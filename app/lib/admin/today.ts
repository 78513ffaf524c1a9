import type {
  Reservation,
  Schedule,
  ScheduleBlock,
  ScheduleDay,
  ScheduleEntry,
} from '#common/reservations.ts';
import { nightsTaken, type Occupant } from './occupancy.ts';

/** The days the Today screen shows: today and the next 7. */
export const todayScreenDays = 8;

/** The channel reservation behind a schedule entry that has no stay yet (same home and dates). */
export function reservationOf(
  entry: ScheduleEntry,
  reservations: readonly Reservation[],
): Reservation | undefined {
  if (entry.source !== 'reservation') return undefined;
  return reservations.find(
    (r) =>
      r.stay_id === null &&
      r.property_id === entry.property_id &&
      r.start === entry.start &&
      r.end === entry.end,
  );
}

/**
 * A first guess at the guest's name from the channel's summary ("Reserved - Omar" is Omar); otherwise the
 * channel's guest. Staff correct it on the Guests tab; the dates are what must not be typed again.
 */
export function guestNameFrom(reservation: Pick<Reservation, 'summary' | 'feed_label'>): string {
  const named = /^\s*(?:reserved|booked|reservation)\s*[-–:]\s*(.+)$/i.exec(reservation.summary)?.[1]?.trim();
  return (named || `${reservation.feed_label} guest`).slice(0, 120);
}

/** Each schedule entry once (a stay appears on every day it touches), by home. */
function entriesOf(schedule: Schedule): ScheduleEntry[] {
  const seen = new Map<string, ScheduleEntry>();
  for (const day of schedule.days)
    for (const e of [...day.arrivals, ...day.staying, ...day.departures])
      seen.set(`${e.source}-${e.stay_id ?? ''}-${e.property_id}-${e.start}-${e.end}`, e);
  return [...seen.values()];
}

export interface DoubleBooked {
  property_id: number;
  property_name: string;
  night: string;
  who: string[];
}

/** How a double-booked night names a staff block: what it is, and staff's reason when they wrote one. */
const blockLabel = (block: Pick<ScheduleBlock, 'note'>) =>
  block.note ? `Staff block (${block.note})` : 'Staff block';

/**
 * The nights of the schedule's days taken twice at one home, by the calendar's own count (`nightsTaken`) of
 * the schedule's stays, channel reservations and staff blocks (a night needs a booking to count).
 */
export function doubleBookedNights(schedule: Schedule): DoubleBooked[] {
  const homes = new Map<number, { property_name: string; occupants: Occupant[] }>();
  const add = (home: { property_id: number; property_name: string }, occupant: Occupant) => {
    const known = homes.get(home.property_id);
    if (known) known.occupants.push(occupant);
    else homes.set(home.property_id, { property_name: home.property_name, occupants: [occupant] });
  };
  entriesOf(schedule).forEach((e, i) => {
    add(e, {
      kind: e.source,
      id: `${e.source}-${e.stay_id ?? i}`,
      label: e.guest_name ?? 'Channel reservation',
      start: e.start,
      end: e.end,
    });
  });
  for (const b of schedule.blocks ?? [])
    add(b, { kind: 'block', id: `block-${b.id}`, label: blockLabel(b), start: b.start, end: b.end });
  return [...homes].flatMap(([property_id, { property_name, occupants }]) =>
    nightsTaken(occupants, schedule.from, schedule.to)
      .overlaps.sort((a, b) => (a.night < b.night ? -1 : a.night > b.night ? 1 : 0))
      .map((o) => ({ property_id, property_name, night: o.night, who: o.list.map((x) => x.label) })),
  );
}

/** A day with nobody arriving or leaving: Today shows it on one line. */
export const isQuietDay = (day: ScheduleDay) =>
  day.arrivals.length === 0 && day.departures.length === 0 && day.turnovers.length === 0;

/** Homes with an arrival in the schedule whose guests have no door code and no entry instructions. */
export function homesWithoutEntry(
  schedule: Schedule,
): { property_id: number; property_name: string; first: string }[] {
  const found = new Map<number, { property_id: number; property_name: string; first: string }>();
  for (const day of schedule.days)
    for (const a of day.arrivals)
      if (a.entry_missing && !found.has(a.property_id))
        found.set(a.property_id, {
          property_id: a.property_id,
          property_name: a.property_name,
          first: day.date,
        });
  return [...found.values()];
}

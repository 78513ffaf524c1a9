import type { CalendarBlock } from '#common/calendar.ts';
import type { Reservation } from '#common/reservations.ts';
import { addDays } from '#common/site-dates.ts';
import type { Stay } from '#common/stay.ts';

/** One thing that takes a home's nights on the multi-property calendar. */
export interface Occupant {
  kind: 'stay' | 'reservation' | 'block';
  id: string;
  label: string;
  start: string;
  end: string;
}

/**
 * What takes each home's nights: live stays, channel reservations no live stay was made from (a linked
 * one is its stay), and staff's blocks. Imported blocks are left out: they are the reservations again,
 * merged.
 */
export function occupantsOf(
  stays: readonly Stay[],
  reservations: readonly Reservation[],
  blocks: readonly CalendarBlock[],
): Occupant[] {
  return [
    ...stays
      .filter((s) => s.status !== 'revoked')
      .map((s) => ({
        kind: 'stay' as const,
        id: `stay-${s.id}`,
        label: s.guest_name,
        start: s.arrival,
        end: s.departure,
      })),
    ...reservations
      .filter((r) => r.stay_id === null)
      .map((r) => ({
        kind: 'reservation' as const,
        id: `reservation-${r.feed_id}-${r.uid}`,
        label: `${r.feed_label}: ${r.summary}`,
        start: r.start,
        end: r.end,
      })),
    ...blocks
      .filter((b) => b.source === 'manual')
      .map((b) => ({
        kind: 'block' as const,
        id: `block-${b.id}`,
        label: b.note ?? 'Blocked',
        start: b.start,
        end: b.end,
      })),
  ];
}

/**
 * The nights of `[from, to)` each occupant covers, and those taken twice (a double booking). A night needs a
 * booking (a stay or a reservation) to be double-booked: two blocks on one night only keep it free twice.
 */
export function nightsTaken(occupants: readonly Occupant[], from: string, to: string) {
  const byNight = new Map<string, Occupant[]>();
  for (const o of occupants) {
    for (
      let night = o.start < from ? from : o.start;
      night < o.end && night < to;
      night = addDays(night, 1)
    ) {
      byNight.set(night, [...(byNight.get(night) ?? []), o]);
    }
  }
  const overlaps = [...byNight]
    .filter(([, list]) => list.length > 1 && list.some((o) => o.kind !== 'block'))
    .map(([night, list]) => ({ night, list }));
  return { byNight, overlaps };
}

import type { Reservation, ScheduleEntry } from '#common/reservations.ts';

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

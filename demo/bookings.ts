import { addDays } from '#common/site-dates.ts';

export interface DemoBooking {
  start: string;
  end: string;
  note: string | null;
}

const notes = [
  'Phone booking, Nguyen family',
  null,
  'Owner stay',
  null,
  'Repeat guests (ski week)',
  null,
  'Maintenance: hot tub service',
  null,
];

/**
 * Plausible bookings for the demo's calendars: stays of 2 to 7 nights with gaps of 1 to 9 days over the
 * next five months from `today`, different for each property (a small deterministic generator, so the
 * same seed date gives the same calendar), with the odd owner stay or maintenance note.
 */
export function demoBookings(propertyIndex: number, today: string): DemoBooking[] {
  let state = 2_166_136_261 ^ ((propertyIndex + 1) * 16_777_619);
  const next = (min: number, max: number) => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return min + ((state >>> 8) % (max - min + 1));
  };
  const bookings: DemoBooking[] = [];
  let start = addDays(today, next(1, 6));
  const until = addDays(today, 150);
  for (let i = 0; start < until; i++) {
    const end = addDays(start, next(2, 7));
    bookings.push({ start, end, note: notes[(i + propertyIndex) % notes.length] ?? null });
    start = addDays(end, next(1, 9));
  }
  return bookings;
}

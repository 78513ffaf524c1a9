import { describe, expect, it } from 'vitest';
import { addDays, nightsBetween } from '#common/site-dates.ts';
import { demoBookings } from './bookings.ts';

describe('demo bookings', () => {
  const today = '2026-11-23';

  it('fills the next five months with separate stays of 2 to 7 nights, from tomorrow on', () => {
    for (let property = 0; property < 7; property++) {
      const bookings = demoBookings(property, today);
      expect(bookings.length).toBeGreaterThan(10);
      expect(bookings[0]!.start > today).toBe(true);
      expect(bookings.at(-1)!.start < addDays(today, 150)).toBe(true);
      for (const [i, b] of bookings.entries()) {
        expect(nightsBetween(b.start, b.end)).toBeGreaterThanOrEqual(2);
        expect(nightsBetween(b.start, b.end)).toBeLessThanOrEqual(7);
        if (i > 0) expect(b.start > bookings[i - 1]!.end).toBe(true);
      }
    }
  });

  it('differs between properties and is the same for the same day', () => {
    expect(demoBookings(0, today)).toEqual(demoBookings(0, today));
    expect(demoBookings(0, today)).not.toEqual(demoBookings(1, today));
  });
});

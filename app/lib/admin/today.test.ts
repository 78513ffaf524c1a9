import { describe, expect, it } from 'vitest';
import { guestNameFrom, reservationOf } from './today.ts';

describe('the Today screen helpers', () => {
  it("guesses the guest's name from a channel summary, else names the channel", () => {
    expect(guestNameFrom({ summary: 'Reserved - Omar', feed_label: 'Vrbo' })).toBe('Omar');
    expect(guestNameFrom({ summary: 'Reserved', feed_label: 'Airbnb' })).toBe('Airbnb guest');
  });

  it('finds the unlinked reservation with the same home and dates', () => {
    const entry = {
      property_id: 1,
      property_name: 'Chalet',
      stay_id: null,
      guest_name: null,
      start: '2026-11-26',
      end: '2026-11-29',
      source: 'reservation' as const,
      link_shared_at: null,
      guests: null,
      check_in_time: '16:00',
      checkout_time: '10:00',
      note: '',
      entry_missing: false,
    };
    const reservation = {
      property_id: 1,
      property_name: 'Chalet',
      feed_id: 3,
      feed_label: 'Airbnb',
      uid: 'a@airbnb.com',
      start: '2026-11-26',
      end: '2026-11-29',
      summary: 'Reserved',
      stay_id: null,
    };
    expect(reservationOf(entry, [{ ...reservation, stay_id: 9 }, reservation])).toBe(reservation);
    expect(reservationOf({ ...entry, source: 'stay', stay_id: 9 }, [reservation])).toBeUndefined();
  });
});

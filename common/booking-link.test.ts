import { describe, expect, it } from 'vitest';
import { bookingUrl, defaultBookingParamNames } from './booking-link.ts';

const stay = { check_in: '2026-12-10', check_out: '2026-12-14', guests: 4 };

describe('the Book Now address', () => {
  it('adds the dates and guests under the default names', () => {
    expect(bookingUrl('https://book.example.com/p/cedar', stay, defaultBookingParamNames)).toBe(
      'https://book.example.com/p/cedar?checkIn=2026-12-10&checkOut=2026-12-14&minOccupancy=4',
    );
  });

  it('keeps the query and fragment the link already has, and uses configured names', () => {
    const names = { checkIn: 'arrival', checkOut: 'departure', guests: 'adults' };
    expect(bookingUrl('https://book.example.com/listing?id=42&lang=en#rates', stay, names)).toBe(
      'https://book.example.com/listing?id=42&lang=en&arrival=2026-12-10&departure=2026-12-14&adults=4#rates',
    );
  });

  it('replaces a stale value of the same parameter instead of repeating it', () => {
    expect(bookingUrl('https://book.example.com/?checkIn=2020-01-01', stay, defaultBookingParamNames)).toBe(
      'https://book.example.com/?checkIn=2026-12-10&checkOut=2026-12-14&minOccupancy=4',
    );
  });

  it('leaves the link untouched without a choice, and adds only what was chosen', () => {
    const link = 'https://book.example.com/p?a=1%202';
    expect(bookingUrl(link, {}, defaultBookingParamNames)).toBe(link);
    expect(bookingUrl(link, { check_in: '2026-12-10' }, defaultBookingParamNames)).toBe(link);
    expect(bookingUrl('https://book.example.com/p', { guests: 2 }, defaultBookingParamNames)).toBe(
      'https://book.example.com/p?minOccupancy=2',
    );
  });

  it('leaves a link it cannot read as it is', () => {
    expect(bookingUrl('not a url', stay, defaultBookingParamNames)).toBe('not a url');
  });
});

import { describe, expect, it } from 'vitest';
import {
  type CalendarRules,
  canCheckIn,
  checkOutProblem,
  dayState,
  isBooked,
  monthWeeks,
  noStay,
  pickDate,
  shiftMonth,
  staySelectionFrom,
} from './availability-calendar.ts';

const rules: CalendarRules = {
  today: '2026-11-23',
  until: '2028-05-01',
  minimumNights: 3,
  // booked the nights of 1–4 Dec and of 10 Dec
  blocked: [
    { start: '2026-12-01', end: '2026-12-05' },
    { start: '2026-12-10', end: '2026-12-11' },
  ],
};

describe('the availability calendar', () => {
  it('lays a month out in weeks starting on Sunday', () => {
    const weeks = monthWeeks('2026-12');
    expect(weeks).toHaveLength(5);
    // 1 December 2026 is a Tuesday
    expect(weeks[0]).toEqual([
      null,
      null,
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
    expect(weeks[4]).toEqual([
      '2026-12-27',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      null,
      null,
    ]);
    expect(monthWeeks('2027-02').flat().filter(Boolean)).toHaveLength(28);
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
  });

  it('lays a month out in weeks starting on Monday for the back office', () => {
    const weeks = monthWeeks('2026-12', 'monday');
    // Tuesday 1 December 2026 is the second cell; Sunday 6 December ends the first week
    expect(weeks[0]).toEqual([
      null,
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(weeks.at(-1)).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', null, null, null]);
    // February 2027 starts on a Monday: four full weeks, no padding
    expect(monthWeeks('2027-02', 'monday')).toHaveLength(4);
    expect(monthWeeks('2027-02', 'monday')[0]?.[0]).toBe('2027-02-01');
  });

  it('counts the night of a range start as booked, and its end day as free', () => {
    expect(isBooked('2026-12-01', rules.blocked)).toBe(true);
    expect(isBooked('2026-12-04', rules.blocked)).toBe(true);
    expect(isBooked('2026-12-05', rules.blocked)).toBe(false);
    expect(isBooked('2026-11-30', rules.blocked)).toBe(false);
  });

  it('picks a check-in first, then a check-out', () => {
    const first = pickDate(noStay, '2026-12-05', rules);
    expect(first).toEqual({ stay: { checkIn: '2026-12-05', checkOut: null }, message: null });
    const second = pickDate(first.stay, '2026-12-08', rules);
    expect(second).toEqual({ stay: { checkIn: '2026-12-05', checkOut: '2026-12-08' }, message: null });
    // a third click starts again
    expect(pickDate(second.stay, '2026-12-20', rules).stay).toEqual({
      checkIn: '2026-12-20',
      checkOut: null,
    });
  });

  it('refuses a check-out under the minimum stay and keeps the check-in', () => {
    const stay = { checkIn: '2026-12-05', checkOut: null };
    expect(pickDate(stay, '2026-12-07', rules)).toEqual({ stay, message: 'The minimum stay is 3 nights' });
  });

  it('refuses a stay across a booked night, but lets check-out fall on a booked night', () => {
    const stay = { checkIn: '2026-11-25', checkOut: null };
    expect(pickDate(stay, '2026-12-03', rules).message).toBe(
      'The night of Tue, Dec 1 is booked: check out on Tue, Dec 1 at the latest',
    );
    // leaving on the 1st, the day the next guests arrive
    expect(pickDate(stay, '2026-12-01', rules).stay).toEqual({
      checkIn: '2026-11-25',
      checkOut: '2026-12-01',
    });
    expect(checkOutProblem('2026-12-07', '2026-12-10', rules)).toBeNull();
    expect(checkOutProblem('2026-12-07', '2026-12-11', rules)).toBe(
      'The night of Thu, Dec 10 is booked: check out on Thu, Dec 10 at the latest',
    );
  });

  it('does not start a stay on a booked night or a past day', () => {
    expect(pickDate(noStay, '2026-12-02', rules)).toEqual({
      stay: noStay,
      message: 'The night of Wed, Dec 2 is booked',
    });
    expect(pickDate(noStay, '2026-11-20', rules)).toEqual({ stay: noStay, message: 'That day has passed' });
  });

  it('marks a free night too close to a booking for the minimum stay as "No check-in", naming the night', () => {
    // 3-night minimum: the nights of 7, 8 and 9 Dec are free before the 10th's booking; the 8th cannot start
    expect(canCheckIn('2026-12-07', rules)).toBe(true);
    expect(['2026-12-08', '2026-12-09'].map((d) => canCheckIn(d, rules))).toEqual([false, false]);
    expect(pickDate(noStay, '2026-12-08', rules)).toEqual({
      stay: noStay,
      message:
        'No check-in on Tue, Dec 8: the minimum stay is 3 nights and the night of Thu, Dec 10 is booked',
    });
    // a link's check-in on such a night is not kept
    expect(staySelectionFrom('2026-12-09', '2026-12-12', rules)).toEqual(noStay);
  });

  it('an earlier day after a check-in becomes the new check-in', () => {
    const stay = { checkIn: '2026-12-20', checkOut: null };
    expect(pickDate(stay, '2026-12-15', rules).stay).toEqual({ checkIn: '2026-12-15', checkOut: null });
  });

  it('keeps a stay from a link only when it can be booked', () => {
    expect(staySelectionFrom('2026-12-05', '2026-12-09', rules)).toEqual({
      checkIn: '2026-12-05',
      checkOut: '2026-12-09',
    });
    expect(staySelectionFrom('2026-12-05', '2026-12-06', rules)).toEqual({
      checkIn: '2026-12-05',
      checkOut: null,
    });
    expect(staySelectionFrom('2026-12-02', '2026-12-08', rules)).toEqual(noStay);
    expect(staySelectionFrom('2026-02-30', '2026-12-08', rules)).toEqual(noStay);
    expect(staySelectionFrom(null, null, rules)).toEqual(noStay);
  });

  it('marks the days of the chosen stay', () => {
    const stay = { checkIn: '2026-12-05', checkOut: '2026-12-08' };
    expect(['2026-12-04', '2026-12-05', '2026-12-06', '2026-12-08'].map((d) => dayState(d, stay))).toEqual([
      null,
      'check-in',
      'in-stay',
      'check-out',
    ]);
  });
});

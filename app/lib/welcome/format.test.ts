import { describe, expect, it } from 'vitest';
import { formatClockTime, formatDateTime } from './format.ts';

describe('clock times', () => {
  it.each([
    ['10:00', '10:00 AM'],
    ['00:30', '12:30 AM'],
    ['12:00', '12:00 PM'],
    ['13:05', '1:05 PM'],
    ['23:59', '11:59 PM'],
    ['11 am', '11 am'],
    ['25:00', '25:00'],
  ])('%s reads %s', (time, text) => {
    expect(formatClockTime(time)).toBe(text);
  });
});

describe('date and time', () => {
  it('is given in Revelstoke time (Mountain Time)', () => {
    expect(formatDateTime('2025-11-22T05:15:00.000Z')).toBe('Nov 21, 2025, 10:15 PM');
    expect(formatDateTime('2025-07-01T18:00:00.000Z')).toBe('Jul 1, 2025, 12:00 PM');
  });

  it('is blank for something that is not a date', () => {
    expect(formatDateTime('soon')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { formatLongDate, formatMonth, formatShortDate } from './plain-format.ts';
import { formatWholeNumber } from './whole-number.ts';

const intlDate = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-CA', { ...options, timeZone: 'UTC' });

describe('numbers and dates without Intl', () => {
  it('groups thousands as en-CA does', () => {
    for (const n of [0, 7, 95, 450, 1000, 2150, 12345, 999999, 1234567, -4200])
      expect(formatWholeNumber(n)).toBe(n.toLocaleString('en-CA'));
  });

  it('writes every day of two years as Intl does for en-CA', () => {
    const long = intlDate({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
    const short = intlDate({ weekday: 'short', day: 'numeric', month: 'short' });
    const month = intlDate({ month: 'long', year: 'numeric' });
    for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2028, 0, 1); time += 86_400_000) {
      const date = new Date(time);
      const day = date.toISOString().slice(0, 10);
      expect(formatLongDate(day)).toBe(long.format(date));
      expect(formatShortDate(day)).toBe(short.format(date));
      expect(formatMonth(day.slice(0, 7))).toBe(month.format(date));
      expect(formatMonth(day)).toBe(month.format(date));
    }
  });
});

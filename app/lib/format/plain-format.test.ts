import { describe, expect, it } from 'vitest';
import type { Lang } from '#common/translations.ts';
import { formatCents } from './money.ts';
import { formatLongDate, formatMonth, formatShortDate, weekdayNames } from './plain-format.ts';
import { formatDollars, formatWholeNumber } from './whole-number.ts';

const locales: Record<Lang, string> = { en: 'en-CA', fr: 'fr-CA' };
const intlDate = (lang: Lang, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locales[lang], { ...options, timeZone: 'UTC' });
const someNumbers = [0, 7, 95, 450, 1000, 2150, 12345, 999999, 1234567, -4200];

describe('numbers and dates without Intl', () => {
  it.each(['en', 'fr'] as const)('groups thousands as Intl does for %s-CA', (lang) => {
    for (const n of someNumbers) expect(formatWholeNumber(n, lang)).toBe(n.toLocaleString(locales[lang]));
  });

  it('groups thousands the English way by default', () => {
    expect(formatWholeNumber(1234567)).toBe('1,234,567');
  });

  it.each(['en', 'fr'] as const)('writes whole dollars as Intl does for %s-CA', (lang) => {
    const cad = new Intl.NumberFormat(locales[lang], {
      style: 'currency',
      currency: 'CAD',
      currencyDisplay: 'narrowSymbol',
      maximumFractionDigits: 0,
    });
    for (const n of someNumbers.filter((n) => n >= 0)) expect(formatDollars(n, lang)).toBe(cad.format(n));
  });

  it.each(['en', 'fr'] as const)('writes amounts in cents as Intl.NumberFormat does for %s-CA', (lang) => {
    const cad = new Intl.NumberFormat(locales[lang], {
      style: 'currency',
      currency: 'CAD',
      currencyDisplay: 'narrowSymbol',
    });
    for (const cents of [0, 5, 99, 100, 38_900, 145_067, 123_456_789, -4_000, -12_345])
      expect(formatCents(cents, lang)).toBe(cad.format(cents / 100));
  });

  it.each(['en', 'fr'] as const)('writes every day of two years as Intl does for %s-CA', (lang) => {
    const long = intlDate(lang, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
    const short = intlDate(lang, { weekday: 'short', day: 'numeric', month: 'short' });
    const month = intlDate(lang, { month: 'long', year: 'numeric' });
    for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2028, 0, 1); time += 86_400_000) {
      const date = new Date(time);
      const day = date.toISOString().slice(0, 10);
      expect(formatLongDate(day, lang)).toBe(long.format(date));
      expect(formatShortDate(day, lang)).toBe(short.format(date));
      expect(formatMonth(day.slice(0, 7), lang)).toBe(month.format(date));
      expect(formatMonth(day, lang)).toBe(month.format(date));
    }
  });

  it('writes the French forms the site shows', () => {
    expect(formatLongDate('2026-11-28', 'fr')).toBe('samedi 28 novembre 2026');
    expect(formatShortDate('2026-11-28', 'fr')).toBe('sam. 28 nov.');
    expect(formatMonth('2026-11', 'fr')).toBe('novembre 2026');
    expect(formatDollars(1234, 'fr')).toBe('1\u00a0234\u00a0$');
    expect(formatLongDate('2026-11-28')).toBe('Saturday, November 28, 2026');
  });

  it.each(['en', 'fr'] as const)('names the weekdays as Intl does for %s-CA, Sunday first', (lang) => {
    const long = intlDate(lang, { weekday: 'long' });
    const short = intlDate(lang, { weekday: 'short' });
    // 2026-11-01 is a Sunday
    const sundayFirst = Array.from({ length: 7 }, (_, i) => new Date(Date.UTC(2026, 10, 1 + i)));
    expect(weekdayNames(lang)).toEqual(
      sundayFirst.map((date) => ({ short: short.format(date), long: long.format(date) })),
    );
  });
});

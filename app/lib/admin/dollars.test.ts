import { describe, expect, it } from 'vitest';
import { dollarsOfCents, parseDollars } from './dollars.ts';

describe('dollars typed by staff', () => {
  it('reads dollars with thousands and cents as integer cents', () => {
    expect(parseDollars('1,234.50')).toEqual({ ok: true, cents: 123_450 });
    expect(parseDollars('$1,234.5')).toEqual({ ok: true, cents: 123_450 });
    expect(parseDollars(' 250 ')).toEqual({ ok: true, cents: 25_000 });
    expect(parseDollars('0.05')).toEqual({ ok: true, cents: 5 });
    expect(parseDollars('1 234,')).toMatchObject({ ok: false });
    expect(parseDollars('12345.67')).toEqual({ ok: true, cents: 1_234_567 });
  });

  it('refuses blanks, negatives, fractions of cents, letters and absurd amounts with a message', () => {
    expect(parseDollars('')).toEqual({ ok: false, message: 'Amount is required' });
    expect(parseDollars('-20', 'Total')).toEqual({ ok: false, message: 'Total cannot be negative' });
    expect(parseDollars('10.505')).toEqual({ ok: false, message: 'Amount: enter dollars, e.g. 1,234.50' });
    expect(parseDollars('ten')).toMatchObject({ ok: false });
    expect(parseDollars('1,23.00')).toMatchObject({ ok: false });
    expect(parseDollars('100001')).toEqual({ ok: false, message: 'Amount is too large' });
  });

  it('shows cents back as dollars to edit', () => {
    expect(dollarsOfCents(123_450)).toBe('1234.50');
    expect(dollarsOfCents(5)).toBe('0.05');
    expect(dollarsOfCents(null)).toBe('');
    expect(parseDollars(dollarsOfCents(98_765))).toEqual({ ok: true, cents: 98_765 });
  });
});

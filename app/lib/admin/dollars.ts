import { maxBookingCents } from '#common/booking.ts';

/** What staff typed as dollars: integer cents, or the problem in words for the field's inline message. */
export type DollarsParse = { ok: true; cents: number } | { ok: false; message: string };

// "1234", "1,234.50", "$1 234.5": digits grouped by commas or spaces, at most two decimals
const dollarsPattern = /^\$?\s*(\d{1,3}(?:[, \u00a0]\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/**
 * Integer cents of an amount typed in dollars ("1,234.50" → 123450). Refuses a blank, a negative, more than
 * two decimals, letters and anything above the API's limit, so a typo never reaches the stay's money.
 */
export function parseDollars(text: string, label = 'Amount'): DollarsParse {
  const value = text.trim();
  if (value === '') return { ok: false, message: `${label} is required` };
  if (value.startsWith('-')) return { ok: false, message: `${label} cannot be negative` };
  const match = dollarsPattern.exec(value);
  if (!match) return { ok: false, message: `${label}: enter dollars, e.g. 1,234.50` };
  const dollars = Number((match[1] ?? '').replace(/[, \u00a0]/g, ''));
  const cents = dollars * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (cents > maxBookingCents) return { ok: false, message: `${label} is too large` };
  return { ok: true, cents };
}

/** The dollars a form shows for cents to edit ("1234.50"); '' for none. */
export const dollarsOfCents = (cents: number | null): string =>
  cents === null ? '' : `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

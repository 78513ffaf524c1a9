/**
 * The one rule for ids in addresses, forms and JSON, shared by the API and the pages (zod-free, so the
 * browser bundle can use it too): canonical decimal only. `Number()` alone would read `0x1`, `1e0`, `+1`,
 * ` 1`, `01` and `1.0` as property 1, so that one record would answer at many addresses and a cache or a
 * log could not tell them apart.
 */

/** The largest id a row can have (a PostgreSQL `integer`). */
export const maxId = 2_147_483_647;

export type IdProblem = 'not-a-number' | 'not-plain-digits' | 'not-positive' | 'too-large';

export const idMessages: Record<IdProblem, string> = {
  'not-a-number': 'The id must be a number',
  'not-plain-digits': 'The id must be a whole number in plain digits',
  'not-positive': 'The id must be a positive number',
  'too-large': 'The id is too large',
};

const canonical = /^[1-9]\d*$/;

/** Reads an id sent as text (address, form field) or as a JSON number; says what is wrong otherwise. */
export function readId(value: unknown): { id: number } | { problem: IdProblem } {
  if (typeof value === 'number') {
    if (!Number.isInteger(value)) return { problem: 'not-plain-digits' };
    if (value < 1) return { problem: 'not-positive' };
    return value > maxId ? { problem: 'too-large' } : { id: value };
  }
  if (typeof value !== 'string') return { problem: 'not-a-number' };
  if (canonical.test(value)) {
    return value.length > 10 || Number(value) > maxId ? { problem: 'too-large' } : { id: Number(value) };
  }
  if (value.trim() === '' || /^-?0*$/.test(value.trim())) return { problem: 'not-positive' };
  // Text JavaScript would read as a number: a sign, spaces, leading zeros, decimals, exponents, hex.
  const loose = Number(value);
  if (!Number.isFinite(loose)) return { problem: 'not-a-number' };
  return { problem: loose < 0 ? 'not-positive' : 'not-plain-digits' };
}

/** The id, or null for anything that is not canonical decimal within range. */
export function parseId(value: unknown): number | null {
  const result = readId(value);
  return 'id' in result ? result.id : null;
}

import { z } from 'zod';
import { isoDateMessage } from './date-field.ts';
import { filledMessages } from './i18n/filled-messages.ts';
import { msg } from './i18n/message.ts';
import type { StaySearchKey } from './listing-query-keys.ts';
import { listingFiltersSchema } from './property.ts';
import { addMonths, isIsoDate, monthsAhead, nightsBetween } from './site-dates.ts';
import type { Lang } from './translations.ts';

/**
 * A stay searched for: `check_in` and `check_out` are calendar dates of the site (SITE_TIMEZONE), the
 * nights `[check_in, check_out)`; `guests` is how many people come. The API and the /properties page read
 * the same query with these schemas; whether the dates lie in the bookable window depends on today, so
 * `stayWindowProblem` checks that once the caller knows today. The fixed messages are marked with msg(): the
 * French listing page shows them translated (issue 28); the API answers in English.
 */

/** The longest stay a search may ask for (the longest minimum stay a property can have). */
export const maxStayNights = 365;

/** The messages that name a limit, so that the French listing can show them in French. */
const limitMessages = filledMessages([
  [msg('A stay can be at most {count} nights'), { count: maxStayNights }],
  [msg('Check-in can be at most {count} months ahead'), { count: monthsAhead }],
]);
const [stayTooLong, checkInTooFar] = limitMessages.english as [string, string];

/** Why a stay cannot be searched (the schemas' and stayWindowProblem's messages), in `lang`. */
export const stayProblemIn = (lang: Lang, problem: string): string => limitMessages.in(lang, problem);

const dateParam = (label: string) =>
  z
    .string({ message: isoDateMessage(label) })
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return undefined;
      if (!isIsoDate(value)) {
        ctx.addIssue({ code: 'custom', message: isoDateMessage(label) });
        return z.NEVER;
      }
      return value;
    });

const guestsParam = z
  .string({ message: msg('Guests must be a whole number from 1 to 100') })
  .trim()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === '') return undefined;
    const n = Number(value);
    if (!/^\d{1,3}$/.test(value) || n < 1 || n > 100) {
      ctx.addIssue({ code: 'custom', message: msg('Guests must be a whole number from 1 to 100') });
      return z.NEVER;
    }
    return n;
  });

const stayShape = {
  check_in: dateParam('Check-in'),
  check_out: dateParam('Check-out'),
  guests: guestsParam,
} satisfies Record<StaySearchKey, z.ZodType>;

type StayShape = { check_in?: string | undefined; check_out?: string | undefined };

/** Both dates or neither, check-out after check-in, and a stay of at most a year. */
function checkStayPair(stay: StayShape, ctx: z.RefinementCtx) {
  const { check_in, check_out } = stay;
  if (check_in === undefined && check_out === undefined) return;
  if (check_in === undefined || check_out === undefined) {
    const missing = check_in === undefined ? 'check_in' : 'check_out';
    ctx.addIssue({
      code: 'custom',
      path: [missing],
      message: msg('Choose both a check-in and a check-out date'),
    });
    return;
  }
  if (check_out <= check_in) {
    ctx.addIssue({ code: 'custom', path: ['check_out'], message: msg('Check-out must be after check-in') });
  } else if (nightsBetween(check_in, check_out) > maxStayNights) {
    ctx.addIssue({
      code: 'custom',
      path: ['check_out'],
      message: stayTooLong,
    });
  }
}

/** The dates and guests of a search on their own (the /properties page reads them apart from the filters). */
export const staySearchSchema = z.object(stayShape).superRefine(checkStayPair);
export type StaySearch = z.output<typeof staySearchSchema>;

/** `GET /api/v1/properties`: the listing filters with the dates and guests of a stay. */
export const listingQuerySchema = z
  .object({ ...listingFiltersSchema.shape, ...stayShape })
  .superRefine(checkStayPair);
export type ListingQuery = Partial<z.output<typeof listingQuerySchema>>;

/** Why the stay's dates cannot be searched on `today` (site zone), or null when they can. */
export function stayWindowProblem(stay: StayShape, today: string): string | null {
  if (stay.check_in === undefined) return null;
  if (stay.check_in < today) return msg('Check-in cannot be in the past');
  if (stay.check_in > addMonths(today, monthsAhead)) {
    return checkInTooFar;
  }
  return null;
}

/** An availability question: `from` and `to` (exclusive), both optional. */
export const availabilityQuerySchema = z.object({
  from: dateParam('from'),
  to: dateParam('to'),
});

/** The nights `[from, to)` an availability answer covers (defaults: today, and 12 months after `from`), or why not. */
export function availabilityRange(
  query: { from?: string | undefined; to?: string | undefined },
  today: string,
): { from: string; to: string } | { problem: string } {
  const from = query.from ?? today;
  const to = query.to ?? addMonths(from, 12);
  if (to <= from) return { problem: 'to must be after from' };
  if (to > addMonths(from, monthsAhead)) {
    return { problem: `The range can be at most ${monthsAhead} months long` };
  }
  return { from, to };
}

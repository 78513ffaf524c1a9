import { z } from 'zod';
import { isoDateField } from './date-field.ts';

/** Prices (issue 40): money is integer cents (CAD) everywhere in the API. */

const maxCents = 10_000_000; // $100 000: anything above is a typo
const cents = (label: string) =>
  z
    .number({ message: `${label} must be a number of cents` })
    .int(`${label} must be a whole number of cents`)
    .min(0, `${label} cannot be negative`)
    .max(maxCents, `${label} is too large`);
const percent = (label: string) =>
  z
    .number({ message: `${label} must be a number` })
    .min(0, `${label} must be between 0 and 100`)
    .max(100, `${label} must be between 0 and 100`);
const count = (label: string, max: number) =>
  z
    .number({ message: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(max, `${label} must be at most ${max}`);

export const seasonSchema = z.object({
  name: z.string().trim().min(1, 'A season needs a name').max(80),
  start: isoDateField('Season start'),
  end: isoDateField('Season end'),
  nightly_cents: cents('Season nightly rate'),
  weekend_nightly_cents: cents('Season weekend rate').nullable(),
  minimum_nights: count('Season minimum nights', 365).nullable(),
});

export const ratesSchema = z.object({
  nightly_cents: cents('Nightly rate'),
  weekend_nightly_cents: cents('Weekend rate').nullable(),
  cleaning_fee_cents: cents('Cleaning fee'),
  extra_guest: z
    .object({ after: count('Extra guests after', 100), nightly_cents: cents('Extra guest rate') })
    .nullable(),
  seasons: z.array(seasonSchema).max(100),
  length_discounts: z
    .array(
      z.object({ min_nights: count('Discount minimum nights', 365), percent: percent('Discount percent') }),
    )
    .max(20),
});
export type RatesInput = z.infer<typeof ratesSchema>;

export const taxSchema = z.object({
  name: z.string().trim().min(1, 'A tax needs a name').max(40),
  percent: percent('Tax percent'),
  on_fees: z.boolean(),
  exempt_from_nights: count('Tax exemption nights', 365).nullable(),
});

export const cancellationRuleSchema = z.object({
  days_before: z.number().int().min(0, 'Days before cannot be negative').max(365),
  refund_percent: percent('Refund percent'),
  fee_percent: percent('Fee percent'),
});

/** The site's taxes and cancellation policy as `PUT /api/v1/settings` takes them (issue 40, item 2). */
export const pricingSettingsSchema = z.object({
  taxes: z.array(taxSchema).max(10, 'At most 10 taxes'),
  cancellation: z.array(cancellationRuleSchema).min(1, 'The policy needs at least one step').max(10),
});

export const quoteLineSchema = z.object({
  kind: z.enum(['nights', 'discount', 'fee', 'tax']),
  label: z.string(),
  cents: z.number().int(),
});

export const quoteSchema = z.object({
  property_id: z.number(),
  check_in: z.string(),
  check_out: z.string(),
  nights: z.number(),
  guests: z.number(),
  currency: z.literal('CAD'),
  nights_detail: z.array(z.object({ date: z.string(), cents: z.number().int() })),
  lines: z.array(quoteLineSchema).describe('they sum to total_cents; discounts are negative'),
  subtotal_cents: z.number().int(),
  taxes_cents: z.number().int(),
  total_cents: z.number().int(),
  cancellation: z
    .array(z.object({ until: z.string().nullable(), refund_cents: z.number().int() }))
    .describe(
      'until: the last day cancelling gives that refund; the last entry is {until: null, refund_cents: 0}',
    ),
});

export const quoteRefusals = ['unavailable', 'minimum_nights', 'maximum_guests', 'past', 'no_rates'] as const;

const guestsText = z
  .string({ message: 'Guests must be a whole number from 1 to 100' })
  .trim()
  .transform((value, ctx) => {
    const n = Number(value);
    if (!/^\d{1,3}$/.test(value) || n < 1 || n > 100) {
      ctx.addIssue({ code: 'custom', message: 'Guests must be a whole number from 1 to 100' });
      return z.NEVER;
    }
    return n;
  });

/** The quote's query: the same names the listing URLs use. */
export const quoteQuerySchema = z.object({
  check_in: isoDateField('Check-in'),
  check_out: isoDateField('Check-out'),
  guests: guestsText,
});

export type Quote = z.infer<typeof quoteSchema>;
export type CancellationStep = z.infer<typeof cancellationRuleSchema>;

/**
 * Why a stay cannot be quoted, as a page shows it: the 409 reasons of the quote, `invalid` for dates the
 * API refuses with a 400 (beyond the bookable window, too long), `failed` when the browser could not ask.
 * `minimum_nights` with that reason.
 */
export interface QuoteRefusal {
  reason: (typeof quoteRefusals)[number] | 'invalid' | 'failed';
  message: string;
  minimum_nights?: number;
}

/** A page's answer for a stay: its quote, or why not. */
export type StayPrice = { quote: Quote } | { refusal: QuoteRefusal };

/** What a listing card shows for the searched stay: its total, or the minimum stay those dates need. */
export type CardPrice = { total_cents: number; nights: number } | { minimum_nights: number };

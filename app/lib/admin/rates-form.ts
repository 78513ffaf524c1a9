import { z } from 'zod';
import { type RatesInput, ratesSchema, seasonSchema } from '#common/pricing.ts';
import { countText, dollarsText, numberFromText } from '../forms/number-text.ts';

/**
 * The Rates tab's form (issue 40, ADR 0049): the API's `ratesSchema` as the form types it. Money is typed in
 * dollars ("389" or "389.50") and sent as integer cents; blank optional amounts are null, a blank cleaning
 * fee is none (0). Each field's message is the dollars' words or the API's own rule, shown under the field.
 */

const extraGuest = ratesSchema.shape.extra_guest.unwrap().shape;
const discount = ratesSchema.shape.length_discounts.element.shape;

/** One season row: its name, dates, nightly and weekend rates and minimum stay. */
const seasonFormSchema = z.object({
  name: seasonSchema.shape.name,
  start: seasonSchema.shape.start,
  end: seasonSchema.shape.end,
  nightly_cents: dollarsText(seasonSchema.shape.nightly_cents, 'Season nightly'),
  weekend_nightly_cents: dollarsText(seasonSchema.shape.weekend_nightly_cents, 'Season weekend', {
    blankIsNull: true,
  }),
  minimum_nights: countText(seasonSchema.shape.minimum_nights),
});

/** One length discount row: from how many nights, and the percent off. */
const discountFormSchema = z.object({
  min_nights: countText(discount.min_nights),
  percent: numberFromText(discount.percent),
});

/** The message when only one of the two extra-guest fields is filled in. */
const extraGuestBothMessage =
  'Extra guests: give both the number of guests included and the nightly charge, or neither';

/**
 * The rates as the form sends them, checked field by field and turned into the PUT body: the API's field
 * names and order, extra guests as one object (both of its fields, or null when both are blank).
 */
export const ratesFormSchema = z
  .object({
    nightly_cents: dollarsText(ratesSchema.shape.nightly_cents, 'Base nightly'),
    weekend_nightly_cents: dollarsText(ratesSchema.shape.weekend_nightly_cents, 'Weekend nightly', {
      blankIsNull: true,
    }),
    cleaning_fee_cents: z
      .string()
      .transform((text) => (text.trim() === '' ? '0' : text))
      .pipe(dollarsText(ratesSchema.shape.cleaning_fee_cents, 'Cleaning fee')),
    extra_guest: z.object({
      after: countText(extraGuest.after.nullable()),
      nightly_cents: dollarsText(extraGuest.nightly_cents.nullable(), 'Extra guest nightly', {
        blankIsNull: true,
      }),
    }),
    // no row sends nothing under its name
    seasons: z.array(seasonFormSchema).max(100).default([]),
    length_discounts: z.array(discountFormSchema).max(20).default([]),
  })
  .transform((form, ctx): RatesInput => {
    const { after, nightly_cents } = form.extra_guest;
    if ((after === null) !== (nightly_cents === null))
      ctx.addIssue({ code: 'custom', message: extraGuestBothMessage, path: [] });
    return {
      nightly_cents: form.nightly_cents,
      weekend_nightly_cents: form.weekend_nightly_cents,
      cleaning_fee_cents: form.cleaning_fee_cents,
      extra_guest: after !== null && nightly_cents !== null ? { after, nightly_cents } : null,
      seasons: form.seasons,
      length_discounts: form.length_discounts,
    };
  });

/** "389.50" of 38950 cents, "389" of 38900; '' for none. */
const dollarsOf = (cents: number | null | undefined): string =>
  cents === null || cents === undefined ? '' : (cents / 100).toFixed(cents % 100 === 0 ? 0 : 2);

const textOf = (count: number | null | undefined): string =>
  count === null || count === undefined ? '' : String(count);

/** A new season row, blank. */
export const emptySeason = () => ({
  name: '',
  start: '',
  end: '',
  nightly_cents: '',
  weekend_nightly_cents: '',
  minimum_nights: '',
});

/** A new length discount row, blank. */
export const emptyDiscount = () => ({ min_nights: '', percent: '' });

/** The form's starting text for a home's rates; null: the home has none yet (a cleaning fee of none is 0). */
export function ratesFormOf(rates: RatesInput | null) {
  return {
    nightly_cents: dollarsOf(rates?.nightly_cents),
    weekend_nightly_cents: dollarsOf(rates?.weekend_nightly_cents),
    cleaning_fee_cents: dollarsOf(rates?.cleaning_fee_cents ?? (rates ? 0 : null)),
    extra_guest: {
      after: textOf(rates?.extra_guest?.after),
      nightly_cents: dollarsOf(rates?.extra_guest?.nightly_cents),
    },
    seasons: (rates?.seasons ?? []).map((s) => ({
      name: s.name,
      start: s.start,
      end: s.end,
      nightly_cents: dollarsOf(s.nightly_cents),
      weekend_nightly_cents: dollarsOf(s.weekend_nightly_cents),
      minimum_nights: textOf(s.minimum_nights),
    })),
    length_discounts: (rates?.length_discounts ?? []).map((d) => ({
      min_nights: String(d.min_nights),
      percent: String(d.percent),
    })),
  };
}

/** "$1,234.50" of integer cents. */
export const formatCents = (cents: number): string =>
  new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' }).format(cents / 100);

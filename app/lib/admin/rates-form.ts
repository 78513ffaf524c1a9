import type { RatesInput } from '#common/pricing.ts';

/**
 * The Rates tab's form (issue 40): money typed in dollars ("389" or "389.50"), sent as integer cents; blank
 * optional amounts are null. `ratesFromForm` says what is wrong in words instead of sending a guess.
 */
export interface SeasonRow {
  key: number;
  name: string;
  start: string;
  end: string;
  nightly: string;
  weekend: string;
  minimumNights: string;
}

export interface DiscountRow {
  key: number;
  minNights: string;
  percent: string;
}

export interface RatesForm {
  nightly: string;
  weekend: string;
  cleaning: string;
  extraAfter: string;
  extraNightly: string;
  seasons: SeasonRow[];
  discounts: DiscountRow[];
}

let nextKey = 1;
const key = () => nextKey++;

/** "$389.50" from 38950 cents; '' for none. */
export const dollarsOf = (cents: number | null | undefined): string =>
  cents === null || cents === undefined ? '' : (cents / 100).toFixed(cents % 100 === 0 ? 0 : 2);

export const emptySeason = (): SeasonRow => ({
  key: key(),
  name: '',
  start: '',
  end: '',
  nightly: '',
  weekend: '',
  minimumNights: '',
});

export const emptyDiscount = (): DiscountRow => ({ key: key(), minNights: '', percent: '' });

export function ratesFormOf(rates: RatesInput | null): RatesForm {
  return {
    nightly: dollarsOf(rates?.nightly_cents),
    weekend: dollarsOf(rates?.weekend_nightly_cents),
    cleaning: dollarsOf(rates?.cleaning_fee_cents ?? (rates ? 0 : null)),
    extraAfter: rates?.extra_guest ? String(rates.extra_guest.after) : '',
    extraNightly: dollarsOf(rates?.extra_guest?.nightly_cents),
    seasons: (rates?.seasons ?? []).map((s) => ({
      key: key(),
      name: s.name,
      start: s.start,
      end: s.end,
      nightly: dollarsOf(s.nightly_cents),
      weekend: dollarsOf(s.weekend_nightly_cents),
      minimumNights: s.minimum_nights === null ? '' : String(s.minimum_nights),
    })),
    discounts: (rates?.length_discounts ?? []).map((d) => ({
      key: key(),
      minNights: String(d.min_nights),
      percent: String(d.percent),
    })),
  };
}

const dollarPattern = /^\d{1,6}(\.\d{1,2})?$/;

/** Integer cents of a dollar amount typed in the form, or a problem in words. */
function centsOf(text: string, label: string): number {
  const value = text.trim().replace(/^\$/, '').replaceAll(',', '');
  if (!dollarPattern.test(value)) throw new RatesFormProblem(`${label}: enter dollars, e.g. 389 or 389.50`);
  return Math.round(Number(value) * 100);
}

const optionalCents = (text: string, label: string) => (text.trim() === '' ? null : centsOf(text, label));

function wholeNumber(text: string, label: string): number {
  const value = text.trim();
  if (!/^\d{1,3}$/.test(value)) throw new RatesFormProblem(`${label}: enter a whole number`);
  return Number(value);
}

const optionalWhole = (text: string, label: string) => (text.trim() === '' ? null : wholeNumber(text, label));

export class RatesFormProblem extends Error {}

/** The PUT body of the form's values; throws a RatesFormProblem that names the field at fault. */
export function ratesFromForm(form: RatesForm): RatesInput {
  const extraAfter = optionalWhole(form.extraAfter, 'Extra guests after');
  const extraNightly = optionalCents(form.extraNightly, 'Extra guest nightly');
  if ((extraAfter === null) !== (extraNightly === null))
    throw new RatesFormProblem(
      'Extra guests: give both the number of guests included and the nightly charge, or neither',
    );
  return {
    nightly_cents: centsOf(form.nightly, 'Base nightly'),
    weekend_nightly_cents: optionalCents(form.weekend, 'Weekend nightly'),
    cleaning_fee_cents: form.cleaning.trim() === '' ? 0 : centsOf(form.cleaning, 'Cleaning fee'),
    extra_guest:
      extraAfter !== null && extraNightly !== null
        ? { after: extraAfter, nightly_cents: extraNightly }
        : null,
    seasons: form.seasons.map((s, i) => {
      const label = `Season ${i + 1}${s.name.trim() ? ` (${s.name.trim()})` : ''}`;
      return {
        name: s.name.trim(),
        start: s.start,
        end: s.end,
        nightly_cents: centsOf(s.nightly, `${label} nightly`),
        weekend_nightly_cents: optionalCents(s.weekend, `${label} weekend nightly`),
        minimum_nights: optionalWhole(s.minimumNights, `${label} minimum nights`),
      };
    }),
    length_discounts: form.discounts.map((d, i) => {
      const percent = d.percent.trim();
      if (!/^\d{1,3}(\.\d{1,2})?$/.test(percent))
        throw new RatesFormProblem(`Discount ${i + 1} percent: enter a number from 0 to 100`);
      return { min_nights: wholeNumber(d.minNights, `Discount ${i + 1} nights`), percent: Number(percent) };
    }),
  };
}

/** "$1,234.50" of integer cents. */
export const formatCents = (cents: number): string =>
  new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' }).format(cents / 100);

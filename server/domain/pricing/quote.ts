import { addDays, nightsBetween } from '#common/site-dates.ts';

/**
 * The price of a stay (issue 40, ADR 0040): pure arithmetic on plain values, in integer cents (CAD). No
 * database and no clock: the caller passes the home's rates, the site's taxes and cancellation policy, the
 * dates, the guests and today.
 */

export interface Season {
  name: string;
  /** YYYY-MM-DD; a night is in the season when `start <= night < end` */
  start: string;
  end: string;
  nightly_cents: number;
  weekend_nightly_cents: number | null;
  minimum_nights: number | null;
}

export interface Rates {
  nightly_cents: number;
  weekend_nightly_cents: number | null;
  cleaning_fee_cents: number;
  extra_guest: { after: number; nightly_cents: number } | null;
  seasons: Season[];
  length_discounts: { min_nights: number; percent: number }[];
}

export interface Tax {
  name: string;
  percent: number;
  on_fees: boolean;
  exempt_from_nights: number | null;
}

export interface CancellationRule {
  days_before: number;
  refund_percent: number;
  fee_percent: number;
}

export type QuoteLineKind = 'nights' | 'discount' | 'fee' | 'tax';

export interface QuoteLine {
  kind: QuoteLineKind;
  label: string;
  cents: number;
}

export interface Quote {
  check_in: string;
  check_out: string;
  nights: number;
  guests: number;
  currency: 'CAD';
  nights_detail: { date: string; cents: number }[];
  lines: QuoteLine[];
  subtotal_cents: number;
  taxes_cents: number;
  total_cents: number;
  cancellation: { until: string | null; refund_cents: number }[];
}

export interface QuoteInput {
  rates: Rates;
  taxes: Tax[];
  cancellation: CancellationRule[];
  checkIn: string;
  checkOut: string;
  guests: number;
  /** the site's date today, YYYY-MM-DD: cancellation steps already past are left out */
  today: string;
}

/** GST 5% on everything, never exempt; PST 8% and MRDT 3% on everything, exempt from 27 nights. */
export const defaultTaxes: Tax[] = [
  { name: 'GST', percent: 5, on_fees: true, exempt_from_nights: null },
  { name: 'PST', percent: 8, on_fees: true, exempt_from_nights: 27 },
  { name: 'MRDT', percent: 3, on_fees: true, exempt_from_nights: 27 },
];

/** The Terms page's policy: 30+ days full refund less 4%; 14 to 29 days 50%; under 14 days nothing. */
export const defaultCancellation: CancellationRule[] = [
  { days_before: 30, refund_percent: 100, fee_percent: 4 },
  { days_before: 14, refund_percent: 50, fee_percent: 0 },
  { days_before: 0, refund_percent: 0, fee_percent: 0 },
];

/** A percent as an integer number of hundredths of a percent (5 → 500, 2.5 → 250). */
export function basisPoints(percent: number): number {
  return Math.round(percent * 100);
}

/** `cents × bp / 10 000` rounded half-up to the cent, in integers only (cents ≥ 0). */
export function percentOf(cents: number, bp: number): number {
  const product = cents * bp;
  const whole = Math.floor(product / 10_000);
  return product - whole * 10_000 >= 5_000 ? whole + 1 : whole;
}

/** Friday and Saturday nights are weekend nights. */
export function isWeekendNight(date: string): boolean {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 5 || day === 6;
}

/** The season a night belongs to, if any (`start <= night < end`). */
export function seasonOf(seasons: Season[], night: string): Season | undefined {
  return seasons.find((s) => s.start <= night && night < s.end);
}

/** The base price of one night (before extra guests and discounts). */
export function nightlyRate(rates: Rates, night: string): number {
  const season = seasonOf(rates.seasons, night);
  const nightly = season?.nightly_cents ?? rates.nightly_cents;
  const weekend = season ? season.weekend_nightly_cents : rates.weekend_nightly_cents;
  return isWeekendNight(night) && weekend !== null ? weekend : nightly;
}

/** The stay's minimum: the season the stay starts in overrides the home's own when it sets one. */
export function minimumNightsFor(rates: Rates, homeMinimum: number, checkIn: string): number {
  return seasonOf(rates.seasons, checkIn)?.minimum_nights ?? homeMinimum;
}

/** The best length discount (largest percent) for a stay of `nights`, 0 when none applies. */
export function discountPercentFor(rates: Rates, nights: number): number {
  let best = 0;
  for (const d of rates.length_discounts) if (d.min_nights <= nights && d.percent > best) best = d.percent;
  return best;
}

/** The lowest nightly price a home can be booked at between `from` (inclusive) and `to` (exclusive). */
export function lowestNightly(rates: Rates, from: string, to: string): number {
  let lowest = Math.min(rates.nightly_cents, rates.weekend_nightly_cents ?? rates.nightly_cents);
  const coversBase = (night: string) => !seasonOf(rates.seasons, night);
  // the base rate counts only when some night in the window is outside every season
  let baseUsed = false;
  for (let night = from; night < to && !baseUsed; night = addDays(night, 1)) baseUsed = coversBase(night);
  if (!baseUsed) lowest = Number.POSITIVE_INFINITY;
  for (const s of rates.seasons) {
    if (s.end <= from || s.start >= to) continue;
    lowest = Math.min(lowest, s.nightly_cents, s.weekend_nightly_cents ?? s.nightly_cents);
  }
  return Number.isFinite(lowest) ? lowest : rates.nightly_cents;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The itemized price of a stay. The caller has checked the dates (order, availability, minimum). */
export function quoteStay(input: QuoteInput): Quote {
  const { rates, checkIn, checkOut, guests } = input;
  const nights = nightsBetween(checkIn, checkOut);
  const extraGuests = rates.extra_guest ? Math.max(0, guests - rates.extra_guest.after) : 0;
  const extraNightly =
    rates.extra_guest && extraGuests > 0 ? extraGuests * rates.extra_guest.nightly_cents : 0;

  const nights_detail: Quote['nights_detail'] = [];
  let baseTotal = 0;
  for (let i = 0; i < nights; i++) {
    const date = addDays(checkIn, i);
    const cents = nightlyRate(rates, date);
    baseTotal += cents;
    nights_detail.push({ date, cents: cents + extraNightly });
  }
  const extraTotal = extraNightly * nights;
  const nightsTotal = baseTotal + extraTotal;

  const lines: QuoteLine[] = [{ kind: 'nights', label: plural(nights, 'night', 'nights'), cents: baseTotal }];
  if (extraTotal > 0)
    lines.push({
      kind: 'nights',
      label: `Extra guests (${extraGuests} × ${plural(nights, 'night', 'nights')})`,
      cents: extraTotal,
    });
  const percent = discountPercentFor(rates, nights);
  const discount = percentOf(nightsTotal, basisPoints(percent));
  if (discount > 0)
    lines.push({ kind: 'discount', label: `Length-of-stay discount ${percent}%`, cents: -discount });
  const fees = rates.cleaning_fee_cents;
  if (fees > 0) lines.push({ kind: 'fee', label: 'Cleaning fee', cents: fees });

  const nightsAfterDiscount = nightsTotal - discount;
  const subtotal_cents = nightsAfterDiscount + fees;
  let taxes_cents = 0;
  for (const tax of input.taxes) {
    if (tax.exempt_from_nights !== null && nights >= tax.exempt_from_nights) continue;
    const base = nightsAfterDiscount + (tax.on_fees ? fees : 0);
    const cents = percentOf(base, basisPoints(tax.percent));
    taxes_cents += cents;
    lines.push({ kind: 'tax', label: `${tax.name} ${tax.percent}%`, cents });
  }
  const total_cents = subtotal_cents + taxes_cents;

  return {
    check_in: checkIn,
    check_out: checkOut,
    nights,
    guests,
    currency: 'CAD',
    nights_detail,
    lines,
    subtotal_cents,
    taxes_cents,
    total_cents,
    cancellation: cancellationSchedule(input.cancellation, checkIn, total_cents, input.today),
  };
}

/**
 * What cancelling gives back, by date: one entry per step of the policy that refunds something, `until`
 * the last day that refund holds (arrival minus `days_before`), then `{until: null, refund_cents: 0}`.
 * Steps whose last day is already past are left out.
 */
export function cancellationSchedule(
  rules: CancellationRule[],
  checkIn: string,
  total: number,
  today: string,
): Quote['cancellation'] {
  const steps = [...rules].sort((a, b) => b.days_before - a.days_before);
  const schedule: Quote['cancellation'] = [];
  for (const rule of steps) {
    const refund = Math.max(
      0,
      percentOf(total, basisPoints(rule.refund_percent)) - percentOf(total, basisPoints(rule.fee_percent)),
    );
    const until = addDays(checkIn, -rule.days_before);
    if (refund === 0 || until < today) continue;
    schedule.push({ until, refund_cents: refund });
  }
  schedule.push({ until: null, refund_cents: 0 });
  return schedule;
}

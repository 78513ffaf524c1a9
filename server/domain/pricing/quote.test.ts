import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '#common/site-dates.ts';
import {
  cancellationSchedule,
  defaultCancellation,
  defaultTaxes,
  discountPercentFor,
  isWeekendNight,
  lowestNightly,
  minimumNightsFor,
  percentOf,
  type Quote,
  quoteStay,
  type Rates,
  type Season,
} from './quote.ts';

const chalet: Rates = {
  nightly_cents: 38_900,
  weekend_nightly_cents: 45_000,
  cleaning_fee_cents: 25_000,
  extra_guest: { after: 4, nightly_cents: 2_500 },
  seasons: [
    {
      name: 'Ski',
      start: '2026-12-15',
      end: '2027-04-01',
      nightly_cents: 55_000,
      weekend_nightly_cents: 60_000,
      minimum_nights: 5,
    },
  ],
  length_discounts: [
    { min_nights: 7, percent: 10 },
    { min_nights: 28, percent: 20 },
  ],
};

const quote = (rates: Rates, checkIn: string, checkOut: string, guests = 2, today = '2026-11-01') =>
  quoteStay({
    rates,
    taxes: defaultTaxes,
    cancellation: defaultCancellation,
    checkIn,
    checkOut,
    guests,
    today,
  });

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('quoteStay, worked examples', () => {
  it('a ski week for 4: season rates, weekend nights, weekly discount, cleaning, GST + PST + MRDT', () => {
    // Mon 4 Jan to Mon 11 Jan 2027: 5 weekday nights at $550 and Fri + Sat at $600
    const q = quote(chalet, '2027-01-04', '2027-01-11', 4);
    expect(q.nights).toBe(7);
    expect(q.nights_detail.map((n) => n.cents)).toEqual([
      55_000, 55_000, 55_000, 55_000, 60_000, 60_000, 55_000,
    ]);
    expect(q.lines).toEqual([
      { kind: 'nights', label: '7 nights', cents: 395_000 },
      { kind: 'discount', label: 'Length-of-stay discount 10%', cents: -39_500 },
      { kind: 'fee', label: 'Cleaning fee', cents: 25_000 },
      { kind: 'tax', label: 'GST 5%', cents: 19_025 },
      { kind: 'tax', label: 'PST 8%', cents: 30_440 },
      { kind: 'tax', label: 'MRDT 3%', cents: 11_415 },
    ]);
    expect(q.subtotal_cents).toBe(380_500);
    expect(q.taxes_cents).toBe(60_880);
    expect(q.total_cents).toBe(441_380);
    // 30 days before: all less 4% of 441 380 (17 655.2 → 17 655); 14 days before: half
    expect(q.cancellation).toEqual([
      { until: '2026-12-05', refund_cents: 423_725 },
      { until: '2026-12-21', refund_cents: 220_690 },
      { until: null, refund_cents: 0 },
    ]);
  });

  it('a summer weekend for 6 outside any season: base weekend rate and extra guests as nights', () => {
    // Fri 9 Jul to Sun 11 Jul 2027; 2 guests over 4 at $25 a night each
    const q = quote(chalet, '2027-07-09', '2027-07-11', 6);
    expect(q.nights_detail).toEqual([
      { date: '2027-07-09', cents: 50_000 },
      { date: '2027-07-10', cents: 50_000 },
    ]);
    expect(q.lines.slice(0, 3)).toEqual([
      { kind: 'nights', label: '2 nights', cents: 90_000 },
      { kind: 'nights', label: 'Extra guests (2 × 2 nights)', cents: 10_000 },
      { kind: 'fee', label: 'Cleaning fee', cents: 25_000 },
    ]);
    // 125 000 × 16% = 20 000
    expect(q.total_cents).toBe(145_000);
  });

  it('a night is in a season when start <= night < end', () => {
    const q = quote(chalet, '2027-03-30', '2027-04-02', 2);
    // Tue 30 and Wed 31 Mar in the ski season, Thu 1 Apr not
    expect(q.nights_detail.map((n) => n.cents)).toEqual([55_000, 55_000, 38_900]);
  });

  it('rounds each tax half-up to the cent on its own base', () => {
    expect(percentOf(10, 500)).toBe(1); // 0.5 → 1
    expect(percentOf(9, 500)).toBe(0); // 0.45 → 0
    expect(percentOf(30, 500)).toBe(2); // 1.5 → 2
    expect(percentOf(12_345, 250)).toBe(309); // 308.625 → 309
    const odd: Rates = { ...chalet, seasons: [], weekend_nightly_cents: null, nightly_cents: 10_001 };
    const q = quote(odd, '2027-06-01', '2027-06-02', 2);
    // base 10 001 + 25 000 = 35 001: GST 1750.05 → 1750, PST 2800.08 → 2800, MRDT 1050.03 → 1050
    expect(q.lines.filter((l) => l.kind === 'tax').map((l) => l.cents)).toEqual([1_750, 2_800, 1_050]);
  });

  it('taxes only the nights when a tax is not on fees', () => {
    const q = quoteStay({
      rates: { ...chalet, seasons: [] },
      taxes: [{ name: 'Nights only', percent: 10, on_fees: false, exempt_from_nights: null }],
      cancellation: defaultCancellation,
      checkIn: '2027-06-01',
      checkOut: '2027-06-03',
      guests: 2,
      today: '2026-11-01',
    });
    expect(q.lines.at(-1)).toEqual({ kind: 'tax', label: 'Nights only 10%', cents: 7_780 });
  });

  it('drops PST and MRDT from 27 nights, keeps GST', () => {
    const flat: Rates = { ...chalet, seasons: [], length_discounts: [] };
    const taxNames = (q: Quote) => q.lines.filter((l) => l.kind === 'tax').map((l) => l.label);
    expect(taxNames(quote(flat, '2027-05-01', addDays('2027-05-01', 26)))).toEqual([
      'GST 5%',
      'PST 8%',
      'MRDT 3%',
    ]);
    expect(taxNames(quote(flat, '2027-05-01', addDays('2027-05-01', 27)))).toEqual(['GST 5%']);
  });

  it('leaves out cancellation steps already past', () => {
    expect(cancellationSchedule(defaultCancellation, '2027-01-04', 10_000, '2026-12-10')).toEqual([
      { until: '2026-12-21', refund_cents: 5_000 },
      { until: null, refund_cents: 0 },
    ]);
    expect(cancellationSchedule(defaultCancellation, '2027-01-04', 10_000, '2027-01-01')).toEqual([
      { until: null, refund_cents: 0 },
    ]);
  });

  it("the season a stay starts in sets its minimum; otherwise the home's", () => {
    expect(minimumNightsFor(chalet, 2, '2027-01-04')).toBe(5);
    expect(minimumNightsFor(chalet, 2, '2027-07-04')).toBe(2);
  });

  it('the lowest nightly over a window counts the base rate only when a night falls outside the seasons', () => {
    expect(lowestNightly(chalet, '2027-01-01', '2027-02-01')).toBe(55_000);
    expect(lowestNightly(chalet, '2026-11-01', '2027-11-01')).toBe(38_900);
  });

  it('weekend nights are Friday and Saturday', () => {
    expect(['2027-01-07', '2027-01-08', '2027-01-09', '2027-01-10'].map(isWeekendNight)).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });
});

// ---- property-based ----

const day0 = Date.UTC(2026, 0, 1);
const dateArb = fc
  .integer({ min: 0, max: 900 })
  .map((d) => new Date(day0 + d * 86_400_000).toISOString().slice(0, 10));
const centsArb = fc.integer({ min: 0, max: 2_000_000 });

const seasonsArb: fc.Arbitrary<Season[]> = fc
  .array(
    fc.record({
      gap: fc.integer({ min: 0, max: 60 }),
      length: fc.integer({ min: 1, max: 120 }),
      nightly_cents: centsArb,
      weekend_nightly_cents: fc.option(centsArb),
      minimum_nights: fc.option(fc.integer({ min: 1, max: 14 })),
    }),
    { maxLength: 4 },
  )
  .map((parts) => {
    // consecutive, never overlapping
    let at = '2026-01-01';
    return parts.map(({ gap, length, ...rest }, i) => {
      const start = addDays(at, gap);
      at = addDays(start, length);
      return { name: `S${i}`, start, end: at, ...rest };
    });
  });

const ratesArb: fc.Arbitrary<Rates> = fc.record({
  nightly_cents: centsArb,
  weekend_nightly_cents: fc.option(centsArb),
  cleaning_fee_cents: centsArb,
  extra_guest: fc.option(
    fc.record({ after: fc.integer({ min: 1, max: 10 }), nightly_cents: fc.integer({ min: 0, max: 20_000 }) }),
  ),
  seasons: seasonsArb,
  length_discounts: fc.array(
    fc.record({ min_nights: fc.integer({ min: 1, max: 60 }), percent: fc.integer({ min: 0, max: 100 }) }),
    { maxLength: 4 },
  ),
});

const taxesArb = fc.array(
  fc.record({
    name: fc.constantFrom('GST', 'PST', 'MRDT', 'HST'),
    percent: fc.integer({ min: 0, max: 2_000 }).map((hundredths) => hundredths / 100),
    on_fees: fc.boolean(),
    exempt_from_nights: fc.option(fc.integer({ min: 1, max: 60 })),
  }),
  { maxLength: 4 },
);

describe('quoteStay, properties', () => {
  it('the lines always sum to the total, in whole cents, and the nights detail to the nights lines', () => {
    fc.assert(
      fc.property(
        ratesArb,
        taxesArb,
        dateArb,
        fc.integer({ min: 1, max: 90 }),
        fc.integer({ min: 1, max: 16 }),
        (rates, taxes, checkIn, nights, guests) => {
          const q = quoteStay({
            rates,
            taxes,
            cancellation: defaultCancellation,
            checkIn,
            checkOut: addDays(checkIn, nights),
            guests,
            today: '2025-12-01',
          });
          expect(q.nights).toBe(nights);
          expect(sum(q.lines.map((l) => l.cents))).toBe(q.total_cents);
          expect(q.subtotal_cents + q.taxes_cents).toBe(q.total_cents);
          for (const l of q.lines) expect(Number.isInteger(l.cents)).toBe(true);
          for (const l of q.lines) if (l.kind === 'discount') expect(l.cents).toBeLessThan(0);
          const nightsLines = sum(q.lines.filter((l) => l.kind === 'nights').map((l) => l.cents));
          expect(sum(q.nights_detail.map((n) => n.cents))).toBe(nightsLines);
          for (const c of q.cancellation) expect(c.refund_cents).toBeLessThanOrEqual(q.total_cents);
          expect(q.cancellation.at(-1)).toEqual({ until: null, refund_cents: 0 });
        },
      ),
    );
  });

  it('a longer stay never gets a higher per-night rate from a length discount', () => {
    fc.assert(
      fc.property(ratesArb, fc.integer({ min: 1, max: 90 }), (rates, nights) => {
        expect(discountPercentFor(rates, nights + 1)).toBeGreaterThanOrEqual(
          discountPercentFor(rates, nights),
        );
        // at one flat rate, the nights after the discount cost no more a night (within the cent rounding)
        const flat: Rates = { ...rates, seasons: [], weekend_nightly_cents: null, extra_guest: null };
        const paid = (n: number) => {
          const q = quote(flat, '2027-05-01', addDays('2027-05-01', n));
          return sum(q.lines.filter((l) => l.kind === 'nights' || l.kind === 'discount').map((l) => l.cents));
        };
        expect(paid(nights + 1) * nights).toBeLessThanOrEqual(
          paid(nights) * (nights + 1) + nights * (nights + 1),
        );
      }),
    );
  });

  it('with the default taxes, PST and MRDT stop at 27 nights and GST stays', () => {
    fc.assert(
      fc.property(ratesArb, dateArb, fc.integer({ min: 1, max: 60 }), (rates, checkIn, nights) => {
        const q = quote(rates, checkIn, addDays(checkIn, nights), 2, '2025-12-01');
        const names = q.lines.filter((l) => l.kind === 'tax').map((l) => l.label);
        expect(names).toEqual(nights >= 27 ? ['GST 5%'] : ['GST 5%', 'PST 8%', 'MRDT 3%']);
      }),
    );
  });
});

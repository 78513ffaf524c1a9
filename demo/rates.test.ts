import { describe, expect, it } from 'vitest';
import { ratesSchema } from '#common/pricing.ts';
import { addDays } from '#common/site-dates.ts';
import { defaultCancellation, defaultTaxes, quoteStay } from '#server/domain/pricing/quote.ts';
import { ratesProblem } from '#server/domain/pricing/rates.ts';
import { demoProperties } from './content.ts';
import { demoRates } from './rates.ts';

const site = { name: 'Selkirk Stays', phone: '+1 250-555-0142', email: 'stay@selkirkstays.example' };

describe('demo rates', () => {
  it('gives every demo home valid rates whose ski week costs more than a shoulder week', () => {
    const today = '2026-11-23';
    for (const p of demoProperties(site)) {
      const rates = demoRates(p.fields.nightly_rate_from ?? 200, p.fields.bedrooms, today);
      expect(ratesSchema.parse(rates)).toEqual(rates);
      expect(ratesProblem(rates)).toBeNull();
      const week = (checkIn: string) =>
        quoteStay({
          rates,
          taxes: defaultTaxes,
          cancellation: defaultCancellation,
          checkIn,
          checkOut: addDays(checkIn, 7),
          guests: 2,
          today,
        }).total_cents;
      expect(week('2027-01-11')).toBeGreaterThan(week('2027-10-11'));
      expect(week('2027-07-12')).toBeGreaterThan(week('2027-10-11'));
    }
  });
});

import type { RatesInput } from '#common/pricing.ts';

/**
 * Realistic rates for a demo home (issue 40 item 7), so a newcomer sees quotes at once: the "from" rate
 * as the shoulder-season base, a ski season (15 December – 1 April) and a summer season (25 June –
 * 7 September) a little dearer, Friday and Saturday a little dearer again, a cleaning fee by size, and
 * weekly and monthly discounts. Seasons cover last winter to the winter after next, so every date the
 * site can be searched for (18 months) has its season.
 */
export function demoRates(fromDollars: number, bedrooms: number, today: string): RatesInput {
  const dollars = (n: number) => Math.round(n / 5) * 5 * 100;
  const year = Number(today.slice(0, 4));
  const ski = dollars(fromDollars * 1.6);
  const summer = dollars(fromDollars * 1.3);
  const seasons: RatesInput['seasons'] = [];
  for (const y of [year - 1, year, year + 1]) {
    seasons.push({
      name: `Ski ${y}–${y + 1}`,
      start: `${y}-12-15`,
      end: `${y + 1}-04-01`,
      nightly_cents: ski,
      weekend_nightly_cents: dollars(fromDollars * 1.8),
      minimum_nights: 3,
    });
    if (y >= year)
      seasons.push({
        name: `Summer ${y}`,
        start: `${y}-06-25`,
        end: `${y}-09-07`,
        nightly_cents: summer,
        weekend_nightly_cents: dollars(fromDollars * 1.45),
        minimum_nights: null,
      });
  }
  return {
    nightly_cents: fromDollars * 100,
    weekend_nightly_cents: dollars(fromDollars * 1.15),
    cleaning_fee_cents: (100 + 40 * bedrooms) * 100,
    extra_guest: null,
    seasons: seasons.sort((a, b) => (a.start < b.start ? -1 : 1)),
    length_discounts: [
      { min_nights: 7, percent: 10 },
      { min_nights: 28, percent: 20 },
    ],
  };
}

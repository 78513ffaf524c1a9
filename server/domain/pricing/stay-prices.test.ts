import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPropertyViaApi, createTestApp, describeEachEngine, type TestApp } from '../../test/harness.ts';
import { liftAllLimits } from '../limits/limits.ts';
import { priceListedStays, priceStay } from './stay-prices.ts';

/** 10:00 on 1 December 2026 in Revelstoke. */
const now = new Date('2026-12-01T17:00:00Z');

const base = {
  nightly_cents: 30_000,
  weekend_nightly_cents: null,
  cleaning_fee_cents: 15_000,
  extra_guest: null,
  seasons: [],
  length_discounts: [{ min_nights: 7, percent: 10 }],
};
const skiSeason = {
  name: 'Ski',
  start: '2026-12-15',
  end: '2027-04-01',
  nightly_cents: 50_000,
  weekend_nightly_cents: 55_000,
  minimum_nights: 5,
};

describeEachEngine('the prices pages show (issue 40)', (engine) => {
  let t: TestApp;
  const homes: Array<{ id: number; minimum_nights: number; max_guests: number }> = [];

  beforeAll(async () => {
    t = await createTestApp(engine, { limiters: liftAllLimits(), now: () => now });
    const admin = await t.loginAdmin();
    for (const [name, rates] of [
      ['Plain', base],
      ['Ski', { ...base, seasons: [skiSeason] }],
      ['Unpriced', null],
    ] as const) {
      const home = await createPropertyViaApi(t, admin, { name, minimum_nights: '2', max_guests: '4' });
      homes.push({ id: home.id, minimum_nights: 2, max_guests: 4 });
      if (rates)
        expect(
          (
            await t.app.inject({
              method: 'PUT',
              url: `/api/v1/properties/${home.id}/rates`,
              headers: { cookie: admin },
              payload: rates,
            })
          ).statusCode,
        ).toBe(200);
    }
  });
  afterAll(async () => t?.close());

  const apiQuote = async (id: number, query: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/properties/${id}/quote?${query}` });

  it("prices a property page's stay exactly as the API's quote does, and its refusals as values", async () => {
    const [plain, ski, unpriced] = homes as [(typeof homes)[0], (typeof homes)[0], (typeof homes)[0]];
    const stay = { check_in: '2027-05-03', check_out: '2027-05-10', guests: 2 };
    const page = await priceStay(t.app.domain, plain.id, stay);
    const api = await apiQuote(plain.id, 'check_in=2027-05-03&check_out=2027-05-10&guests=2');
    expect(api.statusCode).toBe(200);
    expect(page).toEqual({ quote: api.json() });

    expect(
      await priceStay(t.app.domain, ski.id, { check_in: '2027-01-10', check_out: '2027-01-13', guests: 2 }),
    ).toEqual({
      refusal: { reason: 'minimum_nights', minimum_nights: 5, message: 'This home needs at least 5 nights' },
    });
    expect(
      await priceStay(t.app.domain, unpriced.id, {
        check_in: '2027-01-10',
        check_out: '2027-01-13',
        guests: 1,
      }),
    ).toMatchObject({ refusal: { reason: 'no_rates' } });
    expect(
      await priceStay(t.app.domain, plain.id, { check_in: '2027-01-10', check_out: '2027-01-13', guests: 9 }),
    ).toMatchObject({ refusal: { reason: 'maximum_guests' } });
    expect(
      await priceStay(t.app.domain, plain.id, { check_in: '2029-01-10', check_out: '2029-01-13', guests: 1 }),
    ).toMatchObject({ refusal: { reason: 'invalid' } });
    expect(await priceStay(t.app.domain, 999_999, stay)).toBeNull();
  });

  it("gives each listed home the API's total, the season's minimum when the dates are too short, nothing without rates", async () => {
    const [plain, ski, unpriced] = homes as [(typeof homes)[0], (typeof homes)[0], (typeof homes)[0]];
    const prices = await priceListedStays(t.app.domain, homes, {
      check_in: '2027-01-10',
      check_out: '2027-01-13',
      guests: 2,
    });
    const api = (await apiQuote(plain.id, 'check_in=2027-01-10&check_out=2027-01-13&guests=2')).json();
    expect(prices).toEqual({
      [plain.id]: { total_cents: api.total_cents, nights: 3 },
      [ski.id]: { minimum_nights: 5 },
    });
    expect(prices[unpriced.id]).toBeUndefined();
    const week = await priceListedStays(t.app.domain, homes, {
      check_in: '2027-01-10',
      check_out: '2027-01-17',
      guests: 2,
    });
    const skiWeek = (await apiQuote(ski.id, 'check_in=2027-01-10&check_out=2027-01-17&guests=2')).json();
    expect(week[ski.id]).toEqual({ total_cents: skiWeek.total_cents, nights: 7 });
    expect(
      await priceListedStays(t.app.domain, homes, {
        check_in: '2027-01-10',
        check_out: '2027-01-13',
        guests: 5,
      }),
    ).toEqual({});
  });
});

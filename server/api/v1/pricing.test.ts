import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liftAllLimits } from '../../domain/limits/limits.ts';
import { createPropertyViaApi, createTestApp, describeEachEngine, type TestApp } from '../../test/harness.ts';

/** 21:00 on 23 November 2026 in Revelstoke, already the 24th in UTC. */
const now = new Date('2026-11-24T05:00:00Z');

const rates = {
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
  length_discounts: [{ min_nights: 7, percent: 10 }],
};

describeEachEngine('rates and quotes', (engine) => {
  let t: TestApp;
  let admin: string;
  let housekeeper: string;
  let chalet: number;
  let bare: number;

  beforeAll(async () => {
    t = await createTestApp(engine, { limiters: liftAllLimits(), now: () => now });
    admin = await t.loginAdmin();
    housekeeper = await t.loginAdmin('kim', 'correct-horse-battery', 'housekeeping');
    chalet = (await createPropertyViaApi(t, admin, { name: 'Chalet', minimum_nights: '2', max_guests: '6' }))
      .id;
    bare = (await createPropertyViaApi(t, admin, { name: 'Bare', minimum_nights: '1', max_guests: '2' })).id;
    await t.db.kysely
      .insertInto('calendar_blocks')
      .values({
        property_id: chalet,
        start_date: '2027-02-01',
        end_date: '2027-02-05',
        source: 'manual',
        feed_id: null,
        note: null,
        created_by: 'tester',
        created_at: now.toISOString(),
      })
      .execute();
  });
  afterAll(async () => t?.close());

  const put = (id: number, body: unknown, cookie = admin) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/properties/${id}/rates`,
      headers: { cookie },
      payload: body as object,
    });
  const quote = (id: number, query: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/properties/${id}/quote?${query}` });

  describe('PUT and GET /properties/{id}/rates', () => {
    it('stores the rates for staff, reads them back, and keeps them from visitors and housekeeping', async () => {
      expect((await put(chalet, rates, '')).statusCode).toBe(401);
      expect((await put(chalet, rates, housekeeper)).statusCode).toBe(403);
      const saved = await put(chalet, rates);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toEqual(rates);
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/v1/properties/${chalet}/rates`,
        headers: { cookie: admin },
      });
      expect(read.json()).toEqual(rates);
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/v1/properties/${chalet}/rates` })).statusCode,
      ).toBe(401);
    });

    it('refuses overlapping seasons, negative amounts and a percent outside 0–100 with a 400, storing nothing', async () => {
      const overlapping = {
        ...rates,
        seasons: [
          ...rates.seasons,
          { ...rates.seasons[0], name: 'Spring', start: '2027-03-15', end: '2027-05-01' },
        ],
      };
      for (const body of [
        overlapping,
        { ...rates, cleaning_fee_cents: -1 },
        { ...rates, length_discounts: [{ min_nights: 7, percent: 120 }] },
        { ...rates, seasons: [{ ...rates.seasons[0], end: '2026-12-01' }] },
      ]) {
        const res = await put(chalet, body);
        expect(res.statusCode, res.body).toBe(400);
        expect(typeof res.json().message).toBe('string');
      }
      expect(overlapping.seasons).toHaveLength(2);
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/v1/properties/${chalet}/rates`,
        headers: { cookie: admin },
      });
      expect(read.json()).toEqual(rates);
    });
  });

  describe('nightly_rate_from', () => {
    it('is the lowest nightly over the next 12 months once a home has rates, the stored figure otherwise', async () => {
      const property = async (id: number) =>
        (await t.app.inject({ method: 'GET', url: `/api/v1/properties/${id}` })).json();
      // base $389 on weeknights outside the ski season
      expect((await property(chalet)).nightly_rate_from).toBe(389);
      const listed = (await t.app.inject({ method: 'GET', url: '/api/v1/properties' })).json();
      expect(listed.find((p: { id: number }) => p.id === chalet).nightly_rate_from).toBe(389);
      const stored = await t.db.kysely
        .selectFrom('properties')
        .select('nightly_rate_from')
        .where('id', '=', bare)
        .executeTakeFirstOrThrow();
      expect((await property(bare)).nightly_rate_from).toBe(stored.nightly_rate_from);
    });
  });

  describe('GET /properties/{id}/quote', () => {
    it('answers the itemized ski week for 4 with its cancellation deadlines', async () => {
      const res = await quote(chalet, 'check_in=2027-01-04&check_out=2027-01-11&guests=4');
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        property_id: chalet,
        check_in: '2027-01-04',
        check_out: '2027-01-11',
        nights: 7,
        guests: 4,
        currency: 'CAD',
        subtotal_cents: 380_500,
        taxes_cents: 60_880,
        total_cents: 441_380,
        cancellation: [
          { until: '2026-12-05', refund_cents: 423_725 },
          { until: '2026-12-21', refund_cents: 220_690 },
          { until: null, refund_cents: 0 },
        ],
      });
      expect(body.nights_detail).toHaveLength(7);
      expect(body.lines.map((l: { kind: string }) => l.kind)).toEqual([
        'nights',
        'discount',
        'fee',
        'tax',
        'tax',
        'tax',
      ]);
      expect(body.lines.reduce((a: number, l: { cents: number }) => a + l.cents, 0)).toBe(body.total_cents);
    });

    it('refuses a stay that cannot be booked with 409 and a reason', async () => {
      const refusal = async (id: number, query: string) => {
        const res = await quote(id, query);
        expect(res.statusCode, res.body).toBe(409);
        return res.json();
      };
      expect(await refusal(chalet, 'check_in=2027-02-03&check_out=2027-02-10&guests=2')).toMatchObject({
        reason: 'unavailable',
      });
      // the ski season's 5 nights override the home's 2
      expect(await refusal(chalet, 'check_in=2027-01-04&check_out=2027-01-07&guests=2')).toMatchObject({
        reason: 'minimum_nights',
        minimum_nights: 5,
      });
      expect(await refusal(chalet, 'check_in=2027-07-04&check_out=2027-07-07&guests=7')).toMatchObject({
        reason: 'maximum_guests',
      });
      expect(await refusal(chalet, 'check_in=2026-11-20&check_out=2026-11-27&guests=2')).toMatchObject({
        reason: 'past',
      });
      expect(await refusal(bare, 'check_in=2027-07-04&check_out=2027-07-07&guests=2')).toMatchObject({
        reason: 'no_rates',
      });
      // outside the season the home's own minimum holds
      expect((await quote(chalet, 'check_in=2027-07-04&check_out=2027-07-06&guests=2')).statusCode).toBe(200);
    });

    it('answers malformed input, the wrong order, too far ahead and zero guests with a 400', async () => {
      for (const query of [
        'check_in=2027-01-04&check_out=2027-01-11',
        'check_in=2027-13-04&check_out=2027-01-11&guests=2',
        'check_in=2027-01-11&check_out=2027-01-04&guests=2',
        'check_in=2028-07-01&check_out=2028-07-08&guests=2',
        'check_in=2027-01-04&check_out=2027-01-11&guests=0',
        'check_in=2027-01-04&check_out=2027-01-11&guests=two',
      ]) {
        const res = await quote(chalet, query);
        expect(res.statusCode, `${query}: ${res.body}`).toBe(400);
        expect(typeof res.json().message).toBe('string');
      }
      expect((await quote(999_999, 'check_in=2027-07-04&check_out=2027-07-07&guests=2')).statusCode).toBe(
        404,
      );
    });
  });

  describe('taxes and cancellation in /settings', () => {
    const settings = {
      brand_name: 'Columbia Cabins',
      phone: '+1 250-555-0199',
      email: 'hello@columbia.example',
      office_address: '1 First Street, Revelstoke, BC',
    };
    const send = (body: object) =>
      t.app.inject({ method: 'PUT', url: '/api/v1/settings', headers: { cookie: admin }, payload: body });

    it('shows the defaults until staff change them, and the quote follows the stored ones', async () => {
      const read = await t.app.inject({ method: 'GET', url: '/api/v1/settings' });
      expect(read.json()).toMatchObject({
        taxes: [
          { name: 'GST', percent: 5, on_fees: true, exempt_from_nights: null },
          { name: 'PST', percent: 8, on_fees: true, exempt_from_nights: 27 },
          { name: 'MRDT', percent: 3, on_fees: true, exempt_from_nights: 27 },
        ],
        cancellation: [
          { days_before: 30, refund_percent: 100, fee_percent: 4 },
          { days_before: 14, refund_percent: 50, fee_percent: 0 },
          { days_before: 0, refund_percent: 0, fee_percent: 0 },
        ],
      });
      // left out: unchanged
      expect((await send(settings)).json().taxes).toHaveLength(3);

      for (const bad of [
        { taxes: [{ name: 'GST', percent: 105, on_fees: true, exempt_from_nights: null }] },
        { cancellation: [{ days_before: 7, refund_percent: -1, fee_percent: 0 }] },
        {
          cancellation: [
            { days_before: 7, refund_percent: 50, fee_percent: 0 },
            { days_before: 7, refund_percent: 0, fee_percent: 0 },
          ],
        },
      ]) {
        const res = await send({ ...settings, brand_name: 'Refused', ...bad });
        expect(res.statusCode, res.body).toBe(400);
      }
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/settings' })).json().brand_name).not.toBe(
        'Refused',
      );

      const saved = await send({
        ...settings,
        taxes: [{ name: 'GST', percent: 5, on_fees: false, exempt_from_nights: null }],
        cancellation: [{ days_before: 7, refund_percent: 100, fee_percent: 0 }],
      });
      expect(saved.statusCode, saved.body).toBe(200);
      // Sun 4 Jul to Tue 6 Jul 2027, outside the season: 2 × $389 + $250 cleaning, GST on the nights only
      const q = (await quote(chalet, 'check_in=2027-07-04&check_out=2027-07-06&guests=2')).json();
      expect(q.lines.filter((l: { kind: string }) => l.kind === 'tax')).toEqual([
        { kind: 'tax', label: 'GST 5%', cents: 3_890 },
      ]);
      expect(q.total_cents).toBe(77_800 + 25_000 + 3_890);
      expect(q.cancellation).toEqual([
        { until: '2027-06-27', refund_cents: q.total_cents },
        { until: null, refund_cents: 0 },
      ]);
    });
  });
});

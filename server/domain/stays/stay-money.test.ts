import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPropertyViaApi, createTestApp, describeEachEngine, type TestApp } from '../../test/harness.ts';
import { liftAllLimits } from '../limits/limits.ts';
import { guestBookingSummary } from './stay-money.ts';

/** 21:00 on 23 November 2026 in Revelstoke. */
const now = new Date('2026-11-24T05:00:00.000Z');

/** Issue 41, item 6: what a stay's guest reads of their booking in the guide. */
describeEachEngine("a stay's booking in its guide", (engine) => {
  let t: TestApp;
  let admin: string;
  let home: number;

  beforeAll(async () => {
    t = await createTestApp(engine, { now: () => now, limiters: liftAllLimits() });
    admin = await t.loginAdmin();
    home = (await createPropertyViaApi(t, admin, { name: 'Chalet' })).id;
    const settings = (await t.app.inject({ url: '/api/v1/settings' })).json() as object;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/settings',
      headers: { cookie: admin },
      payload: {
        ...settings,
        payment_instructions: { en: 'E-transfer to pay@stays.test', fr: 'Virement Interac à pay@stays.test' },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(async () => t?.close());

  const stay = async (body: object) => {
    const made = await t.app.inject({
      method: 'POST',
      url: `/api/v1/properties/${home}/stays`,
      headers: { cookie: admin },
      payload: body,
    });
    expect(made.statusCode, made.body).toBe(201);
    return made.json().id as number;
  };

  it('gives dates, guests, total, paid, balance, how to pay in the guest language and the deadlines', async () => {
    const id = await stay({
      guest_name: 'Camille Roy',
      arrival: '2027-01-20',
      departure: '2027-01-25',
      guests: 3,
      total_cents: 100_000,
    });
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/v1/properties/${home}/stays/${id}/payments`,
      headers: { cookie: admin },
      payload: { cents: 25_000, method: 'e-transfer', received_on: '2026-11-23' },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const summary = await guestBookingSummary(t.app.domain, id, 'fr');
    expect(summary).toMatchObject({
      arrival: '2027-01-20',
      departure: '2027-01-25',
      guests: 3,
      total_cents: 100_000,
      paid_cents: 25_000,
      balance_cents: 75_000,
      payment_instructions: 'Virement Interac à pay@stays.test',
    });
    // the default policy from 24 November: full refund less 4% until 30 days before, half until 14 days before
    expect(summary?.cancellation).toEqual([
      { until: '2026-12-21', refund_cents: 96_000 },
      { until: '2027-01-06', refund_cents: 50_000 },
      { until: null, refund_cents: 0 },
    ]);
    expect((await guestBookingSummary(t.app.domain, id, 'en'))?.payment_instructions).toBe(
      'E-transfer to pay@stays.test',
    );
  });

  it('has no money section for a stay without a total', async () => {
    const id = await stay({ guest_name: 'Jordan Lee', arrival: '2027-02-01', departure: '2027-02-04' });
    expect(await guestBookingSummary(t.app.domain, id, 'en')).toBeNull();
  });
});

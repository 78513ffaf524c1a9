import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liftAllLimits } from '../../domain/limits/limits.ts';
import { createPropertyViaApi, createTestApp, describeEachEngine, type TestApp } from '../../test/harness.ts';

/** 12:00 on 23 November 2026 in Revelstoke. */
const now = new Date('2026-11-23T19:00:00Z');

/** Issue 24, item 1: a stay occupies its nights in availability and the date search, like a booking. */
describeEachEngine('stays occupy their nights', (engine) => {
  let t: TestApp;
  let admin: string;
  let chalet: number;
  let studio: number;

  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}` });
  const names = async (query: string) =>
    ((await get(`/properties?${query}`)).json() as { name: string }[]).map((p) => p.name);
  const addStay = (propertyId: number, body: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/properties/${propertyId}/stays`,
      payload: body,
      headers: { cookie: admin },
    });

  beforeAll(async () => {
    t = await createTestApp(engine, { limiters: liftAllLimits(), now: () => now });
    admin = await t.loginAdmin();
    chalet = (await createPropertyViaApi(t, admin, { name: 'Chalet', minimum_nights: '1' })).id;
    studio = (await createPropertyViaApi(t, admin, { name: 'Studio', minimum_nights: '1' })).id;
    // Priya, staying now: Nov 26-29 (her last night is the 28th)
    expect(
      (await addStay(chalet, { guest_name: 'Priya', arrival: '2026-11-26', departure: '2026-11-29' }))
        .statusCode,
    ).toBe(201);
    const revoked = (
      await addStay(studio, { guest_name: 'Gone', arrival: '2026-11-26', departure: '2026-11-29' })
    ).json();
    await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/properties/${studio}/stays/${revoked.id}`,
      headers: { cookie: admin },
    });
  });
  afterAll(async () => t?.close());

  it("shows a stay's nights as taken in public availability, without saying who or why", async () => {
    const res = await get(`/properties/${chalet}/availability?from=2026-11-23&to=2026-12-31`);
    expect(res.json().blocked).toEqual([{ start: '2026-11-26', end: '2026-11-29' }]);
    expect(res.body).not.toMatch(/Priya|stay|guest/i);
  });

  it('merges a stay with a block it touches into one plain range', async () => {
    // through the API, which moves the public content revision the public answers are cached by
    const block = await t.app.inject({
      method: 'POST',
      url: `/api/v1/properties/${chalet}/calendar/blocks`,
      payload: { start: '2026-11-29', end: '2026-12-01', note: 'Owner' },
      headers: { cookie: admin },
    });
    expect(block.statusCode).toBe(201);
    const res = await get(`/properties/${chalet}/availability?from=2026-11-23&to=2026-12-31`);
    expect(res.json().blocked).toEqual([{ start: '2026-11-26', end: '2026-12-01' }]);
  });

  it('leaves a property out of the date search on any night of a stay, the departure day free', async () => {
    expect(await names('check_in=2026-11-26&check_out=2026-11-27')).toEqual(['Studio']);
    expect(await names('check_in=2026-11-28&check_out=2026-11-29')).toEqual(['Studio']);
    expect(await names('check_in=2026-11-24&check_out=2026-11-26')).toEqual(['Chalet', 'Studio']);
  });

  it('frees the nights of a revoked stay', async () => {
    const res = await get(`/properties/${studio}/availability?from=2026-11-23&to=2026-12-31`);
    expect(res.json().blocked).toEqual([]);
  });

  describe('the exported feed', () => {
    it("lists a stay's nights so the channels see them", async () => {
      const key = (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/properties/${chalet}/calendar/export`,
          headers: { cookie: admin },
        })
      ).json();
      const ics = await t.app.inject({ method: 'GET', url: key.path });
      expect(ics.statusCode).toBe(200);
      expect(ics.body).toContain('DTSTART;VALUE=DATE:20261126');
    });
  });
});

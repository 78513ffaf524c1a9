import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Schedule } from '#common/reservations.ts';
import type { Stay } from '#common/stay.ts';
import { liftAllLimits } from '../../domain/limits/limits.ts';
import { createPropertyViaApi, createTestApp, describeEachEngine, type TestApp } from '../../test/harness.ts';

/**
 * Issue 24: a link staff copied or shared from its share panel counts as sent on the Today screen, so the
 * panel records it (`link_shared_at`) and the schedule carries it.
 */
describeEachEngine('POST /properties/{id}/stays/{stayId}/shared', (engine) => {
  let t: TestApp;
  let admin: string;
  let chalet: number;
  let studio: number;
  let stay: Stay;
  /** 12:00 on 23 November 2026 in Revelstoke, moved on below. */
  let now = new Date('2026-11-23T19:00:00Z');

  const request = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { cookie: admin },
      ...(payload ? { payload } : {}),
    });
  const shared = (propertyId: number, stayId: number) =>
    request('POST', `/properties/${propertyId}/stays/${stayId}/shared`);

  beforeAll(async () => {
    t = await createTestApp(engine, { limiters: liftAllLimits(), now: () => now });
    admin = await t.loginAdmin();
    chalet = (await createPropertyViaApi(t, admin, { name: 'Chalet' })).id;
    studio = (await createPropertyViaApi(t, admin, { name: 'Studio' })).id;
    const res = await request('POST', `/properties/${chalet}/stays`, {
      guest_name: 'Priya',
      arrival: '2026-11-25',
      departure: '2026-11-28',
    });
    expect(res.statusCode).toBe(201);
    stay = res.json();
  });
  afterAll(async () => t?.close());

  it('a new stay has never been shared', async () => {
    expect(stay.link_shared_at).toBeNull();
  });

  it('records the time, answers the Stay, and keeps the latest time', async () => {
    const first = await shared(chalet, stay.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ...stay, link_shared_at: '2026-11-23T19:00:00.000Z' });
    now = new Date('2026-11-24T01:30:00Z');
    expect((await shared(chalet, stay.id)).json().link_shared_at).toBe('2026-11-24T01:30:00.000Z');
    const listed = (await request('GET', `/properties/${chalet}/stays`)).json() as Stay[];
    expect(listed.find((s) => s.id === stay.id)?.link_shared_at).toBe('2026-11-24T01:30:00.000Z');
  });

  it("is in the schedule's entry of the stay, and null for a stay never shared", async () => {
    const other: Stay = (
      await request('POST', `/properties/${studio}/stays`, {
        guest_name: 'Omar',
        arrival: '2026-11-25',
        departure: '2026-11-27',
      })
    ).json();
    const schedule = (await request('GET', '/schedule?from=2026-11-25&to=2026-11-26')).json() as Schedule;
    const arrivals = schedule.days[0]?.arrivals ?? [];
    expect(arrivals.find((e) => e.stay_id === stay.id)?.link_shared_at).toBe('2026-11-24T01:30:00.000Z');
    expect(arrivals.find((e) => e.stay_id === other.id)?.link_shared_at).toBeNull();
  });

  it("answers 404 for an unknown stay, another property's stay or an unknown property", async () => {
    for (const [propertyId, stayId, message] of [
      [chalet, 999_999, 'Stay not found'],
      [studio, stay.id, 'Stay not found'],
      [999_999, stay.id, 'Property not found'],
    ] as const) {
      const res = await shared(propertyId, stayId);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message });
    }
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/properties/${chalet}/stays/${stay.id}/shared`,
    });
    expect(res.statusCode).toBe(401);
  });

  it('is in the OpenAPI document, answering a Stay with link_shared_at', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operation = doc.paths['/api/v1/properties/{id}/stays/{stayId}/shared'].post;
    expect(operation.operationId).toBe('markStayLinkShared');
    expect(JSON.stringify(operation.responses['200'])).toContain('link_shared_at');
  });
});

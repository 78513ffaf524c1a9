import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CalendarBlock } from '#common/calendar.ts';
import type { Stay } from '#common/stay.ts';
import { liftAllLimits } from '../../domain/limits/limits.ts';
import { createPropertyViaApi, createTestApp, describeEachEngine, type TestApp } from '../../test/harness.ts';

/** 12:00 on 23 November 2026 in Revelstoke. */
const now = new Date('2026-11-23T19:00:00Z');

/**
 * Issue 24, "no night can be double-booked without a warning": a manual block over a live stay's nights is
 * a 409 with the stays, in the shape of the stays' own 409, unless `allow_overlap`.
 */
describeEachEngine('a manual block over a stay', (engine) => {
  let t: TestApp;
  let admin: string;
  let chalet: number;
  let priya: Stay;

  const request = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { cookie: admin },
      ...(payload ? { payload } : {}),
    });
  const block = (body: object) => request('POST', `/properties/${chalet}/calendar/blocks`, body);
  const manualBlocks = async () =>
    (
      (await request('GET', `/properties/${chalet}/calendar/blocks?from=2026-11-01&to=2027-01-31`)).json()
        .blocks as CalendarBlock[]
    ).filter((b) => b.source === 'manual');

  beforeAll(async () => {
    t = await createTestApp(engine, { limiters: liftAllLimits(), now: () => now });
    admin = await t.loginAdmin();
    chalet = (await createPropertyViaApi(t, admin, { name: 'Chalet', minimum_nights: '1' })).id;
    // Priya: Nov 26-29 (her last night is the 28th)
    const res = await request('POST', `/properties/${chalet}/stays`, {
      guest_name: 'Priya',
      arrival: '2026-11-26',
      departure: '2026-11-29',
    });
    expect(res.statusCode).toBe(201);
    priya = res.json();
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await t.db.kysely.deleteFrom('calendar_blocks').execute();
  });

  it('answers 409 {message, conflicts} naming the stay, and blocks nothing', async () => {
    const res = await block({ start: '2026-11-27', end: '2026-12-02', note: 'Plumber' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'These nights overlap a stay. Send allow_overlap: true to block them anyway.',
      conflicts: [{ kind: 'stay', id: priya.id, start: '2026-11-26', end: '2026-11-29' }],
    });
    expect(await manualBlocks()).toEqual([]);
  });

  it('blocks the nights anyway with allow_overlap: true (201)', async () => {
    const res = await block({ start: '2026-11-27', end: '2026-11-28', note: 'Owner', allow_overlap: true });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      start: '2026-11-27',
      end: '2026-11-28',
      source: 'manual',
      note: 'Owner',
    });
    expect(await manualBlocks()).toHaveLength(1);
  });

  it('lets a block start on the departure day or end on the arrival day (the nights beside a stay)', async () => {
    expect((await block({ start: '2026-11-29', end: '2026-12-01' })).statusCode).toBe(201);
    expect((await block({ start: '2026-11-24', end: '2026-11-26' })).statusCode).toBe(201);
  });

  it("does not count a revoked stay, nor another property's stay", async () => {
    const other = (await createPropertyViaApi(t, admin, { name: 'Studio', minimum_nights: '1' })).id;
    const gone: Stay = (
      await request('POST', `/properties/${chalet}/stays`, {
        guest_name: 'Gone',
        arrival: '2026-12-10',
        departure: '2026-12-14',
      })
    ).json();
    expect((await request('DELETE', `/properties/${chalet}/stays/${gone.id}`)).statusCode).toBe(204);
    expect((await block({ start: '2026-12-11', end: '2026-12-13' })).statusCode).toBe(201);
    expect(
      (
        await request('POST', `/properties/${other}/calendar/blocks`, {
          start: '2026-11-26',
          end: '2026-11-29',
        })
      ).statusCode,
    ).toBe(201);
  });

  it('names every stay overlapped, in order of arrival', async () => {
    const second: Stay = (
      await request('POST', `/properties/${chalet}/stays`, {
        guest_name: 'Omar',
        arrival: '2026-11-30',
        departure: '2026-12-03',
      })
    ).json();
    const res = await block({ start: '2026-11-28', end: '2026-12-01' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'These nights overlap stays. Send allow_overlap: true to block them anyway.',
      conflicts: [
        { kind: 'stay', id: priya.id, start: '2026-11-26', end: '2026-11-29' },
        { kind: 'stay', id: second.id, start: '2026-11-30', end: '2026-12-03' },
      ],
    });
    await request('DELETE', `/properties/${chalet}/stays/${second.id}`);
  });

  it('checks the block before the stays (a bad block is a 400, not a 409)', async () => {
    const res = await block({ start: '2026-11-28', end: '2026-11-27' });
    expect(res.statusCode).toBe(400);
    expect((await block({ start: '2026-11-27', end: '2026-11-28', allow_overlap: 'yes' })).statusCode).toBe(
      400,
    );
  });

  describe('the OpenAPI document', () => {
    it('lists the 409 and allow_overlap on POST …/calendar/blocks', async () => {
      const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
      const operation = doc.paths['/api/v1/properties/{id}/calendar/blocks'].post;
      expect(Object.keys(operation.responses)).toContain('409');
      expect(JSON.stringify(operation.requestBody)).toContain('allow_overlap');
    });
  });
});

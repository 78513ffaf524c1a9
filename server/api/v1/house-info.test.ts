import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HouseInfo } from '#common/house-info.ts';
import { liftAllLimits } from '../../domain/limits/limits.ts';
import {
  createPropertyViaApi,
  createTestApp,
  createWelcomeViaApi,
  describeEachEngine,
  type TestApp,
} from '../../test/harness.ts';

/** Issue 24, item 6: what a changeover needs about each home, readable by housekeeping, with no code. */
describeEachEngine('house information', (engine) => {
  let t: TestApp;
  let admin: string;
  let cleaner: string;
  let chalet: number;
  let lodge: number;

  const call = (cookie: string, method: 'GET' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createTestApp(engine, { limiters: liftAllLimits() });
    admin = await t.loginAdmin();
    cleaner = await t.loginAdmin('cleaner', 'cleaner-password', 'housekeeping');
    lodge = (await createPropertyViaApi(t, admin, { name: 'Lodge', address: '12 Pine St' })).id;
    chalet = (await createPropertyViaApi(t, admin, { name: 'Chalet', address: '3 Birch Rd' })).id;
    await createWelcomeViaApi(t, admin, chalet, {
      check_in_time: '16:00',
      checkout_time: '10:00',
      door_code: '7391',
    });
  });
  afterAll(() => t.close());

  it('lists every home by name with its address and times, and no code, for housekeeping too', async () => {
    const res = await call(cleaner, 'GET', '/house-info');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        property_id: chalet,
        name: 'Chalet',
        address: '3 Birch Rd',
        check_in_time: '16:00',
        checkout_time: '10:00',
        turnover_notes: '',
      },
      // no welcome page yet: no times
      {
        property_id: lodge,
        name: 'Lodge',
        address: '12 Pine St',
        check_in_time: '',
        checkout_time: '',
        turnover_notes: '',
      },
    ]);
    expect(res.body).not.toContain('7391');
    expect(res.body).not.toContain('powder-day-2025');
  });

  it('keeps the turnover notes staff write, and clears them when blank', async () => {
    const saved = await call(admin, 'PUT', `/properties/${chalet}/turnover-notes`, {
      turnover_notes: '  Linen in the hall closet; put the hot tub cover back on.  ',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      property_id: chalet,
      turnover_notes: 'Linen in the hall closet; put the hot tub cover back on.',
    });
    const listed = (await call(cleaner, 'GET', '/house-info')).json() as HouseInfo[];
    expect(listed.find((h) => h.property_id === chalet)?.turnover_notes).toBe(
      'Linen in the hall closet; put the hot tub cover back on.',
    );
    // a second write replaces the first
    await call(admin, 'PUT', `/properties/${chalet}/turnover-notes`, {
      turnover_notes: 'Shed key in the safe.',
    });
    const cleared = await call(admin, 'PUT', `/properties/${chalet}/turnover-notes`, { turnover_notes: '' });
    expect(cleared.json().turnover_notes).toBe('');
  });

  describe('refusals', () => {
    it('refuses housekeeping a write (403) and leaves the notes as they were', async () => {
      await call(admin, 'PUT', `/properties/${lodge}/turnover-notes`, {
        turnover_notes: 'Boots by the door.',
      });
      const res = await call(cleaner, 'PUT', `/properties/${lodge}/turnover-notes`, { turnover_notes: 'x' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toHaveProperty('message');
      const listed = (await call(admin, 'GET', '/house-info')).json() as HouseInfo[];
      expect(listed.find((h) => h.property_id === lodge)?.turnover_notes).toBe('Boots by the door.');
    });

    it('answers 400 for notes that are too long or not text, 404 for an unknown home, 401 signed out', async () => {
      const long = await call(admin, 'PUT', `/properties/${chalet}/turnover-notes`, {
        turnover_notes: 'x'.repeat(10_001),
      });
      expect(long.statusCode).toBe(400);
      expect(long.json().fields.turnover_notes).toBe('Turnover notes must be at most 10000 characters');
      const notText = await call(admin, 'PUT', `/properties/${chalet}/turnover-notes`, { turnover_notes: 5 });
      expect(notText.statusCode).toBe(400);
      expect(notText.json().fields.turnover_notes).toBe('Turnover notes must be text');
      const unknown = await call(admin, 'PUT', '/properties/999999/turnover-notes', { turnover_notes: 'x' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'Property not found' });
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/house-info' })).statusCode).toBe(401);
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schedule, ScheduleEntry } from '#common/reservations.ts';
import type { Task } from '#common/tasks.ts';
import { liftAllLimits } from '../../domain/limits/limits.ts';
import {
  createPropertyViaApi,
  createTestApp,
  createWelcomeViaApi,
  describeEachEngine,
  type TestApp,
} from '../../test/harness.ts';

/** 13:00 on 1 Dec 2026 in Revelstoke (UTC-7). */
const now = new Date('2026-12-01T20:00:00.000Z');

/**
 * Issue 42 item 5, 41 and 43 on Today: what the schedule tells about each arrival, each home's readiness and
 * the staff blocks that make a booked night double-booked.
 */
describeEachEngine('the schedule on Today', (engine) => {
  let t: TestApp;
  let admin: string;
  let kim: string;
  let chalet: number;
  let lodge: number;
  let cabin: number;

  const call = (cookie: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
  const addStay = async (propertyId: number, body: object) => {
    const res = await call(admin, 'POST', `/properties/${propertyId}/stays`, {
      allow_overlap: true,
      ...body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  const schedule = async (cookie = admin): Promise<Schedule> => {
    const res = await call(cookie, 'GET', '/schedule?from=2026-12-01&to=2026-12-09');
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const arrival = (s: Schedule, guest: string): ScheduleEntry | undefined =>
    s.days.flatMap((d) => d.arrivals).find((e) => e.guest_name === guest);
  const cleanOf = async (stayId: number): Promise<Task> => {
    const res = await call(admin, 'GET', '/tasks?kind=clean');
    const task = (res.json() as Task[]).find((x) => x.stay_id === stayId);
    if (!task) throw new Error(`no clean for stay ${stayId}`);
    return task;
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { now: () => now, limiters: liftAllLimits() });
    admin = await t.loginAdmin();
    kim = await t.loginAdmin('kim', 'housekeeper-password', 'housekeeping');
    chalet = (await createPropertyViaApi(t, admin, { name: 'Chalet' })).id;
    lodge = (await createPropertyViaApi(t, admin, { name: 'Lodge' })).id;
    cabin = (await createPropertyViaApi(t, admin, { name: 'Cabin' })).id;
    await createWelcomeViaApi(t, admin, chalet, {
      check_in_time: '15:30',
      checkout_time: '10:00',
      door_code: '2468',
    });
    // the lodge's page names no code and no instructions: its guests cannot get in
    await createWelcomeViaApi(t, admin, lodge, { check_in_time: '16:00', checkout_time: '11:00' });
  });
  afterAll(async () => t?.close());

  describe('GET /schedule entries', () => {
    it("carry the party's size, the home's times, the stay's note and whether the guest can get in", async () => {
      await addStay(chalet, { guest_name: 'Ana', arrival: '2026-12-03', departure: '2026-12-05', guests: 4 });
      const staysRes = await call(admin, 'GET', `/properties/${chalet}/stays`);
      const ana = staysRes.json().find((s: { guest_name: string }) => s.guest_name === 'Ana');
      expect(
        (await call(admin, 'PATCH', `/properties/${chalet}/stays/${ana.id}`, { note: 'Crib in the loft' }))
          .statusCode,
      ).toBe(200);
      await addStay(lodge, { guest_name: 'Ben', arrival: '2026-12-04', departure: '2026-12-06' });
      await addStay(cabin, { guest_name: 'Cy', arrival: '2026-12-04', departure: '2026-12-06' });

      const s = await schedule();
      expect(arrival(s, 'Ana')).toMatchObject({
        guests: 4,
        check_in_time: '15:30',
        checkout_time: '10:00',
        note: 'Crib in the loft',
        entry_missing: false,
      });
      expect(arrival(s, 'Ben')).toMatchObject({
        guests: null,
        check_in_time: '16:00',
        checkout_time: '11:00',
        note: '',
        entry_missing: true,
      });
      // no welcome page at all: no times, no way in
      expect(arrival(s, 'Cy')).toMatchObject({ check_in_time: '', checkout_time: '', entry_missing: true });
    });

    it("counts a stay's own door code as a way in", async () => {
      const id = (await call(admin, 'GET', `/properties/${lodge}/stays`)).json()[0].id;
      const res = await call(admin, 'PATCH', `/properties/${lodge}/stays/${id}`, { door_code: '1357' });
      expect(res.statusCode, res.body).toBe(200);
      expect(arrival(await schedule(), 'Ben')?.entry_missing).toBe(false);
    });
  });

  describe("GET /schedule homes' readiness", () => {
    it('follows the clean of the latest departure: dirty, cleaning, ready, inspected', async () => {
      const early = await addStay(cabin, {
        guest_name: 'Old',
        arrival: '2026-11-20',
        departure: '2026-11-24',
      });
      const latest = await addStay(cabin, {
        guest_name: 'Dee',
        arrival: '2026-11-27',
        departure: '2026-12-01',
      });
      const clean = await cleanOf(latest);
      // Old left before today and was entered after the fact: no clean is made for it (issue 42)
      await expect(cleanOf(early)).rejects.toThrow(`no clean for stay ${early}`);
      const readiness = async (cookie = admin) =>
        (await schedule(cookie)).homes.find((h) => h.property_id === cabin);

      expect(await readiness()).toEqual({
        property_id: cabin,
        property_name: 'Cabin',
        readiness: 'dirty',
        departure: '2026-12-01',
        task_id: clean.id,
        assignee_name: null,
      });
      const kimId = (await call(admin, 'GET', '/users'))
        .json()
        .find((u: { name: string }) => u.name === 'kim').id;
      for (const [patch, expected] of [
        [{ status: 'in_progress', assignee_id: kimId }, 'cleaning'],
        [{ status: 'done' }, 'ready'],
        [{ status: 'inspected' }, 'inspected'],
      ] as const) {
        const res = await call(admin, 'PATCH', `/tasks/${clean.id}`, patch);
        expect(res.statusCode, res.body).toBe(200);
        expect(await readiness()).toMatchObject({ readiness: expected, assignee_name: 'kim' });
      }
      // housekeeping reads the same schedule (no money in it)
      expect(await readiness(kim)).toMatchObject({ readiness: 'inspected', assignee_name: 'kim' });
    });

    it('is null for a home nobody has left yet, and every home is listed by name', async () => {
      const s = await schedule();
      expect(s.homes.map((h) => h.property_name)).toEqual(['Cabin', 'Chalet', 'Lodge']);
      expect(s.homes.find((h) => h.property_id === chalet)).toMatchObject({
        readiness: null,
        departure: null,
        task_id: null,
      });
    });
  });

  describe('GET /schedule blocks', () => {
    const addBlock = async (propertyId: number, body: object) => {
      const res = await call(admin, 'POST', `/properties/${propertyId}/calendar/blocks`, {
        allow_overlap: true,
        ...body,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    };

    it("lists staff's blocks with a night in the range, by home, with their reason", async () => {
      // over Ana's nights at the chalet (3-5 Dec): the night of the 4th is double-booked on Today
      const owner = await addBlock(chalet, { start: '2026-12-04', end: '2026-12-06', note: "Owner's week" });
      // its last night is the schedule's first
      const painting = await addBlock(lodge, { start: '2026-11-28', end: '2026-12-02' });
      // ending on the first day, starting on the day after the last: no night in the range
      await addBlock(cabin, { start: '2026-11-20', end: '2026-12-01', note: 'Before' });
      await addBlock(cabin, { start: '2026-12-09', end: '2026-12-12', note: 'After' });
      // imported from a channel: the sync keeps it as a reservation, which the schedule lists already
      const feed = await call(admin, 'POST', `/properties/${chalet}/calendar/feeds`, {
        label: 'Airbnb',
        url: 'https://airbnb.example/calendar/ical/1.ics',
      });
      expect(feed.statusCode, feed.body).toBe(201);
      await t.db.kysely
        .insertInto('calendar_blocks')
        .values({
          property_id: chalet,
          start_date: '2026-12-06',
          end_date: '2026-12-08',
          source: 'feed',
          feed_id: feed.json().id,
          note: null,
          created_by: null,
          created_at: now.toISOString(),
        })
        .execute();

      const s = await schedule();
      expect(s.blocks).toEqual([
        {
          id: owner,
          property_id: chalet,
          property_name: 'Chalet',
          start: '2026-12-04',
          end: '2026-12-06',
          note: "Owner's week",
        },
        {
          id: painting,
          property_id: lodge,
          property_name: 'Lodge',
          start: '2026-11-28',
          end: '2026-12-02',
          note: null,
        },
      ]);
      // a block brings nobody: the days list the same guests as before
      expect(s.days.flatMap((d) => d.arrivals).map((e) => e.guest_name)).toEqual(['Ana', 'Cy', 'Ben']);
      // housekeeping, who runs the day from Today, reads the same blocks
      expect((await schedule(kim)).blocks).toEqual(s.blocks);
    });

    it('is in the OpenAPI document as an optional list of blocks', async () => {
      const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
      const answer = doc.paths['/api/v1/schedule'].get.responses['200'].content['application/json'].schema;
      expect(answer.required).toEqual(expect.arrayContaining(['from', 'to', 'days', 'homes']));
      expect(answer.required).not.toContain('blocks');
      expect(answer.properties.blocks.type).toBe('array');
      expect(answer.properties.blocks.description).toMatch(/night .* shares with a stay .* double-booked/);
      expect(Object.keys(answer.properties.blocks.items.properties)).toEqual([
        'id',
        'property_id',
        'property_name',
        'start',
        'end',
        'note',
      ]);
    });
  });
});

import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Reservation, Schedule, ScheduleEntry } from '#common/reservations.ts';
import type { Stay } from '#common/stay.ts';
import { liftAllLimits } from '../../domain/limits/limits.ts';
import { createPropertyViaApi, createTestApp, describeEachEngine, type TestApp } from '../../test/harness.ts';

const fixtures = path.join(import.meta.dirname, '../../test/calendar-feeds');
const fixture = (name: string) => fs.readFileSync(path.join(fixtures, name), 'utf8');
/** Midday on 23 Nov 2026 in Revelstoke, whichever offset the runtime's time-zone data gives it. */
const now = new Date('2026-11-23T20:00:00.000Z');

const priyaUid = '1418fb94e984-5e8c0a1b@airbnb.com';
const nextUid = '1418fb94e984-77d2c3aa@airbnb.com';

/** What the local feed server answers for the Airbnb feed; tests move and cancel Priya's reservation. */
let airbnb = fixture('airbnb-reservations.ics');
let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const body =
      req.url === '/airbnb.ics' ? airbnb : req.url === '/vrbo.ics' ? fixture('vrbo-reservations.ics') : null;
    if (body === null) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));

/** Issue 24, items 3 and 4: channel reservations made into stays, and the schedule across homes. */
describeEachEngine('reservations and the schedule', (engine) => {
  let t: TestApp;
  let cookie: string;
  let chalet: number;
  let lodge: number;
  let airbnbFeed: number;
  let vrboFeed: number;

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
  const sync = async (propertyId: number) =>
    expect((await call('POST', `/properties/${propertyId}/calendar/sync`)).statusCode).toBe(200);
  const reservations = async (query = 'from=2026-11-23&to=2026-12-31'): Promise<Reservation[]> =>
    (await call('GET', `/reservations?${query}`)).json().reservations;
  const stayOf = async (id: number): Promise<Stay> =>
    (await call('GET', `/properties/${chalet}/stays`)).json().find((s: Stay) => s.id === id);

  beforeAll(async () => {
    t = await createTestApp(engine, {
      now: () => now,
      limiters: liftAllLimits(),
      env: { CALENDAR_ALLOW_PRIVATE: '1' },
    });
    cookie = await t.loginAdmin();
    chalet = (await createPropertyViaApi(t, cookie, { name: 'Chalet' })).id;
    lodge = (await createPropertyViaApi(t, cookie, { name: 'Lodge' })).id;
    airbnbFeed = (
      await call('POST', `/properties/${chalet}/calendar/feeds`, {
        label: 'Airbnb',
        url: `${base}/airbnb.ics`,
      })
    ).json().id;
    vrboFeed = (
      await call('POST', `/properties/${lodge}/calendar/feeds`, { label: 'Vrbo', url: `${base}/vrbo.ics` })
    ).json().id;
    await sync(chalet);
    await sync(lodge);
  });
  afterAll(async () => t?.close());

  describe('GET /reservations', () => {
    it('lists every booking of the feeds in date order, without closed nights or cancelled events', async () => {
      const res = await call('GET', '/reservations?from=2026-11-23&to=2026-12-31');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        from: '2026-11-23',
        to: '2026-12-31',
        reservations: [
          {
            property_id: chalet,
            property_name: 'Chalet',
            feed_id: airbnbFeed,
            feed_label: 'Airbnb',
            uid: priyaUid,
            start: '2026-11-26',
            end: '2026-11-29',
            summary: 'Reserved',
            stay_id: null,
          },
          {
            property_id: lodge,
            property_name: 'Lodge',
            feed_id: vrboFeed,
            feed_label: 'Vrbo',
            uid: '7f3e9a10-1@vrbo.com',
            start: '2026-11-27',
            end: '2026-12-01',
            summary: 'Reserved - Omar',
            stay_id: null,
          },
          expect.objectContaining({
            property_id: chalet,
            uid: nextUid,
            start: '2026-11-29',
            end: '2026-12-04',
          }),
          expect.objectContaining({
            property_id: lodge,
            uid: '7f3e9a10-4@vrbo.com',
            summary: 'Reserved - Lin',
          }),
        ],
      });
    });

    it('keeps to the range and to one property when asked', async () => {
      expect((await reservations('from=2026-11-30&to=2026-12-02')).map((r) => r.uid)).toEqual([
        '7f3e9a10-1@vrbo.com',
        nextUid,
        '7f3e9a10-4@vrbo.com',
      ]);
      expect(
        (await reservations(`from=2026-11-23&to=2026-12-31&property_id=${lodge}`)).map((r) => r.property_id),
      ).toEqual([lodge, lodge]);
    });

    it.each([
      ['to=2026-12-01', 'from'],
      ['from=2026-11-23', 'to'],
      ['from=2026-02-30&to=2026-12-01', 'from'],
      ['from=2026-12-01&to=2026-12-01', 'to'],
      ['from=2026-11-23&to=2027-11-25', 'to'],
      ['from=2026-11-23&to=2026-12-01&property_id=abc', 'property_id'],
    ])('answers 400 {message, fields} for %s', async (query, field) => {
      const res = await call('GET', `/reservations?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty(field);
    });
  });

  describe('a stay made from a reservation', () => {
    let priya: Stay;

    it('takes the reservation dates and links it; the list then names the stay', async () => {
      const res = await call('POST', `/properties/${chalet}/stays`, {
        guest_name: 'Priya',
        reservation: { feed_id: airbnbFeed, uid: priyaUid },
      });
      expect(res.statusCode).toBe(201);
      priya = res.json();
      expect(priya).toMatchObject({
        arrival: '2026-11-26',
        departure: '2026-11-29',
        reservation: { feed_id: airbnbFeed, uid: priyaUid, summary: 'Reserved' },
        warning: null,
      });
      expect((await reservations()).find((r) => r.uid === priyaUid)?.stay_id).toBe(priya.id);
    });

    it('is never a 409 for overlapping the channel booking it is (or any other)', async () => {
      const res = await call('POST', `/properties/${chalet}/stays`, {
        guest_name: 'Walk-in',
        arrival: '2026-12-01',
        departure: '2026-12-03',
      });
      expect(res.statusCode).toBe(201);
      await t.db.kysely.deleteFrom('stays').where('id', '=', res.json().id).execute();
    });

    it.each([
      [{ feed_id: 999999, uid: priyaUid }, 'reservation'],
      [{ feed_id: 0, uid: priyaUid }, 'reservation.feed_id'],
      [{ uid: priyaUid }, 'reservation.feed_id'],
      [{ feed_id: 1 }, 'reservation.uid'],
    ])('answers 400 for the unknown or malformed reservation %j', async (reservation, field) => {
      const res = await call('POST', `/properties/${chalet}/stays`, { guest_name: 'X', reservation });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty(field);
    });

    it("answers 400 for another property's reservation, and for dates sent beside one", async () => {
      const other = await call('POST', `/properties/${lodge}/stays`, {
        guest_name: 'X',
        reservation: { feed_id: airbnbFeed, uid: priyaUid },
      });
      expect(other.statusCode).toBe(400);
      const dated = await call('POST', `/properties/${chalet}/stays`, {
        guest_name: 'X',
        arrival: '2026-11-26',
        reservation: { feed_id: airbnbFeed, uid: nextUid },
      });
      expect(dated.statusCode).toBe(400);
      expect(dated.json().fields.arrival).toBe('Arrival and departure come from the reservation');
    });

    it('shows "The channel changed these dates" when the feed moves the reservation, and keeps its own dates', async () => {
      airbnb = fixture('airbnb-reservations.ics').replace(
        'DTEND;VALUE=DATE:20261129',
        'DTEND;VALUE=DATE:20261130',
      );
      await sync(chalet);
      expect(await stayOf(priya.id)).toMatchObject({
        arrival: '2026-11-26',
        departure: '2026-11-29',
        warning: 'The channel changed these dates',
      });
      // staff follow the channel: the warning goes
      const fixed = await call('PATCH', `/properties/${chalet}/stays/${priya.id}`, {
        departure: '2026-11-30',
        allow_overlap: true,
      });
      expect(fixed.json().warning).toBeNull();
    });

    it('shows the warning when the feed no longer lists the reservation (cancelled)', async () => {
      airbnb = fixture('airbnb-reservations.ics').replace(
        /BEGIN:VEVENT\r\nDTEND;VALUE=DATE:20261129\r\n[\s\S]*?END:VEVENT\r\n/,
        '',
      );
      expect(airbnb).not.toContain(priyaUid);
      await sync(chalet);
      expect((await stayOf(priya.id)).warning).toBe('The channel changed these dates');
      // back as it was, for the schedule below
      airbnb = fixture('airbnb-reservations.ics');
      await sync(chalet);
      await call('PATCH', `/properties/${chalet}/stays/${priya.id}`, { departure: '2026-11-29' });
      expect((await stayOf(priya.id)).warning).toBeNull();
    });
  });

  describe('GET /schedule', () => {
    const day = (schedule: Schedule, date: string) => schedule.days.find((d) => d.date === date);
    const who = (entries: ScheduleEntry[]) =>
      entries.map((e) => `${e.property_name}:${e.source}:${e.guest_name ?? '-'}:${e.start}/${e.end}`);

    it('lists each day of [from, to) with arrivals, departures, who stays and turnovers', async () => {
      const res = await call('GET', '/schedule?from=2026-11-26&to=2026-12-02');
      expect(res.statusCode).toBe(200);
      const schedule: Schedule = res.json();
      expect(schedule.days.map((d) => d.date)).toEqual([
        '2026-11-26',
        '2026-11-27',
        '2026-11-28',
        '2026-11-29',
        '2026-11-30',
        '2026-12-01',
      ]);
      // Priya's reservation was made into a stay: it appears once, as the stay
      expect(who(day(schedule, '2026-11-26')?.arrivals ?? [])).toEqual([
        'Chalet:stay:Priya:2026-11-26/2026-11-29',
      ]);
      expect(who(day(schedule, '2026-11-28')?.staying ?? [])).toEqual([
        'Chalet:stay:Priya:2026-11-26/2026-11-29',
        'Lodge:reservation:-:2026-11-27/2026-12-01',
      ]);
      const turnover = day(schedule, '2026-11-29');
      expect(turnover?.turnovers).toEqual([
        {
          property_id: chalet,
          departure: expect.objectContaining({ source: 'stay', guest_name: 'Priya', end: '2026-11-29' }),
          arrival: expect.objectContaining({ source: 'reservation', stay_id: null, start: '2026-11-29' }),
        },
      ]);
      expect(who(turnover?.departures ?? [])).toEqual(['Chalet:stay:Priya:2026-11-26/2026-11-29']);
      expect(day(schedule, '2026-12-01')?.turnovers.map((x) => x.property_id)).toEqual([lodge]);
      expect(day(schedule, '2026-11-30')?.turnovers).toEqual([]);
    });

    it('takes at most 62 days', async () => {
      expect((await call('GET', '/schedule?from=2026-11-01&to=2027-01-02')).statusCode).toBe(200);
      const res = await call('GET', '/schedule?from=2026-11-01&to=2027-01-03');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'The range may span at most 62 days',
        fields: { to: 'The range may span at most 62 days' },
      });
    });

    it.each(['from=2026-11-01', 'from=tomorrow&to=2026-12-01', 'from=2026-12-01&to=2026-11-01'])(
      'answers 400 for %s',
      async (query) => {
        expect((await call('GET', `/schedule?${query}`)).statusCode).toBe(400);
      },
    );
  });
});

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPropertyViaApi,
  createTestApp,
  createWelcomeViaApi,
  describeEachEngine,
  loginGuest,
  type TestApp,
} from '../../test/harness.ts';

const now = new Date('2026-11-23T20:00:00.000Z');

const feedBody = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN',
  'BEGIN:VEVENT',
  'UID:a@airbnb.com',
  'DTSTART;VALUE=DATE:20261210',
  'DTEND;VALUE=DATE:20261214',
  'SUMMARY:Reserved',
  'DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/details/HMSECRET',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

let server: http.Server;
let base: string;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/airbnb.ics')
      return void res.writeHead(200, { 'content-type': 'text/calendar' }).end(feedBody);
    res.writeHead(500).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describeEachEngine('calendar API', (engine) => {
  let t: TestApp;
  let cookie: string;
  let propertyId: number;
  let otherPropertyId: number;

  beforeAll(async () => {
    t = await createTestApp(engine, { now: () => now, env: { CALENDAR_ALLOW_PRIVATE: '1' } });
    cookie = await t.loginAdmin();
    propertyId = (await createPropertyViaApi(t, cookie)).id;
    otherPropertyId = (await createPropertyViaApi(t, cookie, { title: 'Other' })).id;
  });
  afterAll(() => t.close());

  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1/properties/${propertyId}/calendar${path}`,
      headers: { cookie },
      ...(payload ? { payload } : {}),
    });

  describe('authorisation', () => {
    const calls: [string, string, object?][] = [
      ['GET', '/feeds'],
      ['POST', '/feeds', { label: 'Airbnb', url: 'https://example.com/a.ics' }],
      ['PUT', '/feeds/1', { label: 'Airbnb', url: 'https://example.com/a.ics' }],
      ['DELETE', '/feeds/1'],
      ['POST', '/sync'],
      ['GET', '/blocks'],
      ['POST', '/blocks', { start: '2026-12-01', end: '2026-12-03' }],
      ['DELETE', '/blocks/1'],
      ['GET', '/export'],
      ['POST', '/export/regenerate'],
    ];
    it.each(calls)('%s %s: 401 without a session, 401 for a guest', async (method, path, payload) => {
      const url = `/api/v1/properties/${propertyId}/calendar${path}`;
      const anon = await t.app.inject({ method: method as 'GET', url, ...(payload ? { payload } : {}) });
      expect(anon.statusCode).toBe(401);
      expect(anon.json()).toEqual({ message: 'Please log in to continue' });
      await createWelcomeViaApi(t, cookie, propertyId).catch(() => {});
      const guest = await loginGuest(t, propertyId);
      const asGuest = await t.app.inject({
        method: method as 'GET',
        url,
        headers: { cookie: guest },
        ...(payload ? { payload } : {}),
      });
      expect(asGuest.statusCode).toBe(401);
    });
  });

  it('adds, edits, lists, syncs and removes feeds (0-5, label at most 60, http/https only)', async () => {
    expect((await api('GET', '/feeds')).json()).toEqual([]);
    const created = await api('POST', '/feeds', { label: ' Airbnb ', url: `${base}/airbnb.ics` });
    expect(created.statusCode).toBe(201);
    const feed = created.json();
    expect(feed).toMatchObject({ label: 'Airbnb', status: 'never', last_error: null, block_count: 0 });

    expect(
      (await api('POST', '/feeds', { label: 'x'.repeat(61), url: 'https://a.example/x.ics' })).json(),
    ).toEqual({
      message: 'Label must be at most 60 characters',
      fields: { label: 'Label must be at most 60 characters' },
    });
    const ftp = await api('POST', '/feeds', { label: 'FTP', url: 'ftp://a.example/x.ics' });
    expect(ftp.statusCode).toBe(400);
    expect(ftp.json().fields.url).toBe(
      'Feed address must be a web address starting with https://, http:// or webcal://',
    );
    // a calendar app's webcal:// address is the same feed read over https
    const webcal = await api('POST', '/feeds', { label: 'iCloud', url: 'webcal://p42.example.com/feed.ics' });
    expect(webcal.statusCode).toBe(201);
    expect(webcal.json().url).toBe('https://p42.example.com/feed.ics');
    expect((await api('DELETE', `/feeds/${webcal.json().id}`)).statusCode).toBe(204);

    const synced = await api('POST', '/sync');
    expect(synced.statusCode).toBe(200);
    expect(synced.json()[0]).toMatchObject({ id: feed.id, status: 'ok', block_count: 1, last_error: null });
    expect(synced.json()[0].last_success_at).toBe(now.toISOString());

    const edited = await api('PUT', `/feeds/${feed.id}`, { label: 'Broken', url: `${base}/missing.ics` });
    expect(edited.json()).toMatchObject({ label: 'Broken', url: `${base}/missing.ics` });
    const failed = (await api('POST', '/sync')).json()[0];
    expect(failed).toMatchObject({
      status: 'error',
      last_error: 'HTTP 500 Internal Server Error',
      block_count: 1,
    });

    for (let i = 2; i <= 5; i++)
      expect(
        (await api('POST', '/feeds', { label: `Feed ${i}`, url: `https://a.example/${i}.ics` })).statusCode,
      ).toBe(201);
    const sixth = await api('POST', '/feeds', { label: 'Feed 6', url: 'https://a.example/6.ics' });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toEqual({ message: 'A property can have at most 5 calendar feeds' });

    expect((await api('DELETE', `/feeds/${feed.id}`)).statusCode).toBe(204);
    expect((await api('DELETE', `/feeds/${feed.id}`)).statusCode).toBe(404);
    const blocks = (await api('GET', '/blocks?from=2026-11-01&to=2027-01-01')).json().blocks;
    expect(blocks.filter((b: { source: string }) => b.source === 'feed')).toEqual([]);
    // another property's feed is not reachable through this one
    const feeds = (await api('GET', '/feeds')).json();
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/properties/${otherPropertyId}/calendar/feeds/${feeds[0].id}`,
      headers: { cookie },
    });
    expect(foreign.statusCode).toBe(404);
    for (const f of feeds) await api('DELETE', `/feeds/${f.id}`);
  });

  it('adds and removes manual blocks with notes; imported and manual told apart; 400 for bad dates', async () => {
    const feed = (await api('POST', '/feeds', { label: 'Airbnb', url: `${base}/airbnb.ics` })).json();
    await api('POST', '/sync');
    // overlapping an imported block is allowed
    const added = await api('POST', '/blocks', {
      start: '2026-12-12',
      end: '2026-12-20',
      note: 'Owner at home',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      start: '2026-12-12',
      end: '2026-12-20',
      source: 'manual',
      note: 'Owner at home',
    });

    const list = await api('GET', '/blocks?from=2026-12-01&to=2027-01-01');
    expect(list.json()).toMatchObject({ property_id: propertyId, from: '2026-12-01', to: '2027-01-01' });
    expect(
      list
        .json()
        .blocks.map((b: Record<string, unknown>) => [b.start, b.end, b.source, b.feed_label, b.note]),
    ).toEqual([
      ['2026-12-10', '2026-12-14', 'feed', 'Airbnb', null],
      ['2026-12-12', '2026-12-20', 'manual', null, 'Owner at home'],
    ]);
    // defaults: today to 12 months later
    expect((await api('GET', '/blocks')).json()).toMatchObject({ from: '2026-11-23', to: '2027-11-23' });

    for (const [payload, field] of [
      [{ start: '2026-12-20', end: '2026-12-12' }, 'end'],
      [{ start: '2026-12-20', end: '2026-12-20' }, 'end'],
      [{ start: '2026-02-30', end: '2026-03-02' }, 'start'],
      [{ start: '12/01/2026', end: '2026-12-03' }, 'start'],
    ] as const) {
      const res = await api('POST', '/blocks', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().fields)).toContain(field);
    }
    expect((await api('GET', '/blocks?from=2027-01-01&to=2026-12-01')).statusCode).toBe(400);
    expect((await api('GET', '/blocks?from=2027-01-01&to=2029-01-01')).statusCode).toBe(400);
    expect((await api('GET', '/blocks?from=tomorrow')).statusCode).toBe(400);

    // imported blocks cannot be removed by hand
    const imported = list.json().blocks[0];
    expect((await api('DELETE', `/blocks/${imported.id}`)).statusCode).toBe(404);
    expect((await api('DELETE', `/blocks/${added.json().id}`)).statusCode).toBe(204);
    expect((await api('GET', '/blocks?from=2026-12-01&to=2027-01-01')).json().blocks).toHaveLength(1);
    await api('DELETE', `/feeds/${feed.id}`);
  });

  it('exports every blocked night as all-day events, readable by the parser, without notes or labels; 404 without the key', async () => {
    const feed = (await api('POST', '/feeds', { label: 'Airbnb', url: `${base}/airbnb.ics` })).json();
    await api('POST', '/sync');
    await api('POST', '/blocks', { start: '2026-12-14', end: '2026-12-16', note: 'Painter Bob' });
    await api('POST', '/blocks', { start: '2027-01-02', end: '2027-01-05', note: 'Owner' });

    // the key was made with the property: reading it writes nothing
    const stored = await t.app.domain.db
      .selectFrom('properties')
      .select('calendar_export_key')
      .where('id', '=', propertyId)
      .executeTakeFirstOrThrow();
    const exported = await api('GET', '/export');
    expect(exported.statusCode).toBe(200);
    const { key, path, url } = exported.json();
    expect(key).toMatch(/^[\w-]{32}$/);
    expect(key).toBe(stored.calendar_export_key);
    expect(path).toBe(`/properties/${propertyId}/calendar.ics?key=${key}`);
    expect(url).toBe(`http://localhost:3000${path}`);
    expect((await api('GET', '/export')).json().key).toBe(key);

    const ics = await t.app.inject({ method: 'GET', url: path });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(ics.body).not.toMatch(/Painter|Owner|Airbnb|HMSECRET|Reserved/);
    const calendar = new ICAL.Component(ICAL.parse(ics.body) as unknown[]);
    const events = calendar.getAllSubcomponents('vevent').map((v) => {
      const e = new ICAL.Event(v);
      return [e.startDate.isDate, e.startDate.toString(), e.endDate.toString()];
    });
    // touching runs joined: Airbnb 10-14 and the manual 14-16 are one run of blocked nights
    expect(events).toEqual([
      [true, '2026-12-10', '2026-12-16'],
      [true, '2027-01-02', '2027-01-05'],
    ]);

    const otherLastChar = key.endsWith('x') ? 'y' : 'x';
    for (const wrong of [`?key=${key.slice(0, -1)}${otherLastChar}`, '', '?key=', `?key=${key}&key=${key}`]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/properties/${propertyId}/calendar.ics${wrong}`,
      });
      expect(res.statusCode, wrong).toBe(404);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: `/properties/${otherPropertyId}/calendar.ics?key=${key}` }))
        .statusCode,
    ).toBe(404);

    const regenerated = (await api('POST', '/export/regenerate')).json();
    expect(regenerated.key).not.toBe(key);
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: regenerated.path })).statusCode).toBe(200);
    await api('DELETE', `/feeds/${feed.id}`);
  });

  it('404 for a property that does not exist', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/properties/999999/calendar/feeds',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Property not found' });
  });
});

import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../../config.ts';
import { fetchFeed, isForbiddenAddress } from '../../infra/calendar-fetch.ts';
import { createPropertyViaApi, createTestApp, describeEachEngine, type TestApp } from '../../test/harness.ts';
import type { DomainContext } from '../shared/context.ts';
import { readPublicContentRevision } from '../shared/public-content.ts';
import { createFeed, listBlocks, listFeeds } from './calendar.ts';
import { syncFeed } from './calendar-sync.ts';

const fixtures = path.join(import.meta.dirname, '../../test/calendar-feeds');
const fixture = (name: string) => fs.readFileSync(path.join(fixtures, name));
const now = new Date('2026-11-23T20:00:00.000Z'); // 12:00 in Revelstoke

/** What the local feed server answers at /current; tests switch it between good data and each failure. */
type Mode =
  | { kind: 'file'; name: string; etag?: string }
  | { kind: 'status'; status: number }
  | { kind: 'hang' };

let server: http.Server;
let base: string;
let mode: Mode = { kind: 'file', name: 'airbnb.ics' };
const conditionalRequests: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    if (url === '/loop') return void res.writeHead(302, { location: '/loop' }).end();
    const hop = /^\/hop(\d)$/.exec(url);
    if (hop) {
      const n = Number(hop[1]);
      return void res.writeHead(301, { location: n > 1 ? `/hop${n - 1}` : '/file/vrbo.ics' }).end();
    }
    if (url === '/huge') {
      // 6 MB in chunks, no Content-Length: the cap must stop the stream, not the header
      res.writeHead(200, { 'content-type': 'text/calendar' });
      res.write('BEGIN:VCALENDAR\r\n');
      const chunk = `X-FILLER:${'x'.repeat(64 * 1024)}\r\n`;
      let sent = 0;
      const pump = () => {
        while (sent < 6 * 1024 * 1024) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end('END:VCALENDAR\r\n');
      };
      res.on('error', () => {});
      return pump();
    }
    // issue 22 / ADR 0025: the body goes through a pipeline; each of these ends it a different way
    if (url === '/gzip')
      return void res
        .writeHead(200, { 'content-type': 'text/calendar', 'content-encoding': 'gzip' })
        .end(zlib.gzipSync(fixture('vrbo.ics')));
    if (url === '/bad-gzip')
      return void res
        .writeHead(200, { 'content-type': 'text/calendar', 'content-encoding': 'gzip' })
        .end(Buffer.concat([zlib.gzipSync(fixture('vrbo.ics')).subarray(0, 40), Buffer.from('not gzip')]));
    if (url === '/gzip-bomb')
      return void res
        .writeHead(200, { 'content-type': 'text/calendar', 'content-encoding': 'gzip' })
        .end(zlib.gzipSync(Buffer.alloc(8 * 1024 * 1024, 'x')));
    if (url === '/cut') {
      // a Content-Length the server never reaches: it hangs up halfway through the body
      res.writeHead(200, { 'content-type': 'text/calendar', 'content-length': '100000' });
      res.write('BEGIN:VCALENDAR\r\n');
      return void setTimeout(() => res.destroy(), 20);
    }
    const file = /^\/file\/([\w.-]+)$/.exec(url);
    if (file)
      return void res.writeHead(200, { 'content-type': 'text/calendar' }).end(fixture(file[1] as string));
    if (url === '/current') {
      if (mode.kind === 'hang') return; // never answers
      if (mode.kind === 'status') return void res.writeHead(mode.status).end('nope');
      if (mode.etag && req.headers['if-none-match'] === mode.etag) {
        conditionalRequests.push(mode.etag);
        return void res.writeHead(304).end();
      }
      return void res
        .writeHead(200, {
          'content-type': 'text/calendar; charset=utf-8',
          ...(mode.etag ? { etag: mode.etag } : {}),
        })
        .end(fixture(mode.name));
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describeEachEngine('calendar feed sync', (engine) => {
  let t: TestApp;
  let ctx: DomainContext;
  let propertyId: number;
  // long enough for any answer on a loaded machine; the hanging feed's case shortens it
  const fetch = { timeoutMs: 10_000 };
  const hangingFetch = { timeoutMs: 400 };

  beforeAll(async () => {
    t = await createTestApp(engine, { now: () => now, env: { CALENDAR_ALLOW_PRIVATE: '1' } });
    ctx = t.app.domain;
    const cookie = await t.loginAdmin();
    propertyId = (await createPropertyViaApi(t, cookie)).id;
  });
  afterAll(() => t.close());

  const nights = async (feedId: number) =>
    (await listBlocks(ctx, propertyId, '2026-01-01', '2028-12-31'))
      .filter((b) => b.feed_id === feedId)
      .map((b) => [b.start, b.end]);

  const importFixture = async (name: string) => {
    const feed = await createFeed(ctx, propertyId, { label: name, url: `${base}/file/${name}` });
    expect(await syncFeed(ctx, feed.id, { fetch })).toBe('changed');
    return nights(feed.id).finally(() =>
      t.db.kysely.deleteFrom('calendar_feeds').where('id', '=', feed.id).execute(),
    );
  };

  it('imports an Airbnb export: all-day stays from today on, the one under way cut at today', async () => {
    expect(await importFixture('airbnb.ics')).toEqual([
      ['2026-11-23', '2026-11-25'],
      ['2026-12-18', '2026-12-27'],
      ['2027-01-05', '2027-01-09'],
      ['2027-02-01', '2027-02-03'],
    ]);
  });

  it('imports a Vrbo export: overlapping stays merged, back-to-back ones kept apart, cancelled left out', async () => {
    expect(await importFixture('vrbo.ics')).toEqual([
      ['2027-03-10', '2027-03-18'],
      ['2027-03-18', '2027-03-20'],
      ['2027-04-20', '2027-04-21'],
    ]);
  });

  it('imports timed events with TZID (IANA and the feed’s own VTIMEZONE) and UTC as site-zone nights', async () => {
    expect(await importFixture('booking.ics')).toEqual([
      ['2027-01-10', '2027-01-14'], // 16:00 → 11:00 Vancouver
      ['2027-02-01', '2027-02-05'], // Europe/London 23:00 = 15:00 here
      ['2027-02-28', '2027-03-03'], // 00:00Z = 16:00 the day before here
      ['2027-03-15', '2027-03-16'], // a day of maintenance blocks its night
      ['2027-04-01', '2027-04-03'], // "Eastern Standard Time" 14:00 = 11:00 here: check-out day stays free
    ]);
  });

  it('expands RRULE with EXDATE and cancelled overrides over the next 18 months', async () => {
    expect(await importFixture('guesty-recurring.ics')).toEqual([
      ['2026-12-01', '2026-12-02'],
      ['2027-01-04', '2027-01-06'],
      ['2027-01-18', '2027-01-20'],
      ['2027-02-01', '2027-02-02'],
      ['2027-07-04', '2027-07-05'], // yearly since 2020, and 2028-07-04 is past the horizon
    ]);
  });

  it('reads a Windows-1252 file and an empty calendar', async () => {
    expect(await importFixture('windows-1252.ics')).toEqual([['2027-05-01', '2027-05-04']]);
    const feed = await createFeed(ctx, propertyId, { label: 'empty', url: `${base}/file/empty.ics` });
    expect(await syncFeed(ctx, feed.id, { fetch })).toBe('unchanged');
    expect((await listFeeds(ctx, propertyId)).find((f) => f.id === feed.id)?.status).toBe('ok');
    await t.db.kysely.deleteFrom('calendar_feeds').where('id', '=', feed.id).execute();
  });

  it('follows up to 3 redirects', async () => {
    const feed = await createFeed(ctx, propertyId, { label: 'hops', url: `${base}/hop3` });
    expect(await syncFeed(ctx, feed.id, { fetch })).toBe('changed');
    expect(await nights(feed.id)).toHaveLength(3);
    await t.db.kysely.deleteFrom('calendar_feeds').where('id', '=', feed.id).execute();
  });

  describe('a failing feed keeps its last good data and records the error', () => {
    let feedId: number;
    const good = [
      ['2026-11-23', '2026-11-25'],
      ['2026-12-18', '2026-12-27'],
      ['2027-01-05', '2027-01-09'],
      ['2027-02-01', '2027-02-03'],
    ];

    beforeAll(async () => {
      mode = { kind: 'file', name: 'airbnb.ics', etag: '"v1"' };
      feedId = (await createFeed(ctx, propertyId, { label: 'Airbnb', url: `${base}/current` })).id;
      expect(await syncFeed(ctx, feedId, { fetch })).toBe('changed');
    });
    beforeEach(() => {
      mode = { kind: 'file', name: 'airbnb.ics', etag: '"v1"' };
    });

    const failures: [string, Mode | null, string | RegExp, string?][] = [
      ['404', { kind: 'status', status: 404 }, 'HTTP 404 Not Found'],
      ['500', { kind: 'status', status: 500 }, 'HTTP 500 Internal Server Error'],
      ['a timeout', { kind: 'hang' }, 'The feed did not answer within 0 s'],
      ['a malformed file', { kind: 'file', name: 'malformed.ics' }, /not a valid iCalendar/],
      ['a 6 MB body', null, 'The feed is larger than 5 MB', '/huge'],
      ['a redirect loop', null, 'Too many redirects (more than 3)', '/loop'],
    ];
    for (const [name, failingMode, error, url] of failures) {
      it(`on ${name}`, async () => {
        if (failingMode) mode = failingMode;
        if (url)
          await t.db.kysely
            .updateTable('calendar_feeds')
            .set({ url: `${base}${url}` })
            .where('id', '=', feedId)
            .execute();
        const before = (await listFeeds(ctx, propertyId)).find((f) => f.id === feedId);
        const revision = await readPublicContentRevision(ctx);
        const options = failingMode?.kind === 'hang' ? hangingFetch : fetch;
        expect(await syncFeed(ctx, feedId, { fetch: options })).toBe('failed');
        const after = (await listFeeds(ctx, propertyId)).find((f) => f.id === feedId);
        expect(after?.status).toBe('error');
        if (typeof error === 'string') expect(after?.last_error).toBe(error);
        else expect(after?.last_error).toMatch(error);
        expect(after?.last_success_at).toBe(before?.last_success_at);
        expect(await nights(feedId)).toEqual(good);
        expect(await readPublicContentRevision(ctx)).toBe(revision);
        await t.db.kysely
          .updateTable('calendar_feeds')
          .set({ url: `${base}/current` })
          .where('id', '=', feedId)
          .execute();
      });
    }

    it('a conditional GET answered 304 keeps the data and clears the error', async () => {
      const revision = await readPublicContentRevision(ctx);
      expect(await syncFeed(ctx, feedId, { fetch })).toBe('not-modified');
      expect(conditionalRequests).toContain('"v1"');
      const feed = (await listFeeds(ctx, propertyId)).find((f) => f.id === feedId);
      expect(feed?.status).toBe('ok');
      expect(await nights(feedId)).toEqual(good);
      expect(await readPublicContentRevision(ctx)).toBe(revision);
    });

    it('a changed feed replaces its blocks as a whole and moves the public revision', async () => {
      mode = { kind: 'file', name: 'vrbo.ics', etag: '"v2"' };
      const revision = await readPublicContentRevision(ctx);
      expect(await syncFeed(ctx, feedId, { fetch })).toBe('changed');
      expect(await nights(feedId)).toEqual([
        ['2027-03-10', '2027-03-18'],
        ['2027-03-18', '2027-03-20'],
        ['2027-04-20', '2027-04-21'],
      ]);
      expect(await readPublicContentRevision(ctx)).toBe(revision + 1);
    });

    it('one node at a time: a feed claimed by another node is left alone', async () => {
      const until = new Date(now.getTime() + 60_000).toISOString();
      await t.db.kysely
        .updateTable('calendar_feeds')
        .set({ claimed_until: until, claimed_by: 'other-node' })
        .where('id', '=', feedId)
        .execute();
      expect(await syncFeed(ctx, feedId, { fetch, worker: 'this-node' })).toBe('busy');
      // an expired claim (that node died) is taken over
      await t.db.kysely
        .updateTable('calendar_feeds')
        .set({ claimed_until: new Date(now.getTime() - 1).toISOString() })
        .where('id', '=', feedId)
        .execute();
      expect(await syncFeed(ctx, feedId, { fetch, worker: 'this-node' })).not.toBe('busy');
    });
  });
});

describe('the SSRF guard (CALENDAR_ALLOW_PRIVATE unset)', () => {
  it('is off unless configured', () => {
    expect(parseConfig({}).calendar.allowPrivate).toBe(false);
  });

  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.10',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '2002:c0a8:0101::1',
    '64:ff9b::a00:1',
    // issue 22: every IPv6 form that carries a private IPv4 address
    '::ffff:0:127.0.0.1', // IPv4-translated
    '::ffff:0:7f00:1',
    '0:0:0:0:0:ffff:7f00:0001',
    '::127.0.0.1', // IPv4-compatible
    '::7f00:1',
    '::ffff:169.254.169.254',
    '64:ff9b::127.0.0.1', // NAT64
    '64:ff9b::192.168.0.1',
    '64:ff9b:1::8.8.8.8', // local-use NAT64
    '2002:7f00:1::', // 6to4
    '2002:a9fe:a9fe::1',
    '2001:0:7f00:1::1', // Teredo server
    '2001:0:4136:e378:8000:63bf:80ff:fffe', // Teredo client 127.0.0.1 (stored inverted)
    'fe80::1%eth0',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isForbiddenAddress(address)).toBe(true);
  });

  it.each([
    '93.184.215.14',
    '8.8.8.8',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
    '64:ff9b::8.8.8.8', // what DNS64 answers for a public IPv4 host on an IPv6-only network
    '2002:808:808::1',
  ])('allows %s', (address) => {
    expect(isForbiddenAddress(address)).toBe(false);
  });

  it("refuses this machine's own interface addresses, in any form", () => {
    const own = new Set(['93.184.215.14', '2606:4700:4700::1111']);
    for (const address of ['93.184.215.14', '::ffff:93.184.215.14', '2606:4700:4700:0::1111'])
      expect(isForbiddenAddress(address, own), address).toBe(true);
    expect(isForbiddenAddress('8.8.8.8', own)).toBe(false);
    // by default, the interfaces as the system lists them
    const mine = Object.values(os.networkInterfaces()).flatMap((list) => list ?? []);
    expect(mine.length).toBeGreaterThan(0);
    for (const { address } of mine) expect(isForbiddenAddress(address), address).toBe(true);
  });

  const options = {
    timeoutMs: 2000,
    maxBytes: 1024 * 1024,
    maxRedirects: 3,
    allowPrivate: false,
    userAgent: 'test',
  };

  it.each([
    'http://127.0.0.1:9/feed.ics',
    'http://[::1]:9/feed.ics',
    'http://[::ffff:127.0.0.1]:9/feed.ics',
    'http://[::ffff:0:127.0.0.1]:9/feed.ics',
    'http://[::ffff:7f00:1]:9/feed.ics',
    'http://[::127.0.0.1]:9/feed.ics',
    'http://0.0.0.0:9/feed.ics',
  ])('never connects to %s', async (url) => {
    await expect(fetchFeed(url, {}, options)).rejects.toThrow(/^Refused: /);
  });

  it('checks a redirect target again: a public-looking hop to the local server is refused', async () => {
    // the local server itself is private, so even the first hop is refused; with private allowed, the
    // redirect to loopback passes through the same guard
    await expect(fetchFeed(`${base}/hop1`, {}, options)).rejects.toThrow(/^Refused: /);
    await expect(fetchFeed(`${base}/hop1`, {}, { ...options, allowPrivate: true })).resolves.toMatchObject({
      kind: 'fresh',
    });
  });

  it('refuses a host name that resolves to a private address (the address connected to is the one checked)', async () => {
    // a name, resolved by the guard's own lookup, not an address literal
    await expect(
      fetchFeed(`http://localhost:${new URL(base).port}/file/airbnb.ics`, {}, options),
    ).rejects.toThrow(/^Refused: localhost/);
  });
});

describe('reading the body (a pipeline: every way it ends is an answer, never a stray error)', () => {
  const options = {
    timeoutMs: 10_000,
    maxBytes: 5 * 1024 * 1024,
    maxRedirects: 3,
    userAgent: 'test',
    allowPrivate: true,
  };

  it('decodes a gzip body', async () => {
    const answer = await fetchFeed(`${base}/gzip`, {}, options);
    expect(answer.kind === 'fresh' && answer.body.equals(fixture('vrbo.ics'))).toBe(true);
  });

  it('refuses a corrupt or cut gzip body', async () => {
    await expect(fetchFeed(`${base}/bad-gzip`, {}, options)).rejects.toThrow(/^Z_(DATA|BUF)_ERROR: /);
  });

  it('stops a body that decompresses past the cap', async () => {
    await expect(fetchFeed(`${base}/gzip-bomb`, {}, options)).rejects.toThrow('The feed is larger than 5 MB');
  });

  it('reports a server that hangs up before the body ended', async () => {
    await expect(fetchFeed(`${base}/cut`, {}, options)).rejects.toThrow(
      'The connection closed before the feed ended',
    );
  });
});

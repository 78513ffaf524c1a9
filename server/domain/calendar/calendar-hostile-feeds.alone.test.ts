import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parseDeadlineMs } from '../../infra/calendar-parser.ts';
import { createPropertyViaApi, createTestApp, describeEachEngine, type TestApp } from '../../test/harness.ts';
import {
  dailySince1900Feed,
  impossibleRuleFeed,
  manyEventsFeed,
  ordinaryFeed,
  watchLatency,
} from '../../test/hostile-feeds.ts';
import { createFeed, listBlocks, listFeeds, updateFeed } from './calendar.ts';
import { syncFeed } from './calendar-sync.ts';

/**
 * Issue 22: feeds that once froze a node for minutes (54,000 events in 5 MB, events recurring daily since
 * 1900, a rule no date satisfies) are synced while another client keeps asking /healthz.
 */
const tooComplex = 'This calendar is too large or too complex';
const bodies = new Map<string, string>([
  ['/ordinary.ics', ordinaryFeed()],
  ['/54k.ics', manyEventsFeed(54_000, 5_000_000)],
  ['/daily-since-1900.ics', dailySince1900Feed(1000)],
  ['/impossible.ics', impossibleRuleFeed(200)],
]);
/** what each request for a feed was answered with, so that a test can wait for a fetch to be under way */
const requested: string[] = [];

let feedServer: http.Server;
let feedBase: string;
beforeAll(async () => {
  feedServer = http.createServer((req, res) => {
    const body = bodies.get(req.url ?? '');
    requested.push(req.url ?? '');
    if (!body) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/calendar' }).end(body);
  });
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  feedBase = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  feedServer.closeAllConnections();
  await new Promise((resolve) => feedServer.close(resolve));
});

describeEachEngine('hostile calendar feeds', (engine) => {
  let t: TestApp;
  let url: string;
  let propertyId: number;

  beforeAll(async () => {
    t = await createTestApp(engine, { env: { CALENDAR_ALLOW_PRIVATE: '1' } });
    url = await t.app.listen({ host: '127.0.0.1', port: 0 });
    propertyId = (await createPropertyViaApi(t, await t.loginAdmin())).id;
  });
  afterAll(() => t.close());

  const feedNamed = async (label: string) =>
    (await listFeeds(t.app.domain, propertyId)).find((f) => f.label === label);
  const blocksOf = async (feedId: number) =>
    (await listBlocks(t.app.domain, propertyId, '2000-01-01', '2100-01-01')).filter(
      (b) => b.feed_id === feedId,
    );

  it('the node answers /healthz throughout, each feed ends imported or refused, the other feed is untouched', async () => {
    const ctx = t.app.domain;
    const ordinary = await createFeed(ctx, propertyId, {
      label: 'ordinary',
      url: `${feedBase}/ordinary.ics`,
    });
    expect(await syncFeed(ctx, ordinary.id)).toBe('changed');
    const before = { feed: await feedNamed('ordinary'), blocks: await blocksOf(ordinary.id) };
    expect(before.blocks).toHaveLength(2);

    const hostile = [];
    for (const path of ['/54k.ics', '/daily-since-1900.ics', '/impossible.ics'])
      hostile.push(await createFeed(ctx, propertyId, { label: path, url: `${feedBase}${path}` }));

    const watch = watchLatency(`${url}/healthz`);
    for (const feed of hostile) {
      const started = performance.now();
      expect(['changed', 'unchanged', 'failed']).toContain(await syncFeed(ctx, feed.id));
      // imported within the parse deadline or refused at it (the fetch from this machine and the write
      // take the rest)
      expect(performance.now() - started).toBeLessThan(parseDeadlineMs + 5_000);
      const after = await feedNamed(feed.label);
      if (after?.status === 'error') expect(after.last_error).toBe(tooComplex);
      else expect(after?.status).toBe('ok');
    }
    const latency = await watch.stop();

    // hundreds of answers, so that the 99th percentile is not one unlucky request
    expect(latency.samples).toBeGreaterThan(200);
    expect(latency.failures).toBe(0);
    expect(latency.p99).toBeLessThan(100);
    expect(await feedNamed('ordinary')).toEqual(before.feed);
    expect(await blocksOf(ordinary.id)).toEqual(before.blocks);
  }, 120_000);

  it('a parse past its CPU time is the feed error, and the feed keeps its blocks', async () => {
    const ctx = t.app.domain;
    const feed = await createFeed(ctx, propertyId, { label: 'deadline', url: `${feedBase}/ordinary.ics` });
    expect(await syncFeed(ctx, feed.id)).toBe('changed');
    const blocks = await blocksOf(feed.id);
    // the channel now sends 54,000 events: seconds of CPU to parse, far past a 100 ms allowance
    await updateFeed(ctx, propertyId, feed.id, { label: 'deadline', url: `${feedBase}/54k.ics` });
    expect(await syncFeed(ctx, feed.id, { parser: { cpuMs: 100 } })).toBe('failed');
    expect((await feedNamed('deadline'))?.last_error).toBe(tooComplex);
    expect(await blocksOf(feed.id)).toEqual(blocks);
  });

  it('a parse past its wall-clock deadline (a starved machine) is the feed error too', async () => {
    const ctx = t.app.domain;
    // another property: at most 5 feeds each, and the first has the feeds of the tests above
    const other = (await createPropertyViaApi(t, await t.loginAdmin())).id;
    const feed = await createFeed(ctx, other, { label: 'starved', url: `${feedBase}/54k.ics` });
    // CPU time to spare, but not the wall-clock time the 54,000 events need
    const started = performance.now();
    expect(await syncFeed(ctx, feed.id, { parser: { cpuMs: 60_000, wallMs: 200 } })).toBe('failed');
    expect(performance.now() - started).toBeLessThan(5_000);
    expect((await listFeeds(ctx, other))[0]?.last_error).toBe(tooComplex);
  });

  it('stopping the sync (shutdown) ends a parse under way and releases the feed as it was', async () => {
    const ctx = t.app.domain;
    // another property: the first has the feeds of the tests above
    const other = (await createPropertyViaApi(t, await t.loginAdmin())).id;
    const feed = await createFeed(ctx, other, { label: 'stopped', url: `${feedBase}/54k.ics` });
    const stop = new AbortController();
    const fetchedBefore = requested.length;
    const syncing = syncFeed(ctx, feed.id, { signal: stop.signal });
    await expect.poll(() => requested.slice(fetchedBefore)).toContain('/54k.ics');
    stop.abort(new Error('The server is shutting down'));
    expect(await syncing).toBe('stopped');
    const after = await t.db.kysely
      .selectFrom('calendar_feeds')
      .select(['claimed_by', 'claimed_until', 'last_attempt_at', 'last_error'])
      .where('id', '=', feed.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ claimed_by: null, claimed_until: null, last_attempt_at: null, last_error: null });
  });
});

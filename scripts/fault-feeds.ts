/**
 * Hostile calendar feeds against the running server (issue 22): starts the built server on SQLite, serves
 * the feeds that once froze a node from a local HTTP server (CALENDAR_ALLOW_PRIVATE=1 lets the server fetch
 * from this machine, as the tests and journeys do), and for each one gives a property an ordinary feed and
 * the hostile one, presses "Sync now" and, while it runs, asks /healthz again and again. Prints /healthz
 * latency (p50, p99, max) during each sync, next to the same figures with no sync under way (the machine's
 * own load), how long the sync took and what each feed ended as. Last, it
 * sends SIGTERM during the sync of the largest feed and prints how long the server took to exit.
 *
 *   npm run build && npm run fault:feeds
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import type { CalendarFeed } from '#common/calendar.ts';
import {
  dailySince1900Feed,
  impossibleRuleFeed,
  manyEventsFeed,
  ordinaryFeed,
  watchLatency,
} from '#server/test/hostile-feeds.ts';
import { startServer } from './lib/start-server.ts';

const hostile: [string, string][] = [
  ['54,000 events, 5 MB', manyEventsFeed(54_000, 5_000_000)],
  ['10,000 events, 1 MB', manyEventsFeed(10_000, 1_000_000)],
  ['1,000 events daily since 1900', dailySince1900Feed(1000)],
  ['200 impossible rules (30 February)', impossibleRuleFeed(200)],
];
const bodies = new Map<string, string>([['/ordinary.ics', ordinaryFeed()]]);
for (const [i, [, body]] of hostile.entries()) bodies.set(`/hostile-${i}.ics`, body);

/** Called with each path once its whole body has been sent. */
let served = (_path: string) => {};
const feedServer = http.createServer((req, res) => {
  const path = req.url ?? '';
  const body = bodies.get(path);
  if (!body) return void res.writeHead(404).end();
  res.on('finish', () => served(path));
  res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(body);
});
await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
const feedBase = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;

const admin = { name: 'fault-admin', password: `fault-${randomBytes(6).toString('hex')}` };
const start = () =>
  startServer({
    SEED_DEMO: '0',
    CALENDAR_ALLOW_PRIVATE: '1',
    ADMIN_USERNAME: admin.name,
    ADMIN_PASSWORD: admin.password,
    LOG_LEVEL: 'fatal',
  });
let server = await start();

async function api<T>(path: string, init: RequestInit & { cookie?: string } = {}): Promise<T> {
  const res = await fetch(`${server.url}/api/v1${path}`, {
    ...init,
    // a staff cookie needs the site's Origin on a state-changing request (server/http/cross-site.ts)
    headers: {
      ...(init.cookie ? { cookie: init.cookie, origin: new URL(server.url).origin } : {}),
      ...init.headers,
    },
  });
  const body = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${body}`);
  return (body ? JSON.parse(body) : undefined) as T;
}

async function login(): Promise<string> {
  const res = await fetch(`${server.url}/api/v1/users/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (res.status !== 200) throw new Error(`login: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const cover = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3c5a8c' } })
  .jpeg()
  .toBuffer();

/** A property with the ordinary feed and one hostile feed; answers the property's id. */
async function propertyWith(cookie: string, label: string, path: string): Promise<number> {
  const form = new FormData();
  const fields = {
    name: `Hostile: ${label}`,
    description: 'A property for the hostile-feed fault test.',
    address: '1 Test Rd, Revelstoke, BC',
    address_description: 'None',
    bedrooms: '1',
    beds: '1',
    bathrooms: '1',
    sqft: '500',
    max_guests: '2',
    minimum_nights: '1',
    guesty_link: 'https://booking.example.com/hostile',
    amenities: 'None',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('cover_image', new Blob([new Uint8Array(cover)], { type: 'image/jpeg' }), 'cover.jpg');
  const { id } = await api<{ id: number }>('/properties', { method: 'POST', body: form, cookie });
  for (const [feedLabel, feedPath] of [
    ['Ordinary', '/ordinary.ics'],
    ['Hostile', path],
  ]) {
    await api(`/properties/${id}/calendar/feeds`, {
      method: 'POST',
      cookie,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ label: feedLabel, url: `${feedBase}${feedPath}` }),
    });
  }
  return id;
}

const outcome = (feed: CalendarFeed | undefined) =>
  !feed
    ? 'missing'
    : feed.status === 'ok'
      ? `imported, ${feed.block_count} blocks`
      : `error: ${feed.last_error}`;
const ms = (n: number) => `${Math.round(n)} ms`;

try {
  const cookie = await login();
  console.log(`server ${server.url} (built, SQLite), feeds from ${feedBase}\n`);
  // The same probe with no sync under way: what the machine's load alone costs /healthz (on a busy machine
  // the figures during the syncs are only meaningful next to this one).
  const idle = watchLatency(`${server.url}/healthz`);
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const baseline = await idle.stop();
  console.log(
    `/healthz with no sync (5 s): p50 ${ms(baseline.p50)}, p99 ${ms(baseline.p99)}, max ${ms(baseline.max)} ` +
      `(${baseline.samples} answers, ${baseline.failures} failed)\n`,
  );
  for (const [i, [label, body]] of hostile.entries()) {
    const id = await propertyWith(cookie, label, `/hostile-${i}.ics`);
    const watch = watchLatency(`${server.url}/healthz`);
    const started = performance.now();
    const feeds = await api<CalendarFeed[]>(`/properties/${id}/calendar/sync`, { method: 'POST', cookie });
    const took = performance.now() - started;
    const latency = await watch.stop();
    console.log(`${label} (${(body.length / 1e6).toFixed(2)} MB)`);
    console.log(`  sync now answered in ${ms(took)}`);
    console.log(
      `  /healthz during the sync: p50 ${ms(latency.p50)}, p99 ${ms(latency.p99)}, max ${ms(latency.max)} ` +
        `(${latency.samples} answers, ${latency.failures} failed)`,
    );
    console.log(`  hostile feed: ${outcome(feeds.find((f) => f.label === 'Hostile'))}`);
    console.log(`  ordinary feed: ${outcome(feeds.find((f) => f.label === 'Ordinary'))}\n`);
  }

  // SIGTERM while the largest feed is being synced: the server must not wait for it.
  server = await (async () => {
    await server.stop();
    return start();
  })();
  const fresh = await login();
  const id = await propertyWith(fresh, 'shutdown', '/hostile-0.ics');
  const fetched = new Promise<void>((resolve) => {
    served = (path) => path === '/hostile-0.ics' && resolve();
  });
  const sync = fetch(`${server.url}/api/v1/properties/${id}/calendar/sync`, {
    method: 'POST',
    headers: { cookie: fresh, origin: new URL(server.url).origin },
  }).catch(() => undefined);
  // once the server has the 5 MB body, the parse follows
  await fetched;
  const signalled = performance.now();
  await server.stop();
  console.log(
    `SIGTERM during the sync of the 54,000-event feed: the server exited in ${ms(performance.now() - signalled)}`,
  );
  await sync;
} finally {
  await server.stop();
  feedServer.close();
}

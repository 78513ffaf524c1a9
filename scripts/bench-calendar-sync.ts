/**
 * The cost of syncing channel feeds (issue 11): 7 properties × 3 feeds, each a year of bookings in the shape
 * Airbnb exports, served by a local HTTP server; a temporary SQLite database. Reports ms per feed for a
 * first import (every block written), a re-fetch with nothing changed, and a 304 answer; the whole pass
 * through the background sync; and the process's RSS and heap before and after.
 *
 *   node --import tsx scripts/bench-calendar-sync.ts
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { addDays, todayIn } from '#common/site-dates.ts';
import { parseConfig } from '#server/config.ts';
import { migrateToLatest, openDatabase } from '#server/db/connect.ts';
import { createFeed } from '#server/domain/calendar/calendar.ts';
import { CalendarSync, syncFeed } from '#server/domain/calendar/calendar-sync.ts';
import { ImageStore } from '#server/domain/images/images.ts';
import type { DomainContext } from '#server/domain/shared/context.ts';

const properties = 7;
const feedsPerProperty = 3;

function yearOfBookings(seed: number, today: string): string {
  let state = seed * 7919 + 1;
  const next = (min: number, max: number) => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return min + ((state >>> 8) % (max - min + 1));
  };
  const lines = ['BEGIN:VCALENDAR', 'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN', 'VERSION:2.0'];
  let start = addDays(today, next(0, 3));
  for (let i = 0; start < addDays(today, 365); i++) {
    const end = addDays(start, next(2, 7));
    lines.push(
      'BEGIN:VEVENT',
      `DTSTAMP:${today.replaceAll('-', '')}T120000Z`,
      `DTSTART;VALUE=DATE:${start.replaceAll('-', '')}`,
      `DTEND;VALUE=DATE:${end.replaceAll('-', '')}`,
      `UID:${seed}-${i}-bench@airbnb.com`,
      `DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/details/HM${seed}${i}\\nPhone Number (Last 4 Digits): ${1000 + i}`,
      'SUMMARY:Reserved',
      'END:VEVENT',
    );
    start = addDays(end, next(0, 4));
  }
  lines.push('END:VCALENDAR', '');
  return lines.join('\r\n');
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const memory = () => {
  const m = process.memoryUsage();
  return { rss: m.rss, heap: m.heapUsed };
};

async function main() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-calendar-'));
  const config = parseConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', CALENDAR_ALLOW_PRIVATE: '1' });
  const db = openDatabase({ kind: 'sqlite', file: path.join(dataDir, 'bench.db') });
  await migrateToLatest(db);
  const ctx: DomainContext = {
    db: db.kysely,
    dialect: db.dialect,
    images: new ImageStore(db.kysely, config.uploadsDir),
    config,
    now: () => new Date(),
  };
  const today = todayIn(config.site.timeZone);

  const bodies = new Map<string, string>();
  const server = http.createServer((req, res) => {
    const body = bodies.get(req.url ?? '');
    if (!body) return void res.writeHead(404).end();
    const etag = `"${body.length}"`;
    if (req.headers['if-none-match'] === etag) return void res.writeHead(304).end();
    res.writeHead(200, { 'content-type': 'text/calendar', etag }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const feedIds: number[] = [];
  let events = 0;
  let bytes = 0;
  for (let p = 0; p < properties; p++) {
    const now = new Date().toISOString();
    const { id } = await db.kysely
      .insertInto('properties')
      .values({
        name: `Bench ${p}`,
        description: '',
        address: '',
        address_description: '',
        bedrooms: 2,
        beds: 2,
        bathrooms: 1,
        sqft: 900,
        max_guests: 4,
        minimum_nights: 2,
        guesty_link: 'https://example.com',
        is_featured: 0,
        created_at: now,
        updated_at: now,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let f = 0; f < feedsPerProperty; f++) {
      const body = yearOfBookings(p * 10 + f, today);
      events += body.split('BEGIN:VEVENT').length - 1;
      bytes += body.length;
      bodies.set(`/${p}-${f}.ics`, body);
      feedIds.push((await createFeed(ctx, id, { label: `Channel ${f}`, url: `${base}/${p}-${f}.ics` })).id);
    }
  }

  global.gc?.();
  const before = memory();
  let peakRss = before.rss;
  const sample = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 5);

  const timeEach = async (label: string) => {
    const times: number[] = [];
    for (const id of feedIds) {
      const started = performance.now();
      const outcome = await syncFeed(ctx, id);
      times.push(performance.now() - started);
      if (outcome === 'failed' || outcome === 'busy') throw new Error(`feed ${id}: ${outcome}`);
    }
    times.sort((a, b) => a - b);
    const mean = times.reduce((a, b) => a + b, 0) / times.length;
    console.log(
      `${label.padEnd(34)} mean ${mean.toFixed(1)} ms/feed, median ${times[Math.floor(times.length / 2)]?.toFixed(1)} ms, max ${times.at(-1)?.toFixed(1)} ms`,
    );
  };

  console.log(
    `${feedIds.length} feeds (${properties} properties × ${feedsPerProperty}), ${events} events, ${mb(bytes)} of iCalendar in all`,
  );
  await timeEach('first import (blocks written)');
  // forget the validators: a full fetch and parse whose result matches what is stored
  await db.kysely.updateTable('calendar_feeds').set({ etag: null, last_modified: null }).execute();
  await timeEach('re-fetch, nothing changed');
  await timeEach('conditional GET answered 304');

  await db.kysely
    .updateTable('calendar_feeds')
    .set({ etag: null, last_modified: null, last_attempt_at: null })
    .execute();
  const sync = new CalendarSync(ctx, { logger: console });
  const started = performance.now();
  await sync.runOnce();
  console.log(
    `background pass, 3 at a time          ${(performance.now() - started).toFixed(0)} ms for all ${feedIds.length} feeds`,
  );
  clearInterval(sample);
  global.gc?.();
  const after = memory();
  const blocks = await db.kysely
    .selectFrom('calendar_blocks')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  console.log(`${blocks.n} blocks stored`);
  console.log(
    `RSS ${mb(before.rss)} -> ${mb(after.rss)} (peak ${mb(peakRss)}, +${mb(peakRss - before.rss)}); heap ${mb(before.heap)} -> ${mb(after.heap)}`,
  );

  server.closeAllConnections();
  server.close();
  await sync.stop();
  await db.close();
  await fs.rm(dataDir, { recursive: true, force: true });
}

await main();

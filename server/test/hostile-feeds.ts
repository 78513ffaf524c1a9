/**
 * The hostile calendar feeds of issue 22, generated: each once froze a node (quadratic parsing, recurrences
 * expanded from 1900, a rule no date satisfies). The hostile-feed test and `npm run fault:feeds` serve them.
 */

const header = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//hostile//EN\r\n';
const footer = 'END:VCALENDAR\r\n';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const icsDate = (d: Date) => `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;

function vevent(lines: string[]): string {
  return `BEGIN:VEVENT\r\n${lines.join('\r\n')}\r\nEND:VEVENT\r\n`;
}

/**
 * `count` one-night bookings (no DTEND) over the next three years, padded to about `bytes` in all (54,000 events in
 * 5,000,000 bytes is the feed that froze a node for 14.8 minutes; the fetch takes up to 5 MiB).
 */
export function manyEventsFeed(count: number, bytes = count * 92, from = new Date()): string {
  const bare = vevent(['UID:0000000', 'DTSTART;VALUE=DATE:20260101', 'SUMMARY:']);
  const filler = 'x'.repeat(
    Math.max(0, Math.floor((bytes - header.length - footer.length) / count) - bare.length),
  );
  const events: string[] = [];
  for (let i = 0; i < count; i++) {
    const start = new Date(from.getTime() + (i % 1100) * 86_400_000);
    events.push(
      vevent([
        `UID:${String(i).padStart(7, '0')}`,
        `DTSTART;VALUE=DATE:${icsDate(start)}`,
        `SUMMARY:${filler}`,
      ]),
    );
  }
  return header + events.join('') + footer;
}

/** `count` events recurring daily since 1900 (every one of them reaches today and beyond). */
export function dailySince1900Feed(count: number): string {
  const events: string[] = [];
  for (let i = 0; i < count; i++)
    events.push(
      vevent([
        `UID:daily-${i}@hostile.example`,
        'DTSTAMP:20260101T000000Z',
        `DTSTART:19000101T${pad(i % 24)}0000Z`,
        `DTEND:19000101T${pad(i % 24)}3000Z`,
        'RRULE:FREQ=DAILY',
        `SUMMARY:Daily ${i}`,
      ]),
    );
  return header + events.join('') + footer;
}

/** `count` events with a rule no date satisfies: every 30 February. */
export function impossibleRuleFeed(count: number): string {
  const events: string[] = [];
  for (let i = 0; i < count; i++)
    events.push(
      vevent([
        `UID:never-${i}@hostile.example`,
        'DTSTAMP:20260101T000000Z',
        'DTSTART;VALUE=DATE:20260130',
        'DTEND;VALUE=DATE:20260131',
        'RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30',
        `SUMMARY:Never ${i}`,
      ]),
    );
  return header + events.join('') + footer;
}

/** A small, ordinary feed (two stays next month): the property's other feed, which must stay as it was. */
export function ordinaryFeed(today = new Date()): string {
  const day = (n: number) => icsDate(new Date(today.getTime() + n * 86_400_000));
  return (
    header +
    vevent(['UID:stay-1@ordinary', `DTSTART;VALUE=DATE:${day(30)}`, `DTEND;VALUE=DATE:${day(34)}`]) +
    vevent(['UID:stay-2@ordinary', `DTSTART;VALUE=DATE:${day(40)}`, `DTEND;VALUE=DATE:${day(43)}`]) +
    footer
  );
}

export interface LatencySummary {
  samples: number;
  p50: number;
  p99: number;
  max: number;
  /** requests that failed or answered other than 200 */
  failures: number;
}

/**
 * Asks `url` again as soon as it has answered (one request at a time, so a stalled server shows as one long
 * answer, not as a queue) until `stop()`, which returns the latencies in ms.
 */
export function watchLatency(url: string): { stop(): Promise<LatencySummary> } {
  const latencies: number[] = [];
  let failures = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(30_000) });
        await res.arrayBuffer();
        if (res.status !== 200) failures++;
      } catch {
        failures++;
      }
      latencies.push(performance.now() - started);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      const sorted = [...latencies].sort((a, b) => a - b);
      const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
      return { samples: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? 0, failures };
    },
  };
}

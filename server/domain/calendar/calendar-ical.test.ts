import { describe, expect, it } from 'vitest';
import { dailySince1900Feed, impossibleRuleFeed } from '../../test/hostile-feeds.ts';
import { type NightRange, parseFeed } from './calendar-ical.ts';
import { FeedTooComplexError } from './calendar-recurrence.ts';

const window = { timeZone: 'America/Vancouver', from: '2026-11-23', to: '2028-05-23' };

const feedOf = (...events: string[][]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    ...events.flatMap((lines) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT']),
    'END:VCALENDAR',
    '',
  ].join('\r\n');

const nights = (ranges: NightRange[]) =>
  ranges.reduce((n, r) => n + (Date.parse(r.end) - Date.parse(r.start)) / 86_400_000, 0);

describe('recurring events are expanded inside the window only', () => {
  // Each rule started years before the window. With COUNT the expansion starts at DTSTART (it must count
  // from there), so the same rule with a COUNT that never ends is the reference for the moved start.
  it.each([
    ['DTSTART;VALUE=DATE:20150101', 'FREQ=DAILY;INTERVAL=3'],
    ['DTSTART;VALUE=DATE:20150105', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH'],
    ['DTSTART;VALUE=DATE:20150131', 'FREQ=MONTHLY'],
    ['DTSTART;VALUE=DATE:20150131', 'FREQ=MONTHLY;INTERVAL=2'],
    ['DTSTART;VALUE=DATE:20120229', 'FREQ=YEARLY'],
    ['DTSTART;VALUE=DATE:20150130', 'FREQ=MONTHLY;BYDAY=-1FR'],
    ['DTSTART;TZID=America/Vancouver:20150101T160000', 'FREQ=WEEKLY;BYDAY=SA'],
    ['DTSTART:20150101T230000Z', 'FREQ=HOURLY;INTERVAL=17'],
  ])('%s %s: the same nights as expanded from DTSTART', (start, rule) => {
    const event = (rrule: string) => ['UID:x', start, 'DURATION:P1D', `RRULE:${rrule}`];
    const moved = parseFeed(feedOf(event(rule)), window);
    const fromStart = parseFeed(feedOf(event(`${rule};COUNT=100000`)), window);
    expect(moved.length).toBeGreaterThan(0);
    expect(moved).toEqual(fromStart);
  });

  it('an override moved into the window from an occurrence before it is kept; the one it replaces is not', () => {
    const ranges = parseFeed(
      feedOf(
        [
          'UID:s',
          'DTSTART;VALUE=DATE:20100101',
          'DTEND;VALUE=DATE:20100102',
          'RRULE:FREQ=YEARLY',
          'EXDATE;VALUE=DATE:20270101',
        ],
        [
          'UID:s',
          'RECURRENCE-ID;VALUE=DATE:20110101',
          'DTSTART;VALUE=DATE:20270310',
          'DTEND;VALUE=DATE:20270312',
        ],
        [
          'UID:s',
          'RECURRENCE-ID;VALUE=DATE:20280101',
          'DTSTART;VALUE=DATE:20280105',
          'DTEND;VALUE=DATE:20280106',
        ],
      ),
      window,
    );
    expect(ranges).toEqual([
      { start: '2027-03-10', end: '2027-03-12' },
      { start: '2028-01-05', end: '2028-01-06' },
    ]);
  });

  // (what a thousand of them cost the worker is calendar-hostile-feeds.alone.test.ts's: ten show the rule
  // here without a CPU-heavy test among the parallel files)
  it('10 events daily since 1900 block every night of the window', () => {
    expect(nights(parseFeed(dailySince1900Feed(10), window))).toBe(547);
  });

  it('200 rules for 30 February end quickly with no nights', () => {
    // Without the step bound, ical.js searches for a match forever; within the window it gives up.
    expect(parseFeed(impossibleRuleFeed(200), window)).toEqual([]);
  });

  it('past a limit per event, per feed or on the search, the feed is refused', () => {
    const daily = ['UID:d', 'DTSTART;VALUE=DATE:20261201', 'RRULE:FREQ=DAILY'];
    const limits = { perEvent: 1100, perFeed: 100_000, steps: 2_000_000 };
    expect(() => parseFeed(feedOf(daily), window, { ...limits, perEvent: 100 })).toThrow(FeedTooComplexError);
    expect(() => parseFeed(dailySince1900Feed(3), window, { ...limits, perFeed: 1000 })).toThrow(
      FeedTooComplexError,
    );
    expect(() => parseFeed(impossibleRuleFeed(3), window, { ...limits, steps: 1000 })).toThrow(
      'This calendar is too large or too complex',
    );
  });
});

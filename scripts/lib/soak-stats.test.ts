import { describe, expect, it } from 'vitest';
import {
  formatReport,
  leastSquaresLine,
  type ServerReading,
  targetVerdicts,
  toWindows,
  trends,
} from './soak-stats.ts';

const MB = 1024 * 1024;

/** Readings every 30 s for `minutes`, 100 req/s, with CPU per request and RSS given per minute. */
function readings(
  minutes: number,
  cpuMsPerRequest: (minute: number) => number,
  rssMb: (minute: number) => number,
  loopP99 = 5,
): ServerReading[] {
  const list: ServerReading[] = [];
  let cpuMicros = 1_000_000;
  for (let i = 0; i <= minutes * 2; i++) {
    const atMinute = i / 2;
    if (i > 0) cpuMicros += 3000 * cpuMsPerRequest(atMinute) * 1000;
    list.push({
      atMinute,
      requests: i * 3000,
      cpuMicros,
      rssBytes: rssMb(atMinute) * MB,
      heapUsedBytes: 80 * MB,
      eventLoopDelayP99Ms: loopP99,
      errors: 0,
    });
  }
  return list;
}

describe('soak statistics', () => {
  it('turns cumulative CPU readings into CPU per request for each window', () => {
    const windows = toWindows(
      readings(
        2,
        (m) => (m <= 1 ? 10 : 20),
        () => 400,
      ),
    );
    expect(windows.map((w) => w.cpuMsPerRequest)).toEqual([10, 10, 20, 20]);
    expect(windows[0]).toMatchObject({ atMinute: 0.5, requests: 3000, requestsPerSecond: 100, rssMb: 400 });
  });

  it('fits a least-squares line', () => {
    const line = leastSquaresLine([
      { x: 0, y: 1 },
      { x: 1, y: 3 },
      { x: 2, y: 5 },
    ]);
    expect(line.slope).toBeCloseTo(2);
    expect(line.intercept).toBeCloseTo(1);
    expect(
      leastSquaresLine([
        { x: 0, y: 7 },
        { x: 1, y: 7 },
      ]),
    ).toEqual({ slope: 0, intercept: 7 });
    expect(leastSquaresLine([{ x: 1, y: 7 }])).toEqual({ slope: 0, intercept: 7 });
  });

  it('reports slopes per hour and the change against minute 5', () => {
    // RSS climbs 1 MB a minute from 400 MB: 60 MB an hour; at minute 5 it is 405, at the end (mean of the
    // last three windows: minutes 19, 19.5, 20) it is 419.5.
    const all = trends(
      toWindows(
        readings(
          20,
          () => 12,
          (m) => 400 + m,
        ),
      ),
    );
    const rss = all.find((t) => t.figure === 'rssMb');
    expect(rss?.slopePerHour).toBeCloseTo(60, 0);
    expect(rss?.atMinute5).toBe(405);
    expect(rss?.atEnd).toBe(419.5);
    expect(rss?.changeVsMinute5Percent).toBeCloseTo(3.6, 1);
    // the line: 405 at minute 5, 420 at minute 20
    expect(rss?.fittedChangePercent).toBeCloseTo(3.7, 1);
    const cpu = all.find((t) => t.figure === 'cpuMsPerRequest');
    expect(cpu).toMatchObject({
      slopePerHour: 0,
      atMinute5: 12,
      atEnd: 12,
      changeVsMinute5Percent: 0,
      fittedChangePercent: 0,
    });
  });

  it('judges the run against the issue targets', () => {
    const flat = targetVerdicts(
      toWindows(
        readings(
          10,
          () => 12,
          () => 400,
        ),
      ),
    );
    expect(flat.every((v) => v.met)).toBe(true);
    const climbing = targetVerdicts(
      toWindows(
        readings(
          10,
          (m) => 10 + m,
          () => 400,
          80,
        ),
      ),
    );
    expect(climbing.map((v) => v.met)).toEqual([false, true, false]);
  });

  it('judges the trend, not three unlucky windows at the end', () => {
    // flat at 12 ms, but the last three windows happen to be 14 ms: +16.7 % by the window means, +5.2 %
    // on the fitted line
    const [cpu] = targetVerdicts(
      toWindows(
        readings(
          20,
          (m) => (m >= 19 ? 14 : 12),
          () => 400,
        ),
      ),
    );
    expect(cpu?.met).toBe(true);
    const cpuTrend = trends(
      toWindows(
        readings(
          20,
          (m) => (m >= 19 ? 14 : 12),
          () => 400,
        ),
      ),
    )[0];
    expect(cpuTrend?.changeVsMinute5Percent).toBeCloseTo(16.7, 1);
    expect(cpuTrend?.fittedChangePercent).toBeCloseTo(5.2, 1);
  });

  it('prints a table row per window and a trend row per figure', () => {
    const report = formatReport(
      toWindows(
        readings(
          1,
          () => 12,
          () => 400,
        ),
      ),
    );
    expect(report).toContain('| 0.5 | 3000 | 100 | 12 | 400 | 80 | 5 | 0 |');
    expect(report).toContain('| CPU ms/request | 0 | 12 | 12 | 0 % | 0 % |');
  });
});

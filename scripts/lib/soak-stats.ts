/**
 * Arithmetic of the soak test's report: per-window figures from cumulative server readings, the least-squares
 * slope of each figure per hour, and the change against minute 5 (after start-up, JIT warm-up and the first
 * fill of the pools, which is what a long-running service should stay at).
 */

/** What the server reported at one instant (cumulative CPU, instantaneous memory, loop delay since the last reading). */
export interface ServerReading {
  atMinute: number;
  requests: number;
  cpuMicros: number;
  rssBytes: number;
  heapUsedBytes: number;
  eventLoopDelayP99Ms: number;
  errors: number;
}

/** One row of the table: the window that ends at `atMinute`. */
export interface SoakWindow {
  atMinute: number;
  requests: number;
  requestsPerSecond: number;
  cpuMsPerRequest: number;
  rssMb: number;
  heapUsedMb: number;
  eventLoopDelayP99Ms: number;
  errors: number;
}

export const trackedFigures = ['cpuMsPerRequest', 'rssMb', 'heapUsedMb', 'eventLoopDelayP99Ms'] as const;
export type TrackedFigure = (typeof trackedFigures)[number];

export const figureLabels: Record<TrackedFigure, string> = {
  cpuMsPerRequest: 'CPU ms/request',
  rssMb: 'RSS MB',
  heapUsedMb: 'heap used MB',
  eventLoopDelayP99Ms: 'loop delay p99 ms',
};

const mb = (bytes: number) => round(bytes / 1024 / 1024, 1);

export function round(value: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** Turns consecutive cumulative readings into windows; the first reading is the baseline and has no row. */
export function toWindows(readings: ServerReading[]): SoakWindow[] {
  const windows: SoakWindow[] = [];
  for (let i = 1; i < readings.length; i++) {
    const previous = readings[i - 1] as ServerReading;
    const current = readings[i] as ServerReading;
    const requests = current.requests - previous.requests;
    const seconds = (current.atMinute - previous.atMinute) * 60;
    const cpuMs = (current.cpuMicros - previous.cpuMicros) / 1000;
    windows.push({
      atMinute: round(current.atMinute, 2),
      requests,
      requestsPerSecond: seconds > 0 ? round(requests / seconds, 1) : 0,
      cpuMsPerRequest: requests > 0 ? round(cpuMs / requests, 2) : 0,
      rssMb: mb(current.rssBytes),
      heapUsedMb: mb(current.heapUsedBytes),
      eventLoopDelayP99Ms: round(current.eventLoopDelayP99Ms, 1),
      errors: current.errors - previous.errors,
    });
  }
  return windows;
}

/** Ordinary least-squares line of y against x; slope 0 (through the mean) with fewer than two distinct x values. */
export function leastSquaresLine(points: Array<{ x: number; y: number }>): {
  slope: number;
  intercept: number;
} {
  const n = points.length;
  if (n === 0) return { slope: 0, intercept: 0 };
  const meanX = points.reduce((s, p) => s + p.x, 0) / n;
  const meanY = points.reduce((s, p) => s + p.y, 0) / n;
  let numerator = 0;
  let denominator = 0;
  for (const p of points) {
    numerator += (p.x - meanX) * (p.y - meanY);
    denominator += (p.x - meanX) ** 2;
  }
  const slope = denominator === 0 ? 0 : numerator / denominator;
  return { slope, intercept: meanY - slope * meanX };
}

const mean = (values: number[]) => values.reduce((s, v) => s + v, 0) / values.length;

export interface FigureTrend {
  figure: TrackedFigure;
  /** Least-squares slope over the whole run, in the figure's unit per hour. */
  slopePerHour: number;
  /** Mean of the windows within a minute of minute 5 (the first windows when the run is shorter). */
  atMinute5: number;
  /** Mean of the last three windows. */
  atEnd: number;
  /** (atEnd - atMinute5) / atMinute5 in %; null when the minute-5 value is 0. */
  changeVsMinute5Percent: number | null;
  /**
   * The same change read off the least-squares line (its value at the last window against its value at
   * minute 5), in %: the drift with the window-to-window noise averaged out; null when the line is 0 there.
   */
  fittedChangePercent: number | null;
}

/**
 * Windows are single 30-second readings and noisy on a shared machine (a window with an edit re-renders
 * every cached page), so both ends of the comparison are means of a few windows rather than one reading
 * each, and the trend is also read off the least-squares line through every window.
 */
export function trends(windows: SoakWindow[]): FigureTrend[] {
  if (windows.length === 0) return [];
  const near5 = windows.filter((w) => Math.abs(w.atMinute - 5) <= 0.5 + 1e-9);
  const reference = near5.length > 0 ? near5 : windows.slice(0, 3);
  const end = windows.slice(-3);
  const lastMinute = (windows.at(-1) as SoakWindow).atMinute;
  const percent = (from: number, to: number) => (from === 0 ? null : round(((to - from) / from) * 100, 1));
  return trackedFigures.map((figure) => {
    const atMinute5 = mean(reference.map((w) => w[figure]));
    const atEnd = mean(end.map((w) => w[figure]));
    const line = leastSquaresLine(windows.map((w) => ({ x: w.atMinute / 60, y: w[figure] })));
    const fitted = (minute: number) => line.intercept + (line.slope * minute) / 60;
    return {
      figure,
      slopePerHour: round(line.slope, 2),
      atMinute5: round(atMinute5, 2),
      atEnd: round(atEnd, 2),
      changeVsMinute5Percent: percent(atMinute5, atEnd),
      fittedChangePercent: percent(fitted(Math.min(5, lastMinute)), fitted(lastMinute)),
    };
  });
}

/**
 * Issue 15's targets: CPU per request and RSS within ±10 % of minute 5, loop delay p99 under 50 ms. The
 * ±10 % is judged on the fitted line (a leak is a trend; three noisy windows at each end can differ by more
 * than 10 % on a flat run); the report prints both readings.
 */
export function targetVerdicts(windows: SoakWindow[], all = trends(windows)) {
  const byFigure = new Map(all.map((t) => [t.figure, t]));
  const within10 = (figure: TrackedFigure) => {
    const change = byFigure.get(figure)?.fittedChangePercent;
    return change !== null && change !== undefined && Math.abs(change) <= 10;
  };
  const worstLoopDelay = Math.max(0, ...windows.map((w) => w.eventLoopDelayP99Ms));
  return [
    { target: 'CPU per request within ±10 % of minute 5', met: within10('cpuMsPerRequest') },
    { target: 'RSS within ±10 % of minute 5', met: within10('rssMb') },
    {
      target: `event-loop delay p99 under 50 ms (worst window ${worstLoopDelay} ms)`,
      met: worstLoopDelay < 50,
    },
  ];
}

const signed = (value: number) => `${value > 0 ? '+' : ''}${value}`;
const signedPercent = (value: number | null) => (value === null ? 'n/a' : `${signed(value)} %`);

/** A Markdown table of the windows followed by the trend of each figure. */
export function formatReport(windows: SoakWindow[]): string {
  const lines = [
    '| minute | requests | req/s | CPU ms/req | RSS MB | heap used MB | loop p99 ms | errors |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...windows.map(
      (w) =>
        `| ${w.atMinute.toFixed(1)} | ${w.requests} | ${w.requestsPerSecond} | ${w.cpuMsPerRequest} | ${w.rssMb} | ${w.heapUsedMb} | ${w.eventLoopDelayP99Ms} | ${w.errors} |`,
    ),
    '',
    '| figure | slope per hour | at minute 5 | at end | change vs minute 5 | change on the fitted line |',
    '|---|---:|---:|---:|---:|---:|',
    ...trends(windows).map(
      (t) =>
        `| ${figureLabels[t.figure]} | ${signed(t.slopePerHour)} | ${t.atMinute5} | ${t.atEnd} | ${signedPercent(t.changeVsMinute5Percent)} | ${signedPercent(t.fittedChangePercent)} |`,
    ),
  ];
  return lines.join('\n');
}

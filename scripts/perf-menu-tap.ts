/**
 * How soon the site menu opens when a phone taps it right after the first paint of / (issue 29):
 *   node --import tsx scripts/perf-menu-tap.ts [http://127.0.0.1:3000] [--runs 5]
 *
 * Without an address it starts the built server (`npm run build` first) with the demo content. Each run is
 * a fresh 390 px touch context of Chromium with the CPU slowed 4× (CDP `Emulation.setCPUThrottlingRate`).
 * The page tells this script the moment it observes its first contentful paint (a `paint` observer in an
 * init script, with where the menu button is); the script taps the button at once (CDP touch events). The
 * latency is from the tap's own time stamp (its `pointerdown`) to the start of the first frame after the
 * menu's <dialog> is open (a mutation observer on its `open` attribute, then a requestAnimationFrame). It
 * also prints the Event Timing API's `click` (when its handling started and ended: the browser opens the
 * dialog during it) and the long tasks around the tap, which say what the tap waited behind.
 *
 * The control is the same page with its code taken out (the head's inline script stays, so the splash
 * is skipped as on the page): the menu opens by its invoker command alone, so the control's figure is what
 * the browser's own work (style, layout, the dialog's opening) costs on this machine at this moment.
 * The floor is the control with its <main> and footer emptied: the header and its menu alone, no script.
 * It is what this machine takes to open a menu at all, whatever a page holds.
 *
 * This is a measurement, not the journey: on the 2 shared cores where it was written, the control
 * itself was over the 100 ms target (ADR 0031), so a journey asserting it would fail whatever the code did.
 * The script exits with 1 when the page's median misses the target.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { median } from './lib/median.ts';
import { withoutCode } from './lib/page-without-code.ts';
import { startServer } from './lib/start-server.ts';
import { launchChromium } from './perf-budget.ts';
import { phoneContext } from './perf-mainthread.ts';

const cpuSlowdown = 4;
const targetMs = 100;
const pagePath = '/';
/** What is tapped: the page, the page without its code (the control), the header and menu alone (the floor). */
export type TapVariant = 'page' | 'without-scripts' | 'menu-alone';
const labels: Record<TapVariant, string> = {
  'menu-alone': 'header and menu alone',
  'without-scripts': '/ without scripts',
  page: '/',
};

/** The page's HTML as the variant serves it: the page's code out, and for the floor its content too. */
function variantHtml(html: string, variant: Exclude<TapVariant, 'page'>): string {
  const noCode = withoutCode(html, { keepSplashScript: true });
  if (variant === 'without-scripts') return noCode;
  return noCode
    .replace(/(<main\b[^>]*>)[\s\S]*<\/main>/, '$1</main>')
    .replace(/(<footer\b[^>]*>)[\s\S]*<\/footer>/, '$1</footer>');
}

interface TapRecord {
  tapAt: number | null;
  openedAt: number | null;
  /** Whether the page's code had hydrated the page when the menu opened (the root layout's mark) */
  hydratedWhenOpened: boolean | null;
  frameAfterOpen: number | null;
  click: { start: number; processingStart: number; processingEnd: number } | null;
  tasks: Array<{ start: number; duration: number }>;
}

export interface TapFigures {
  /** From the tap (its pointerdown) to the first frame after the menu opened, ms */
  latency: number;
  hydratedWhenOpened: boolean;
  clickWait: number;
  clickHandling: number;
  tasksAround: string;
}

/** Runs in the page before its own scripts. */
function watchTheTap() {
  const record: TapRecord = {
    tapAt: null,
    openedAt: null,
    hydratedWhenOpened: null,
    frameAfterOpen: null,
    click: null,
    tasks: [],
  };
  const page = window as unknown as { __tap: TapRecord; __firstPainted: (box: object | null) => void };
  page.__tap = record;
  new PerformanceObserver((list, observer) => {
    if (!list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) return;
    observer.disconnect();
    const box = document.querySelector('button[commandfor="site-menu"]')?.getBoundingClientRect();
    page.__firstPainted(box ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : null);
  }).observe({ type: 'paint', buffered: true });
  addEventListener(
    'pointerdown',
    (event) => {
      record.tapAt ??= event.timeStamp;
    },
    { capture: true, passive: true },
  );
  new MutationObserver((_, observer) => {
    if (!document.querySelector('dialog#site-menu[open]')) return;
    observer.disconnect();
    record.openedAt = performance.now();
    record.hydratedWhenOpened = document.documentElement.dataset.hydrated === 'true';
    requestAnimationFrame(() => {
      record.frameAfterOpen = performance.now();
    });
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['open'] });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[])
      if (entry.name === 'click')
        record.click ??= {
          start: entry.startTime,
          processingStart: entry.processingStart,
          processingEnd: entry.processingEnd,
        };
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      record.tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * One tap on the menu button at the first paint of / in a fresh phone context, CPU slowed 4×, on the page
 * or one of its variants. Used by this script and by the journey e2e/public-menu-tap.e2e.ts.
 */
export async function tapOnce(
  browser: Browser,
  baseUrl: string,
  variant: TapVariant,
  /** What to check of the page after the tap, before its context closes */
  afterTap?: (page: Page) => Promise<void>,
): Promise<TapFigures> {
  const context = await phoneContext(browser, baseUrl);
  try {
    // the splash shows once per visit and would take the tap; a visitor taps the menu after it
    await context.addInitScript(() => sessionStorage.setItem('splash-seen', '1'));
    const page = await context.newPage();
    const url = new URL(pagePath, baseUrl).href;
    if (variant !== 'page') {
      await page.route(url, async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, body: variantHtml(await response.text(), variant) });
      });
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    let told: (box: { x: number; y: number } | null) => void = () => {};
    const painted = new Promise<{ x: number; y: number } | null>((resolve) => {
      told = resolve;
    });
    await page.exposeFunction('__firstPainted', (box: { x: number; y: number } | null) => told(box));
    await page.addInitScript(watchTheTap);
    void page.goto(url, { waitUntil: 'commit', timeout: 60_000 }).catch(() => {});
    const button = await painted;
    if (!button) throw new Error('no menu button in the first paint');
    await page.touchscreen.tap(button.x, button.y);
    await page.waitForFunction(
      () => (window as unknown as { __tap: TapRecord }).__tap.frameAfterOpen !== null,
      undefined,
      { timeout: 60_000 },
    );
    const record = await page.evaluate(() => (window as unknown as { __tap: TapRecord }).__tap);
    await afterTap?.(page);
    const tapAt = record.tapAt ?? 0;
    return {
      latency: (record.frameAfterOpen ?? 0) - tapAt,
      hydratedWhenOpened: record.hydratedWhenOpened === true,
      clickWait: record.click ? record.click.processingStart - tapAt : Number.NaN,
      clickHandling: record.click ? record.click.processingEnd - record.click.processingStart : Number.NaN,
      tasksAround: record.tasks
        .filter(
          (task) => task.start + task.duration > tapAt - 500 && task.start < (record.frameAfterOpen ?? 0),
        )
        .map((task) => `${Math.round(task.start - tapAt)}:${Math.round(task.duration)}`)
        .join(' '),
    };
  } finally {
    await context.close();
  }
}

const ms = (value: number) => (Number.isNaN(value) ? '—' : `${Math.round(value)} ms`);

async function main() {
  const { values, positionals } = parseArgs({
    options: { runs: { type: 'string', default: '5' } },
    allowPositionals: true,
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1 || runs > 15)
    throw new Error('--runs takes a whole number from 1 to 15');
  const given = positionals.find((a) => /^https?:\/\//.test(a));
  const server = given ? null : await startServer({ SEED_DEMO: '1', ADMIN_PASSWORD: 'perf-admin-password' });
  const baseUrl = given ?? (server?.url as string);
  const browser = await launchChromium();
  const results = new Map<string, TapFigures[]>(Object.values(labels).map((label) => [label, []]));
  const loads: number[] = [];
  try {
    for (let run = 1; run <= runs; run++) {
      for (const [variant, label] of Object.entries(labels)) {
        loads.push(os.loadavg()[0] as number);
        const figures = await tapOnce(browser, baseUrl, variant as TapVariant);
        results.get(label)?.push(figures);
        process.stderr.write(
          `run ${run} ${label}: ${ms(figures.latency)} (click waited ${ms(figures.clickWait)}, handled in ${ms(figures.clickHandling)}; long tasks ${figures.tasksAround || 'none'})\n`,
        );
      }
    }
  } finally {
    await browser.close();
    await server?.stop();
  }
  console.log(
    `Menu tap right after the first paint of ${pagePath} — 390 px, CPU ${cpuSlowdown}× slower, ${runs} run(s); ` +
      `${os.cpus().length} cores, load average ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}\n`,
  );
  console.log(
    `${'page'.padEnd(20)}${['median', 'click waited', 'click handled'].map((t) => t.padStart(15)).join('')}   runs`,
  );
  for (const [label, figures] of results) {
    const latencies = figures.map((f) => f.latency);
    console.log(
      `${label.padEnd(20)}${[
        ms(median(latencies)),
        ms(median(figures.map((f) => f.clickWait))),
        ms(median(figures.map((f) => f.clickHandling))),
      ]
        .map((cell) => cell.padStart(15))
        .join('')}   ${latencies.map((l) => Math.round(l)).join(' ')}`,
    );
  }
  const page = median((results.get(labels.page) ?? []).map((f) => f.latency));
  const floor = median((results.get(labels['menu-alone']) ?? []).map((f) => f.latency));
  if (page > targetMs) {
    console.log(`\nThe menu opened ${ms(page)} after the tap (median): over the ${targetMs} ms target.`);
    if (floor > targetMs)
      console.log(
        `The header and menu alone, with no script and no page, took ${ms(floor)}: on this machine at this ` +
          'moment the target is out of reach whatever the page holds.',
      );
    process.exitCode = 1;
  } else console.log(`\nThe menu opened within the ${targetMs} ms target (median ${ms(page)}).`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();

/**
 * Lighthouse (mobile settings: a mid-range phone on a slow 4G link, simulated) on the home page, the
 * listing and the first property of a running server, with the system Chromium:
 *   node --import tsx scripts/lighthouse.ts [http://127.0.0.1:3000] [more paths…] [--runs 3]
 *
 * With `--runs N` each page is measured N times in turn and the median performance score is printed beside
 * every run's (issue 13 asks for the median of 3: single runs on a shared machine differ by 10 points).
 * A run that Lighthouse itself could not record (a trace error such as NO_NAVSTART) is tried again, twice at
 * most, and never counted as a score of 0. Prints the four category scores and the metrics of each run, and
 * writes the HTML report of each page's last run to test-artifacts/lighthouse/.
 *
 * With `--control` every page is also measured with its code taken out (the control of issue 44: what the
 * document alone costs this machine), both through one local proxy (scripts/lib/code-free-proxy.ts), and
 * the medians of the total blocking time are printed side by side with the machine's load average.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { startCodeFreeProxy, withoutCodePrefix } from './lib/code-free-proxy.ts';
import { median } from './lib/median.ts';

const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const metricIds = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];
const attemptsPerRun = 3;

async function measure(url: string, port: number): Promise<RunnerResult> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'html',
      logLevel: 'error',
      onlyCategories: [...categories],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result;
    if (attempt >= attemptsPerRun)
      throw new Error(`${url}: ${error.code} ${attempt} times: ${error.message}`);
    console.error(`${url}: Lighthouse could not record the load (${error.code}); trying again`);
  }
}

async function main() {
  const { values, positionals } = parseArgs({
    options: { runs: { type: 'string', default: '1' }, control: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1 || runs > 9)
    throw new Error('--runs takes a whole number from 1 to 9');
  const baseUrl = positionals.find((a) => /^https?:\/\//.test(a)) ?? 'http://127.0.0.1:3000';
  let paths = positionals.filter((a) => a.startsWith('/'));
  if (paths.length === 0) {
    const properties = (await (await fetch(new URL('/api/v1/properties', baseUrl))).json()) as Array<{
      id: number;
    }>;
    paths = ['/', '/properties', ...(properties[0] ? [`/property/${properties[0].id}`] : [])];
  }
  const outDir = path.resolve('test-artifacts/lighthouse');
  await fs.mkdir(outDir, { recursive: true });

  const proxy = values.control ? await startCodeFreeProxy(baseUrl) : null;
  const targets = paths.flatMap((pagePath) =>
    proxy
      ? [
          { label: pagePath, url: new URL(pagePath, proxy.origin).href },
          { label: `${pagePath} without scripts`, url: `${proxy.origin}${withoutCodePrefix}${pagePath}` },
        ]
      : [{ label: pagePath, url: new URL(pagePath, baseUrl).href }],
  );
  const loadBefore = os.loadavg()[0] as number;
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags });
  const rows: string[] = [];
  const performance = new Map<string, number[]>(targets.map((t) => [t.label, []]));
  const blocking = new Map<string, number[]>(targets.map((t) => [t.label, []]));
  try {
    // pages in turn within each round, so a busy moment of the machine does not fall on one page only
    for (let run = 1; run <= runs; run++) {
      for (const { label: pagePath, url } of targets) {
        const { lhr, report } = await measure(url, chrome.port);
        const scores = categories.map((c) => Math.round((lhr.categories[c]?.score ?? 0) * 100));
        performance.get(pagePath)?.push(scores[0] as number);
        blocking.get(pagePath)?.push(Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0));
        const label = runs > 1 ? `${pagePath} #${run}` : pagePath;
        rows.push(`${label.padEnd(20)}${scores.map((s) => String(s).padStart(16)).join('')}`);
        const failing = Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
          .map((a) => `    ${a.id}: ${a.displayValue ?? a.title}`);
        if (failing.length > 0 && run === runs) rows.push(...failing);
        rows.push(
          `    ${metricIds.map((id) => `${id.replace(/-/g, ' ')} ${lhr.audits[id]?.displayValue ?? '?'}`).join(' · ')}`,
        );
        const name = pagePath
          .replace(/^\/(?=\s|$)/, 'home')
          .replace(/^\//, '')
          .replace(/\W+/g, '-');
        await fs.writeFile(path.join(outDir, `${name}.html`), Array.isArray(report) ? report[0]! : report);
      }
    }
  } finally {
    chrome.kill();
    await proxy?.close();
  }
  const loadAfter = os.loadavg()[0] as number;
  console.log(`Lighthouse, mobile — ${baseUrl}\n`);
  console.log(`${'page'.padEnd(20)}${categories.map((c) => c.padStart(16)).join('')}`);
  console.log(rows.join('\n'));
  if (runs > 1) {
    console.log(`\nMedian performance of ${runs} runs:`);
    for (const [pagePath, scores] of performance) {
      console.log(`  ${pagePath.padEnd(34)}${String(median(scores)).padStart(5)}   (${scores.join(', ')})`);
    }
  }
  console.log(`\nTotal blocking time, median of ${runs} run(s):`);
  for (const [pagePath, times] of blocking) {
    console.log(`  ${pagePath.padEnd(34)}${`${median(times)} ms`.padStart(9)}   (${times.join(', ')})`);
  }
  console.log(
    `\n${os.cpus().length} cores; load average (1 min) ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after`,
  );
  console.log(`\nReports: ${outDir}`);
}

await main();

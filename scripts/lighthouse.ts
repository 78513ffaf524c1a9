/**
 * Lighthouse (mobile settings: a mid-range phone on a slow 4G link, simulated) on the home page, the
 * listing and the first property of a running server, with the system Chromium:
 *   node --import tsx scripts/lighthouse.ts [http://127.0.0.1:3000] [more paths…]
 *
 * Prints the four category scores per page and writes the HTML reports to test-artifacts/lighthouse/.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

async function main() {
  const args = process.argv.slice(2);
  const baseUrl = args.find((a) => /^https?:\/\//.test(a)) ?? 'http://127.0.0.1:3000';
  let paths = args.filter((a) => a.startsWith('/'));
  if (paths.length === 0) {
    const properties = (await (await fetch(new URL('/api/v1/properties', baseUrl))).json()) as Array<{
      id: number;
    }>;
    paths = ['/', '/properties', ...(properties[0] ? [`/property/${properties[0].id}`] : [])];
  }
  const outDir = path.resolve('test-artifacts/lighthouse');
  await fs.mkdir(outDir, { recursive: true });

  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags });
  const rows: string[] = [];
  try {
    for (const pagePath of paths) {
      const url = new URL(pagePath, baseUrl).href;
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'html',
        logLevel: 'error',
        onlyCategories: [...categories],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { lhr, report } = result;
      const scores = categories.map((c) => Math.round((lhr.categories[c]?.score ?? 0) * 100));
      rows.push(`${pagePath.padEnd(16)}${scores.map((s) => String(s).padStart(16)).join('')}`);
      const failing = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
        .map((a) => `    ${a.id}: ${a.displayValue ?? a.title}`);
      if (failing.length > 0) rows.push(...failing);
      const name = pagePath === '/' ? 'home' : pagePath.replace(/^\//, '').replace(/\W+/g, '-');
      await fs.writeFile(path.join(outDir, `${name}.html`), Array.isArray(report) ? report[0]! : report);
      const metrics = [
        'first-contentful-paint',
        'largest-contentful-paint',
        'total-blocking-time',
        'cumulative-layout-shift',
        'speed-index',
      ]
        .map((id) => `${id.replace(/-/g, ' ')} ${lhr.audits[id]?.displayValue ?? '?'}`)
        .join(' · ');
      rows.push(`    ${metrics}`);
    }
  } finally {
    chrome.kill();
  }
  console.log(`Lighthouse, mobile — ${baseUrl}\n`);
  console.log(`${'page'.padEnd(16)}${categories.map((c) => c.padStart(16)).join('')}`);
  console.log(rows.join('\n'));
  console.log(`\nReports: ${outDir}`);
}

await main();

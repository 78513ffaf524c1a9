/**
 * Performance budget of the public pages, measured in Chromium against a running server:
 *   node --import tsx scripts/perf-budget.ts [http://127.0.0.1:3000] [--budget-kb=100]
 *
 * For every public page (and the first property) it records the JavaScript the page loads until the
 * network is idle, gzips each file (level 6, what servers send) and splits the total into the framework
 * (React, React DOM, React Router: the build manifest's entry and its imports) and our own code. It also
 * checks the rules that keep pages fast on a phone: no back-office chunk on a public page, every picture
 * with width, height and (with a srcset) sizes, a preloaded hero picture, and fonts served by the site
 * itself. Exits with 1 when a rule is broken or a page's JavaScript is over the budget.
 */
import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Route } from 'playwright-core';

export const publicPaths = [
  '/',
  '/properties',
  '/about',
  '/partners',
  '/guest-services',
  '/homeowners',
  '/revylife',
  '/privacy-policy',
  '/terms-and-conditions',
  '/contact',
];

export interface PageReport {
  path: string;
  /** gzip bytes of all JavaScript loaded. */
  jsGzip: number;
  /** gzip bytes of the framework chunks among them. */
  frameworkGzip: number;
  /** gzip bytes of our own chunks (root, layout, page, components). */
  appGzip: number;
  scripts: Array<{ url: string; gzip: number; framework: boolean }>;
  /** Back-office chunks the page loaded (must be none). */
  adminChunks: string[];
  /** Pictures without width/height, or with a srcset but no sizes. */
  imagesWithoutSize: string[];
  /** Address of the preloaded hero picture, if any. */
  heroPreload: string | null;
  /** image preloads in the head: the hero's, once (React emits it for the hero's fetchPriority=high img) */
  imagePreloads: number;
  /** Fonts fetched from anywhere but the site. */
  foreignFonts: string[];
  /** Scripts of the site whose request began before the first contentful paint (must be none, ADR 0024). */
  scriptsBeforeFirstPaint: string[];
}

interface Manifest {
  entry: { module: string; imports?: string[] };
  routes: Record<string, { id: string; module: string; imports?: string[] }>;
}

const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

/**
 * Answers a request to another site without leaving the machine: an embed's page (the map's iframe) is
 * refused, anything else gets an empty 204. An iframe answered with 204 sometimes never settles, and
 * "network idle" then never comes (seen on /contact, 3 loads in 8).
 */
export function answerThirdParty(route: Route) {
  return route.request().resourceType() === 'document'
    ? route.abort('blockedbyclient')
    : route.fulfill({ status: 204, body: '' });
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumFlags, headless: true });
}

/** Loads one page in a fresh phone-sized context and measures it. */
export async function measurePage(browser: Browser, baseUrl: string, path: string): Promise<PageReport> {
  const origin = new URL(baseUrl).origin;
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  // third parties are not part of the budget and cannot load offline
  await context.route(/^https?:\/\//, (route) =>
    new URL(route.request().url()).origin === origin ? route.continue() : answerThirdParty(route),
  );
  const page = await context.newPage();
  const scripts: Array<{ url: string; body: Promise<Buffer> }> = [];
  const fonts: string[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const url = response.url();
    if (type === 'script' && url.startsWith(origin)) scripts.push({ url, body: response.body() });
    if (type === 'font') fonts.push(url);
  });
  await page.goto(new URL(path, baseUrl).href, { waitUntil: 'networkidle' });
  // the manifest comes with the entry module, and a French page's texts with an import() the entry makes
  // before it hydrates: on a loaded machine both can come after the network went quiet, so the page is
  // measured once it has hydrated (the root layout marks <html data-hydrated>), when they have surely come
  await page.waitForFunction(() => '__reactRouterManifest' in window);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');

  const manifest = (await page.evaluate(
    () => (window as unknown as { __reactRouterManifest: unknown }).__reactRouterManifest,
  )) as Manifest;
  const framework = new Set([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
  const filesOf = (ids: (id: string) => boolean) =>
    new Set(
      Object.values(manifest.routes)
        .filter((r) => ids(r.id))
        .flatMap((r) => [r.module, ...(r.imports ?? [])]),
    );
  const adminFiles = filesOf((id) => id.startsWith('routes/admin/'));
  const otherFiles = filesOf((id) => !id.startsWith('routes/admin/'));
  const adminOnly = new Set([...adminFiles].filter((f) => !otherFiles.has(f) && !framework.has(f)));

  const measured = await Promise.all(
    scripts.map(async (s) => {
      const pathname = new URL(s.url).pathname;
      return { url: pathname, gzip: gzipSync(await s.body).length, framework: framework.has(pathname) };
    }),
  );
  const details = await page.evaluate(() => ({
    imagesWithoutSize: [...document.images]
      .filter(
        (img) =>
          !img.getAttribute('width') ||
          !img.getAttribute('height') ||
          (img.getAttribute('srcset') && !img.getAttribute('sizes')),
      )
      .map((img) => img.getAttribute('src') ?? '(no src)'),
    imagePreloads: document.querySelectorAll('link[rel="preload"][as="image"]').length,
    heroPreload: (() => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]');
      return link ? link.getAttribute('href') || link.getAttribute('imagesrcset') : null;
    })(),
    scriptsBeforeFirstPaint: (() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js') && entry.startTime < paint)
        .map((entry) => new URL(entry.name).pathname);
    })(),
  }));
  await context.close();

  const sum = (list: typeof measured) => list.reduce((total, s) => total + s.gzip, 0);
  return {
    path,
    jsGzip: sum(measured),
    frameworkGzip: sum(measured.filter((s) => s.framework)),
    appGzip: sum(measured.filter((s) => !s.framework)),
    scripts: measured,
    adminChunks: measured.filter((s) => adminOnly.has(s.url)).map((s) => s.url),
    imagesWithoutSize: details.imagesWithoutSize,
    heroPreload: details.heroPreload,
    imagePreloads: details.imagePreloads,
    foreignFonts: fonts.filter((url) => !url.startsWith(origin)),
    scriptsBeforeFirstPaint: details.scriptsBeforeFirstPaint,
  };
}

/** The public pages plus the first property of the listing. */
export async function pagesToMeasure(baseUrl: string): Promise<string[]> {
  const properties = (await (await fetch(new URL('/api/v1/properties', baseUrl))).json()) as Array<{
    id: number;
  }>;
  return [...publicPaths, ...(properties[0] ? [`/property/${properties[0].id}`] : [])];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const args = process.argv.slice(2);
  const baseUrl = args.find((a) => !a.startsWith('--')) ?? 'http://127.0.0.1:3000';
  const budgetKb = Number(args.find((a) => a.startsWith('--budget-kb='))?.split('=')[1] ?? 100);
  const browser = await launchChromium();
  const problems: string[] = [];
  try {
    console.log(`JavaScript per page (gzip), budget ${budgetKb} KB — ${baseUrl}\n`);
    console.log(
      `${'page'.padEnd(24)}${'total'.padStart(10)}${'framework'.padStart(12)}${'our code'.padStart(11)}`,
    );
    for (const path of await pagesToMeasure(baseUrl)) {
      const report = await measurePage(browser, baseUrl, path);
      console.log(
        `${path.padEnd(24)}${kb(report.jsGzip).padStart(10)}${kb(report.frameworkGzip).padStart(12)}${kb(report.appGzip).padStart(11)}`,
      );
      if (report.jsGzip > budgetKb * 1024)
        problems.push(`${path}: ${kb(report.jsGzip)} of JavaScript is over ${budgetKb} KB`);
      for (const chunk of report.adminChunks) problems.push(`${path}: loads back-office code ${chunk}`);
      for (const img of report.imagesWithoutSize)
        problems.push(`${path}: picture without width/height/sizes ${img}`);
      for (const font of report.foreignFonts) problems.push(`${path}: font from another site ${font}`);
      for (const script of report.scriptsBeforeFirstPaint)
        problems.push(`${path}: script requested before the first paint ${script}`);
      if (!path.startsWith('/property/') && !report.heroPreload)
        problems.push(`${path}: hero picture not preloaded`);
    }
  } finally {
    await browser.close();
  }
  if (problems.length > 0) {
    console.log(`\n${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log('\nAll pages are within the budget.');
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();

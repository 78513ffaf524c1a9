import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';

export const widths = { phone: 390, desktop: 1280 } as const;
export type Width = keyof typeof widths;

const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-quic',
  '--no-first-run',
  '--disable-sync',
];

export const baseUrl = () => inject('baseUrl');

/**
 * The Origin the back office's browser sends with a state-changing request. A staff cookie's POST, PUT or
 * DELETE without it (or Sec-Fetch-Site, or this site's Referer) is refused (server/http/cross-site.ts), and
 * Playwright's API requests and fetch send none of their own.
 */
export const fromThisSite = () => ({ origin: baseUrl() });

/** One Chromium per test file, closed after it. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: chromiumFlags,
      headless: true,
    });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('browser not started');
    return browser;
  };
}

/** A fresh context (own cookies and storage) at a phone or desktop width. */
export async function newPage(
  browser: Browser,
  width: Width = 'desktop',
  serviceWorkers: 'allow' | 'block' = 'allow',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: widths[width], height: width === 'phone' ? 844 : 900 },
    deviceScaleFactor: 1,
    isMobile: width === 'phone',
    hasTouch: width === 'phone',
    serviceWorkers,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  afterNavigationWaitForHydration(page);
  return { context, page };
}

/**
 * A journey acts on a page once its code has run, as a visitor's phone usually has by the time the page is
 * read: `page.goto` also waits (up to 10 s) until a page of the app has been hydrated. The page's code
 * starts after its first paint (ADR 0024), so the load event alone no longer says it has run. A page that
 * never hydrates (offline, an error) is left to the journey's own checks; what a visitor sees before the
 * code runs is tested with JavaScript off.
 */
export function afterNavigationWaitForHydration(page: Page) {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page
      .waitForFunction(
        () => !('__reactRouterContext' in window) || document.documentElement.dataset.hydrated === 'true',
        undefined,
        { timeout: 10_000 },
      )
      .catch(() => {});
    return response;
  };
}

/** Waits until React has hydrated the page: the root layout marks <html data-hydrated> in an effect. */
export async function waitForHydration(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

const artifactsDir = path.resolve('test-artifacts/screenshots');

/**
 * Parts of a page below its first screen are skipped by `content-visibility: auto` until they come near the
 * viewport (ADR 0031): drawn nothing yet, they have no colours for axe to check and show blank in a full-page
 * screenshot, and `innerText` leaves their text out. This draws them all, as a visitor's scroll would.
 */
export async function drawEveryPart(page: Page) {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('body *'))
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
  });
}

/** Saves a full-page screenshot in the git-ignored test-artifacts folder. */
export async function screenshot(page: Page, name: string) {
  await fs.mkdir(artifactsDir, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await drawEveryPart(page);
  await page.screenshot({
    path: path.join(artifactsDir, `${name}-${width}.png`),
    fullPage: true,
    animations: 'disabled',
  });
}

const axeSource = fs.readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Runs axe-core (WCAG 2.2 AA rules) on the page and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page) {
  // the splash of a first visit fades over the page; checked half-faded, its text fails contrast
  await page.locator('.splash-screen').first().waitFor({ state: 'hidden' });
  await drawEveryPart(page);
  // Evaluated rather than injected as a <script>: the site's CSP rightly refuses inline scripts.
  await page.evaluate(await axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: object,
          ) => Promise<{
            violations: Array<{ id: string; help: string; nodes: Array<{ target: string[] }> }>;
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
    });
    return result.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
  });
  expect(violations).toEqual([]);
}

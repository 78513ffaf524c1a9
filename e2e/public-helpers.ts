import type { Browser, ConsoleMessage, Locator, Page } from 'playwright-core';
import { type RunningServer, startServer as startSiteServer } from '../scripts/lib/start-server.ts';
import { answerThirdParty } from '../scripts/perf-budget.ts';
import { newPage, screenshot, type Width } from './support/browser.ts';

/** Both widths every public journey runs at. */
export const bothWidths: Width[] = ['phone', 'desktop'];

/**
 * A page that skips the splash screen (it shows once per visit and would cover the first 1.7 s of every
 * test) and, unless `motion` is asked for, runs with reduced motion so nothing is half-faded when checked.
 */
export async function openPage(
  browser: Browser,
  width: Width,
  options: { splash?: boolean; motion?: boolean; serviceWorkers?: 'allow' | 'block' } = {},
) {
  const { context, page } = await newPage(browser, width, options.serviceWorkers);
  if (!options.splash) {
    await context.addInitScript(() => {
      try {
        sessionStorage.setItem('splash-seen', '1');
      } catch {
        // frames without storage (a blocked embed) have no splash either
      }
    });
  }
  if (!options.motion) await page.emulateMedia({ reducedMotion: 'reduce' });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // embeds of third parties (maps, calendar) cannot load in the offline test machine
    if (
      message.type() === 'error' &&
      !/ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED|ERR_FAILED|ERR_BLOCKED/.test(message.text()) &&
      !refusedFormPost(message)
    ) {
      errors.push(message.text());
    }
  });
  // nothing leaves the machine: third-party addresses are answered at once
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, answerThirdParty);
  return { context, page, errors };
}

/**
 * A form post a route's action refused with 400 (its fields' messages, ADR 0049), which the browser reports
 * as a resource that failed to load: the page's answer, not a fault.
 */
export const refusedFormPost = (message: ConsoleMessage) =>
  /status of 400/.test(message.text()) && /\.data(\?|$)/.test(message.location().url);

/** axe-core with no violations: the shared check. */
export { expectNoAxeViolations as expectAccessible } from './support/browser.ts';

/** Loads every lazy picture, then saves a full-page screenshot named for the page and width. */
export async function screenshotPage(page: Page, name: string) {
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  });
  await screenshot(page, `public-${name}`);
}

/**
 * A second server (the same build) with extra configuration, such as third-party ids the main journey
 * server does not have. No demo content, so it starts in a second or two.
 */
export function startServer(env: Record<string, string>): Promise<RunningServer> {
  return startSiteServer({
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: 'e2e-admin-password',
    SEED_DEMO: '0',
    ...env,
  });
}

/**
 * Whether React has hydrated the element (its props are attached): the home page's contact form is an island
 * hydrated as the visitor nears it, after the page itself; until then a click posts it as a plain form and a
 * blur validates nothing. Poll it (`expect.poll`) before using the form's code.
 */
export const ownedByReact = (element: Locator) =>
  element.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps')));

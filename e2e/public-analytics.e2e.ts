import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from './public-helpers.ts';
import { afterNavigationWaitForHydration, useBrowser } from './support/browser.ts';

/**
 * The journey server has no third-party ids (the site must work offline), so this file starts a second
 * server of the same build with a measurement id, a contact widget and an events calendar, and no demo
 * homes. Their scripts and frames are answered locally: gtag.js by nothing at all (the page's own `gtag`
 * queue is what the router feeds), the widget by a one-line script that says it ran.
 */
const measurementId = 'G-TEST1234';
const widgetUrl = 'https://widget.example.com/loader.js';
const calendarId = 'events@revelstoke.example';

let server: { url: string; stop: () => Promise<void> };

beforeAll(async () => {
  server = await startServer({
    GA_MEASUREMENT_ID: measurementId,
    CONTACT_WIDGET_URL: widgetUrl,
    EVENTS_CALENDAR_ID: calendarId,
  });
}, 90_000);

afterAll(async () => {
  await server?.stop();
});

async function openConfigured(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => {
    try {
      sessionStorage.setItem('splash-seen', '1');
    } catch {
      // frames without storage
    }
    // a stubbed gtag that records every call; the page's start-up script keeps an existing gtag
    const calls: unknown[][] = [];
    Object.assign(window, { gtagCalls: calls, gtag: (...args: unknown[]) => calls.push(args) });
  });
  await context.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );
  await context.route(widgetUrl, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.widgetRan = true;' }),
  );
  await context.route('https://calendar.google.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<p>calendar</p>' }),
  );
  const page = await context.newPage();
  afterNavigationWaitForHydration(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  return page;
}

const pageViews = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { gtagCalls: unknown[][] }).gtagCalls
      .filter(([command, name]) => command === 'event' && name === 'page_view')
      .map(([, , params]) => (params as { page_path: string }).page_path),
  );

describe('third-party services when configured', () => {
  const browser = useBrowser();

  it('loads gtag with the page nonce and reports a page view on load and on every route change', async () => {
    const page = await openConfigured(browser());
    const violations: string[] = [];
    page.on('console', (m) => {
      if (m.text().includes('Content Security Policy')) violations.push(m.text());
    });
    await page.goto('/');
    const gtagScript = page.locator(`script[src*="googletagmanager.com/gtag/js?id=${measurementId}"]`);
    expect(await gtagScript.count()).toBe(1);
    await expect.poll(() => pageViews(page)).toEqual(['/']);
    const config = await page.evaluate(() =>
      (window as unknown as { gtagCalls: unknown[][] }).gtagCalls.find(([command]) => command === 'config'),
    );
    expect(config).toEqual(['config', measurementId, { send_page_view: false }]);

    await page.getByRole('link', { name: 'View Rentals' }).click();
    await page.waitForURL('**/properties');
    await page.getByLabel('Bedrooms', { exact: true }).selectOption('2');
    await page.waitForURL('**/properties?bedrooms=2');
    await page.locator('footer').getByRole('link', { name: 'About Us' }).click();
    await page.waitForURL('**/about');
    await expect
      .poll(() => pageViews(page))
      .toEqual(['/', '/properties', '/properties?bedrooms=2', '/about']);
    expect(violations).toEqual([]);
    await page.context().close();
  });

  it('loads the contact widget script on every page', async () => {
    const page = await openConfigured(browser());
    for (const path of ['/', '/contact', '/privacy-policy']) {
      await page.goto(path);
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { widgetRan?: boolean }).widgetRan))
        .toBe(true);
      expect(await page.locator(`script[src="${widgetUrl}"]`).count()).toBe(1);
    }
    await page.context().close();
  });

  it('embeds the events calendar with a month and an agenda view', async () => {
    const page = await openConfigured(browser());
    await page.goto('/revylife');
    const calendar = page.getByTestId('events-calendar');
    expect(await calendar.getAttribute('src')).toContain(`src=${encodeURIComponent(calendarId)}`);
    expect(await calendar.getAttribute('src')).toContain('mode=MONTH');
    const views = page.getByRole('group', { name: 'Calendar view' });
    expect(await views.getByRole('button', { name: 'Month' }).getAttribute('aria-pressed')).toBe('true');
    await views.getByRole('button', { name: 'Agenda' }).click();
    await expect.poll(() => calendar.getAttribute('src')).toContain('mode=AGENDA');
    expect(await page.getByTestId('events-list').count()).toBe(0);
    await page.context().close();
  });

  it('says so when there are no homes yet: no featured listings, no listings', async () => {
    const page = await openConfigured(browser());
    await page.goto('/');
    await page.getByText('No listings currently featured').waitFor();
    await page.goto('/properties');
    await page.getByText('No listings available').waitFor();
    await page.context().close();
  });
});

import type { BrowserContext, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFailedMessage } from '#app/lib/loading/load-failure.ts';
import { siteAssetsCache } from '#app/lib/offline/site-worker-names.ts';
import { offlineMessage } from '#app/lib/site/public-data.ts';
import type { Property } from '#common/property.ts';
import { openPage } from './public-helpers.ts';
import { baseUrl, newPage, screenshot, useBrowser, waitForHydration } from './support/browser.ts';
import { adminCookie } from './welcome-fixtures.ts';

const enquiry = {
  'First Name': 'Ola',
  'Last Name': 'Nordmann',
  Email: 'ola@example.com',
  Phone: '+1 250 555 0147',
  'Enter Message Here': 'Is the cabin by the river free for three nights at New Year?',
};

async function fill(form: Locator) {
  for (const [label, value] of Object.entries(enquiry))
    await form.getByLabel(label, { exact: true }).fill(value);
}

const values = (form: Locator) =>
  Promise.all(Object.keys(enquiry).map((label) => form.getByLabel(label, { exact: true }).inputValue()));

/** Waits until the site's service worker controls the page (it claims the page once active). */
async function waitForSiteWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.endsWith('/site-sw.js'));
}

/** Whether the site worker holds a saved copy of `path`. */
const hasSavedCopy = (page: Page, path: string) =>
  page.evaluate(async (p) => (await caches.match(p, { cacheName: 'site-pages-v1' })) !== undefined, path);

/** Puts a mark on the page's window: it survives client navigations, not a reload. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { journeyMark?: boolean }).journeyMark = true;
  });
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { journeyMark?: boolean }).journeyMark === true);

interface ManifestRoute {
  module: string;
  imports?: string[];
  clientLoaderModule?: string;
}
type RouterWindow = {
  __reactRouterManifest: { routes: Record<string, ManifestRoute | undefined> };
  __reactRouterRouteModules: Record<string, unknown>;
};

/** The files of a route's code, once React Router knows the route (it learns of linked routes lazily). */
async function routeModules(page: Page, routeId: string): Promise<string[]> {
  await page.waitForFunction(
    (id) => (window as unknown as RouterWindow).__reactRouterManifest.routes[id] !== undefined,
    routeId,
  );
  return page.evaluate((id) => {
    const route = (window as unknown as RouterWindow).__reactRouterManifest.routes[id] as ManifestRoute;
    return [route.module, route.clientLoaderModule ?? route.module, ...(route.imports ?? [])];
  }, routeId);
}

/** Whether this page has run a route's code. */
const loadedRouteModule = (page: Page, routeId: string) =>
  page.evaluate((id) => id in (window as unknown as RouterWindow).__reactRouterRouteModules, routeId);

/** Whether the site worker holds every one of these files. */
const allKept = (page: Page, files: string[]) =>
  page.evaluate(
    async ([list, cacheName]) =>
      (await Promise.all(list.map((file) => caches.match(file, { cacheName })))).every(
        (copy) => copy !== undefined,
      ),
    [files, siteAssetsCache] as const,
  );

/** Puts a fresh admin session's cookies into the browser context. */
async function signIn(context: BrowserContext) {
  const pairs = (await adminCookie()).split('; ');
  await context.addCookies(
    pairs.map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseUrl() };
    }),
  );
}

describe('a flaky connection (issue 14)', () => {
  const browser = useBrowser();
  let properties: Property[];

  beforeAll(async () => {
    properties = (await (await fetch(`${baseUrl()}/api/v1/properties`)).json()) as Property[];
    expect(properties.length).toBeGreaterThanOrEqual(2);
  });

  it('sends the contact form as a plain form post without JavaScript, with the states drawn by the server', async () => {
    const context = await browser().newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await fill(form);
    await form.getByLabel('Email', { exact: true }).fill('not-an-address');
    await form.getByRole('button', { name: 'Submit' }).click();
    await form.getByText('Please enter a valid email address').waitFor();
    // what was typed stays
    expect((await values(form))[0]).toBe('Ola');
    expect((await values(form))[4]).toBe(enquiry['Enter Message Here']);

    await form.getByLabel('Email', { exact: true }).fill(enquiry.Email);
    await form.getByRole('button', { name: 'Submit' }).click();
    const sent = form.getByRole('status');
    await sent.getByText('Message Sent').waitFor();
    expect(await sent.textContent()).toContain(
      "Your message has been sent successfully! We'll get back to you soon.",
    );
    expect(await values(form)).toEqual(['', '', '', '', '']);
    await context.close();
  });

  it('shows the Error modal and keeps the text when the connection dropped before the form was touched', async () => {
    const { context, page } = await openPage(browser(), 'phone');
    await page.goto('/contact');
    await waitForHydration(page);
    await context.setOffline(true);
    const form = page.getByRole('form', { name: 'Contact form' });
    await fill(form);
    await form.getByRole('button', { name: 'Submit' }).click();
    const error = page.getByRole('dialog', { name: 'Error' });
    await error.waitFor();
    expect(await error.textContent()).toContain(
      'There was an error sending your message. Please try again later.',
    );
    await error.getByRole('button', { name: 'Close' }).click();
    expect(await values(form)).toEqual(Object.values(enquiry));

    // back online, the same form goes through
    await context.setOffline(false);
    await form.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('dialog', { name: 'Message Sent' }).waitFor();
    await context.close();
  });

  it('keeps a filter change that fails for want of a connection in the listing, with a retry', async () => {
    const { context, page } = await openPage(browser(), 'phone');
    await page.goto('/properties');
    await waitForHydration(page);
    await context.setOffline(true);
    await page.getByLabel('Guests', { exact: true }).selectOption('6');
    const alert = page.getByRole('alert');
    await alert.getByText("Couldn't find any Listings").waitFor();
    expect(await alert.textContent()).toContain(offlineMessage);
    // in place: the listing's page, header and filters stay
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Vacation Rental Homes' }).isVisible())
      .toBe(true);
    await expect.poll(() => page.getByLabel('Guests', { exact: true }).isVisible()).toBe(true);
    await screenshot(page, 'offline-listings-error');

    await context.setOffline(false);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.getByTestId('property-card').first().waitFor();
    expect(new URL(page.url()).search).toBe('?guests=6');
    await context.close();
  });

  it('opens a property offline by its address: the offline page with a retry before a first visit, the saved page after one', async () => {
    const { context, page } = await openPage(browser(), 'phone');
    const [first, second] = properties as [Property, Property];
    await page.goto('/properties');
    await waitForHydration(page);
    await waitForSiteWorker(page);

    // never visited, opened by its address (a full navigation): the worker's offline page, not the browser's
    await context.setOffline(true);
    const response = await page.goto(`/property/${second.id}`);
    expect(response?.status()).toBe(503);
    await page.getByRole('heading', { name: 'You are offline' }).waitFor();
    await page.getByRole('button', { name: 'Try again' }).waitFor();

    // visited once online: opens offline as it was, marked as a saved copy
    await context.setOffline(false);
    await page.goto(`/property/${first.id}`);
    await waitForHydration(page);
    await expect.poll(() => hasSavedCopy(page, `/property/${first.id}`)).toBe(true);
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: first.name }).waitFor();
    await page.getByText(/^You are offline — showing the page as of \w{3} \d{1,2}, \d{4}/).waitFor();
    await screenshot(page, 'offline-property-saved');

    await context.close();
  });

  it('opens a property from the listing while offline, its code never loaded: the offline message in place, Retry when back', async () => {
    const { context, page, errors } = await openPage(browser(), 'phone');
    await page.goto('/properties');
    await waitForHydration(page);
    await waitForSiteWorker(page);
    // the worker keeps the code of the pages this one links to, once the page is idle
    const propertyModules = await routeModules(page, 'routes/public/property');
    await expect.poll(() => allKept(page, propertyModules), { timeout: 10_000 }).toBe(true);
    expect(await loadedRouteModule(page, 'routes/public/property')).toBe(false);
    await markDocument(page);

    await context.setOffline(true);
    const card = page.getByTestId('property-card').first();
    const name = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('link', { name: /^View Details/ }).click();
    const alert = page.getByRole('alert');
    await alert.getByRole('heading', { name: 'You are offline' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/property\/\d+$/);
    // in place: the same document (no reload), the site's header and footer stay
    expect(await sameDocument(page)).toBe(true);
    await expect.poll(() => page.getByRole('banner').isVisible()).toBe(true);
    expect(await page.getByRole('contentinfo').count()).toBe(1);
    await screenshot(page, 'offline-property-navigation');

    await context.setOffline(false);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(await sameDocument(page)).toBe(true);
    expect(errors.filter((e) => !e.includes(loadFailedMessage))).toEqual([]);
    await context.close();
  });

  it('opens a second property offline after a first one was opened: the offline message in place, not the error', async () => {
    const { context, page } = await openPage(browser(), 'desktop');
    const [first, second] = properties as [Property, Property];
    await page.goto('/properties');
    await waitForHydration(page);
    await markDocument(page);
    await page.getByRole('link', { name: `View Details: ${first.name}` }).click();
    await page.getByRole('heading', { level: 1, name: first.name }).waitFor();
    await page.getByRole('link', { name: 'Accommodations' }).click();
    await page.getByRole('heading', { level: 1, name: 'Vacation Rental Homes' }).waitFor();

    await context.setOffline(true);
    await page.getByRole('link', { name: `View Details: ${second.name}` }).click();
    const alert = page.getByRole('alert');
    await alert.getByRole('heading', { name: 'You are offline' }).waitFor();
    expect(await alert.textContent()).not.toContain('Error loading property details');
    expect(await sameDocument(page)).toBe(true);
    await screenshot(page, 'offline-property-navigation');

    await context.setOffline(false);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1, name: second.name }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/property/${second.id}`);
    await context.close();
  });

  it('opens a property on a connection that drops every data request: "Retrying…" during the retries, then the offline message', async () => {
    const { context, page } = await openPage(browser(), 'phone');
    const [first] = properties as [Property];
    await page.goto('/properties');
    await waitForHydration(page);
    await markDocument(page);
    // the browser thinks it is online; the requests get no answer (one bar of signal)
    const dropped = /\/property\/\d+\.data/;
    let tries = 0;
    await context.route(dropped, (route) => {
      tries++;
      return route.abort('internetdisconnected');
    });
    await page.getByRole('link', { name: `View Details: ${first.name}` }).click();
    await page.getByText('Retrying…').waitFor();
    const alert = page.getByRole('alert');
    await alert.getByRole('heading', { name: 'You are offline' }).waitFor({ timeout: 20_000 });
    expect(tries).toBe(4);
    expect(await sameDocument(page)).toBe(true);

    await context.unroute(dropped);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1, name: first.name }).waitFor();
    await context.close();
  });

  it('signs the browser out when the logout call answers 500', async () => {
    const { context, page } = await newPage(browser(), 'desktop');
    await signIn(context);
    await page.route('**/api/v1/users/auth/logout', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
    );
    await page.goto('/admin');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect((await context.cookies()).some((c) => c.name === 'admin_session')).toBe(false);
    await page.goto('/admin');
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it('retries a back-office list after 1 s and 2 s, saying "Retrying…", and shows it on the third try', async () => {
    const { context, page } = await newPage(browser(), 'desktop');
    await signIn(context);
    const tries: number[] = [];
    await page.route('**/api/v1/properties', async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      tries.push(Date.now());
      if (tries.length <= 2) return route.abort('failed');
      return route.continue();
    });
    await page.goto('/admin/propertymanager');
    await page.getByText('Retrying…').waitFor();
    await page
      .getByText(`${properties.length} ${properties.length === 1 ? 'property' : 'properties'} on the website`)
      .waitFor();
    expect(tries).toHaveLength(3);
    const [a, b, c] = tries as [number, number, number];
    // 1 s, then 2 s (measured tolerantly: the machine is shared)
    expect(b - a).toBeGreaterThanOrEqual(950);
    expect(b - a).toBeLessThan(3000);
    expect(c - b).toBeGreaterThanOrEqual(1950);
    expect(c - b).toBeLessThan(5000);
    expect(await page.getByText('Retrying…').count()).toBe(0);
    await context.close();
  });
});

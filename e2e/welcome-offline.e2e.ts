import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, screenshot, useBrowser, type Width, waitForHydration } from './support/browser.ts';
import {
  adminCookie,
  createFullProperty,
  expireGuestSessions,
  fullWelcome,
  logInAsGuest,
  openContext,
  waitForSplash,
} from './welcome-fixtures.ts';

const saved = 'Saved on this device for offline use';

/** The names of the Cache Storage caches of the page's origin. */
const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

describe('the welcome page offline', () => {
  const browser = useBrowser();
  let property: { id: number; name: string };

  beforeAll(async () => {
    property = await createFullProperty(await adminCookie(), 'Offline Test Lodge');
  });

  async function openSaved(width: Width) {
    const opened = await openContext(browser(), width);
    await logInAsGuest(opened.context, property.id);
    await opened.page.goto(`/welcome/${property.id}`);
    await waitForHydration(opened.page);
    await opened.page.getByText(saved).waitFor();
    return opened;
  }

  for (const width of ['phone', 'desktop'] as const satisfies Width[]) {
    it(`opens again with no network, with its images and when it was last updated (${width})`, async () => {
      const { context, page } = await openSaved(width);
      const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope);
      expect(scope).toMatch(/\/welcome\/$/);
      expect(await cacheNames(page)).toContain(`welcome-page-${property.id}`);

      await context.setOffline(true);
      await page.reload();
      await page.getByRole('heading', { level: 1, name: property.name }).waitFor();
      expect(await page.locator('[data-wifi-password]').textContent()).toBe(fullWelcome.wifi_password);
      await page.getByText(/^Last updated /).waitFor();
      await page.getByText(/You are offline\. This is the copy saved on this device on /).waitFor();
      await waitForHydration(page);

      const images = page.locator('[data-welcome-page] img');
      expect(await images.count()).toBe(5);
      for (const image of await images.all()) {
        await image.scrollIntoViewIfNeeded();
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
          .toBe(true);
      }
      // videos: their title and "available with a connection", never an empty frame
      const video = page.locator('[data-video-offline]');
      await video.getByText('Video: Hot tub').waitFor();
      await video.getByText('Available with a connection').waitFor();
      expect(await page.locator('[data-welcome-page] iframe').count()).toBe(0);
      await page.evaluate(() => window.scrollTo(0, 0));
      await waitForSplash(page);
      await screenshot(page, 'welcome-offline');

      // A new tab, straight to the address, still offline.
      const another = await context.newPage();
      await another.goto(`/welcome/${property.id}`);
      await another.getByText(fullWelcome.wifi_password).waitFor();
      await context.close();
    });
  }

  it('forgets the saved copy when the guest leaves', async () => {
    const { context, page } = await openSaved('phone');
    await page.getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL(`**/welcome/${property.id}/login?left=1`);
    await page.getByText('You have left the welcome page').waitFor();
    expect(await cacheNames(page)).not.toContain(`welcome-page-${property.id}`);

    await context.setOffline(true);
    await page.goto(`/welcome/${property.id}`);
    await page.getByRole('heading', { name: 'You are offline' }).waitFor();
    expect(await page.content()).not.toContain(fullWelcome.wifi_password);
    await context.close();
  });

  it("says so in French to a French browser when no copy is saved (the worker cannot read the guest's choice)", async () => {
    const context = await browser().newContext({ baseURL: baseUrl(), locale: 'fr-CA' });
    const page = await context.newPage();
    await logInAsGuest(context, property.id);
    await page.goto(`/welcome/${property.id}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL(`**/welcome/${property.id}/login?left=1`);

    await context.setOffline(true);
    await page.goto(`/welcome/${property.id}`);
    await page.getByRole('heading', { name: 'Vous êtes hors ligne' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('fr-CA');
    await page.getByText(/^Cette page n'a pas encore été enregistrée sur cet appareil/).waitFor();
    await context.close();
  });

  it('forgets the saved copy when the stay ends', async () => {
    const { context, page } = await openSaved('phone');
    expireGuestSessions(property.id);
    await page.reload();
    expect(new URL(page.url()).pathname).toBe(`/welcome/${property.id}/login`);
    await expect.poll(() => cacheNames(page)).not.toContain(`welcome-page-${property.id}`);
    await context.close();
  });

  it('does not open a copy offline after the stay has ended', async () => {
    const { context, page } = await openSaved('phone');
    // The stay ends while the phone has no signal: the record beside the copy says when.
    await page.evaluate(async (id) => {
      const cache = await caches.open(`welcome-page-${id}`);
      const key = `/welcome/${id}/saved-copy.json`;
      const record = await (await cache.match(key))!.json();
      await cache.put(
        key,
        new Response(JSON.stringify({ ...record, expiresAt: '2000-01-01T00:00:00.000Z' })),
      );
    }, property.id);
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Your stay has ended' }).waitFor();
    expect(await page.content()).not.toContain(fullWelcome.wifi_password);
    expect(await cacheNames(page)).not.toContain(`welcome-page-${property.id}`);
    await context.close();
  });

  it("leaves the public pages to the site's own worker", async () => {
    const { context, page } = await openSaved('phone');
    await page.goto('/');
    // The welcome worker's scope stops at /welcome/: the home page is not its client (the site's own worker,
    // registered by the page, may already have claimed it by now).
    const controller = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);
    expect(controller === null || new URL(controller).pathname === '/site-sw.js', String(controller)).toBe(
      true,
    );
    // The public site registers its own worker for / (ADR 0020); wait for it so the offline reload below
    // always meets the same worker instead of racing its installation.
    const worker = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(new URL(worker!).pathname).toBe('/site-sw.js');
    const savedPaths = await page.evaluate(async (id) => {
      const cache = await caches.open(`welcome-page-${id}`);
      return (await cache.keys()).map((request) => new URL(request.url).pathname);
    }, property.id);
    expect(savedPaths.filter((path) => path === '/' || path.startsWith('/propert'))).toEqual([]);

    await context.setOffline(true);
    await page.reload();
    // The home page went through no worker while online, so offline it is the site worker's own page,
    // never anything of the welcome page's saved copy.
    await page.getByRole('heading', { level: 1, name: 'You are offline' }).waitFor();
    expect(await page.content()).not.toContain(fullWelcome.wifi_password);
    await context.close();
  });
});

import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '#common/site-dates.ts';
import { baseUrl, screenshot, useBrowser, type Width, waitForHydration } from './support/browser.ts';
import {
  adminCookie,
  createFullProperty,
  createStay,
  endStay,
  expireGuestSessions,
  fullWelcome,
  logInAsGuest,
  openContext,
  waitForSplash,
} from './welcome-fixtures.ts';

const saved = 'Saved on this device for offline use';

/** The names of the Cache Storage caches of the page's origin. */
const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

/** Everything every Cache Storage cache of the page's origin holds, as text. */
const everythingCached = (page: Page) =>
  page.evaluate(async () => {
    const texts: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) texts.push(await (await cache.match(request))!.text());
    }
    return texts.join('\n');
  });

/** The mark a saved copy leaves on the device: when the stay ends and the guide's language. */
const stayEndMark = (page: Page, propertyId: number) =>
  page.evaluate(async (id) => {
    const answer = await (await caches.open('welcome-stay-ends')).match(`/welcome/${id}/stay-end.json`);
    return answer ? ((await answer.json()) as { endsAt: string; lang: string }) : null;
  }, propertyId);

/** Neither the page nor any cache of the device holds the guide's codes. */
async function expectNoCodes(page: Page) {
  for (const text of [await page.content(), await everythingCached(page)]) {
    expect(text).not.toContain(fullWelcome.wifi_password);
    expect(text).not.toContain(fullWelcome.garbage_code);
  }
}

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
    // the offline note comes from the worker, which the page registers as it starts saving its copy: on a
    // loaded machine that can come after hydration, so wait for it before leaving, and after leaving until
    // it has taken the login page (it claims its scope once active)
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) !== undefined))
      .toBe(true);
    await page.getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL(`**/welcome/${property.id}/login?left=1`);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

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
    // and again later: the copy is gone, but the device still knows why
    await page.reload();
    await page.getByRole('heading', { name: 'Your stay has ended' }).waitFor();
    await page.getByText('This guide is no longer saved on this device').waitFor();
    await expectNoCodes(page);
    await context.close();
  });

  it('says offline that the stay has ended once the server said so, and keeps no code (390 px)', async () => {
    const today = todayIn('America/Vancouver');
    const stay = await createStay(await adminCookie(), property.id, today, addDays(today, 3));
    const { context, page } = await openContext(browser(), 'phone');
    await page.goto(stay.link);
    await page.waitForURL(`**/welcome/${property.id}`);
    await waitForHydration(page);
    await page.getByText(saved).waitFor();
    const mark = await stayEndMark(page, property.id);
    expect(mark?.lang).toBe('en');
    expect(Date.parse(mark!.endsAt)).toBeGreaterThan(Date.now());

    endStay(stay.id);
    await page.reload();
    await page.locator('[data-stay-ended]').getByText('This stay has ended').waitFor();
    await waitForHydration(page);
    await expect.poll(() => cacheNames(page)).not.toContain(`welcome-page-${property.id}`);
    // the login page tells the device the stay is over, though its planned end is days away
    await expect
      .poll(async () => Date.parse((await stayEndMark(page, property.id))?.endsAt ?? '') <= Date.now())
      .toBe(true);

    await context.setOffline(true);
    await page.goto(`/welcome/${property.id}`);
    await page.getByRole('heading', { level: 1, name: 'Your stay has ended' }).waitFor();
    await page.getByText(/Thank you for staying with us!$/).waitFor();
    expect(await page.getByText('not been saved on this device').count()).toBe(0);
    await expectNoCodes(page);
    await screenshot(page, 'welcome-offline-stay-ended');
    await context.close();
  });

  it("says it in the guide's language, French, whatever the browser's (390 px)", async () => {
    const { context, page } = await openContext(browser(), 'phone');
    await logInAsGuest(context, property.id);
    await page.goto(`/welcome/${property.id}?lang=fr`);
    await waitForHydration(page);
    expect(await page.locator('html').getAttribute('lang')).toBe('fr-CA');
    await page.getByText('Enregistré sur cet appareil pour consultation hors ligne').waitFor();
    expect((await stayEndMark(page, property.id))?.lang).toBe('fr');
    expect(await cacheNames(page)).toContain(`welcome-page-${property.id}`);

    // The stay ends while the phone has no signal: the copy's record says when.
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
    for (let visit = 0; visit < 2; visit++) {
      await page.goto(`/welcome/${property.id}`);
      await page.getByRole('heading', { level: 1, name: 'Votre séjour est terminé' }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('fr-CA');
      await page.getByText(/^Ce guide n'est plus enregistré sur cet appareil/).waitFor();
    }
    expect(await cacheNames(page)).not.toContain(`welcome-page-${property.id}`);
    expect(await stayEndMark(page, property.id)).toEqual({ endsAt: '2000-01-01T00:00:00.000Z', lang: 'fr' });
    await expectNoCodes(page);
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

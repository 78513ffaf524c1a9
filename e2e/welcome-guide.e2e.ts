import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { formatRelease } from '#app/lib/welcome/format.ts';
import type { Place } from '#common/place.ts';
import { addDays, todayIn, zonedInstant } from '#common/site-dates.ts';
import type { Stay } from '#common/stay.ts';
import {
  baseUrl,
  fromThisSite,
  screenshot,
  useBrowser,
  type Width,
  waitForHydration,
} from './support/browser.ts';
import {
  adminCookie,
  createFullProperty,
  expectAccessible,
  fullWelcome,
  logInAsGuest,
  openContext,
  waitForSplash,
} from './welcome-fixtures.ts';

/** The journeys' server runs on the real clock in the default SITE_TIMEZONE. */
const timeZone = 'America/Vancouver';
const today = () => todayIn(timeZone);
// '#' as on a keypad, and so that no port number or hash in the page can contain the code by chance
const doorCode = '7319#';
const saved = 'Saved on this device for offline use';

async function api<T>(cookie: string, method: string, url: string, json?: object): Promise<T> {
  const res = await fetch(`${baseUrl()}/api/v1${url}`, {
    method,
    headers: { cookie, ...fromThisSite(), ...(json ? { 'content-type': 'application/json' } : {}) },
    body: json ? JSON.stringify(json) : undefined,
  });
  if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (res.status === 204 ? null : await res.json()) as T;
}

/**
 * Moves a stay's arrival straight in the database: the server's clock is the real one, so "the day has
 * come" for the server is the stay arriving today.
 */
function moveArrival(stayId: number, arrival: string) {
  const db = new DatabaseSync(path.join(inject('dataDir'), 'site.db'));
  try {
    db.prepare('UPDATE stays SET arrival = ? WHERE id = ?').run(arrival, stayId);
  } finally {
    db.close();
  }
}

/** The offline notice is on the first screen, above the fold. */
async function expectOnFirstScreen(page: Page, selector: string) {
  const box = await page.locator(selector).boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  expect(box).not.toBeNull();
  expect(box!.y + box!.height).toBeLessThanOrEqual(height);
}

describe("the guest's guide: the texted link offline, where the home is, codes through a stay", () => {
  const browser = useBrowser();
  let admin: string;
  let property: { id: number; name: string };

  beforeAll(async () => {
    admin = await adminCookie();
    property = await createFullProperty(admin, 'Guide Test Chalet');
    const form = new FormData();
    for (const [key, value] of Object.entries({
      ...fullWelcome,
      door_code: doorCode,
      property_password: '',
    })) {
      form.append(key, value);
    }
    const res = await fetch(`${baseUrl()}/api/v1/properties/welcome/${property.id}`, {
      method: 'PUT',
      headers: { cookie: admin, ...fromThisSite() },
      body: form,
    });
    expect(res.status).toBe(200);
  });

  const addStay = (guest_name: string, from: number, to: number) =>
    api<Stay>(admin, 'POST', `/properties/${property.id}/stays`, {
      guest_name,
      arrival: addDays(today(), from),
      departure: addDays(today(), to),
      // the journeys' guests share one home's nights: overlaps staff confirm
      allow_overlap: true,
    });

  async function openLink(stay: Stay, width: Width): Promise<{ context: BrowserContext; page: Page }> {
    const { context, page } = await openContext(browser(), width);
    await page.goto(stay.link);
    await page.waitForURL(`**/welcome/${property.id}`);
    await waitForHydration(page);
    await page.getByText(saved).waitFor();
    return { context, page };
  }

  it('re-opened offline, the texted link shows the saved copy; no code before release, "Connect once" on the day, the code once back online', async () => {
    const stay = await addStay('Jordan Lee', 2, 5);
    const { context, page } = await openLink(stay, 'phone');
    const release = zonedInstant(stay.arrival, '00:00', timeZone);
    const releaseText = formatRelease(release.toISOString(), timeZone);
    await page
      .locator('[data-greeting]')
      .getByText(/^Welcome, Jordan · /)
      .waitFor();

    await context.setOffline(true);
    await page.goto(stay.link);
    // the worker went on to the page itself, whose saved copy opens
    await page.waitForURL(`**/welcome/${property.id}`);
    await page.getByRole('heading', { level: 1, name: property.name }).waitFor();
    await waitForHydration(page);
    await page
      .locator('[data-quick-info]')
      .getByText(
        `Your door code appears on ${releaseText} — open this page once with a connection on that day`,
      )
      .waitFor();
    expect(await page.locator('[data-door-code]').count()).toBe(0);
    expect(await page.content()).not.toContain(doorCode);
    await page
      .locator('[data-offline-notice]')
      .getByText(/^You are offline\. This is the copy saved/)
      .waitFor();
    await expectOnFirstScreen(page, '[data-offline-notice]');
    await expectOnFirstScreen(page, '[data-quick-info] [data-door-code-notice]');
    await waitForSplash(page);
    await screenshot(page, 'guide-offline-before-release');

    // arrival day, still no signal: the copy cannot hold the code, and says how to get it
    await page.clock.install({ time: new Date(release.getTime() + 9 * 60 * 60 * 1000) });
    await page.reload();
    await waitForHydration(page);
    await page.locator('[data-quick-info]').getByText('Connect once to get your door code').waitFor();
    expect(await page.getByText(`appears on ${releaseText}`).count()).toBe(0);
    await expectOnFirstScreen(page, '[data-quick-info] [data-door-code-notice]');
    await waitForSplash(page);
    await screenshot(page, 'guide-offline-arrival-day');

    // back online on arrival day (for the server, the stay now starts today): the code
    moveArrival(stay.id, today());
    await context.setOffline(false);
    await page.goto(stay.link);
    await page.waitForURL(`**/welcome/${property.id}`);
    expect(await page.locator('[data-door-code]').textContent()).toBe(doorCode);
    expect(await page.locator('[data-door-code-notice]').count()).toBe(0);
    await context.close();
  });

  it('a password guest sees the WiFi and no door code where the property keeps it to stays', async () => {
    const { context, page } = await openContext(browser(), 'phone');
    await logInAsGuest(context, property.id);
    await page.goto(`/welcome/${property.id}`);
    await waitForHydration(page);
    expect(await page.locator('[data-wifi-password]').textContent()).toBe(fullWelcome.wifi_password);
    expect(await page.locator('[data-door-code]').count()).toBe(0);
    await page
      .locator('[data-quick-info]')
      .getByText('Your door code is in your personal link — ask us')
      .waitFor();
    await page.locator('[data-quick-info]').getByRole('link', { name: fullWelcome.contact_phone }).waitFor();
    expect(await page.content()).not.toContain(doorCode);
    expect(await page.locator('[data-greeting]').count()).toBe(0);
    await waitForSplash(page);
    await expectAccessible(page);
    await screenshot(page, 'guide-password-guest');
    await context.close();
  });

  for (const width of ['phone', 'desktop'] as const satisfies Width[]) {
    it(`a place staff add shows on the stay page, with the home's address, and offline (${width})`, async () => {
      const place = await api<Place>(admin, 'POST', '/places', {
        name: `Mackenzie Bakery ${width}`,
        category: 'eat',
        note: 'Cinnamon buns from 7 AM.',
        address: '112 Mackenzie Ave, Revelstoke, BC',
        phone: '250-555-0177',
      });
      const stay = await addStay('Sam Rivera', 0, 3);
      const { context, page } = await openLink(stay, width);
      // the first screen: greeting, door code and WiFi with nothing typed
      await page
        .locator('[data-greeting]')
        .getByText(/^Welcome, Sam · /)
        .waitFor();
      expect(await page.locator('[data-door-code]').textContent()).toBe(doorCode);
      expect(await page.locator('[data-wifi-password]').textContent()).toBe(fullWelcome.wifi_password);
      await expectOnFirstScreen(page, '[data-door-code]');
      await expectOnFirstScreen(page, '[data-wifi-password]');
      const arrival = page.locator('#arrival');
      expect(await arrival.locator('[data-address]').textContent()).toBe('1 Test Road, Revelstoke, BC');
      expect(await arrival.getByRole('link', { name: /^Open in Maps/ }).getAttribute('href')).toBe(
        `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('1 Test Road, Revelstoke, BC')}`,
      );
      const card = page.locator(`[data-place="${place.id}"]`);
      await card.getByText('Cinnamon buns from 7 AM.').waitFor();
      expect(await card.getByRole('link', { name: /^Open in Maps/ }).getAttribute('href')).toBe(
        place.map_url,
      );
      await page.locator('#places').getByRole('heading', { name: 'Eat & drink' }).waitFor();
      await waitForSplash(page);
      await expectAccessible(page);
      await screenshot(page, 'guide-stay-page');

      await context.setOffline(true);
      await page.reload();
      await page.locator(`[data-place="${place.id}"]`).getByText('Cinnamon buns from 7 AM.').waitFor();
      expect(await page.locator('[data-door-code]').textContent()).toBe(doorCode);
      await context.close();
      await api(admin, 'DELETE', `/places/${place.id}`);
    });
  }

  async function asStaff(width: Width) {
    const opened = await openContext(browser(), width);
    await opened.context.addCookies(
      admin.split('; ').map((pair) => {
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseUrl() };
      }),
    );
    return opened;
  }

  it("staff add a place in the Local guide and choose a property's places; the guest's request reaches them", async () => {
    const { context, page } = await asStaff('desktop');
    await page.goto('/admin/places');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Add a place' }).click();
    const form = page.getByRole('form', { name: 'Add a place' });
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Glacier Hut Bakery');
    await form.getByLabel('Category').selectOption('eat');
    await form.getByRole('textbox', { name: 'Note', exact: true }).fill('Sourdough on Saturdays.');
    await form.getByLabel('Address').fill('9 Victoria Rd, Revelstoke, BC');
    await form.getByRole('button', { name: 'Add place' }).click();
    const places = () => api<Place[]>(admin, 'GET', '/places');
    await expect.poll(async () => (await places()).some((p) => p.name === 'Glacier Hut Bakery')).toBe(true);
    const added = (await places()).find((p) => p.name === 'Glacier Hut Bakery')!;
    await page
      .locator(`[data-place="${added.id}"]`)
      .getByText('Eat & drink · 9 Victoria Rd, Revelstoke, BC')
      .waitFor();
    await waitForSplash(page);
    await expectAccessible(page);
    await screenshot(page, 'guide-admin-places');

    await page.goto(`/admin/propertymanager/edit/${property.id}/places`);
    await waitForHydration(page);
    await page.getByLabel('Only the places chosen below').check();
    await page.getByRole('button', { name: 'Hide Glacier Hut Bakery' }).click();
    await page.getByRole('button', { name: 'Save local guide' }).click();
    await page.getByRole('status').getByText('Saved').waitFor();
    const choice = await api<{ all: boolean; place_ids: number[] }>(
      admin,
      'GET',
      `/properties/${property.id}/places`,
    );
    expect(choice.all).toBe(false);
    expect(choice.place_ids).not.toContain(added.id);
    await expectAccessible(page);
    await screenshot(page, 'guide-admin-property-places');

    // the guest's page follows the choice; a request from it reaches the enquiries
    const stay = await addStay('Riley Park', 0, 2);
    const guest = await openLink(stay, 'phone');
    expect(await guest.page.locator(`[data-place="${added.id}"]`).count()).toBe(0);
    await guest.page.getByLabel('Early check-in').check();
    await guest.page.getByLabel(/^Message/).fill('We land at 9 am.');
    await guest.page.getByLabel(/^Your email/).fill('riley@example.com');
    await guest.page.getByRole('button', { name: 'Send request' }).click();
    await guest.page.getByText('Sent. We will answer here and by email.').waitFor();
    await guest.context.close();

    await page.goto('/admin/enquiries');
    await waitForHydration(page);
    const request = page.locator('article', { hasText: 'We land at 9 am.' });
    await request.locator('[data-stay-request]').getByText('Early check-in').waitFor();
    await request.getByText(`From the stay page of ${property.name}`).waitFor();
    await context.close();
    await api(admin, 'PUT', `/properties/${property.id}/places`, { place_ids: null });
    await api(admin, 'DELETE', `/places/${added.id}`);
  });
});

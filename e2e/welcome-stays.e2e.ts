import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatRelease } from '#app/lib/welcome/format.ts';
import { addDays, todayIn, zonedInstant } from '#common/site-dates.ts';
import type { Stay } from '#common/stay.ts';
import { baseUrl, fromThisSite, screenshot, useBrowser, waitForHydration } from './support/browser.ts';
import {
  adminCookie,
  createProperty,
  expectAccessible,
  fullWelcome,
  openContext,
  waitForSplash,
} from './welcome-fixtures.ts';

/** The journeys' server runs on the real clock in the default SITE_TIMEZONE. */
const timeZone = 'America/Vancouver';
const today = () => todayIn(timeZone);

const arrival = {
  check_in_time: '16:00',
  check_in_instructions: 'Open the lockbox, take the key.\nBoots off in the porch.',
  door_code: '5309#', // '#': no port number in the page can contain it by chance
  door_instructions: 'The lockbox hangs on the porch post, right of the front door.',
};

async function api<T>(cookie: string, method: string, url: string, json?: object): Promise<T> {
  const res = await fetch(`${baseUrl()}/api/v1${url}`, {
    method,
    headers: { cookie, ...fromThisSite(), ...(json ? { 'content-type': 'application/json' } : {}) },
    body: json ? JSON.stringify(json) : undefined,
  });
  if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (res.status === 204 ? null : await res.json()) as T;
}

/** The text of every response saved in the page's Cache Storage (the offline copy). */
const savedTexts = (page: Page) =>
  page.evaluate(async () => {
    const texts: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        if (response && /text|json/.test(response.headers.get('content-type') ?? '')) {
          texts.push(await response.text());
        }
      }
    }
    return texts.join('\n');
  });

describe('stays: a personal link for each guest', () => {
  const browser = useBrowser();
  let admin: string;
  let property: { id: number; name: string };

  // several guests of one chalet on the same nights: these journeys are about links, not overlaps
  const addStay = (guest_name: string, from: number, to: number) =>
    api<Stay>(admin, 'POST', `/properties/${property.id}/stays`, {
      guest_name,
      arrival: addDays(today(), from),
      departure: addDays(today(), to),
      allow_overlap: true,
    });

  beforeAll(async () => {
    admin = await adminCookie();
    property = await createProperty(admin, 'Stay Link Chalet');
    const form = new FormData();
    form.append('property_id', String(property.id));
    for (const [key, value] of Object.entries({ ...fullWelcome, ...arrival })) form.append(key, value);
    const res = await fetch(`${baseUrl()}/api/v1/properties/welcome`, {
      method: 'POST',
      headers: { cookie: admin, ...fromThisSite() },
      body: form,
    });
    expect(res.status).toBe(201);
  });

  async function openAsGuest(stay: Stay): Promise<{ context: BrowserContext; page: Page }> {
    const { context, page } = await openContext(browser(), 'phone');
    await page.goto(stay.link);
    return { context, page };
  }

  it('staff add a stay in the Guests tab and copy its link', async () => {
    const { context, page } = await openContext(browser(), 'phone');
    await context.addCookies(
      admin.split('; ').map((pair) => {
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseUrl() };
      }),
    );
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await page.goto(`/admin/propertymanager/edit/${property.id}/guests`);
    await waitForHydration(page);
    await page.getByRole('heading', { name: `Guests of ${property.name}` }).waitFor();

    await page.getByLabel('Guest name').fill('Jordan Lee');
    await page.getByLabel('Arrival').fill(addDays(today(), 3));
    await page.getByLabel('Departure').fill(addDays(today(), 6));
    await page.getByRole('button', { name: 'Add stay' }).click();

    const findAdded = async () =>
      (await api<Stay[]>(admin, 'GET', `/properties/${property.id}/stays`)).find(
        (s) => s.guest_name === 'Jordan Lee',
      );
    await expect.poll(findAdded).toBeTruthy();
    const added = await findAdded();
    expect(added?.status).toBe('upcoming');
    const row = page.locator(`[data-stay="${added!.id}"]`);
    await row.getByText('Upcoming').waitFor();
    // The share panel of the stay just added is open: link, QR code, message and card.
    expect(await row.locator('[data-stay-link]').inputValue()).toBe(added!.link);
    await row.getByRole('img', { name: "QR code of Jordan Lee's link" }).waitFor();
    expect(await row.getByLabel('Message to paste').inputValue()).toContain(
      `Hi Jordan, here is your guide to ${property.name}`,
    );
    await row.getByRole('button', { name: 'Copy link' }).click();
    await row.getByRole('button', { name: 'Copied link' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(added!.link);
    await waitForSplash(page);
    await expectAccessible(page);
    await screenshot(page, 'stays-guests-tab');

    // a new link for the same stay: the share panel shows it, the stay stays as it was
    await row.getByRole('button', { name: 'New link for Jordan Lee' }).click();
    const confirm = page.getByRole('dialog', { name: 'Make a new link?' });
    await confirm
      .getByText('Make a new link for Jordan Lee? The current link stops working at once;')
      .waitFor();
    await confirm.getByRole('button', { name: 'Make a new link' }).click();
    await confirm.waitFor({ state: 'detached' });
    const renewed = await findAdded();
    expect(renewed?.link).not.toBe(added!.link);
    expect(renewed?.link_shared_at).toBeNull();
    await expect.poll(() => row.locator('[data-stay-link]').inputValue()).toBe(renewed!.link);
    await row.getByText('Upcoming').waitFor();
    await context.close();
  });

  it('before arrival the guest sees the page, not the codes, and when they appear; the offline copy has none', async () => {
    const stay = await addStay('Early Bird', 5, 8);
    const { context, page } = await openAsGuest(stay);
    await page.waitForURL(`**/welcome/${property.id}`);
    await waitForHydration(page);
    const release = formatRelease(zonedInstant(stay.arrival, '00:00', timeZone).toISOString(), timeZone);
    await page.locator('[data-quick-info]').getByText(`Your door code appears on ${release}`).waitFor();
    const html = await page.content();
    for (const secret of [arrival.door_code, fullWelcome.wifi_password, fullWelcome.garbage_code]) {
      expect(html).not.toContain(secret);
    }
    await page.getByText('Saved on this device for offline use').waitFor();
    const saved = await savedTexts(page);
    expect(saved).toContain(property.name);
    for (const secret of [arrival.door_code, fullWelcome.wifi_password, fullWelcome.garbage_code]) {
      expect(saved).not.toContain(secret);
    }
    await waitForSplash(page);
    await expectAccessible(page);
    await screenshot(page, 'stays-before-arrival');
    await context.close();
  });

  it('on arrival day every code shows, Quick info first, the door code one tap to copy', async () => {
    const stay = await addStay('On Time', 0, 2);
    const { context, page } = await openAsGuest(stay);
    await page.waitForURL(`**/welcome/${property.id}`);
    await waitForHydration(page);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    const first = page.locator('[data-welcome-page] section').first();
    expect(await first.getAttribute('id')).toBe('quick-info');
    expect(await page.locator('[data-door-code]').textContent()).toBe(arrival.door_code);
    expect(await page.locator('[data-wifi-password]').textContent()).toBe(fullWelcome.wifi_password);
    await page.getByRole('heading', { name: 'Arrival' }).waitFor();
    await page.getByRole('button', { name: 'Copy door code' }).click();
    await page.getByRole('button', { name: 'Copied door code' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(arrival.door_code);
    await waitForSplash(page);
    await expectAccessible(page);
    await screenshot(page, 'stays-arrival-day');
    await context.close();
  });

  it('after departure the link says the stay has ended and offers the phone', async () => {
    const stay = await addStay('Long Gone', -5, -2);
    const { context, page } = await openAsGuest(stay);
    await page.waitForURL(`**/welcome/${property.id}/login?stay=ended`);
    await page.getByRole('alert').getByText('This stay has ended').waitFor();
    await page.getByRole('alert').getByRole('link').waitFor();
    await waitForHydration(page);
    await waitForSplash(page);
    await expectAccessible(page);
    await screenshot(page, 'stays-ended');
    await context.close();
  });

  it('after a new link the old one is no longer valid, the open page loses access, the new link opens it', async () => {
    const stay = await addStay('Lost Phone', 0, 3);
    const { context, page } = await openAsGuest(stay);
    await page.waitForURL(`**/welcome/${property.id}`);
    const renewed = await api<Stay>(admin, 'POST', `/properties/${property.id}/stays/${stay.id}/new-link`);
    expect(renewed.link).not.toBe(stay.link);
    await page.reload();
    await page.waitForURL(`**/welcome/${property.id}/login`);
    await page.goto(stay.link);
    await page.waitForURL(`**/welcome/${property.id}/login?stay=revoked`);
    await page.getByRole('alert').getByText('This link is no longer valid').waitFor();
    await page.goto(renewed.link);
    await page.waitForURL(`**/welcome/${property.id}`);
    expect(await page.locator('[data-door-code]').textContent()).toBe(arrival.door_code);
    await context.close();
  });

  it('a revoked link is no longer valid, and the open page loses access at once', async () => {
    const stay = await addStay('Changed Plans', 0, 3);
    const { context, page } = await openAsGuest(stay);
    await page.waitForURL(`**/welcome/${property.id}`);
    await api(admin, 'DELETE', `/properties/${property.id}/stays/${stay.id}`);
    await page.reload();
    await page.waitForURL(`**/welcome/${property.id}/login`);
    await page.getByRole('alert').getByText('This link is no longer valid').waitFor();
    await page.goto(stay.link);
    await page.waitForURL(`**/welcome/${property.id}/login?stay=revoked`);
    await page.getByRole('alert').getByText('This link is no longer valid').waitFor();
    await context.close();
  });
});

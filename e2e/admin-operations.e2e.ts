import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '#common/site-dates.ts';
import type { Stay } from '#common/stay.ts';
import {
  baseUrl,
  expectNoAxeViolations,
  fromThisSite,
  newPage,
  screenshot,
  useBrowser,
  type Width,
} from './support/browser.ts';
import { e2eAdmin } from './support/global-setup.ts';

/** Dates as the server sees them (the site's default zone; the journey server does not change it). */
const today = todayIn('America/Vancouver');
const arrival = addDays(today, 2);
const compact = (date: string) => date.replaceAll('-', '');

async function signIn(request: APIRequestContext, name = e2eAdmin.name, password = e2eAdmin.password) {
  const login = await request.post('/api/v1/users/auth/login', { data: { name, password } });
  expect(login.status()).toBe(200);
}

/** Issue 24's journeys: a day run from the Today screen, the multi-property calendar, stays edited, roles. */
describe('back office: operations', () => {
  const browser = useBrowser();
  let feedServer: http.Server;
  let feedUrl: string;
  let home: { id: number; name: string };

  beforeAll(async () => {
    // a channel's export with one reservation arriving in two days, served from this machine
    const ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//HomeAway.com, Inc.//EN',
      'BEGIN:VEVENT',
      'UID:journey-arrival@vrbo.com',
      `DTSTART;VALUE=DATE:${compact(arrival)}`,
      `DTEND;VALUE=DATE:${compact(addDays(arrival, 3))}`,
      'SUMMARY:Reserved - Journey Guest',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    feedServer = http.createServer((_req, res) =>
      res.writeHead(200, { 'content-type': 'text/calendar' }).end(ics),
    );
    await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
    feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/vrbo.ics`;
    const properties = (await (await fetch(`${baseUrl()}/api/v1/properties`)).json()) as {
      id: number;
      name: string;
    }[];
    home = properties[0] as { id: number; name: string };
  });
  afterAll(async () => {
    feedServer.closeAllConnections();
    await new Promise((resolve) => feedServer.close(resolve));
  });

  it('the Today screen turns an arriving channel reservation into a stay and its link is copied', async () => {
    const { context, page } = await newPage(browser(), 'desktop');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await signIn(context.request);
    const feed = await context.request.post(`/api/v1/properties/${home.id}/calendar/feeds`, {
      headers: fromThisSite(),
      data: { label: 'Vrbo', url: feedUrl },
    });
    expect(feed.status()).toBe(201);
    expect(
      (
        await context.request.post(`/api/v1/properties/${home.id}/calendar/sync`, { headers: fromThisSite() })
      ).status(),
    ).toBe(200);

    await page.goto('/admin');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const day = page.locator(`[data-day="${arrival}"]`);
    const entry = day.locator('[data-arrival]', { hasText: home.name }).filter({ hasText: 'No stay yet' });
    await entry.waitFor();
    await entry.getByRole('button', { name: 'Make stay and share link' }).click();
    // a demo stay may already hold those nights: the overlap is shown, and staff choose to add anyway
    await entry.locator('[data-stay-link], [data-overlap]').first().waitFor();
    if (await entry.locator('[data-overlap]').isVisible())
      await entry.getByRole('button', { name: 'Add anyway' }).click();
    // made into a stay, the arrival is no longer marked; its share panel stays open
    const made = day.locator('[data-arrival]', { has: page.locator('[data-stay-link]') });
    const link = await made.locator('[data-stay-link]').inputValue();
    expect(link).toMatch(new RegExp(`/welcome/${home.id}/s/[A-Za-z0-9_-]{43}$`));
    // the stay has no email, so no guide mail carried its link: the arrival says so until it is copied
    await made.getByText('Link not sent').waitFor();
    await made.getByRole('button', { name: 'Copy link' }).click();
    await made.getByText('link copied').waitFor();
    await made.getByText('Journey Guest').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    // copied from the share panel, the link counts as sent
    await made.getByText('Link not sent').waitFor({ state: 'detached' });

    // the stay took the reservation's dates and its guest's name; nothing was typed
    const stays = (await (await context.request.get(`/api/v1/properties/${home.id}/stays`)).json()) as Stay[];
    expect(stays.find((s) => s.link === link)).toMatchObject({
      guest_name: 'Journey Guest',
      arrival,
      departure: addDays(arrival, 3),
      reservation: { uid: 'journey-arrival@vrbo.com' },
      link_shared_at: expect.any(String),
    });
    // reloaded, the arrival is the stay now: no longer marked
    await page.reload();
    await day.locator('[data-arrival]', { hasText: 'Journey Guest' }).waitFor();
    expect(
      await day.locator('[data-arrival]', { hasText: home.name }).filter({ hasText: 'No stay yet' }).count(),
    ).toBe(0);
    // and its link, copied, is not marked as not sent
    expect(
      await day.locator('[data-arrival]', { hasText: 'Journey Guest' }).getByText('Link not sent').count(),
    ).toBe(0);
    await context.close();
  });

  it.each<Width>(['phone', 'desktop'])('the Today screen reads well and passes axe (%s)', async (width) => {
    const { context, page } = await newPage(browser(), width);
    await signIn(context.request);
    await page.goto('/admin');
    await page.locator('[data-day]').first().waitFor();
    await expectNoAxeViolations(page);
    await screenshot(page, 'admin-today');
    await page.emulateMedia({ media: 'print' });
    await screenshot(page, 'admin-today-print');
    await context.close();
  });

  it.each<Width>(['phone', 'desktop'])(
    'the multi-property calendar blocks a free night in two clicks (%s)',
    async (width) => {
      const { context, page } = await newPage(browser(), width);
      await signIn(context.request);
      const month = addDays(today, width === 'phone' ? 70 : 100).slice(0, 7);
      await page.goto(`/admin/calendar?month=${month}`);
      const row = page.locator(`[data-home="${home.id}"]`);
      // the demo's blocks are drawn from today's date: any free night of a month well ahead will do
      const free = row.locator('[data-free-night]').last();
      const night = (await free.getAttribute('data-free-night')) as string;
      await free.click();
      await page.getByRole('dialog').getByRole('button', { name: 'Block this night' }).click();
      await row.locator(`[data-night="${night}"]`).waitFor();
      expect(await row.locator(`[data-free-night="${night}"]`).count()).toBe(0);
      await screenshot(page, 'admin-multi-calendar');
      await expectNoAxeViolations(page);
      const blocks = (await (
        await context.request.get(
          `/api/v1/properties/${home.id}/calendar/blocks?from=${night}&to=${addDays(night, 1)}`,
        )
      ).json()) as { blocks: { id: number; source: string; start: string }[] };
      const made = blocks.blocks.find((b) => b.source === 'manual' && b.start === night);
      expect(made).toBeDefined();
      await context.request.delete(`/api/v1/properties/${home.id}/calendar/blocks/${made?.id}`);
      await context.close();
    },
  );

  it("edits a stay's departure on the Guests tab, with an overlap shown inline and saved anyway", async () => {
    const { context, page } = await newPage(browser(), 'phone');
    await signIn(context.request);
    const start = addDays(today, 400);
    const add = async (guest_name: string, a: string, d: string) =>
      (await (
        await context.request.post(`/api/v1/properties/${home.id}/stays`, {
          headers: fromThisSite(),
          data: { guest_name, arrival: a, departure: d, allow_overlap: true },
        })
      ).json()) as Stay;
    const stay = await add('Edit Journey', start, addDays(start, 3));
    await add('Next Journey', addDays(start, 4), addDays(start, 6));
    await page.goto(`/admin/propertymanager/edit/${home.id}/guests`);
    const card = page.locator(`[data-stay="${stay.id}"]`);
    await card.getByRole('button', { name: "Edit Edit Journey's stay" }).click();
    await card.getByLabel('Departure').fill(addDays(start, 4));
    await card.getByRole('button', { name: 'Save stay' }).click();
    // the form closes once the stay is saved and read again; the Edit button is a toggle, so a click
    // before then would close the form instead of opening it
    await card.getByLabel('Departure').waitFor({ state: 'detached' });
    await card
      .getByText(/to .* 2\d{3}$/)
      .first()
      .waitFor();
    // one night more runs into the next stay: the 409 is shown inline, and saving anyway is a choice
    await card.getByRole('button', { name: "Edit Edit Journey's stay" }).click();
    await card.getByLabel('Departure').fill(addDays(start, 5));
    await card.getByRole('button', { name: 'Save stay' }).click();
    await card.locator('[data-overlap]').getByText('These nights overlap:').waitFor();
    await screenshot(page, 'admin-stay-overlap');
    await card.getByRole('button', { name: 'Save anyway' }).click();
    await card.locator('[data-overlap]').waitFor({ state: 'detached' });
    const saved = (await (await context.request.get(`/api/v1/properties/${home.id}/stays`)).json()) as Stay[];
    expect(saved.find((s) => s.id === stay.id)).toMatchObject({
      departure: addDays(start, 5),
      link: stay.link,
    });
    await context.close();
  });

  it('a housekeeping account sees the schedule, and no codes anywhere', async () => {
    const admin = await newPage(browser(), 'desktop');
    await signIn(admin.context.request);
    const created = await admin.context.request.post('/api/v1/users', {
      headers: fromThisSite(),
      data: { name: 'cleaner', password: 'cleaner-password', role: 'housekeeping' },
    });
    expect(created.status()).toBe(201);
    const welcome = (await (
      await admin.context.request.get(`/api/v1/properties/welcome/${home.id}`)
    ).json()) as {
      door: { code: string | null };
      wifi: { password: string | null };
    };
    const secrets = [welcome.door.code, welcome.wifi.password].filter((s): s is string =>
      Boolean(s && s.length > 3),
    );
    expect(secrets.length).toBeGreaterThan(0);
    // staff leave the cleaners a note on the home, in its row of the property list
    const notes = 'Fresh linen in the hall closet; put the hot tub cover back on.';
    await admin.page.goto('/admin/propertymanager');
    const staffRow = admin.page.getByRole('listitem').filter({ hasText: home.name });
    await staffRow.locator('summary', { hasText: 'Turnover notes' }).click();
    await staffRow.getByLabel(`Turnover notes for ${home.name}`).fill(notes);
    await staffRow.getByRole('button', { name: 'Save notes' }).click();
    await staffRow.getByRole('status').getByText('Turnover notes saved').waitFor();
    await admin.context.close();

    const { context, page } = await newPage(browser(), 'phone');
    await page.goto('/login?redirectTo=%2Fadmin');
    await page.getByLabel('Username').fill('cleaner');
    await page.getByLabel('Password').fill('cleaner-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.locator('[data-day]').first().waitFor();
    await page.locator('[data-turnover], [data-arrival], [data-departure]').first().waitFor();
    // no action that needs more than reading
    expect(await page.getByRole('button', { name: /Make stay|Share link/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Backoffice' });
    expect(await nav.getByRole('link').allTextContents()).toEqual([
      'Today',
      'My tasks',
      // every booking in one place, without emails, phones or money for this role (issue 41)
      'Bookings',
      'Properties',
      'Profile',
    ]);
    await screenshot(page, 'admin-housekeeping');
    for (const secret of secrets) expect(await page.content()).not.toContain(secret);

    await page.goto('/admin/propertymanager');
    await page.getByText(home.name).first().waitFor();
    expect(await page.getByRole('link', { name: /^Edit/ }).count()).toBe(0);
    // the home's times and the staff's note, read-only
    const row = page.getByRole('listitem').filter({ hasText: home.name });
    expect(await row.locator('[data-turnover-notes]').textContent()).toBe(`Turnover notes: ${notes}`);
    expect(await row.locator('[data-house-times]').textContent()).toMatch(
      /^(Check-in \d\d:\d\d|No check-in time set) · /,
    );
    expect(await row.getByRole('textbox').count()).toBe(0);
    await screenshot(page, 'admin-housekeeping-properties');
    for (const secret of secrets) expect(await page.content()).not.toContain(secret);
    await page.goto(`/welcome/${home.id}`);
    await page.waitForURL((url) => url.pathname.includes('/login'));
    for (const secret of secrets) expect(await page.content()).not.toContain(secret);
    const api = await context.request.get(`/api/v1/properties/welcome/${home.id}`);
    expect(api.status()).toBe(403);
    await context.close();
  });
});

import type { APIRequestContext, Response } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Schedule } from '#common/reservations.ts';
import { addDays, todayIn } from '#common/site-dates.ts';
import type { Task } from '#common/tasks.ts';
import { requestToBook } from './booking-fixtures.ts';
import {
  baseUrl,
  expectNoAxeViolations,
  fromThisSite,
  newPage,
  screenshot,
  useBrowser,
} from './support/browser.ts';
import { e2eAdmin } from './support/global-setup.ts';

/** Dates as the server sees them (the site's default zone). */
const today = todayIn('America/Vancouver');
const run = Date.now().toString(36);
const manager = { name: `today-manager-${run}`, password: `manager-pass-${run}-x` };
const housekeeper = { name: `today-cleaner-${run}`, password: `cleaner-pass-${run}-x` };
const first = `Overlap One ${run}`;
const second = `Overlap Two ${run}`;
const departing = `Leaving Today ${run}`;
const requester = `Request Hold ${run}`;
const ownerBlock = `Owner week ${run}`;

async function signIn(request: APIRequestContext, user: { name: string; password: string }) {
  const login = await request.post('/api/v1/users/auth/login', { data: user, headers: fromThisSite() });
  expect(login.status()).toBe(200);
}

async function signInOnPage(
  page: import('playwright-core').Page,
  user: { name: string; password: string },
  to: string,
) {
  await page.goto(`/login?redirectTo=${encodeURIComponent(to)}`);
  await page.getByLabel('Username').fill(user.name);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname === to);
}

/** Issue 42 items 5, 6 and 8 (with 41 and 43 on Today): Today run by a manager, read by a housekeeper; the calendar. */
describe('back office: Today and the calendar', () => {
  const browser = useBrowser();
  let readyHome: { id: number; name: string };
  let overlapHome: { id: number; name: string };
  let overlapStay: number;

  beforeAll(async () => {
    const { context } = await newPage(browser(), 'desktop');
    const request = context.request;
    await signIn(request, e2eAdmin);
    for (const [user, role] of [
      [manager, 'manager'],
      [housekeeper, 'housekeeping'],
    ] as const) {
      const made = await request.post('/api/v1/users', { headers: fromThisSite(), data: { ...user, role } });
      expect(made.status(), await made.text()).toBe(201);
    }
    const homes = (await (await fetch(`${baseUrl()}/api/v1/properties`)).json()) as {
      id: number;
      name: string;
    }[];
    const schedule = (await (
      await request.get(`/api/v1/schedule?from=${today}&to=${addDays(today, 8)}`)
    ).json()) as Schedule;
    // a home nobody else has left today (the my-tasks journey uses the last one): our departure decides it
    const candidates = homes.slice(0, -1);
    readyHome = (candidates.find((h) => {
      const r = schedule.homes.find((x) => x.property_id === h.id);
      return !r || r.departure === null || r.departure < today;
    }) ?? candidates[0]) as { id: number; name: string };
    overlapHome = (candidates.find((h) => h.id !== readyHome.id) ?? homes[0]) as { id: number; name: string };

    const addStay = async (homeId: number, guest_name: string, arrival: string, departure: string) => {
      const res = await request.post(`/api/v1/properties/${homeId}/stays`, {
        headers: fromThisSite(),
        data: { guest_name, arrival, departure, allow_overlap: true, guests: 3 },
      });
      expect(res.status(), await res.text()).toBe(201);
      return ((await res.json()) as { id: number }).id;
    };
    const leaving = await addStay(readyHome.id, departing, addDays(today, -2), today);
    overlapStay = await addStay(overlapHome.id, first, addDays(today, 3), addDays(today, 6));
    await addStay(overlapHome.id, second, addDays(today, 4), addDays(today, 5));
    // staff block the first guest's last night: double-booked too
    const blocked = await request.post(`/api/v1/properties/${overlapHome.id}/calendar/blocks`, {
      headers: fromThisSite(),
      data: { start: addDays(today, 5), end: addDays(today, 7), note: ownerBlock, allow_overlap: true },
    });
    expect(blocked.status(), await blocked.text()).toBe(201);
    const cleans = (await (
      await request.get(`/api/v1/tasks?kind=clean&property_id=${readyHome.id}`)
    ).json()) as Task[];
    const clean = cleans.find((t) => t.stay_id === leaving);
    expect(clean).toBeDefined();
    const started = await request.patch(`/api/v1/tasks/${clean?.id}`, {
      headers: fromThisSite(),
      data: { status: 'in_progress' },
    });
    expect(started.status()).toBe(200);

    // a request to book on a home that takes them, on the first free nights a month out
    await requestToBook(
      { name: requester, email: 'hold@example.com', phone: '250-555-0123' },
      { guests: 2, nights: 3, fromDays: 40 },
    );
    await context.close();
  });

  it('a manager at 1280 px sees the double-booked nights first, each home ready or not, and the request on hold', async () => {
    const { context, page } = await newPage(browser(), 'desktop');
    await signInOnPage(page, manager, '/admin');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.getByRole('heading', { name: `Welcome, ${manager.name}` }).waitFor();
    const doubled = page.getByTestId('double-booked');
    await doubled.getByText(`${first} and ${second}`).first().waitFor();
    // the night staff blocked under the first guest (the demo may block it too): the guest and the block
    await doubled
      .getByRole('listitem')
      .filter({ hasText: `${first} and ` })
      .filter({ hasText: `Staff block (${ownerBlock})` })
      .waitFor();
    // the flag comes before the days
    const flagTop = (await doubled.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
    const firstDayTop = (await page.locator('[data-day]').first().boundingBox())?.y ?? 0;
    expect(flagTop).toBeLessThan(firstDayTop);

    const row = page.getByTestId('readiness').getByRole('listitem').filter({ hasText: readyHome.name });
    await row.getByText('Cleaning').waitFor();

    const pending = page.getByTestId('pending-requests').getByRole('listitem').filter({ hasText: requester });
    await pending.getByText(/held until \w+ \d+, \d{4}, \d+:\d\d [AP]M/).waitFor();

    // arrivals carry their party size and check-in time; a departure its clean
    const arrival = page.locator('[data-arrival]').filter({ hasText: first });
    await arrival.getByText(/3 guests/).waitFor();
    await screenshot(page, 'admin-today-manager');
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('a housekeeper at 390 px gets Today without one refused request, and no money', async () => {
    const { context, page } = await newPage(browser(), 'phone');
    const refused: string[] = [];
    page.on('response', (response: Response) => {
      if (response.status() === 403) refused.push(response.url());
    });
    await signInOnPage(page, housekeeper, '/admin');
    await page.locator('[data-day]').first().waitFor();
    await page.getByTestId('double-booked').getByText(`${first} and ${second}`).first().waitFor();
    await page.getByTestId('readiness').waitFor();
    expect(refused).toEqual([]);
    expect(await page.getByTestId('pending-requests').count()).toBe(0);
    expect(await page.getByTestId('balances-due').count()).toBe(0);
    expect(await page.locator('main').innerText()).not.toMatch(/\$\s?\d/);
    await screenshot(page, 'admin-today-housekeeping');
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('the calendar fits a month at 1280 px and a click on a stay opens it', async () => {
    const { context, page } = await newPage(browser(), 'desktop');
    await signInOnPage(page, e2eAdmin, '/admin/calendar');
    const month = addDays(today, 3).slice(0, 7);
    await page.goto(`/admin/calendar?month=${month}`);
    const grid = page.locator('[data-month-grid]');
    const stay = grid.locator(`tr[data-home="${overlapHome.id}"] a[data-occupant="stay"]`, {
      hasText: first,
    });
    await stay.first().waitFor();
    // the label reads in full, not three letters
    expect((await stay.first().innerText()).startsWith(first.slice(0, 8))).toBe(true);
    // nothing inside the grid reaches past its box (a hidden label placed beyond a cell would scroll it)
    const overflow = await grid.evaluate((box) => box.scrollWidth - box.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await screenshot(page, 'admin-calendar-month');
    await expectNoAxeViolations(page);
    await stay.first().click();
    await page.waitForURL(
      (url) =>
        url.pathname === `/admin/propertymanager/edit/${overlapHome.id}/guests` &&
        url.hash === `#stay-${overlapStay}`,
    );
    await page.locator(`[data-stay="${overlapStay}"]`).waitFor();
    await context.close();

    const phone = await newPage(browser(), 'phone');
    await signInOnPage(phone.page, e2eAdmin, '/admin/calendar');
    await phone.page.goto(`/admin/calendar?month=${month}`);
    await phone.page.locator('[data-month-grid] a[data-occupant="stay"]').first().waitFor();
    // on a phone the grid scrolls inside its box; the page itself does not
    expect(
      await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await screenshot(phone.page, 'admin-calendar-month');
    await phone.context.close();
  });
});

import { describe, expect, it } from 'vitest';
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

/** Issue 41, item 5: the Bookings screen: a traveller's request answered in one click, then found in the list. */
describe('back office: bookings', () => {
  const browser = useBrowser();

  /** A request to book one of the demo homes that take them, on the first free four nights from a month out. */
  async function requestToBook(name: string): Promise<void> {
    const homes = (await (await fetch(`${baseUrl()}/api/v1/properties`)).json()) as {
      id: number;
      booking_requests?: boolean;
    }[];
    const home = homes.find((h) => h.booking_requests);
    expect(home).toBeDefined();
    for (let offset = 30; offset < 400; offset += 5) {
      const checkIn = new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      const checkOut = new Date(Date.now() + (offset + 4) * 86_400_000).toISOString().slice(0, 10);
      const response = await fetch(`${baseUrl()}/api/v1/properties/${home?.id}/booking-requests`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          check_in: checkIn,
          check_out: checkOut,
          guests: 2,
          name,
          email: 'robin@example.com',
          phone: '250-555-0199',
        }),
      });
      if (response.status === 201) return;
      expect(response.status).toBe(409);
    }
    throw new Error('no free nights found for the request');
  }

  it.each<Width>(['phone', 'desktop'])(
    'shows a pending request, accepts it in one click, and lists the stay with its balance (%s)',
    async (width) => {
      const guest = `Robin Alder ${width} ${Date.now()}`;
      await requestToBook(guest);
      const { context, page } = await newPage(browser(), width);
      const login = await context.request.post('/api/v1/users/auth/login', {
        data: { name: e2eAdmin.name, password: e2eAdmin.password },
        headers: fromThisSite(),
      });
      expect(login.status()).toBe(200);
      await page.goto('/admin/bookings');
      await page.getByRole('heading', { level: 1, name: 'Bookings' }).waitFor();
      const request = page.locator('[data-request]').filter({ hasText: guest });
      await request.waitFor();
      await expectNoAxeViolations(page);
      await screenshot(page, 'admin-bookings-request');

      await request.getByRole('button', { name: 'Accept' }).click();
      await request.waitFor({ state: 'detached' });
      await page.getByLabel('Guest name, email or phone').fill(guest);
      await page.getByRole('button', { name: 'Search' }).click();
      const stay = page.locator('[data-stay]').filter({ hasText: guest });
      await stay.waitFor();
      await stay.getByText(/^Balance \$/).waitFor();
      await page.getByRole('button', { name: 'Balance due' }).click();
      await page.waitForURL(/\?balance_due=true$/);
      await page.getByLabel('Guest name, email or phone').and(page.locator('[value=""]')).waitFor();
      await page.locator('[data-stay]').filter({ hasText: guest }).waitFor();
      await screenshot(page, 'admin-bookings-balance');
      await context.close();
    },
  );
});

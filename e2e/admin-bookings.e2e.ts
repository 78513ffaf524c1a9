import { describe, expect, it } from 'vitest';
import { requestToBook } from './booking-fixtures.ts';
import {
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

  const requestToBookAs = (name: string) =>
    requestToBook(
      { name, email: 'robin@example.com', phone: '250-555-0199' },
      { guests: 2, nights: 4, fromDays: 30 },
    );

  it.each<Width>(['phone', 'desktop'])(
    'shows a pending request, accepts it in one click, and lists the stay with its balance (%s)',
    async (width) => {
      const guest = `Robin Alder ${width} ${Date.now()}`;
      await requestToBookAs(guest);
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

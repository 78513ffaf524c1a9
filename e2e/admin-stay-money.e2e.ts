import type { Locator } from 'playwright-core';
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

/** What a locator's element holds as text. */
const text = async (locator: Locator) => (await locator.textContent()) ?? '';

/** Cents of a figure as the back office writes it ("$1,234.50"). */
const centsOf = (text: string) => Math.round(Number(text.replace(/[$,\s]/g, '')) * 100);

/**
 * Issue 41, items 3 and 4: staff accept a request to book, then the stay shows its money: total and balance,
 * a payment recorded (the balance goes down), deleted by an admin (back up), a new link for the same stay
 * (the money unchanged), and the booking cancelled with a reason, the refund due shown before confirming
 * and after.
 */
describe('back office: the money of a stay', () => {
  const browser = useBrowser();

  /** A request to book a home that takes them, on the first four free nights from five weeks out. */
  const requestToBookAs = async (name: string) =>
    (
      await requestToBook(
        { name, email: 'sasha@example.com', phone: '250-555-0177' },
        { guests: 3, nights: 4, fromDays: 35 },
      )
    ).propertyId;

  const figure = (money: Locator, term: string) =>
    money
      .locator('div')
      .filter({ has: money.page().locator('dt', { hasText: term }) })
      .locator('dd');

  it.each<Width>(['desktop', 'phone'])(
    'accepts a request, records and deletes a payment, and cancels with the refund due (%s)',
    async (width) => {
      const guest = `Sasha Birch ${width} ${Date.now()}`;
      const home = await requestToBookAs(guest);
      const { context, page } = await newPage(browser(), width);
      const login = await context.request.post('/api/v1/users/auth/login', {
        data: { name: e2eAdmin.name, password: e2eAdmin.password },
        headers: fromThisSite(),
      });
      expect(login.status()).toBe(200);

      await page.goto('/admin/bookings');
      const request = page.locator('[data-request]').filter({ hasText: guest });
      await request.getByRole('button', { name: 'Accept' }).click();
      await request.waitFor({ state: 'detached' });

      await page.goto(`/admin/propertymanager/edit/${home}/guests`);
      const stay = page.locator('[data-stay]').filter({ hasText: guest });
      const money = stay.getByRole('region', { name: `Money of ${guest}'s booking` });
      await money.waitFor();
      const total = centsOf(await text(figure(money, 'Total')));
      expect(total).toBeGreaterThan(0);
      expect(centsOf(await text(figure(money, 'Balance')))).toBe(total);
      expect(await text(figure(money, 'Guests'))).toBe('3');

      await money.getByRole('button', { name: /Record a payment/ }).click();
      const form = money.getByRole('form', { name: `Record a payment for ${guest}` });
      await form.getByLabel(/Amount/).fill('1,0x');
      await form.getByRole('button', { name: 'Record payment' }).click();
      await form.getByText('Amount: enter dollars, e.g. 1,234.50').waitFor();
      await form.getByLabel(/Amount/).fill('100.00');
      await form.getByLabel(/Method/).selectOption('e-transfer');
      await form.getByLabel(/Note/).fill('deposit');
      await form.getByRole('button', { name: 'Record payment' }).click();
      await money.getByRole('status').filter({ hasText: 'Payment of $100.00 recorded.' }).waitFor();
      await expect.poll(async () => centsOf(await text(figure(money, 'Balance')))).toBe(total - 10_000);
      expect(centsOf(await text(figure(money, 'Paid')))).toBe(10_000);
      await money.locator('[data-payment]').filter({ hasText: 'recorded by admin' }).waitFor();
      await expectNoAxeViolations(page);
      await screenshot(page, `admin-stay-money-paid-${width}`);

      await money.getByRole('button', { name: 'Delete payment of $100.00' }).click();
      await page
        .getByRole('dialog', { name: 'Delete this payment?' })
        .getByRole('button', { name: 'Delete payment' })
        .click();
      await money.getByRole('status').filter({ hasText: 'Payment of $100.00 deleted.' }).waitFor();
      await expect.poll(async () => centsOf(await text(figure(money, 'Balance')))).toBe(total);

      // a new link for the same booking (issue 41, item 4): the money stays, the share panel shows the new link
      const before = await text(figure(money, 'Total'));
      await stay.getByRole('button', { name: `New link for ${guest}` }).click();
      const relink = page.getByRole('dialog', { name: 'Make a new link?' });
      await relink
        .getByText(`Make a new link for ${guest}? The current link stops working at once;`)
        .waitFor();
      await expectNoAxeViolations(page);
      await screenshot(page, `admin-stay-new-link-confirm-${width}`);
      await relink.getByRole('button', { name: 'Make a new link' }).click();
      await relink.waitFor({ state: 'hidden' });
      const shared = stay.locator('[data-stay-link]');
      await shared.waitFor();
      const stayId = Number(await stay.getAttribute('data-stay'));
      const listed = await context.request.get(`/api/v1/properties/${home}/stays`);
      const renewed = (
        (await listed.json()) as { id: number; link: string; link_shared_at: string | null }[]
      ).find((s) => s.id === stayId);
      expect(renewed?.link_shared_at).toBeNull();
      await expect.poll(() => shared.inputValue()).toBe(renewed?.link);
      expect(await text(figure(money, 'Total'))).toBe(before);
      await screenshot(page, `admin-stay-new-link-shared-${width}`);

      await stay.getByRole('button', { name: `Cancel booking of ${guest}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
      await dialog.getByRole('button', { name: 'See the refund' }).click();
      await dialog.getByText('Reason is required').waitFor();
      await dialog.getByLabel(/Reason/).fill('Guest changed plans');
      await dialog.getByRole('button', { name: 'See the refund' }).click();
      const preview = await text(dialog.locator('[data-refund-preview]'));
      expect(centsOf(preview)).toBeGreaterThanOrEqual(0);
      expect(centsOf(preview)).toBeLessThanOrEqual(total);
      await expectNoAxeViolations(page);
      await screenshot(page, `admin-stay-money-cancel-${width}`);
      await dialog.getByRole('button', { name: 'Cancel booking', exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });

      await stay.getByText('Cancelled', { exact: true }).waitFor();
      await money.getByText('Reason: Guest changed plans').waitFor();
      expect(await text(money.locator('[data-refund-due]'))).toBe(preview);
      await expect
        .poll(() => stay.getByRole('button', { name: /Record a payment|New link/ }).count())
        .toBe(0);
      await stay.locator('summary', { hasText: 'Activity' }).click();
      await stay.getByText('cancelled the booking').waitFor();
      await stay.getByText('made a new link').waitFor();
      await stay.getByText('deleted a payment').waitFor();
      await screenshot(page, `admin-stay-money-cancelled-${width}`);
      await context.close();
    },
  );

  it.each<Width>(['desktop', 'phone'])(
    'saves how long a request holds its nights and the payment instructions in French (%s)',
    async (width) => {
      const { context, page } = await newPage(browser(), width);
      const login = await context.request.post('/api/v1/users/auth/login', {
        data: { name: e2eAdmin.name, password: e2eAdmin.password },
        headers: fromThisSite(),
      });
      expect(login.status()).toBe(200);
      await page.goto('/admin/settings');
      const hold = page.getByLabel(/Hold requests for/);
      const french = page.getByLabel('Payment instructions in French');
      // other journeys share the server: what was there is put back at the end
      const [wasHold, wasFrench] = [await hold.inputValue(), await french.inputValue()];
      await hold.fill('999');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await page.getByText('Hold hours must be at most 168').waitFor();
      await hold.fill('36');
      await french.fill(`Virement Interac ${width}.`);
      await page.getByRole('button', { name: 'Save settings' }).click();
      await page.getByRole('status').filter({ hasText: 'Settings saved' }).waitFor();
      await expectNoAxeViolations(page);
      await screenshot(page, `admin-settings-booking-${width}`);

      await page.goto('/admin/settings');
      expect(await page.getByLabel(/Hold requests for/).inputValue()).toBe('36');
      expect(await page.getByLabel('Payment instructions in French').inputValue()).toBe(
        `Virement Interac ${width}.`,
      );
      await page.getByLabel(/Hold requests for/).fill(wasHold);
      await page.getByLabel('Payment instructions in French').fill(wasFrench);
      await page.getByRole('button', { name: 'Save settings' }).click();
      await page.getByRole('status').filter({ hasText: 'Settings saved' }).waitFor();
      await context.close();
    },
  );
});

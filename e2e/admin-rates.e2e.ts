import type { Page } from 'playwright-core';
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
import { adminCookie, createProperty } from './welcome-fixtures.ts';

/**
 * Issue 40, items 1, 5 and 6 in the back office: a home's Rates tab (base rates, a season, a refusal that
 * stores nothing, the quote preview equal to the API's quote) and the one-click Publish of a draft, with the
 * warning about the BC numbers it lacks and visitors seeing the home only while it is published.
 */
describe('back office: rates and publishing', () => {
  const browser = useBrowser();

  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const money = (cents: number) =>
    new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' }).format(cents / 100);

  /** A new home as a draft, made through the API as the back office makes them. */
  async function draftHome(label: string) {
    const cookie = await adminCookie();
    const home = await createProperty(cookie, `${label} ${Date.now()}`);
    const draft = await fetch(`${baseUrl()}/api/v1/properties/${home.id}/published`, {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json', ...fromThisSite() },
      body: JSON.stringify({ is_published: false }),
    });
    expect(draft.status).toBe(200);
    return { ...home, cookie };
  }

  async function staffPage(width: Width) {
    const { context, page } = await newPage(browser(), width);
    const login = await context.request.post('/api/v1/users/auth/login', {
      data: { name: e2eAdmin.name, password: e2eAdmin.password },
      headers: fromThisSite(),
    });
    expect(login.status()).toBe(200);
    return { context, page };
  }

  const visitorStatus = async (id: number) => (await fetch(`${baseUrl()}/api/v1/properties/${id}`)).status;

  async function saveRates(page: Page) {
    await page.getByRole('button', { name: 'Save rates' }).click();
    const state = page.getByTestId('rates-save-state');
    await expect.poll(async () => (await state.textContent())?.startsWith('Saving') === false).toBe(true);
    return state;
  }

  it.each<Width>(['desktop', 'phone'])(
    'sets a home’s rates and season, refuses overlapping seasons without storing them, and previews the API’s quote (%s)',
    async (width) => {
      const home = await draftHome(`Rates Chalet ${width}`);
      const { context, page } = await staffPage(width);
      await page.goto(`/admin/propertymanager/edit/${home.id}/rates`);
      await page.getByRole('heading', { name: `Rates of ${home.name}` }).waitFor();
      await page.getByTestId('rates-save-state').getByText('This home has no rates yet').waitFor();

      await page.getByLabel('Base nightly', { exact: true }).fill('250');
      await page.getByLabel('Cleaning fee', { exact: true }).fill('150');
      for (const [name, start, end, nightly] of [
        ['Ski season', day(30), day(90), '400'],
        ['Overlap', day(60), day(120), '300'],
      ] as const) {
        await page.getByRole('button', { name: 'Add season' }).click();
        const row = page.getByTestId('season-row').last();
        await row.getByLabel('Season name', { exact: true }).fill(name);
        await row.getByLabel('Start', { exact: true }).fill(start);
        await row.getByLabel('End', { exact: true }).fill(end);
        await row.getByLabel('Nightly', { exact: true }).fill(nightly);
      }
      const refused = await saveRates(page);
      await expect.poll(() => refused.textContent()).toMatch(/^Not saved: .*overlap/i);
      expect(
        (await fetch(`${baseUrl()}/api/v1/properties/${home.id}/rates`, { headers: { cookie: home.cookie } }))
          .status,
      ).toBe(404);

      await page.getByRole('button', { name: 'Remove season 2' }).click();
      const saved = await saveRates(page);
      await expect.poll(() => saved.textContent()).toBe('Saved: quotes use these rates now.');
      const stored = (await (
        await fetch(`${baseUrl()}/api/v1/properties/${home.id}/rates`, { headers: { cookie: home.cookie } })
      ).json()) as {
        nightly_cents: number;
        cleaning_fee_cents: number;
        seasons: { name: string; nightly_cents: number }[];
      };
      expect(stored.nightly_cents).toBe(25_000);
      expect(stored.cleaning_fee_cents).toBe(15_000);
      expect(stored.seasons).toEqual([
        expect.objectContaining({ name: 'Ski season', nightly_cents: 40_000 }),
      ]);

      const stay = { check_in: day(40), check_out: day(45), guests: '2' };
      const quote = (await (
        await fetch(`${baseUrl()}/api/v1/properties/${home.id}/quote?${new URLSearchParams(stay)}`, {
          headers: { cookie: home.cookie },
        })
      ).json()) as { total_cents: number; nights: number };
      expect(quote.nights).toBe(5);
      await page.getByLabel('Check-in', { exact: true }).fill(stay.check_in);
      await page.getByLabel('Check-out', { exact: true }).fill(stay.check_out);
      await page.getByLabel('Guests', { exact: true }).fill(stay.guests);
      await page.getByRole('button', { name: 'Preview quote' }).click();
      await expect.poll(() => page.getByTestId('quote-total').textContent()).toBe(money(quote.total_cents));
      await expectNoAxeViolations(page);
      await screenshot(page, `admin-rates-${width}`);

      await page.getByLabel('Check-out', { exact: true }).fill(day(35));
      await page.getByRole('button', { name: 'Preview quote' }).click();
      await page.getByRole('alert').filter({ hasText: /./ }).first().waitFor();
      expect(await page.getByTestId('quote-preview').count()).toBe(0);
      await context.close();
    },
  );

  it.each<Width>(['desktop', 'phone'])(
    'publishes a draft in one click, warns of the missing BC numbers, and takes it back to draft (%s)',
    async (width) => {
      const home = await draftHome(`Draft Cabin ${width}`);
      expect(await visitorStatus(home.id)).toBe(404);
      const { context, page } = await staffPage(width);
      await page.goto(`/admin/propertymanager/edit/${home.id}`);
      const control = page.getByTestId('publish-control');
      await control.getByText('Draft — not visible to visitors').waitFor();
      await expect
        .poll(() => control.getByRole('link', { name: 'Preview page' }).getAttribute('href'))
        .toBe(`/property/${home.id}`);

      await control.getByRole('button', { name: 'Publish' }).click();
      await control.getByRole('status').getByText('Saved: the home is published.').waitFor();
      await control.getByText('Published — visitors can see and book this home').waitFor();
      await expect
        .poll(() => control.getByTestId('compliance-warning').textContent())
        .toMatch(/registration number.*business licence|business licence.*registration number/i);
      expect(await visitorStatus(home.id)).toBe(200);
      await expectNoAxeViolations(page);
      await screenshot(page, `admin-publish-${width}`);

      await control.getByRole('button', { name: 'Unpublish' }).click();
      await control.getByRole('status').getByText('Saved: the home is a draft again.').waitFor();
      expect(await visitorStatus(home.id)).toBe(404);
      await context.close();
    },
  );
});

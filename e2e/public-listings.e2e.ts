import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '#common/property.ts';
import { openPage } from './public-helpers.ts';
import { baseUrl, useBrowser, waitForHydration } from './support/browser.ts';

const listings = async (query = ''): Promise<Property[]> =>
  (await (await fetch(`${baseUrl()}/api/v1/properties${query}`)).json()) as Property[];

let all: Property[] = [];
beforeAll(async () => {
  all = await listings();
  expect(all.length).toBeGreaterThan(3);
});

const cardNames = (page: Page) => page.getByTestId('property-card').getByRole('heading').allTextContents();
const search = (page: Page) => new URL(page.url()).search;
const select = (page: Page, label: string) => page.getByLabel(label, { exact: true });

describe('the accommodations listing', () => {
  const browser = useBrowser();

  it('filters by bedrooms, bathrooms and guests through the URL, with back button and Reset', async () => {
    const { context, page } = await openPage(browser(), 'desktop');
    await page.goto('/properties');
    await page.getByRole('heading', { level: 1, name: 'Vacation Rental Homes' }).waitFor();
    expect(await cardNames(page)).toHaveLength(all.length);
    expect(await select(page, 'Bedrooms').locator('option').allTextContents()).toEqual([
      'Any',
      '1+',
      '2+',
      '3+',
      '4+',
    ]);
    expect(await select(page, 'Bathrooms').locator('option').allTextContents()).toEqual([
      'Any',
      '1+',
      '2+',
      '3+',
    ]);
    // one guests control (the spec's max_guests and the stay's guests were the same question)
    expect(await page.getByLabel('Sleeps').count()).toBe(0);
    expect((await select(page, 'Guests').locator('option').allTextContents()).slice(0, 3)).toEqual([
      'Any',
      '1 guest',
      '2 guests',
    ]);

    await select(page, 'Bedrooms').selectOption('3');
    await page.waitForURL((url) => url.search === '?bedrooms=3');
    const threePlus = (await listings('?bedrooms=3')).map((p) => p.name);
    await expect.poll(() => cardNames(page)).toEqual(threePlus);

    // two quick changes make one step in the history
    await select(page, 'Bathrooms').selectOption('2');
    await select(page, 'Guests').selectOption('8');
    await page.waitForURL((url) => url.search === '?bedrooms=3&bathrooms=2&guests=8');
    const narrowed = (await listings('?bedrooms=3&bathrooms=2&max_guests=8')).map((p) => p.name);
    await expect.poll(() => cardNames(page)).toEqual(narrowed);

    await page.goBack();
    await page.waitForURL((url) => url.search === '?bedrooms=3');
    await expect.poll(() => cardNames(page)).toEqual(threePlus);
    expect(await select(page, 'Bathrooms').inputValue()).toBe('');
    expect(await select(page, 'Bedrooms').inputValue()).toBe('3');

    await page.getByRole('link', { name: 'Reset' }).click();
    await page.waitForURL((url) => url.search === '');
    await expect.poll(() => cardNames(page)).toHaveLength(all.length);
    expect(await select(page, 'Bedrooms').inputValue()).toBe('');
    await context.close();
  });

  it('opens a shared filtered address as it was shared and says so when nothing matches', async () => {
    const { context, page } = await openPage(browser(), 'phone');
    await page.goto('/properties?bedrooms=4&minimum_nights=1');
    expect(await select(page, 'Bedrooms').inputValue()).toBe('4');
    await page.getByText('No listings available').waitFor();
    expect(await cardNames(page)).toEqual([]);
    await page.getByRole('link', { name: 'Reset' }).click();
    await page.waitForURL((url) => url.search === '');
    await expect.poll(() => cardNames(page)).toHaveLength(all.length);
    await context.close();
  });

  it('shows "Finding your dream vacation home" while the list loads', async () => {
    const { context, page } = await openPage(browser(), 'desktop');
    await page.goto('/properties');
    // the filter's change handler exists only once the page is hydrated
    await waitForHydration(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/properties.data*', async (route) => {
      await held;
      await route.continue();
    });
    await select(page, 'Guests').selectOption('6');
    const loading = page.getByText('Finding your dream vacation home');
    await loading.waitFor();
    release();
    await loading.waitFor({ state: 'hidden' });
    expect(search(page)).toBe('?guests=6');
    await context.close();
  });

  it('says "Couldn\'t find any Listings" with the reason when the list cannot be loaded', async () => {
    const { context, page } = await openPage(browser(), 'phone');
    const res = await page.goto('/properties?bedrooms=lots');
    expect(res?.status()).toBe(400);
    const alert = page.getByRole('alert');
    expect(await alert.textContent()).toContain("Couldn't find any Listings");
    expect(await alert.textContent()).toContain('bedrooms must be a number');
    await context.close();
  });

  it('has View Details and Book Now on every card, and a placeholder for a cover that fails', async () => {
    const { context, page } = await openPage(browser(), 'phone');
    const broken = all[1]!;
    // the context's route also sees the requests the site's service worker makes for the page
    await context.route(`**${broken.cover!.url.replace(/-\d+\.webp$/, '')}-*.webp`, (route) =>
      route.fulfill({ status: 404 }),
    );
    await page.goto('/properties');
    for (const listing of all) {
      const card = page.getByTestId('property-card').filter({ hasText: listing.name });
      expect(await card.getByRole('link', { name: /^View Details/ }).getAttribute('href')).toBe(
        `/property/${listing.id}`,
      );
      const book = card.getByRole('link', { name: /^Book Now/ });
      expect(await book.getAttribute('href')).toBe(listing.guesty_link);
      expect(await book.getAttribute('target')).toBe('_blank');
      expect(await book.getAttribute('rel')).toContain('noopener');
    }
    const brokenImage = page.getByTestId('property-card').filter({ hasText: broken.name }).locator('img');
    await brokenImage.scrollIntoViewIfNeeded();
    await expect.poll(() => brokenImage.getAttribute('src')).toBe('/images/placeholder.svg');
    await page
      .getByTestId('property-card')
      .first()
      .getByRole('link', { name: /^View Details/ })
      .click();
    await page.waitForURL(`**/property/${all[0]!.id}`);
    await context.close();
  });

  it('ends with the call to action to guest services and homeowner benefits', async () => {
    const { context, page } = await openPage(browser(), 'desktop');
    await page.goto('/properties');
    const cta = page.getByRole('region', { name: 'More than a place to sleep' });
    expect(await cta.getByRole('link', { name: /Guest Services/ }).getAttribute('href')).toBe(
      '/guest-services',
    );
    await cta.getByRole('link', { name: /Homeowner Benefits/ }).click();
    await page.waitForURL('**/homeowners');
    await page.getByRole('heading', { level: 2, name: 'Strategic Pricing' }).waitFor();
    await context.close();
  });
});

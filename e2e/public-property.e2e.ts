import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ImageRef, Property } from '#common/property.ts';
import { bothWidths, openPage } from './public-helpers.ts';
import { baseUrl, useBrowser } from './support/browser.ts';

let property: Property;
let photos: string[];

beforeAll(async () => {
  const featured = (await (await fetch(`${baseUrl()}/api/v1/properties/featured`)).json()) as Property[];
  property = featured.find((p) => p.images.length >= 3) ?? featured[0]!;
  const all = [property.cover, ...property.images].filter((p): p is ImageRef => p !== null).map((p) => p.url);
  photos = all.filter((url, i) => all.indexOf(url) === i);
});

const mainSrc = (page: Page) => page.getByTestId('gallery-main').locator('img').getAttribute('src');
const counter = (page: Page) => page.getByTestId('carousel-counter').textContent();

describe.each(bothWidths)('a property page at %s width', (width) => {
  const browser = useBrowser();

  it('shows the title, Featured tag, info grid, two Book Now links (three with the phone bar), amenities, address and map', async () => {
    const { context, page } = await openPage(browser(), width);
    await page.goto(`/property/${property.id}`);
    expect(await page.locator('h1').textContent()).toBe(property.name);
    if (property.is_featured)
      await expect.poll(() => page.getByText('Featured', { exact: true }).first().isVisible()).toBe(true);

    const grid = page.getByTestId('info-grid');
    expect(await grid.locator('dt').allTextContents()).toEqual([
      'Bedrooms',
      'Beds',
      'Bathrooms',
      'Sq Ft',
      'Max Guests',
      'Min Nights',
    ]);
    expect(await grid.locator('dd').allTextContents()).toEqual([
      String(property.bedrooms),
      String(property.beds),
      String(property.bathrooms),
      property.sqft.toLocaleString('en-CA'),
      String(property.max_guests),
      String(property.minimum_nights),
    ]);

    const book = page.getByRole('link', { name: /^Book Now/ });
    // the card's and the foot's; a phone also has the bar held at the foot of the screen (issue 40)
    expect(await book.count()).toBe(width === 'phone' ? 3 : 2);
    for (const link of await book.all()) {
      expect(await link.getAttribute('href')).toBe(property.guesty_link);
      expect(await link.getAttribute('target')).toBe('_blank');
    }
    for (const amenity of property.amenities) {
      expect(
        await page.getByRole('region', { name: 'Amenities' }).getByText(amenity, { exact: true }).count(),
      ).toBe(1);
    }
    const location = page.getByRole('region', { name: 'Location' });
    expect(await location.textContent()).toContain(property.address_description.slice(0, 40));
    const map = location.locator('iframe');
    expect(await map.getAttribute('title')).toBe(`Map of ${property.address}`);
    expect(await map.getAttribute('src')).toBe(
      `https://www.google.com/maps?q=${encodeURIComponent(property.address)}&output=embed`,
    );
    expect((await map.boundingBox())?.height).toBe(300);
    await context.close();
  });

  it('switches the main image with thumbnails (cover first) and runs the fullscreen viewer by keyboard', async () => {
    const { context, page } = await openPage(browser(), width);
    await page.goto(`/property/${property.id}`);
    expect(await mainSrc(page)).toBe(photos[0]);
    const thumbs = page.getByRole('list', { name: 'Choose a photo' }).getByRole('button');
    expect(await thumbs.count()).toBe(photos.length);
    expect(await thumbs.first().getAttribute('aria-pressed')).toBe('true');
    await thumbs.nth(2).click();
    await expect.poll(() => mainSrc(page)).toBe(photos[2]);

    const opener = page.getByTestId('gallery-main');
    await opener.click();
    const viewer = page.getByRole('dialog', { name: `${property.name} photos` });
    await viewer.waitFor();
    const box = await viewer.boundingBox();
    expect(box?.width).toBe(page.viewportSize()?.width);
    expect(await counter(page)).toBe(`Photo 3 of ${photos.length}`);

    for (let i = 3; i < photos.length; i += 1) await page.keyboard.press('ArrowRight');
    expect(await counter(page)).toBe(`Photo ${photos.length} of ${photos.length}`);
    await page.keyboard.press('ArrowRight');
    expect(await counter(page)).toBe(`Photo 1 of ${photos.length}`);
    await page.keyboard.press('ArrowLeft');
    expect(await counter(page)).toBe(`Photo ${photos.length} of ${photos.length}`);
    expect(await viewer.locator('img').getAttribute('src')).toBe(photos[photos.length - 1]);

    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'hidden' });
    await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await mainSrc(page)).toBe(photos[photos.length - 1]);

    await opener.click();
    await viewer.getByRole('button', { name: 'Next photo' }).click();
    expect(await counter(page)).toBe(`Photo 1 of ${photos.length}`);
    await viewer.getByRole('button', { name: 'Close photos' }).click();
    await viewer.waitFor({ state: 'hidden' });
    await context.close();
  });
});

describe('property page states', () => {
  const browser = useBrowser();

  it('turns the photos with a swipe on a touch screen', async () => {
    const { context, page } = await openPage(browser(), 'phone');
    await page.goto(`/property/${property.id}`);
    await page.getByTestId('gallery-main').click();
    await page.getByTestId('carousel-counter').waitFor();
    const swipe = async (from: number, to: number) => {
      await page.mouse.move(from, 400);
      await page.mouse.down();
      await page.mouse.move((from + to) / 2, 400);
      await page.mouse.move(to, 400);
      await page.mouse.up();
    };
    await swipe(300, 100);
    expect(await counter(page)).toBe(`Photo 2 of ${photos.length}`);
    await swipe(100, 300);
    await swipe(100, 300);
    expect(await counter(page)).toBe(`Photo ${photos.length} of ${photos.length}`);
    await context.close();
  });

  it('says "Loading property details" while a property loads', async () => {
    const { context, page } = await openPage(browser(), 'desktop');
    await page.goto('/properties');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/property/*.data*', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('link', { name: `View Details: ${property.name}` }).click();
    const loading = page.getByText('Loading property details');
    await loading.waitFor();
    release();
    await page.waitForURL(`**/property/${property.id}`);
    await loading.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('shows the not-found page with status 404 for a property that does not exist', async () => {
    const { context, page } = await openPage(browser(), 'phone');
    const res = await page.goto('/property/999999');
    expect(res?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe("Oops... The page you're looking for doesn't exist.");
    await page.getByText('No property details available.').waitFor();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await context.close();
  });

  it('sends /property without an id to the listing', async () => {
    const { context, page } = await openPage(browser(), 'desktop');
    await page.goto('/property');
    expect(new URL(page.url()).pathname).toBe('/properties');
    await context.close();
  });
});

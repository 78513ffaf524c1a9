import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, screenshot, useBrowser, type Width, waitForHydration } from './support/browser.ts';
import {
  adminCookie,
  createBareProperty,
  createFullProperty,
  expectAccessible,
  fullWelcome,
  hotTubVideoId,
  logInAsGuest,
  openContext,
  waitForSplash,
} from './welcome-fixtures.ts';

describe('the welcome page', () => {
  const browser = useBrowser();
  let full: { id: number; name: string };
  let bare: { id: number; name: string };

  beforeAll(async () => {
    const admin = await adminCookie();
    full = await createFullProperty(admin, 'Full House Chalet');
    bare = await createBareProperty(admin, 'Bare Bones Cabin');
  });

  async function openWelcome(width: Width, propertyId: number) {
    const opened = await openContext(browser(), width);
    const errors: string[] = [];
    opened.page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    opened.page.on('pageerror', (error) => errors.push(error.message));
    await logInAsGuest(opened.context, propertyId);
    const response = await opened.page.goto(`/welcome/${propertyId}`);
    await waitForHydration(opened.page);
    return { ...opened, response, errors };
  }

  for (const width of ['phone', 'desktop'] as const satisfies Width[]) {
    it(`shows every section of a filled page, private and unindexed (${width})`, async () => {
      const { context, page, response, videoRequests, errors } = await openWelcome(width, full.id);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['cache-control']).toBe('private, no-store');
      expect(await page.locator('meta[name="robots"][content="noindex"]').count()).toBeGreaterThan(0);

      // The doorway test: the WiFi password is on the first screen of a phone, large.
      const password = page.locator('[data-wifi-password]');
      expect(await password.textContent()).toBe(fullWelcome.wifi_password);
      const box = await password.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.y + box!.height).toBeLessThan(page.viewportSize()!.height);
      expect(
        await password.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize)),
      ).toBeGreaterThanOrEqual(24);

      const header = page.locator('[data-welcome-page] header');
      await header.getByText(fullWelcome.owning_company).waitFor();
      expect(await header.locator('img').count()).toBe(1);
      expect(
        await header.getByRole('link', { name: `Call ${fullWelcome.contact_phone}` }).getAttribute('href'),
      ).toBe('tel:2505550199');
      expect(
        await header.getByRole('link', { name: `Email ${fullWelcome.contact_email}` }).getAttribute('href'),
      ).toBe(`mailto:${fullWelcome.contact_email}`);

      const quick = page.getByRole('region', { name: 'Quick info' });
      await quick.getByText(fullWelcome.wifi_network).waitFor();
      await quick.getByRole('img', { name: /joins the WiFi network Powder Hound Guest/ }).waitFor();
      await quick.getByText('10:00 AM').waitFor();
      await quick.getByText(fullWelcome.garbage_code).waitFor();

      const section = (name: string) => page.getByRole('region', { name, exact: true });
      await section('Checkout').getByText('Start the dishwasher.', { exact: false }).waitFor();
      await section('Garbage and recycling').getByText(fullWelcome.garbage_location).waitFor();
      await section('Garbage and recycling').getByText(fullWelcome.garbage_code).waitFor();
      await section('Parking').getByText(fullWelcome.parking_location).waitFor();
      await section('Parking').getByText(fullWelcome.parking_instructions).waitFor();
      expect(await section('House rules').getByRole('listitem').allTextContents()).toEqual([
        'No smoking',
        'No pets',
        'Quiet hours from 10 PM to 8 AM',
      ]);
      await section('Shuttle').getByText(fullWelcome.shuttle_description).waitFor();
      expect(await section('Shuttle').locator('img').count()).toBe(2);
      expect(await section('Live the local life').getByRole('link').getAttribute('href')).toBe('/revylife');

      const amenities = section('Amenities');
      await amenities.getByRole('heading', { name: 'Hot tub' }).waitFor();
      await amenities.getByRole('heading', { name: 'Sauna' }).waitFor();
      await amenities.getByText('it takes 30 minutes to heat', { exact: false }).waitFor();
      const video = amenities.locator('iframe');
      expect(await video.count()).toBe(1);
      expect(await video.getAttribute('src')).toBe(`https://www.youtube-nocookie.com/embed/${hotTubVideoId}`);
      expect(await video.getAttribute('width')).toBe('560');
      expect(await video.getAttribute('height')).toBe('315');
      const frame = await video.boundingBox();
      expect(Math.round((frame!.width / frame!.height) * 100)).toBe(Math.round((560 / 315) * 100));
      expect(frame!.width).toBeLessThanOrEqual(560);

      const manager = section('Property manager');
      expect(await manager.getByRole('link', { name: '250-555-0142' }).getAttribute('href')).toBe(
        'tel:2505550142',
      );
      expect(await manager.getByRole('link', { name: 'dana@example.com' }).getAttribute('href')).toBe(
        'mailto:dana@example.com',
      );
      const emergency = section('Emergency services');
      expect(await emergency.getByRole('link', { name: 'Call 911' }).getAttribute('href')).toBe('tel:911');
      await emergency.getByText('Queen Victoria Hospital').waitFor();
      await emergency.getByText('1200 Newlands Road', { exact: false }).waitFor();
      expect(await emergency.getByRole('link', { name: /Call the hospital/ }).getAttribute('href')).toMatch(
        /^tel:\+?\d+$/,
      );
      await page.getByText(/^Last updated \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/).waitFor();

      await video.scrollIntoViewIfNeeded();
      await expect.poll(() => videoRequests.length).toBeGreaterThan(0);
      await page.evaluate(() => window.scrollTo(0, 0));
      await waitForSplash(page);
      await screenshot(page, 'welcome-full');
      await expectAccessible(page);
      await page.getByText('Saved on this device for offline use').waitFor();
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`shows no empty section of a page with only the required content (${width})`, async () => {
      const { context, page } = await openWelcome(width, bare.id);
      await page.getByRole('heading', { level: 1, name: bare.name }).waitFor();
      const headings = await page.locator('[data-welcome-page] h2').allTextContents();
      // Arrival holds the home's address (a property always has one); the demo's local guide shows on
      // every page that has not chosen its own places
      expect(headings).toEqual([
        'Arrival',
        'Around the home',
        'Live the local life',
        'Property manager',
        'Emergency services',
      ]);
      for (const gone of [
        'Quick info',
        'WiFi',
        'Checkout',
        'Garbage',
        'Parking',
        'House rules',
        'Shuttle',
        'Amenities',
      ]) {
        expect(await page.getByRole('heading', { name: gone }).count()).toBe(0);
      }
      expect(await page.locator('[data-welcome-page] header').getByText('Selkirk Stays Ltd.').count()).toBe(
        0,
      );
      expect(
        await page.getByRole('navigation', { name: 'On this page' }).getByRole('link').allTextContents(),
      ).toEqual(headings);
      await waitForSplash(page);
      await screenshot(page, 'welcome-bare');
      await expectAccessible(page);
      await context.close();
    });
  }

  it('opens an amenity image in the modal and closes it again', async () => {
    const { context, page } = await openWelcome('phone', full.id);
    await waitForSplash(page);
    await page.getByRole('link', { name: 'Sauna (opens a larger view)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sauna' });
    await dialog.waitFor();
    const image = dialog.getByRole('img', { name: 'Sauna' });
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await screenshot(page, 'welcome-image-modal');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('link', { name: 'Hot tub (opens a larger view)' }).click();
    await page.getByRole('dialog', { name: 'Hot tub' }).waitFor();
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await context.close();
  });

  it('copies the WiFi password with one tap', async () => {
    const { context, page } = await openWelcome('phone', full.id);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await page.getByRole('button', { name: 'Copy WiFi password' }).click();
    await page.getByRole('button', { name: 'Copied WiFi password' }).waitFor();
    await page.getByText('WiFi password copied').waitFor({ state: 'attached' });
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(fullWelcome.wifi_password);
    await context.close();
  });

  it('prints cleanly: the guide, without navigation, buttons or video', async () => {
    const { context, page } = await openWelcome('desktop', full.id);
    await page.emulateMedia({ media: 'print' });
    await expect.poll(() => page.locator('[data-wifi-password]').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('navigation', { name: 'On this page' }).isVisible()).toBe(false);
    await expect.poll(() => page.getByRole('button', { name: 'Leave' }).isVisible()).toBe(false);
    await expect.poll(() => page.getByRole('button', { name: /Copy/ }).isVisible()).toBe(false);
    await expect.poll(() => page.locator('iframe').isVisible()).toBe(false);
    await page.getByText(`Video: https://www.youtube.com/watch?v=${hotTubVideoId}`).waitFor();
    const pdf = await page.pdf({ format: 'Letter' });
    expect(pdf.byteLength).toBeGreaterThan(1000);
    await screenshot(page, 'welcome-print');
    await context.close();
  });
});

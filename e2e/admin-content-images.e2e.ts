import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  expectNoAxeViolations,
  newPage,
  screenshot,
  useBrowser,
  type Width,
  waitForHydration,
} from './support/browser.ts';
import { e2eAdmin } from './support/global-setup.ts';

/**
 * Issue 12: staff upload a picture for a section in the page editor. Nothing is saved: the shared journey
 * server keeps its published copy (the page-text journey compares it), and the uploaded picture simply
 * stays unused.
 */
async function picture() {
  const buffer = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3c6e8c' } })
    .jpeg()
    .toBuffer();
  return { name: 'begbie.jpg', mimeType: 'image/jpeg', buffer };
}

describe('site content pictures', () => {
  const browser = useBrowser();

  it.each<Width>(['desktop', 'phone'])(
    'uploads a picture for the home hero and keeps its alt text (%s)',
    async (width) => {
      const { context, page } = await newPage(browser(), width);
      try {
        const login = await context.request.post('/api/v1/users/auth/login', {
          data: { name: e2eAdmin.name, password: e2eAdmin.password, rememberMe: false },
        });
        expect(login.status()).toBe(200);
        await page.goto('/admin/content/home');
        await waitForHydration(page);
        const hero = page.getByRole('group', { name: 'Image' }).first();
        const alt = await hero.getByLabel(/^Alt text/).inputValue();
        expect(alt).not.toBe('');

        await hero.getByLabel('Upload a file').check();
        await hero.getByLabel('Upload a picture').setInputFiles(await picture());
        const thumbnail = hero.locator('img[src^="/uploads/"]');
        await thumbnail.waitFor();
        expect(await thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);
        expect(await hero.getByLabel(/^Alt text/).inputValue()).toBe(alt);
        await expect.poll(() => hero.getByLabel('Upload another picture').count()).toBe(1);

        await hero.scrollIntoViewIfNeeded();
        await screenshot(page, 'admin-content-image-uploaded');
        await expectNoAxeViolations(page);
      } finally {
        await context.close();
      }
    },
  );
});

import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, newPage, screenshot, useBrowser } from './support/browser.ts';
import { e2eAdmin } from './support/global-setup.ts';

/**
 * Issue 12, item 3: the editor's live preview is the real public page. Staff type a new hero heading for
 * guest services and see it in the preview at phone width, then at desktop width; nothing is saved.
 */
describe('back office: live preview of a page', () => {
  const browser = useBrowser();

  it('shows the typed hero heading in the public page at phone and desktop width', async () => {
    const { context, page } = await newPage(browser(), 'desktop');
    try {
      const login = await context.request.post('/api/v1/users/auth/login', {
        data: { name: e2eAdmin.name, password: e2eAdmin.password },
      });
      expect(login.status()).toBe(200);
      await page.goto('/admin/content/guest-services');
      const heading = page
        .locator('[data-section-kind="hero"]')
        .first()
        .getByRole('textbox', { name: /^Heading( \*)?$/ });
      await heading.waitFor();
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

      const typed = `Fresh tracks, warm beds ${Date.now() % 1000}`;
      await heading.fill(typed);
      const phone = page.frameLocator('iframe[title^="Preview at phone width"]');
      await phone.getByRole('heading', { level: 1, name: typed }).waitFor();
      await phone.getByRole('button', { name: 'Open menu' }).waitFor();
      await expectNoAxeViolations(page);
      await screenshot(page, 'admin-content-preview-phone');

      // a link inside the preview leaves neither the frame nor the editor
      const frame = page.frames().find((f) => f.url().includes('/preview'));
      // the click has been handled once it reaches the window; its default (the navigation) must be cancelled
      const clickPrevented = frame?.evaluate(
        () =>
          new Promise<boolean>((resolve) =>
            window.addEventListener('click', (event) => resolve(event.defaultPrevented), { once: true }),
          ),
      );
      await phone.getByRole('banner').getByRole('link').first().click();
      expect(await clickPrevented).toBe(true);
      expect(new URL(frame?.url() ?? '').pathname).toBe('/admin/content/guest-services/preview');
      await phone.getByRole('heading', { level: 1, name: typed }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin/content/guest-services');

      await page.getByText('Desktop (1280 px)').click();
      const desktop = page.frameLocator('iframe[title^="Preview at desktop width"]');
      await desktop.getByRole('heading', { level: 1, name: typed }).waitFor();
      await screenshot(page, 'admin-content-preview-desktop');

      // the French beside it (issue 28): marked missing until typed, then shown by the French preview
      const hero = page.locator('[data-section-kind="hero"]').first();
      const french = hero.getByRole('textbox', { name: 'Heading in French' });
      const frenchField = hero
        .locator('[data-bilingual]')
        .filter({ has: page.getByRole('textbox', { name: 'Heading in French' }) });
      // the demo's page has its French: emptied, the heading counts as missing
      await french.fill('');
      await frenchField.getByText('Missing French').waitFor();
      const missingBefore = await page.getByTestId('french-count').textContent();
      await french.fill('Des traces fraîches et des lits chauds');
      await expect.poll(() => frenchField.getByText('Missing French').count()).toBe(0);
      expect(await page.getByTestId('french-count').textContent()).not.toBe(missingBefore);
      await page.getByLabel('French page (/fr)').check();
      await desktop
        .getByRole('heading', { level: 1, name: 'Des traces fraîches et des lits chauds' })
        .waitFor();
      await page.getByLabel('English page').check();
      await desktop.getByRole('heading', { level: 1, name: typed }).waitFor();

      // emptied mid-typing: the frame keeps the last valid version and says so beside it
      await heading.fill('');
      await page.getByText('The preview shows the last valid version').waitFor();
      await desktop.getByRole('heading', { level: 1, name: typed }).waitFor();
    } finally {
      await context.close();
    }
  });
});

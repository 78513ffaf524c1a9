import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  expectNoAxeViolations,
  newPage,
  screenshot,
  useBrowser,
  type Width,
} from './support/browser.ts';
import { e2eAdmin } from './support/global-setup.ts';

describe('back office: login, shell and logout', () => {
  const browser = useBrowser();

  it.each<Width>(['phone', 'desktop'])(
    'checks the login fields and shows the server refusal (%s)',
    async (width) => {
      const { context, page } = await newPage(browser(), width);
      await page.goto('/login');
      await expect.poll(() => page.getByRole('heading', { name: 'Backoffice' }).isVisible()).toBe(true);
      await expectNoAxeViolations(page);
      await screenshot(page, 'admin-login');

      await page.getByRole('button', { name: 'Log in' }).click();
      await page.getByText('Username is required').waitFor();
      await page.getByText('Password is required').waitFor();

      await page.getByLabel('Username').fill('ab');
      await page.getByLabel('Password').fill('12345');
      await page.getByLabel('Password').blur();
      await page.getByText('Minimum 3 characters').waitFor();
      await page.getByText('Minimum 6 characters').waitFor();
      await page.getByLabel('Username').fill('front desk');
      await page.getByLabel('Username').blur();
      await page.getByText('Only letters, numbers, dots, underscores, and hyphens allowed').waitFor();
      await screenshot(page, 'admin-login-errors');

      await page.getByLabel('Username').fill(`nobody-${width}`);
      await page.getByLabel('Password').fill('not-the-password');
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect
        .poll(() => page.getByRole('alert').textContent())
        .toBe('Error: Invalid username or password');
      await expectNoAxeViolations(page);
      await context.close();
    },
  );

  it('sends an unauthenticated visitor to the login and back to the page asked for', async () => {
    const { context, page } = await newPage(browser(), 'desktop');
    await page.goto('/admin/users');
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(
      '/login?redirectTo=%2Fadmin%2Fusers',
    );
    await page.getByLabel('Username').fill(e2eAdmin.name);
    await page.getByLabel('Password').fill(e2eAdmin.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/admin/users');
    await page.getByRole('heading', { level: 1, name: 'User Management' }).waitFor();

    // signed in: the login page goes straight on
    await page.goto('/login');
    expect(new URL(page.url()).pathname).toBe('/admin');
    await context.close();
  });

  it('never redirects to another site after login', async () => {
    const { context, page } = await newPage(browser(), 'desktop');
    await page.goto('/login?redirectTo=https%3A%2F%2Fevil.example%2Fadmin');
    await page.getByLabel('Username').fill(e2eAdmin.name);
    await page.getByLabel('Password').fill(e2eAdmin.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    expect(new URL(page.url()).origin).toBe(baseUrl());
    await context.close();
  });

  it.each<Width>(['phone', 'desktop'])(
    'shows the dashboard and the section titles, then logs out (%s)',
    async (width) => {
      const { context, page } = await newPage(browser(), width);
      await page.goto('/login?redirectTo=%2Fadmin');
      await page.getByLabel('Username').fill(e2eAdmin.name);
      await page.getByLabel('Password').fill(e2eAdmin.password);
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL((url) => url.pathname === '/admin');

      // the back office opens on the Today screen (issue 24)
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      // the spec's greeting and cards, compact, above Today (issue 42, item 5)
      await page.getByRole('heading', { name: `Welcome, ${e2eAdmin.name}` }).waitFor();
      await page.getByRole('link', { name: 'Property Management' }).waitFor();
      await page.getByRole('link', { name: 'User Profile' }).waitFor();
      await page.getByRole('heading', { name: 'The next 8 days' }).waitFor();
      await page.locator('[data-day]').first().waitFor();
      // the sidebar (folded away on phones) lists the sections of an admin
      for (const section of ['Today', 'Calendar', 'Properties', 'Users', 'Enquiries'])
        await page
          .locator('nav[aria-label="Backoffice"] a', { hasText: section })
          .first()
          .waitFor({ state: 'attached' });
      await expectNoAxeViolations(page);
      await screenshot(page, 'admin-dashboard');

      const openMenu = async () => {
        if (width === 'phone') {
          await page.getByRole('button', { name: 'Menu' }).click();
          await screenshot(page, 'admin-menu');
        }
      };
      await openMenu();
      await page
        .getByRole('navigation', { name: 'Backoffice' })
        .getByRole('link', { name: 'Properties' })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Property Management' }).waitFor();
      if (width === 'phone') {
        await expect.poll(() => page.getByRole('navigation', { name: 'Backoffice' }).isVisible()).toBe(false);
      }
      await openMenu();
      await page.getByRole('navigation', { name: 'Backoffice' }).getByRole('link', { name: 'Users' }).click();
      await page.getByRole('heading', { level: 1, name: 'User Management' }).waitFor();
      await openMenu();
      await page
        .getByRole('navigation', { name: 'Backoffice' })
        .getByRole('link', { name: 'Enquiries' })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Enquiries' }).waitFor();

      await openMenu();
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto('/admin/propertymanager');
      expect(new URL(page.url()).pathname).toBe('/login');
      await context.close();
    },
  );
});

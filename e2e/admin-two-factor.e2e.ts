import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectNoAxeViolations,
  fromThisSite,
  newPage,
  screenshot,
  useBrowser,
  type Width,
} from './support/browser.ts';
import { e2eAdmin } from './support/global-setup.ts';

/** What the authenticator app shows for `secret`, `steps` periods of 30 s from now. */
const codeFor = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

async function logIn(page: Page, name: string, password: string) {
  await page.getByLabel('Username').fill(name);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

describe('back office: two-factor sign-in (issue 39)', () => {
  const browser = useBrowser();

  it.each<Width>(['phone', 'desktop'])(
    'enrols from the profile, logs out, and logs in with a code (%s)',
    async (width) => {
      const { context, page } = await newPage(browser(), width);
      // a user of its own: the journeys share the server, and the shared admin must keep signing in alone
      const name = `e2e-2fa-${width}`;
      const password = 'two-factor-journey-pass';
      const admin = await context.request.post('/api/v1/users/auth/login', {
        data: { name: e2eAdmin.name, password: e2eAdmin.password },
      });
      expect(admin.status()).toBe(200);
      const created = await context.request.post('/api/v1/users', {
        data: { name, password, role: 'manager' },
        headers: fromThisSite(),
      });
      expect(created.status()).toBe(201);
      await context.clearCookies();

      await page.goto('/login');
      await logIn(page, name, password);
      await page.waitForURL('**/admin');
      await page.goto('/admin/users');
      const section = page.getByRole('region', { name: 'Two-factor sign-in' });
      await section.getByText(/^Off: your password alone signs you in/).waitFor();
      await section.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
      await section
        .getByRole('img', { name: 'QR code to add this account to an authenticator app' })
        .waitFor();
      const secret = ((await section.locator('[data-totp-secret]').textContent()) ?? '').replace(/\s/g, '');
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      await expectNoAxeViolations(page);
      await screenshot(page, 'admin-two-factor-scan');

      await section.getByLabel('Code from the app').fill(codeFor(secret));
      await section.getByRole('button', { name: 'Turn on' }).click();
      const codes = section.locator('[data-recovery-codes] li');
      await codes.first().waitFor();
      expect(await codes.count()).toBe(10);
      await section.getByRole('link', { name: 'Download' }).waitFor();
      await expectNoAxeViolations(page);
      await screenshot(page, 'admin-two-factor-recovery-codes');
      await section.getByRole('button', { name: 'I have saved them' }).click();
      await section.getByText(/^On: .* Recovery codes left: 10\.$/).waitFor();

      if (width === 'phone') await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto('/login');
      await logIn(page, name, password);
      await page.getByText('Enter the 6-digit code from your authenticator app').waitFor();
      await expectNoAxeViolations(page);
      await screenshot(page, 'admin-two-factor-login-code');
      await page.getByLabel('Authentication code').fill('000000');
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect.poll(() => page.getByRole('alert').textContent()).toBe('Error: Invalid code');
      // the code that turned it on is spent: the app's next one
      await page.getByLabel('Authentication code').fill(codeFor(secret, 1));
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.waitForURL('**/admin');
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      await screenshot(page, 'admin-two-factor-signed-in');
      await context.close();
    },
  );
});

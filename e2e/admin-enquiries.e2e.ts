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

describe('back office: enquiries', () => {
  const browser = useBrowser();
  const message = `Is the Powder Hound cabin free over New Year? (${Date.now()})`;

  it('receives a contact-form enquiry', async () => {
    const response = await fetch(`${baseUrl()}/api/v1/enquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Robin',
        lastName: 'Alder',
        email: 'robin@example.com',
        phone: '250-555-0199',
        message,
      }),
    });
    expect(response.status).toBe(201);
  });

  it.each<Width>(['phone', 'desktop'])(
    'lists it newest first with its mail status and marks it handled (%s)',
    async (width) => {
      const { context, page } = await newPage(browser(), width);
      const login = await context.request.post('/api/v1/users/auth/login', {
        data: { name: e2eAdmin.name, password: e2eAdmin.password },
      });
      expect(login.status()).toBe(200);
      await page.goto('/admin/enquiries');
      await page.getByRole('heading', { level: 1, name: 'Enquiries' }).waitFor();
      const first = page.getByRole('article').first();
      await first.getByText(message).waitFor();
      await first.getByRole('heading', { name: 'Robin Alder' }).waitFor();
      await first.getByRole('link', { name: 'robin@example.com' }).waitFor();
      await first.getByText(/^Received /).waitFor();
      await first.getByText(/^Mail (sent|pending|failed)$/).waitFor();
      await expectNoAxeViolations(page);
      await screenshot(page, 'admin-enquiries');

      const toggle = first.getByRole('button', { name: /^Mark (not )?handled/ });
      const handledBefore = (await toggle.textContent())?.startsWith('Mark not handled');
      await toggle.click();
      await first
        .getByRole('button', { name: handledBefore ? /^Mark handled/ : /^Mark not handled/ })
        .waitFor();
      if (!handledBefore) await first.getByText(/^Handled /).waitFor();
      await context.close();
    },
  );
});

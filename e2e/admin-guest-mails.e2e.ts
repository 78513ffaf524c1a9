import { describe, expect, it } from 'vitest';
import type { Message } from '#common/guest-messages.ts';
import { addDays, todayIn } from '#common/site-dates.ts';
import type { Stay } from '#common/stay.ts';
import {
  baseUrl,
  expectNoAxeViolations,
  newPage,
  screenshot,
  useBrowser,
  type Width,
} from './support/browser.ts';
import { e2eAdmin } from './support/global-setup.ts';

/** Dates as the server sees them (the site's default zone; the journey server does not change it). */
const today = todayIn('America/Vancouver');

/**
 * Issue 25's journey: staff add a stay with an email, see its guide scheduled, press Send now and see it
 * sent. The journey server has no SMTP_URL, so "sent" means written to $DATA_DIR/outbox.
 */
describe('back office: guest mails', () => {
  const browser = useBrowser();

  it('adds a stay with an email, shows "Guide: scheduled", sends it now and shows it sent', async () => {
    const { context, page } = await newPage(browser(), 'desktop');
    const login = await context.request.post('/api/v1/users/auth/login', {
      data: { name: e2eAdmin.name, password: e2eAdmin.password },
    });
    expect(login.status()).toBe(200);
    const properties = (await (await fetch(`${baseUrl()}/api/v1/properties`)).json()) as { id: number }[];
    const home = properties[1] ?? properties[0];
    if (!home) throw new Error('the demo has no property');
    // far ahead, on nights no other journey uses: the guide is due in weeks, not at once
    const arrival = addDays(today, 500);

    await page.goto(`/admin/propertymanager/edit/${home.id}/guests`);
    await page.getByRole('heading', { name: 'Add stay' }).waitFor();
    await page.getByLabel('Guest name').fill('Mail Journey');
    await page.getByLabel('Arrival').fill(arrival);
    await page.getByLabel('Departure').fill(addDays(arrival, 3));
    await page.getByLabel('Guest email').fill('mail.journey@example.com');
    // this guest gets no thank-you: switched off for this stay only
    await page.getByRole('checkbox', { name: 'Thank-you' }).uncheck();
    await page.getByRole('button', { name: 'Add stay' }).click();

    const stays = (await (await context.request.get(`/api/v1/properties/${home.id}/stays`)).json()) as Stay[];
    const stay = stays.find((s) => s.guest_name === 'Mail Journey');
    if (!stay) throw new Error('the stay was not added');
    const guide = page.locator(`[data-stay="${stay.id}"] [data-message="guide"]`);
    await guide.getByText('scheduled', { exact: true }).waitFor();
    await expect(guide.textContent()).resolves.toMatch(/^Guide:scheduled/);
    await page
      .locator(`[data-stay="${stay.id}"] [data-message="after"]`)
      .getByText('off for this stay')
      .waitFor();
    expect(stay.messages_off).toEqual(['after']);
    await expectNoAxeViolations(page);
    await screenshot(page, 'admin-guest-mails');

    await guide.getByRole('button', { name: 'Send now (Guide)' }).click();
    await guide.getByText('sent', { exact: true }).waitFor({ timeout: 20_000 });
    const messages = (await (
      await context.request.get(`/api/v1/messages?stay_id=${stay.id}&status=sent`)
    ).json()) as Message[];
    expect(messages.map((m) => [m.kind, m.to, m.attempts])).toEqual([
      ['guide', 'mail.journey@example.com', 1],
    ]);

    await page.goto('/admin/outbox');
    await page.getByRole('heading', { level: 2, name: 'Mails to guests' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByText('mail.journey@example.com').first().waitFor();
    await page.goto('/admin/messages');
    await page.getByRole('heading', { name: 'Messages to guests' }).waitFor();
    await page.getByRole('region', { name: 'Preview' }).getByText('Hello Alex Sample').waitFor();
    await expectNoAxeViolations(page);
    await context.close();
  });

  it.each<Width>(['phone', 'desktop'])(
    "edits a mail's French beside the English and previews it in French (%s)",
    async (width) => {
      const { context, page } = await newPage(browser(), width);
      const login = await context.request.post('/api/v1/users/auth/login', {
        data: { name: e2eAdmin.name, password: e2eAdmin.password },
      });
      expect(login.status()).toBe(200);
      await page.goto('/admin/messages');
      const subject = page.getByRole('textbox', { name: /^French subject/ });
      // the default French until staff save their own
      await expect.poll(() => subject.inputValue()).toBe('Votre guide pour {property_name}');
      await page.getByRole('textbox', { name: 'French subject', exact: true }).waitFor();

      await subject.fill('');
      await page.getByRole('textbox', { name: 'French subject missing French', exact: true }).waitFor();
      await subject.fill('Votre guide pour {property_name}, {guest_name}');
      await page.getByRole('textbox', { name: 'French subject', exact: true }).waitFor();

      await page.getByRole('button', { name: 'French', exact: true }).click();
      const preview = page.getByRole('region', { name: 'Preview' });
      await preview.getByText('Votre guide pour Mountain View Chalet, Alex Sample').waitFor();
      await preview.getByText('Bonjour Alex Sample,').waitFor();
      await expectNoAxeViolations(page);
      await screenshot(page, 'admin-messages-french');
      await context.close();
    },
  );
});

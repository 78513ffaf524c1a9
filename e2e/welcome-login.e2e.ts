import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#common/messages.ts';
import { baseUrl, screenshot, useBrowser, type Width, waitForHydration } from './support/browser.ts';
import {
  adminCookie,
  createFullProperty,
  expectAccessible,
  expireGuestSessions,
  fullWelcome,
  guestPassword,
  logInAsGuest,
  openContext,
  waitForSplash,
  widths,
} from './welcome-fixtures.ts';

describe('guest login to a welcome page', () => {
  const browser = useBrowser();
  let chalet: { id: number; name: string };
  let cabin: { id: number; name: string };

  beforeAll(async () => {
    const admin = await adminCookie();
    chalet = await createFullProperty(admin, 'Login Test Chalet');
    cabin = await createFullProperty(admin, 'Other Test Cabin');
  });

  for (const width of ['phone', 'desktop'] as const satisfies Width[]) {
    it(`checks the fields inline, refuses a wrong password and lets the guest in (${width})`, async () => {
      const { context, page } = await openContext(browser(), width);
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.goto(`/welcome/${chalet.id}/login`);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
        'Welcome to Your Stay',
      );
      await expect.poll(() => page.getByText(chalet.name).isVisible()).toBe(true);

      const password = page.getByLabel('Password', { exact: true });
      const nights = page.getByLabel('Number of nights');
      const enter = page.getByRole('button', { name: 'Enter' });

      await enter.click();
      await page.getByText(messages.guestPasswordRequired).waitFor();
      expect(await password.getAttribute('aria-invalid')).toBe('true');
      expect(await password.evaluate((el) => el === document.activeElement)).toBe(true);

      for (const bad of ['0', '1.5']) {
        await password.fill('anything');
        await nights.fill(bad);
        await enter.click();
        await page.getByText(messages.guestNightsInvalid).waitFor();
        expect(await nights.getAttribute('aria-invalid')).toBe('true');
        // the action's answer replaces the last one (the nights' message may be the last one's still)
        await expect.poll(() => page.getByText(messages.guestPasswordRequired).count()).toBe(0);
      }
      await waitForSplash(page);
      await screenshot(page, 'welcome-login-errors');
      await expectAccessible(page);

      await password.fill('not-the-password');
      await nights.fill('2');
      await enter.click();
      await page.getByText(messages.invalidGuestPassword, { exact: true }).waitFor();
      expect(await password.getAttribute('aria-invalid')).toBe('true');

      await password.fill(guestPassword);
      await enter.click();
      await page.waitForURL(`**/welcome/${chalet.id}`);
      await page.getByRole('heading', { level: 1, name: chalet.name }).waitFor();
      // Reached by a client-side redirect, not a page load: the copy for offline use is made all the same.
      await page.getByText('Saved on this device for offline use').waitFor();
      expect(dialogs).toEqual([]);
      await context.close();
    });
  }

  it('works without JavaScript: a plain form post with the same messages', async () => {
    const context = await browser().newContext({
      baseURL: baseUrl(),
      javaScriptEnabled: false,
      viewport: { width: widths.phone, height: 844 },
    });
    const page = await context.newPage();
    await page.goto(`/welcome/${chalet.id}/login`);
    const password = page.getByLabel('Password', { exact: true });
    const nights = page.getByLabel('Number of nights');
    const enter = page.getByRole('button', { name: 'Enter' });

    await nights.fill('3');
    await enter.click();
    await page.getByText(messages.guestPasswordRequired).waitFor();
    expect(await nights.inputValue()).toBe('3');

    await password.fill(guestPassword);
    await nights.fill('1.5');
    await enter.click();
    await page.getByText(messages.guestNightsInvalid).waitFor();

    await password.fill('not-the-password');
    await nights.fill('2');
    await enter.click();
    await page.getByText(messages.invalidGuestPassword, { exact: true }).waitFor();
    await screenshot(page, 'welcome-login-nojs');

    await page.getByLabel('Password', { exact: true }).fill(guestPassword);
    await page.getByRole('button', { name: 'Enter' }).click();
    await page.waitForURL(`**/welcome/${chalet.id}`);
    await page.getByRole('heading', { level: 1, name: chalet.name }).waitFor();
    await page.getByText('FreshTracks-2025').waitFor();

    await page.getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL(`**/welcome/${chalet.id}/login?left=1`);
    await page.goto(`/welcome/${chalet.id}`);
    expect(new URL(page.url()).pathname).toBe(`/welcome/${chalet.id}/login`);
    await context.close();
  });

  it('sends a guest who is already logged in straight to the welcome page', async () => {
    const { context, page } = await openContext(browser(), 'phone');
    await logInAsGuest(context, chalet.id);
    await page.goto(`/welcome/${chalet.id}/login`);
    expect(new URL(page.url()).pathname).toBe(`/welcome/${chalet.id}`);
    await page.getByRole('heading', { level: 1, name: chalet.name }).waitFor();
    await context.close();
  });

  it('renders no code for an anonymous visitor: neither the page nor its data request', async () => {
    const codes = [fullWelcome.wifi_password, fullWelcome.garbage_code, 'Powder Hound Guest'];
    for (const path of [`/welcome/${chalet.id}`, `/welcome/${chalet.id}.data`]) {
      const res = await fetch(`${baseUrl()}${path}`, { redirect: 'manual' });
      const body = await res.text();
      expect(res.status, path).toBeLessThan(500);
      for (const code of codes) expect(body, path).not.toContain(code);
    }
    const followed = await (await fetch(`${baseUrl()}/welcome/${chalet.id}`)).text();
    expect(followed).toContain('Welcome to Your Stay');
    for (const code of codes) expect(followed).not.toContain(code);
  });

  it("refuses another property's welcome page: that property's login instead", async () => {
    const { context, page } = await openContext(browser(), 'phone');
    await logInAsGuest(context, chalet.id);
    const res = await page.goto(`/welcome/${cabin.id}`);
    expect(new URL(page.url()).pathname).toBe(`/welcome/${cabin.id}/login`);
    expect(await res?.text()).not.toContain('FreshTracks-2025');
    await page.getByText(cabin.name).waitFor();
    await context.close();
  });

  it('asks the guest to log in again once the stay has ended', async () => {
    const { context, page } = await openContext(browser(), 'phone');
    await logInAsGuest(context, cabin.id, 1);
    await page.goto(`/welcome/${cabin.id}`);
    await page.getByRole('heading', { level: 1, name: cabin.name }).waitFor();
    expireGuestSessions(cabin.id);
    await page.reload();
    expect(new URL(page.url()).pathname).toBe(`/welcome/${cabin.id}/login`);
    await page.getByRole('heading', { level: 1, name: 'Welcome to Your Stay' }).waitFor();
    await context.close();
  });

  it('lets an admin view any welcome page, marked as a preview', async () => {
    const { context, page } = await openContext(browser(), 'desktop');
    const [name, value] = (await adminCookie()).split(';')[0]!.split('=');
    await context.addCookies([{ name: name!, value: value!, url: baseUrl() }]);
    await page.goto(`/welcome/${cabin.id}`);
    await page.getByRole('heading', { level: 1, name: cabin.name }).waitFor();
    await page.getByText('Admin preview').waitFor();
    expect(await page.getByRole('button', { name: 'Leave' }).count()).toBe(0);
    await context.close();
  });

  it('says "No property ID provided." without an id, and Whoops! for an unknown property', async () => {
    const { context, page } = await openContext(browser(), 'phone');
    const missing = await page.goto('/welcome');
    expect(missing?.status()).toBe(404);
    await page.getByRole('heading', { name: messages.noPropertyId }).waitFor();
    const unknown = await page.goto('/welcome/999999/login');
    expect(unknown?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Whoops!' }).waitFor();
    await page.getByText('Please contact us').waitFor();
    await page.getByText('There is no property at this address.').waitFor();
    await context.close();
  });
});

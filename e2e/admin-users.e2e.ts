import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  expectNoAxeViolations,
  fromThisSite,
  newPage,
  screenshot,
  useBrowser,
  type Width,
} from './support/browser.ts';
import { e2eAdmin } from './support/global-setup.ts';

async function signIn(context: BrowserContext, name = e2eAdmin.name, password = e2eAdmin.password) {
  const response = await context.request.post('/api/v1/users/auth/login', { data: { name, password } });
  expect(response.status()).toBe(200);
}

/** Closes the open Success or Error dialog after checking its message. */
async function expectDialog(page: Page, title: 'Success' | 'Error', text: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByText(text, { exact: true }).waitFor();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

async function addUser(page: Page, name: string, password: string) {
  const form = page.getByRole('form', { name: 'Add a user' });
  await form.getByLabel('Username').fill(name);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Add User' }).click();
}

async function deleteUser(page: Page, name: string) {
  await page.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Delete this user?' })
    .getByRole('button', { name: 'Delete user' })
    .click();
}

const userRow = (page: Page, name: string) =>
  page
    .getByRole('region', { name: 'All users' })
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`^${name}`) });

describe('back office: user manager', () => {
  const browser = useBrowser();

  it.each<Width>(['phone', 'desktop'])('lists the users with a You tag on yourself (%s)', async (width) => {
    const { context, page } = await newPage(browser(), width);
    await signIn(context);
    await page.goto('/admin/users');
    await page.getByRole('heading', { level: 1, name: 'User Management' }).waitFor();
    await userRow(page, e2eAdmin.name).getByText('You', { exact: true }).waitFor();
    await expectNoAxeViolations(page);
    await screenshot(page, 'admin-users');
    await context.close();
  });

  it('adds a user, refuses a taken name and a bad one, and refuses to delete yourself', async () => {
    const { context, page } = await newPage(browser(), 'desktop');
    await signIn(context);
    await page.goto('/admin/users');
    await userRow(page, e2eAdmin.name).waitFor();

    await addUser(page, 'e2e-night-desk', 'night-desk-pass');
    await expectDialog(page, 'Success', 'e2e-night-desk has been added successfully!');
    await userRow(page, 'e2e-night-desk').waitFor();
    expect(await page.getByRole('form', { name: 'Add a user' }).getByLabel('Username').inputValue()).toBe('');

    await addUser(page, 'e2e-night-desk', 'another-pass');
    const refusal = page.getByRole('dialog', { name: 'Error' });
    await refusal.getByText(/^Failed to add user: .+/).waitFor();
    await screenshot(page, 'admin-users-error');
    await refusal.getByRole('button', { name: 'OK' }).click();

    await addUser(page, 'x', '123');
    const form = page.getByRole('form', { name: 'Add a user' });
    await form.getByText('Minimum 3 characters').waitFor();
    await form.getByText('Use at least 12 characters').waitFor();

    await deleteUser(page, e2eAdmin.name);
    const notAllowed = page.getByRole('dialog', { name: 'Error' });
    await notAllowed.getByText('You are not authorized to delete this user').waitFor();
    await notAllowed.getByRole('button', { name: 'OK' }).click();
    await userRow(page, e2eAdmin.name).waitFor();

    await deleteUser(page, 'e2e-night-desk');
    await expectDialog(page, 'Success', 'User deleted successfully');
    await userRow(page, 'e2e-night-desk').waitFor({ state: 'detached' });
    await context.close();
  });

  it('lets a user change their own name and password, and refuses a taken name', async () => {
    const admin = await newPage(browser(), 'desktop');
    await signIn(admin.context);
    const created = await admin.context.request.post('/api/v1/users', {
      headers: fromThisSite(),
      data: { name: 'e2e-housekeeping', password: 'housekeeping-pass' },
    });
    expect(created.status()).toBe(201);

    const { context, page } = await newPage(browser(), 'phone');
    await signIn(context, 'e2e-housekeeping', 'housekeeping-pass');
    // the profile form gets its values when it hydrates; typing before that races with them
    await page.goto('/admin/users', { waitUntil: 'networkidle' });
    const profile = page.getByRole('form', { name: 'Your profile' });
    await profile.getByLabel('Username').fill(e2eAdmin.name);
    await profile.getByRole('button', { name: 'Save Changes' }).click();
    await page
      .getByRole('dialog', { name: 'Error' })
      .getByText(/^Failed to update user: .+/)
      .waitFor();
    await page.getByRole('dialog', { name: 'Error' }).getByRole('button', { name: 'OK' }).click();

    await profile.getByLabel('Username').fill('e2e-housekeeping-lead');
    await profile.getByLabel('New password').fill('lead-pass-2026');
    await profile.getByRole('button', { name: 'Save Changes' }).click();
    await expectDialog(page, 'Success', 'e2e-housekeeping-lead has been updated successfully!');
    await userRow(page, 'e2e-housekeeping-lead').getByText('You', { exact: true }).waitFor();

    // the new password works (a separate request, so the admin's own session stays)
    const relogin = await fetch(`${baseUrl()}/api/v1/users/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'e2e-housekeeping-lead', password: 'lead-pass-2026' }),
    });
    expect(relogin.status).toBe(200);
    await context.close();

    await admin.page.goto('/admin/users');
    await deleteUser(admin.page, 'e2e-housekeeping-lead');
    await expectDialog(admin.page, 'Success', 'User deleted successfully');
    await admin.context.close();
  });
});

import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, ownedByReact } from './public-helpers.ts';
import { useBrowser } from './support/browser.ts';

const enquiry = {
  'First Name': 'Ingrid',
  'Last Name': 'Halvorsen',
  Email: 'ingrid@example.com',
  Phone: '+1 604 555 0199',
  'Enter Message Here': 'Hello! Two adults and a dog, five nights in February. Is the A-frame free?',
};

async function fill(form: Locator) {
  for (const [label, value] of Object.entries(enquiry))
    await form.getByLabel(label, { exact: true }).fill(value);
}

const values = (form: Locator) =>
  Promise.all(Object.keys(enquiry).map((label) => form.getByLabel(label, { exact: true }).inputValue()));

/** The contact page's action as the page's fetcher calls it (React Router's data request). */
const contactAction = /\/contact\.data(\?|$)/;

/** Clicks Submit; resolves with the enquiry's fields the browser posted to the contact page's action. */
async function submitEnquiry(page: Page, form: Locator) {
  const request = page.waitForRequest((r) => contactAction.test(r.url()) && r.method() === 'POST');
  await form.getByRole('button', { name: 'Submit' }).click();
  return Object.fromEntries(new URLSearchParams((await request).postData() ?? ''));
}

const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });

/** React has taken an element over once it carries React's props (no public mark for a part of a page). */
describe('the contact form', () => {
  const browser = useBrowser();

  it('shows an inline error on every empty field and focuses the first', async () => {
    const { context, page } = await openPage(browser(), 'desktop');
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByRole('button', { name: 'Submit' }).click();
    await form.getByText('First name is required').waitFor();
    for (const text of [
      'Last name is required',
      'Email is required',
      'Phone is required',
      'Message is required',
    ]) {
      await expect.poll(() => form.getByText(text).isVisible()).toBe(true);
    }
    const first = form.getByLabel('First Name', { exact: true });
    expect(await first.getAttribute('aria-invalid')).toBe('true');
    expect(await first.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await form.getByLabel('Email', { exact: true }).getAttribute('type')).toBe('email');
    expect(await form.getByLabel('Phone', { exact: true }).getAttribute('type')).toBe('tel');

    await fill(form);
    await form.getByLabel('Email', { exact: true }).fill('not-an-address');
    await form.getByRole('button', { name: 'Submit' }).click();
    await form.getByText('Please enter a valid email address').waitFor();
    expect(await form.getByText('First name is required').count()).toBe(0);

    // a phone number is digits (issue 27): letters are refused by the action, nothing is stored
    await form.getByLabel('Email', { exact: true }).fill('ingrid@example.com');
    await form.getByLabel('Phone', { exact: true }).fill('abc');
    await form.getByRole('button', { name: 'Submit' }).click();
    await form.getByText('Phone can only have digits, spaces, +, - and parentheses').waitFor();
    await form.getByLabel('Phone', { exact: true }).fill('555 01');
    await form.getByRole('button', { name: 'Submit' }).click();
    await form.getByText('Phone must have 7 to 20 digits').waitFor();

    // the message's remaining characters count down while typing, before any submit shows the limit
    const message = form.getByLabel('Enter Message Here', { exact: true });
    const left = form.getByTestId('remaining-characters');
    await message.fill('');
    await message.pressSequentially('Ski week');
    await expect.poll(() => left.textContent()).toBe('4,992 characters left');
    await context.close();
  });

  it('sends the enquiry from the home page; "Message Sent" resets the form when closed', async () => {
    const { context, page } = await openPage(browser(), 'phone');
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Contact form' });
    // the home page's form is hydrated as the visitor nears it: this test sends through its code (a fetcher),
    // so it waits for React to own the form; a click before that is a plain form post, tested elsewhere
    await form.scrollIntoViewIfNeeded();
    await expect.poll(() => ownedByReact(form)).toBe(true);
    await fill(form);
    expect(await submitEnquiry(page, form)).toMatchObject({
      firstName: 'Ingrid',
      lastName: 'Halvorsen',
      email: 'ingrid@example.com',
      phone: '+1 604 555 0199',
      message: enquiry['Enter Message Here'],
    });
    const sent = dialog(page, 'Message Sent');
    await sent.waitFor();
    expect(await sent.textContent()).toContain(
      "Your message has been sent successfully! We'll get back to you soon.",
    );
    await sent.getByRole('button', { name: 'Close' }).click();
    await sent.waitFor({ state: 'hidden' });
    expect(await values(form)).toEqual(['', '', '', '', '']);
    await context.close();
  });

  it('keeps what was typed when sending fails; the Error modal closes by Escape, overlay or close button', async () => {
    const { context, page } = await openPage(browser(), 'desktop');
    await page.route(contactAction, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"message":"Internal Server Error"}',
      }),
    );
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await fill(form);
    const submit = form.getByRole('button', { name: 'Submit' });
    const error = dialog(page, 'Error');

    await submit.click();
    await error.waitFor();
    expect(await error.textContent()).toContain(
      'There was an error sending your message. Please try again later.',
    );
    await page.keyboard.press('Escape');
    await error.waitFor({ state: 'hidden' });

    await submit.click();
    await error.waitFor();
    // a click on the dimmed overlay around the dialog
    await page.mouse.click(5, 5);
    await error.waitFor({ state: 'hidden' });

    await submit.click();
    await error.waitFor();
    await error.getByRole('button', { name: 'Close' }).click();
    await error.waitFor({ state: 'hidden' });

    expect(await values(form)).toEqual(Object.values(enquiry));
    await context.close();
  });

  it("loads the home page's form code only as the visitor nears it, keeping what was typed before it ran", async () => {
    // (the site worker keeps the public pages' code once the page is idle, and would answer from its copy)
    const { context, page } = await openPage(browser(), 'phone', { serviceWorkers: 'block' });
    const formCode: string[] = [];
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/contact-form-[^/]*\.js$/, async (route) => {
      formCode.push(route.request().url());
      await held;
      await route.continue();
    });
    await page.goto('/');
    // hydrated and quiet: the page's own code has run and asked for everything it wants at the top
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    expect(formCode).toEqual([]);

    const form = page.getByRole('form', { name: 'Contact form' });
    await form.scrollIntoViewIfNeeded();
    await expect.poll(() => formCode.length).toBe(1);
    // typed into the server's form while its code is still on the way
    await fill(form);
    release();
    await expect.poll(() => ownedByReact(form)).toBe(true);
    expect(await submitEnquiry(page, form)).toMatchObject({
      firstName: 'Ingrid',
      email: 'ingrid@example.com',
      message: enquiry['Enter Message Here'],
    });
    await dialog(page, 'Message Sent').waitFor();
    await context.close();
  });

  it('lists email, phone and the office address beside the form', async () => {
    const { context, page } = await openPage(browser(), 'phone');
    await page.goto('/contact');
    expect(
      await page.getByRole('link', { name: 'stay@selkirkstays.example' }).first().getAttribute('href'),
    ).toBe('mailto:stay@selkirkstays.example');
    expect(await page.getByRole('link', { name: '+1 250-555-0142' }).first().getAttribute('href')).toBe(
      'tel:+12505550142',
    );
    expect(await page.locator('main address').first().textContent()).toContain('301 Victoria Road');
    await context.close();
  });
});

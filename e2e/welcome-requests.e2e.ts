import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '#common/site-dates.ts';
import type { Stay } from '#common/stay.ts';
import { baseUrl, fromThisSite, screenshot, useBrowser, waitForHydration } from './support/browser.ts';
import { adminCookie, createFullProperty, openContext, waitForSplash } from './welcome-fixtures.ts';

/** The journeys' server runs on the real clock in the default SITE_TIMEZONE. */
const today = () => todayIn('America/Vancouver');

async function api<T>(cookie: string, method: string, url: string, json?: object): Promise<T> {
  const res = await fetch(`${baseUrl()}/api/v1${url}`, {
    method,
    headers: { cookie, ...fromThisSite(), ...(json ? { 'content-type': 'application/json' } : {}) },
    body: json ? JSON.stringify(json) : undefined,
  });
  if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The text of every page saved in the page's Cache Storage (the offline copy). */
const savedTexts = (page: Page) =>
  page.evaluate(async () => {
    const found: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        if (response && /text/.test(response.headers.get('content-type') ?? ''))
          found.push(await response.text());
      }
    }
    return found.join('\n');
  });

const texts = {
  en: {
    kind: 'Late checkout',
    message: 'Our flight leaves at 6 pm. Could we stay until 2?',
    send: 'Send request',
    sent: 'Sent. We will answer here and by email.',
    waiting: 'Waiting for an answer',
    approved: 'Approved',
    answer: 'Yes: checkout at 2 pm is fine. Enjoy your last morning!',
    saved: 'Saved on this device for offline use',
    duplicate: /You already asked for this/,
    other: 'Something else',
    sayWhat: 'Say what you would like',
  },
  fr: {
    kind: 'Départ tardif',
    message: 'Notre vol part à 18 h. Pourrions-nous rester jusqu’à 14 h ?',
    send: 'Envoyer la demande',
    sent: 'Envoyée. Nous vous répondrons ici et par courriel.',
    waiting: 'En attente de réponse',
    approved: 'Acceptée',
    answer: 'Oui : départ à 14 h, sans problème. Bonne dernière matinée!',
    saved: 'Enregistré sur cet appareil pour consultation hors ligne',
    duplicate: /Vous avez déjà fait cette demande/,
    other: 'Autre chose',
    sayWhat: 'Dites-nous ce que vous souhaitez',
  },
} as const;

describe('guest requests: ask, get an answer, read it offline (issue 43)', () => {
  const browser = useBrowser();
  let admin: string;
  let property: { id: number; name: string };

  beforeAll(async () => {
    admin = await adminCookie();
    property = await createFullProperty(admin, 'Request Ridge');
  });

  const asStaff = async (page: Page) =>
    page.context().addCookies(
      admin.split('; ').map((pair) => {
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseUrl() };
      }),
    );

  for (const lang of ['en', 'fr'] as const) {
    it(`asks for late checkout, staff answer, and the guide shows it online and offline (${lang}, 390 px)`, async () => {
      const t = texts[lang];
      const stay = await api<Stay>(admin, 'POST', `/properties/${property.id}/stays`, {
        guest_name: lang === 'fr' ? 'Amélie Tremblay' : 'Jordan Lee',
        arrival: addDays(today(), -1),
        departure: addDays(today(), 2),
        guest_email: `${lang}-guest@example.com`,
        language: lang,
        allow_overlap: true,
      });
      const { context, page } = await openContext(browser(), 'phone');
      await page.goto(stay.link);
      await waitForHydration(page);
      await page.getByText(t.saved).waitFor();

      const section = page.locator('#requests');
      await section.scrollIntoViewIfNeeded();
      // nothing is chosen for the guest; "something else" without words is refused in the page
      expect(await section.locator('input[type=radio]:checked').count()).toBe(0);
      await section.getByLabel(t.other).check();
      await section.getByRole('button', { name: t.send }).click();
      await section.getByText(t.sayWhat).waitFor();

      await section.getByLabel(t.kind).check();
      await section.locator('textarea[name=message]').fill(t.message);
      await section.getByText(`${t.message.length} `, { exact: false }).first().waitFor();
      await section.getByRole('button', { name: t.send }).click();
      await section.getByText(t.sent).waitFor();
      const thread = section.locator('[data-request=late_checkout]');
      await thread.getByText(t.waiting).waitFor();
      await thread.getByText(t.message).waitFor();
      // the same kind again: the open one is pointed to, nothing is sent twice
      await section.getByLabel(t.kind).check();
      await section.getByText(t.duplicate).waitFor();
      await screenshot(page, `welcome-request-asked-${lang}`);

      // staff answer from the back office, at the same width
      const staff = await openContext(browser(), 'phone');
      await asStaff(staff.page);
      await staff.page.goto('/admin/requests');
      await waitForHydration(staff.page);
      const card = staff.page.locator('[data-request-card]', { hasText: t.message });
      await card.waitFor();
      await card.getByRole('textbox').fill(t.answer);
      await card.getByLabel('Approve').check();
      await card.getByRole('button', { name: 'Send to guest' }).click();
      // answered, the request leaves the open list
      await card.waitFor({ state: 'detached' });
      await screenshot(staff.page, `admin-requests-after-answer-${lang}`);
      await staff.context.close();

      // the guide shows the answer: online, then from the saved copy offline
      await page.reload();
      await waitForHydration(page);
      await page.getByText(t.saved).waitFor();
      const answered = page.locator('[data-request=late_checkout]');
      await answered.getByText(t.approved).waitFor();
      await answered.getByText(t.answer).waitFor();
      // the copy on the device is saved afresh after each load: offline, it is the one with the answer
      await expect.poll(() => savedTexts(page), { timeout: 15_000 }).toContain(t.answer);
      await context.setOffline(true);
      await page.reload();
      await page.locator('[data-request=late_checkout]').getByText(t.answer).waitFor();
      await page.locator('[data-request=late_checkout]').scrollIntoViewIfNeeded();
      await waitForSplash(page);
      await screenshot(page, `welcome-request-answered-offline-${lang}`);
      await context.close();
    });
  }
});

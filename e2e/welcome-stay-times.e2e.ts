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

// the fixture home allows early check-in from 13:00 and late checkout until 14:00; its checkout is 10:00
const texts = {
  en: {
    late: 'Late checkout, until 2:00 PM',
    early: /Early check-in/,
    lateAny: /Late checkout/,
    other: 'Something else',
    send: 'Send request',
    sent: 'Sent. We will answer here and by email.',
    oldCheckout: '10:00 AM',
    newCheckout: '2:00 PM',
  },
  fr: {
    late: 'Départ tardif, jusqu’à 14 h 00',
    early: /Arrivée hâtive/,
    lateAny: /Départ tardif/,
    other: 'Autre chose',
    send: 'Envoyer la demande',
    sent: 'Envoyée. Nous vous répondrons ici et par courriel.',
    oldCheckout: '10 h 00',
    newCheckout: '14 h 00',
  },
} as const;

describe('early check-in and late checkout (issue 43, item 2)', () => {
  const browser = useBrowser();
  let admin: string;

  beforeAll(async () => {
    admin = await adminCookie();
  });

  for (const lang of ['en', 'fr'] as const) {
    it(`asks for late checkout where the home is free, staff approve, the guide shows the new time; a turnover offers none (${lang}, 390 px)`, async () => {
      const t = texts[lang];
      const home = await createFullProperty(admin, `Late Light ${lang}`);
      const stay = await api<Stay>(admin, 'POST', `/properties/${home.id}/stays`, {
        guest_name: lang === 'fr' ? 'Amélie Tremblay' : 'Jordan Lee',
        arrival: addDays(today(), -1),
        departure: addDays(today(), 2),
        guest_email: `${lang}-late@example.com`,
        language: lang,
      });
      const { context, page } = await openContext(browser(), 'phone');
      await page.goto(stay.link);
      await waitForHydration(page);
      await waitForSplash(page);
      await page.locator('#checkout').getByText(t.oldCheckout).waitFor();

      const section = page.locator('#requests');
      await section.scrollIntoViewIfNeeded();
      expect(await section.locator('input[type=radio]:checked').count()).toBe(0);
      await section.getByLabel(t.late).check();
      await section.getByRole('button', { name: t.send }).click();
      await section.getByText(t.sent).waitFor();
      await screenshot(page, `welcome-late-checkout-asked-${lang}`);

      // staff approve (the back office's Requests screen is the same call: POST /requests/{id}/replies)
      const [request] = await api<{ id: number }[]>(
        admin,
        'GET',
        `/requests?status=open&property_id=${home.id}`,
      );
      await api(admin, 'POST', `/requests/${request!.id}/replies`, {
        text: lang === 'fr' ? 'Oui, jusqu’à 14 h.' : 'Yes, until 2 pm.',
        status: 'approved',
      });

      await page.reload();
      await waitForHydration(page);
      await waitForSplash(page);
      await page.locator('#checkout').getByText(t.newCheckout).waitFor();
      // granted: no longer offered
      expect(await section.getByLabel(t.lateAny).count()).toBe(0);
      await page.locator('#checkout').scrollIntoViewIfNeeded();
      await screenshot(page, `welcome-late-checkout-approved-${lang}`);
      await context.close();

      // the next guests arrive on that departure day and others the day they leave: neither is offered
      const next = await api<Stay>(admin, 'POST', `/properties/${home.id}/stays`, {
        guest_name: lang === 'fr' ? 'Louis Roy' : 'Sam Next',
        arrival: addDays(today(), 2),
        departure: addDays(today(), 4),
        language: lang,
      });
      await api<Stay>(admin, 'POST', `/properties/${home.id}/stays`, {
        guest_name: 'Pat After',
        arrival: addDays(today(), 4),
        departure: addDays(today(), 6),
      });
      const second = await openContext(browser(), 'phone');
      await second.page.goto(next.link);
      await waitForHydration(second.page);
      await waitForSplash(second.page);
      const form = second.page.locator('#requests');
      await form.getByLabel(t.other).waitFor();
      expect(await form.getByLabel(t.lateAny).count()).toBe(0);
      expect(await form.getByLabel(t.early).count()).toBe(0);
      await form.scrollIntoViewIfNeeded();
      await screenshot(second.page, `welcome-turnover-no-time-requests-${lang}`);
      await second.context.close();
    });
  }
});

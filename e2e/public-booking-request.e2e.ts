import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatCents } from '#app/lib/format/money.ts';
import { localisedPath } from '#common/i18n/paths.ts';
import type { Quote } from '#common/pricing.ts';
import { addDays, todayIn } from '#common/site-dates.ts';
import type { Lang } from '#common/translations.ts';
import { expectAccessible, openPage, screenshotPage } from './public-helpers.ts';
import { baseUrl, fromThisSite, useBrowser, waitForHydration } from './support/browser.ts';
import { adminCookie, createBareProperty, openContext, waitForSplash } from './welcome-fixtures.ts';

/**
 * A home of this journey's own (the shared server's demo homes are other journeys' too): it takes requests
 * to book, and its rates price every stay of two nights or more.
 */
async function requestableHome(): Promise<number> {
  const cookie = await adminCookie();
  const form = new FormData();
  const fields: Record<string, string> = {
    name: `Requestable Chalet ${Date.now()}`,
    description: 'A chalet that takes requests to book.',
    address: '7 Request Road, Revelstoke, BC',
    address_description: 'By the river.',
    bedrooms: '2',
    beds: '2',
    bathrooms: '1',
    sqft: '900',
    max_guests: '4',
    minimum_nights: '2',
    guesty_link: 'https://example.com/book',
    amenities: 'Hot tub',
    is_featured: 'false',
    booking_requests: 'true',
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const cover = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2f4159' } })
    .png()
    .toBuffer();
  form.append('cover_image', new Blob([new Uint8Array(cover)], { type: 'image/png' }), 'cover.png');
  const made = await fetch(`${baseUrl()}/api/v1/properties`, {
    method: 'POST',
    headers: { cookie, ...fromThisSite() },
    body: form,
  });
  expect(made.status, await made.clone().text()).toBe(201);
  const { id } = (await made.json()) as { id: number };
  const rates = await fetch(`${baseUrl()}/api/v1/properties/${id}/rates`, {
    method: 'PUT',
    headers: { cookie, 'content-type': 'application/json', ...fromThisSite() },
    body: JSON.stringify({
      nightly_cents: 25_000,
      weekend_nightly_cents: null,
      cleaning_fee_cents: 12_000,
      extra_guest: null,
      seasons: [],
      length_discounts: [],
    }),
  });
  expect(rates.status, await rates.clone().text()).toBe(200);
  return id;
}

const apiQuote = async (id: number, query: string): Promise<Quote> => {
  const res = await fetch(`${baseUrl()}/api/v1/properties/${id}/quote?${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Quote;
};

const words = {
  en: {
    request: 'Request to book',
    send: 'Send request',
    name: 'Your name',
    email: 'Email',
    phone: 'Phone',
    message: 'Message (optional)',
    nameRequired: 'Name is required',
    emailRequired: 'Email is required',
    received: 'Request received',
    heldUntil: /We hold these nights for you until .+, \d{4}, \d{1,2}:\d{2} [AP]M \(Revelstoke time\)/,
    taken: 'These nights were just taken by another booking. Please choose other dates.',
  },
  fr: {
    request: 'Demande de réservation',
    send: 'Envoyer la demande',
    name: 'Votre nom',
    email: 'Courriel',
    phone: 'Téléphone',
    message: 'Message (facultatif)',
    nameRequired: 'Veuillez entrer votre nom',
    emailRequired: 'Veuillez entrer votre courriel',
    received: 'Demande reçue',
    heldUntil:
      /Nous retenons ces nuitées pour vous jusqu’au .+ \d{4} à \d{1,2} h \d{2} \(heure de Revelstoke\)/,
    taken: 'Ces nuitées viennent d’être prises par une autre réservation. Veuillez choisir d’autres dates.',
  },
} as const;

async function fillRequest(page: Page, lang: Lang, name: string) {
  const w = words[lang];
  await page.getByLabel(w.name).fill(name);
  await page.getByLabel(w.email, { exact: true }).fill('traveller@example.com');
  await page.getByLabel(w.phone, { exact: true }).fill('+1 250 555 0123');
  await page.getByLabel(w.message).fill('We arrive late in the evening.');
}

const today = todayIn('America/Vancouver');
let home = 0;

beforeAll(async () => {
  home = await requestableHome();
});

/**
 * Issue 41, item 1: a traveller asks to book from the home's page at 390 px, in English and French: the
 * quote, "Request to book", an empty form's inline errors, the request received with the hold's end, and
 * the same nights asked for again from a page opened before: the "just taken" message.
 */
describe("a traveller's request to book", () => {
  const browser = useBrowser();

  (['en', 'fr'] as Lang[]).forEach((lang, i) => {
    it(`asks to book from the quote, is told what is missing, then holds the nights (${lang}, 390 px)`, async () => {
      const w = words[lang];
      const checkIn = addDays(today, 40 + i * 10);
      const stay = `check_in=${checkIn}&check_out=${addDays(checkIn, 3)}&guests=2`;
      const quote = await apiQuote(home, stay);
      const { context, page, errors } = await openPage(browser(), 'phone');
      await page.goto(`${localisedPath(`/property/${home}`, lang)}?${stay}`);
      await waitForHydration(page);
      const card = page.locator('#booking');
      expect(await card.getByTestId('quote-total').textContent()).toBe(formatCents(quote.total_cents, lang));
      // Book Now to the reservation site stays beside it
      await card
        .getByRole('link', { name: new RegExp(`^${lang === 'fr' ? 'Réserver' : 'Book Now'}`) })
        .waitFor();
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({
        path: `test-artifacts/screenshots/public-${lang}-booking-request-card-390.png`,
      });
      await card.getByRole('link', { name: w.request }).click();
      await page.waitForURL((url) => url.pathname === localisedPath(`/property/${home}/request`, lang));
      await waitForHydration(page);
      expect(await page.getByTestId('request-total').textContent()).toBe(
        formatCents(quote.total_cents, lang),
      );
      await expectAccessible(page);
      await screenshotPage(page, `${lang}-booking-request-form`);

      // a second tab opened on the same nights before the request is sent
      const other = await context.newPage();
      await other.goto(page.url());
      await waitForHydration(other);

      await page.getByRole('button', { name: w.send }).click();
      await page.getByText(w.nameRequired).waitFor();
      await page.getByText(w.emailRequired).waitFor();
      expect(await page.getByLabel(w.name).getAttribute('aria-invalid')).toBe('true');
      await expectAccessible(page);
      await screenshotPage(page, `${lang}-booking-request-errors`);

      await fillRequest(page, lang, `Alex Traveller ${lang}`);
      await page.getByRole('button', { name: w.send }).click();
      const received = page.getByTestId('request-received');
      await received.getByRole('heading', { name: w.received }).waitFor();
      expect(await received.textContent()).toMatch(w.heldUntil);
      expect(await received.textContent()).toContain('traveller@example.com');
      await expectAccessible(page);
      await screenshotPage(page, `${lang}-booking-request-received`);

      await fillRequest(other, lang, `Sam Late ${lang}`);
      await other.getByRole('button', { name: w.send }).click();
      await other.getByTestId('request-problem').getByText(w.taken).waitFor();
      // what was typed stays in the form
      expect(await other.getByLabel(w.name).inputValue()).toBe(`Sam Late ${lang}`);
      // the empty form's answer is a 400 (the fields' errors), which the browser logs: nothing else
      expect(errors.filter((e) => !e.includes('status of 400'))).toEqual([]);
      await context.close();
    });
  });

  it('shows Request to book beside Book Now and the request page at 1280 px', async () => {
    const checkIn = addDays(today, 90);
    const stay = `check_in=${checkIn}&check_out=${addDays(checkIn, 2)}&guests=2`;
    const { context, page } = await openPage(browser(), 'desktop');
    await page.goto(`/property/${home}?${stay}`);
    await waitForHydration(page);
    const card = page.locator('#booking');
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: 'test-artifacts/screenshots/public-en-booking-request-card-1280.png' });
    await card.getByRole('link', { name: 'Request to book' }).click();
    await page.waitForURL((url) => url.pathname === `/property/${home}/request`);
    await page.getByRole('button', { name: 'Send request' }).waitFor();
    await expectAccessible(page);
    await screenshotPage(page, 'en-booking-request-form-desktop');
    await context.close();
  });

  it('asks to book without JavaScript: the server answers the errors and the request', async () => {
    const checkIn = addDays(today, 70);
    const stay = `check_in=${checkIn}&check_out=${addDays(checkIn, 2)}&guests=1`;
    const context = await browser().newContext({
      baseURL: baseUrl(),
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto(`/property/${home}?${stay}`);
    await page.locator('#booking').getByRole('link', { name: 'Request to book' }).click();
    await page.waitForURL((url) => url.pathname === `/property/${home}/request`);
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByText('Name is required').waitFor();
    await fillRequest(page, 'en', 'Robin Nojs');
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByRole('heading', { name: 'Request received' }).waitFor();
    // the nights are held: the quote now says so
    const quote = await fetch(`${baseUrl()}/api/v1/properties/${home}/quote?${stay}`);
    expect(quote.status).toBe(409);
    await context.close();
  });
});

/** The text of every response saved in the page's Cache Storage (the guide's offline copy). */
const savedTexts = (page: Page) =>
  page.evaluate(async () => {
    const texts: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        if (response && /text|json/.test(response.headers.get('content-type') ?? '')) {
          texts.push(await response.text());
        }
      }
    }
    return texts.join('\n');
  });

/**
 * Issue 41, item 6: a stay with money shows its guest the booking in the guide (and in the copy saved on
 * the phone); a stay without a total shows no money section.
 */
describe("a stay's booking in the guest's guide", () => {
  const browser = useBrowser();

  it('shows dates, guests, total, paid, balance, how to pay and the cancellation deadlines (390 px)', async () => {
    const cookie = await adminCookie();
    const property = await createBareProperty(cookie, `Booked Chalet ${Date.now()}`);
    const api = async (url: string, body: object) => {
      const res = await fetch(`${baseUrl()}/api/v1${url}`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', ...fromThisSite() },
        body: JSON.stringify(body),
      });
      expect(res.status, await res.clone().text()).toBe(201);
      return (await res.json()) as { id: number; link: string };
    };
    const arrival = addDays(today, 60);
    const stay = await api(`/properties/${property.id}/stays`, {
      guest_name: 'Jordan Paid',
      arrival,
      departure: addDays(arrival, 4),
      guests: 3,
      total_cents: 150_000,
    });
    await api(`/properties/${property.id}/stays/${stay.id}/payments`, {
      cents: 50_000,
      method: 'e-transfer',
      received_on: today,
    });
    const plain = await api(`/properties/${property.id}/stays`, {
      guest_name: 'Riley Nototal',
      arrival,
      departure: addDays(arrival, 4),
      allow_overlap: true,
    });

    const { context, page } = await openContext(browser(), 'phone');
    await page.goto(stay.link);
    await waitForSplash(page);
    const booking = page.locator('#booking');
    await booking.getByRole('heading', { name: 'Your booking' }).waitFor();
    expect(await booking.textContent()).toContain('3 guests');
    expect(await booking.getByTestId('booking-total').textContent()).toBe(formatCents(150_000));
    expect(await booking.getByTestId('booking-paid').textContent()).toBe(formatCents(50_000));
    expect(await booking.getByTestId('booking-balance').textContent()).toBe(formatCents(100_000));
    expect((await booking.getByTestId('booking-payment-instructions').textContent())?.trim()).not.toBe('');
    expect(await booking.getByTestId('booking-cancellation').textContent()).toMatch(/Full refund/);
    await expectAccessible(page);
    await booking.scrollIntoViewIfNeeded();
    await screenshotPage(page, 'guide-booking-summary');
    await page.getByText('Saved on this device for offline use').waitFor();
    await expect.poll(async () => (await savedTexts(page)).includes(formatCents(100_000))).toBe(true);
    await context.close();

    const other = await openContext(browser(), 'phone');
    await other.page.goto(plain.link);
    await waitForSplash(other.page);
    await other.page.getByRole('heading', { name: 'Arrival' }).waitFor();
    expect(await other.page.locator('#booking').count()).toBe(0);
    await other.context.close();
  });
});

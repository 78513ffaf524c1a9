import { beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '#common/property.ts';
import { addDays, todayIn } from '#common/site-dates.ts';
import type { Stay } from '#common/stay.ts';
import { bothWidths, expectAccessible, openPage, screenshotPage } from './public-helpers.ts';
import { baseUrl, fromThisSite, useBrowser } from './support/browser.ts';
import { adminCookie, createProperty } from './welcome-fixtures.ts';

/** The journeys' server runs on the real clock in the default SITE_TIMEZONE. */
const today = () => todayIn('America/Vancouver');

async function api<T>(cookie: string, method: string, url: string, json?: object): Promise<T> {
  const res = await fetch(`${baseUrl()}/api/v1${url}`, {
    method,
    headers: { cookie, ...fromThisSite(), ...(json ? { 'content-type': 'application/json' } : {}) },
    body: json ? JSON.stringify(json) : undefined,
  });
  if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (res.status === 204 ? null : await res.json()) as T;
}

/** The first day of the month three months from now: a month a visitor searches, not the current one. */
const searchedMonthStart = () => `${addDays(today(), 95).slice(0, 7)}-01`;

const reviewText = 'Warm, spotless and ten minutes from the gondola. The boot dryer saved our mornings!';

describe('travellers decide here (issue 27)', () => {
  const browser = useBrowser();
  let admin: string;
  let property: { id: number; name: string };

  beforeAll(async () => {
    admin = await adminCookie();
    property = await createProperty(admin, 'Review Ridge Chalet');
    // two bookings around one free night: on this 2-night-minimum home it cannot start a stay
    const start = addDays(searchedMonthStart(), 9);
    await api(admin, 'POST', `/properties/${property.id}/calendar/blocks`, {
      start,
      end: addDays(start, 3),
    });
    await api(admin, 'POST', `/properties/${property.id}/calendar/blocks`, {
      start: addDays(start, 4),
      end: addDays(start, 7),
    });
  });

  it('a guest reviews the stay from its link; staff publish it with a reply; it shows with its JSON-LD', async () => {
    const stay = await api<Stay>(admin, 'POST', `/properties/${property.id}/stays`, {
      guest_name: 'Robin Okafor',
      arrival: addDays(today(), -5),
      departure: addDays(today(), -1),
    });
    expect(stay.review_link).toMatch(/\/review\/\d+\.[\w-]{43}$/);

    // the guest, on a phone
    const guest = await openPage(browser(), 'phone');
    const reviewPath = new URL(stay.review_link as string).pathname;
    const answer = await guest.page.goto(reviewPath);
    expect(answer?.headers()['cache-control']).toBe('private, no-store');
    await guest.page.getByRole('heading', { name: `How was ${property.name}?` }).waitFor();
    expect(await guest.page.getByLabel('First name to show (optional)').inputValue()).toBe('Robin');
    await guest.page.getByText('5 – Excellent').click();
    const text = guest.page.getByLabel('Your review');
    await text.fill(reviewText);
    expect(await guest.page.getByTestId('remaining-characters').textContent()).toBe(
      `${(2000 - reviewText.length).toLocaleString('en-CA')} characters left`,
    );
    await expectAccessible(guest.page);
    await guest.page.getByRole('button', { name: 'Send my review' }).click();
    await guest.page.getByRole('heading', { name: 'Thank you!' }).waitFor();
    await guest.page.goto(reviewPath);
    await guest.page.getByRole('heading', { name: 'Thank you, this stay has been reviewed' }).waitFor();
    await guest.context.close();

    // not public until staff publish it
    const before = await api<{ count: number }>('', 'GET', `/properties/${property.id}/reviews`);
    expect(before.count).toBe(0);

    // staff, in the back office
    const staff = await openPage(browser(), 'desktop');
    const [name, value] = admin.split('; ')[0]!.split('=') as [string, string];
    await staff.context.addCookies([{ name, value, url: baseUrl() }]);
    await staff.page.goto('/admin/reviews');
    const card = staff.page.locator('[data-review]').filter({ hasText: reviewText });
    await card.waitFor();
    expect(await card.textContent()).toContain('Verified stay, Robin');
    await card
      .getByLabel('Public reply (optional)')
      .fill('Thank you, Robin! Come back for the spring corn snow.');
    await card.getByRole('button', { name: 'Publish' }).click();
    await card.waitFor({ state: 'detached' });
    await staff.context.close();

    // any traveller, at both widths: the card and the property page show it at once
    for (const width of bothWidths) {
      const { context, page, errors } = await openPage(browser(), width);
      await page.goto('/properties');
      const listed = page.getByTestId('property-card').filter({ hasText: property.name });
      // the stars are drawn (hidden from screen readers); the words say the rating
      expect(await listed.getByTestId('rating').textContent()).toMatch(/5\.0 out of 5 \(1 review\)$/);
      await page.goto(`/property/${property.id}`);
      const reviews = page.getByTestId('review-list');
      await reviews.getByText(reviewText).waitFor();
      expect(await reviews.textContent()).toContain('Verified stay');
      expect(await reviews.textContent()).toContain('Thank you, Robin! Come back for the spring corn snow.');
      const jsonLd = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').allTextContents()).find((t) =>
          t.includes('VacationRental'),
        ) as string,
      );
      expect(jsonLd.aggregateRating).toEqual({
        '@type': 'AggregateRating',
        ratingValue: 5,
        reviewCount: 1,
        bestRating: 5,
        worstRating: 1,
      });
      expect(jsonLd.review).toEqual([
        expect.objectContaining({
          author: { '@type': 'Person', name: 'Robin' },
          reviewBody: reviewText,
          reviewRating: expect.objectContaining({ ratingValue: 5 }),
        }),
      ]);
      await screenshotPage(page, `property-reviews-${width}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('at 390 px the calendar opens on the searched month, and a gap night says "No check-in"', async () => {
    const checkIn = addDays(searchedMonthStart(), 2);
    const { context, page, errors } = await openPage(browser(), 'phone');
    await page.goto(`/property/${property.id}?check_in=${checkIn}&check_out=${addDays(checkIn, 3)}&guests=2`);
    const calendar = page.getByTestId('availability-calendar');
    const shown = calendar.locator('caption').first();
    expect(await shown.textContent()).toBe(
      new Intl.DateTimeFormat('en-CA', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${checkIn}T00:00:00Z`),
      ),
    );
    await calendar.locator(`button[data-date="${checkIn}"]`).scrollIntoViewIfNeeded();
    await expect.poll(() => calendar.locator(`button[data-date="${checkIn}"]`).isVisible()).toBe(true);
    expect(await calendar.locator(`button[data-date="${checkIn}"]`).textContent()).toContain('check-in');

    const gap = addDays(searchedMonthStart(), 12);
    const gapDay = calendar.locator(`button[data-date="${gap}"]`);
    expect(await gapDay.getAttribute('data-no-check-in')).toBe('true');
    expect(await gapDay.textContent()).toContain('no check-in');
    expect(await page.getByTestId('calendar-legend').textContent()).toMatch(
      /Booked[\s\S]*No check-in[\s\S]*Past/,
    );
    await page.getByRole('button', { name: 'Clear dates' }).click();
    await gapDay.click();
    const summary = await page.getByTestId('stay-summary').textContent();
    expect(summary).toContain('No check-in on');
    expect(summary).toMatch(/the minimum stay is 2 nights and the night of .+ is booked/);
    await screenshotPage(page, 'property-calendar-phone');
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const width of bothWidths) {
    it(`at ${width} width the home page's search lands on the filtered listing`, async () => {
      const checkIn = addDays(today(), 40);
      const checkOut = addDays(checkIn, 7);
      const query = `?check_in=${checkIn}&check_out=${checkOut}&guests=2`;
      const expected = await api<Property[]>('', 'GET', `/properties${query}`);
      const { context, page, errors } = await openPage(browser(), width);
      await page.goto('/');
      const search = page.getByTestId('home-search');
      await expect.poll(() => search.isVisible()).toBe(true);
      expect((await search.boundingBox())!.y).toBeLessThan(width === 'phone' ? 844 * 1.6 : 900);
      await search.getByLabel('Check-in').fill(checkIn);
      await search.getByLabel('Check-out').fill(checkOut);
      await search.getByLabel('Guests').selectOption('2');
      await search.getByRole('button', { name: 'Search homes' }).click();
      await page.waitForURL(
        (url) => url.pathname === '/properties' && url.searchParams.get('guests') === '2',
      );
      const params = new URL(page.url()).searchParams;
      expect([params.get('check_in'), params.get('check_out')]).toEqual([checkIn, checkOut]);
      expect(await page.getByLabel('Check-in').inputValue()).toBe(checkIn);
      if (expected.length > 0) {
        await expect.poll(() => page.getByTestId('property-card').count()).toBe(expected.length);
        const status =
          expected.length === 1
            ? '1 home matches your filters'
            : `${expected.length} homes match your filters`;
        await page.getByText(status).waitFor();
      } else {
        await page.getByTestId('no-dates-match').waitFor();
      }
      await screenshotPage(page, `home-search-${width}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

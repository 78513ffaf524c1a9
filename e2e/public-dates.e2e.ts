import { beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '#common/property.ts';
import { addDays, todayIn } from '#common/site-dates.ts';
import { bothWidths, expectAccessible, openPage, screenshotPage } from './public-helpers.ts';
import { baseUrl, useBrowser, waitForHydration } from './support/browser.ts';

const listings = async (query = ''): Promise<Property[]> => {
  const res = await fetch(`${baseUrl()}/api/v1/properties${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Property[];
};

// the journey server runs with the default SITE_TIMEZONE; dates are picked well clear of any demo booking edge
const today = todayIn('America/Vancouver');
// a week from 45 days out on, the first that the demo's seeded bookings leave at least one home free for
let checkIn = addDays(today, 45);
let checkOut = addDays(checkIn, 7);

/**
 * The first stay of the property's minimum length from `from` on that the demo's bookings leave free (the
 * demo seeds bookings over the next months, so a fixed date may be taken) and its rates accept (a season may
 * ask for more nights than the home's minimum: the page would then rightly refuse the dates).
 */
async function freeStay(property: Property, from: string): Promise<{ start: string; end: string }> {
  const res = await fetch(
    `${baseUrl()}/api/v1/properties/${property.id}/availability?from=${from}&to=${addDays(from, 300)}`,
  );
  expect(res.status).toBe(200);
  const { blocked } = (await res.json()) as { blocked: Array<{ start: string; end: string }> };
  for (let start = from; start < addDays(from, 290); start = addDays(start, 1)) {
    const end = addDays(start, property.minimum_nights);
    if (blocked.some((b) => b.start < end && b.end > start)) continue;
    const quoted = await Promise.all(
      [1, 2].map(async (guests) => {
        const quote = await fetch(
          `${baseUrl()}/api/v1/properties/${property.id}/quote?check_in=${start}&check_out=${end}&guests=${guests}`,
        );
        return quote.status === 200;
      }),
    );
    if (quoted.every(Boolean)) return { start, end };
  }
  throw new Error(`no free stay for property ${property.id}`);
}

let all: Property[] = [];
beforeAll(async () => {
  all = await listings();
  expect(all.length).toBeGreaterThan(3);
  while ((await listings(`?check_in=${checkIn}&check_out=${checkOut}&guests=2`)).length === 0) {
    checkIn = addDays(checkIn, 1);
    checkOut = addDays(checkIn, 7);
    expect(checkIn < addDays(today, 200), 'no free week in the demo calendar').toBe(true);
  }
});

describe('dates on the public site', () => {
  const browser = useBrowser();

  for (const width of bothWidths) {
    it(`searches by dates and guests on /properties at ${width} width, and the cards carry the stay`, async () => {
      const expected = await listings(`?check_in=${checkIn}&check_out=${checkOut}&guests=2`);
      expect(expected.length).toBeGreaterThan(0);
      const { context, page, errors } = await openPage(browser(), width);
      await page.goto('/properties');
      await waitForHydration(page);
      await page.getByLabel('Check-in').fill(checkIn);
      await page.getByLabel('Check-out').fill(checkOut);
      await page.getByLabel('Guests', { exact: true }).selectOption('2');
      await page.waitForURL(
        (url) => url.searchParams.get('guests') === '2' && url.searchParams.has('check_in'),
      );
      const search = new URL(page.url()).searchParams;
      expect([search.get('check_in'), search.get('check_out'), search.get('guests')]).toEqual([
        checkIn,
        checkOut,
        '2',
      ]);
      const cards = page.getByTestId('property-card');
      await expect.poll(() => cards.count()).toBe(expected.length);
      expect((await cards.getByRole('heading').allTextContents()).sort()).toEqual(
        expected.map((p) => p.name).sort(),
      );

      const first = cards.first();
      const book = new URL((await first.getByRole('link', { name: /^Book Now/ }).getAttribute('href')) ?? '');
      expect(book.searchParams.get('checkIn')).toBe(checkIn);
      expect(book.searchParams.get('checkOut')).toBe(checkOut);
      expect(book.searchParams.get('minOccupancy')).toBe('2');
      // one link per card opens the property, and the whole card is its target
      const details = first.getByRole('link', { name: /^View Details/ });
      expect(await first.getByRole('link').count()).toBe(2);
      expect(await details.getAttribute('href')).toMatch(
        new RegExp(`^/property/\\d+\\?check_in=${checkIn}&check_out=${checkOut}&guests=2$`),
      );
      await expectAccessible(page);
      await screenshotPage(page, 'properties-dates');

      // a click on the photo opens the property with the searched stay picked on its calendar
      await first.click({ position: { x: 60, y: 60 } });
      await page.waitForURL(/\/property\/\d+\?check_in=/);
      await waitForHydration(page);
      await expect
        .poll(() => page.getByTestId('stay-summary').textContent())
        .toMatch(/7 nights\. Book Now carries these dates\./);
      const detailBook = new URL(
        (await page
          .getByRole('link', { name: /^Book Now/ })
          .first()
          .getAttribute('href')) ?? '',
      );
      expect(detailBook.searchParams.get('checkIn')).toBe(checkIn);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('says which dates found nothing and clears them; impossible dates get an inline message', async () => {
    // guests beyond every home's capacity: nothing matches
    const most = Math.max(...all.map((p) => p.max_guests));
    expect(most).toBeLessThan(16);
    const { context, page } = await openPage(browser(), 'phone');
    await page.goto(`/properties?check_in=${checkIn}&check_out=${checkOut}&guests=16&bedrooms=1`);
    await waitForHydration(page);
    const empty = page.getByTestId('no-dates-match');
    await empty.waitFor();
    expect(await empty.textContent()).toContain('for 16 guests');
    await empty.getByRole('link', { name: 'Clear the dates' }).click();
    await page.waitForURL((url) => !url.searchParams.has('check_in'));
    expect(new URL(page.url()).searchParams.get('bedrooms')).toBe('1');
    expect(new URL(page.url()).searchParams.get('guests')).toBe('16');

    const res = await page.goto(`/properties?check_in=${addDays(today, -3)}&check_out=${today}`);
    expect(res?.status()).toBe(400);
    const alert = page.getByRole('alert');
    expect(await alert.textContent()).toContain('Check-in cannot be in the past');
    // the page itself is there, with its filters, to fix the dates
    await page.getByLabel('Check-in').waitFor();
    await context.close();
  });

  for (const width of bothWidths) {
    it(`picks dates on a property calendar at ${width} width and Book Now carries them`, async () => {
      const property = all.find((p) => p.minimum_nights <= 5) ?? all[0];
      if (!property) throw new Error('no property');
      const { context, page, errors } = await openPage(browser(), width);
      const { start: stayStart, end: stayEnd } = await freeStay(property, checkIn);
      const month = stayStart.slice(0, 7);
      await page.goto(`/property/${property.id}?month=${month}`);
      await waitForHydration(page);
      const calendar = page.getByTestId('availability-calendar');
      await calendar.waitFor();
      const dayButton = (date: string) => calendar.locator(`button[data-date="${date}"]`);
      await dayButton(stayStart).click();
      await expect
        .poll(() => page.getByTestId('stay-summary').textContent())
        .toMatch(/Now pick your check-out/);
      // the check-out may be in the next month: on a phone, step there with the month link
      if (!(await dayButton(stayEnd).isVisible())) {
        await calendar.getByRole('link', { name: /^Next month/ }).click();
      }
      await dayButton(stayEnd).click();
      const nights = property.minimum_nights;
      await expect
        .poll(() => page.getByTestId('stay-summary').textContent())
        .toContain(`${nights} ${nights === 1 ? 'night' : 'nights'}`);
      await page.getByLabel('Guests', { exact: true }).selectOption('2');
      const book = new URL(
        (await page
          .getByRole('link', { name: /^Book Now/ })
          .first()
          .getAttribute('href')) ?? '',
      );
      expect(book.origin + book.pathname).toBe(
        new URL(property.guesty_link).origin + new URL(property.guesty_link).pathname,
      );
      expect(book.searchParams.get('checkIn')).toBe(stayStart);
      expect(book.searchParams.get('checkOut')).toBe(stayEnd);
      expect(book.searchParams.get('minOccupancy')).toBe('2');
      await expectAccessible(page);
      await page.getByRole('heading', { name: 'Availability' }).scrollIntoViewIfNeeded();
      await screenshotPage(page, 'property-calendar');
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('steps months without JavaScript through the month links', async () => {
    const property = all[0];
    if (!property) throw new Error('no property');
    const { context, page } = await openPage(browser(), 'desktop');
    await context.setOffline(false);
    const next = addDays(`${today.slice(0, 7)}-01`, 40).slice(0, 7);
    const res = await page.request.get(`/property/${property.id}?month=${next}`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    const monthName = new Intl.DateTimeFormat('en-CA', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${next}-01T00:00:00Z`));
    expect(html).toContain(monthName);
    expect(html).toMatch(/href="\/property\/\d+\?month=\d{4}-\d{2}#availability-heading"/);
    await context.close();
  });
});

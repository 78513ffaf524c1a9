import { beforeAll, describe, expect, it } from 'vitest';
import { formatShortDate } from '#app/lib/format/plain-format.ts';
import type { Property } from '#common/property.ts';
import { addDays, todayIn } from '#common/site-dates.ts';
import type { Stay } from '#common/stay.ts';
import { bothWidths, expectAccessible, openPage, screenshotPage } from './public-helpers.ts';
import { baseUrl, fromThisSite, useBrowser, waitForHydration } from './support/browser.ts';
import { adminCookie, createProperty } from './welcome-fixtures.ts';

const listings = async (query = ''): Promise<Property[]> => {
  const res = await fetch(`${baseUrl()}/api/v1/properties${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Property[];
};

// the journey server runs with the default SITE_TIMEZONE; a free week is looked for from 60 days out
const today = todayIn('America/Vancouver');
let checkIn = addDays(today, 60);
let checkOut = addDays(checkIn, 7);

beforeAll(async () => {
  while ((await listings(`?check_in=${checkIn}&check_out=${checkOut}&guests=2`)).length === 0) {
    checkIn = addDays(checkIn, 1);
    checkOut = addDays(checkIn, 7);
    expect(checkIn < addDays(today, 220), 'no free week in the demo calendar').toBe(true);
  }
});

/**
 * A French-speaking traveller on a phone (issue 28): the French home page's search, the French listing with
 * the stay, then a home's French page with the stay on its calendar, dates written the fr-CA way, and Book Now
 * in French. The addresses stay under /fr and the query keeps its English names.
 */
describe('the listings in French', () => {
  const browser = useBrowser();

  it('searches from /fr by dates, opens a home, meets the contact form in French and switches to English at 390 px', async () => {
    const expected = await listings(`?check_in=${checkIn}&check_out=${checkOut}&guests=2`);
    const { context, page, errors } = await openPage(browser(), 'phone');
    await page.goto('/fr');
    await waitForHydration(page);
    const search = page.getByRole('search', { name: 'Rechercher' });
    await search.getByLabel('Arrivée').fill(checkIn);
    await search.getByLabel('Départ').fill(checkOut);
    await search.getByLabel('Voyageurs').selectOption('2');
    expect(await search.getByLabel('Voyageurs').locator('option').nth(2).textContent()).toBe('2 voyageurs');
    await screenshotPage(page, 'fr-home-search');
    await search.getByRole('button', { name: 'Rechercher' }).click();

    await page.waitForURL((url) => url.pathname === '/fr/properties');
    expect(new URL(page.url()).search).toBe(`?check_in=${checkIn}&check_out=${checkOut}&guests=2`);
    await waitForHydration(page);
    expect(await page.locator('html').getAttribute('lang')).toBe('fr-CA');
    await page.getByRole('heading', { level: 1, name: 'Maisons de vacances à louer' }).waitFor();
    const cards = page.getByTestId('property-card');
    await expect.poll(() => cards.count()).toBe(expected.length);
    const count = expected.length;
    await page
      .getByText(
        count < 2
          ? `${count} logement correspond à vos filtres`
          : `${count} logements correspondent à vos filtres`,
      )
      .waitFor();
    expect(await page.getByLabel('Arrivée').inputValue()).toBe(checkIn);
    const first = cards.first();
    expect(await first.getByRole('link', { name: /^Réserver\s: / }).textContent()).toBe('Réserver');
    const details = first.getByRole('link', { name: /^Voir les détails\s: / });
    expect(await details.getAttribute('href')).toMatch(
      new RegExp(`^/fr/property/\\d+\\?check_in=${checkIn}&check_out=${checkOut}&guests=2$`),
    );
    await expectAccessible(page);
    await screenshotPage(page, 'fr-properties-dates');

    await details.click();
    await page.waitForURL(/\/fr\/property\/\d+\?check_in=/);
    await waitForHydration(page);
    const summary = `Du ${formatShortDate(checkIn, 'fr')} au ${formatShortDate(checkOut, 'fr')}, 7 nuitées. Le bouton Réserver reprend ces dates.`;
    await expect.poll(() => page.getByTestId('stay-summary').textContent()).toBe(summary);
    // the calendar opens on the check-in's month, named in French
    const month = page.getByTestId('availability-calendar').locator('caption').first();
    expect(await month.textContent()).toMatch(
      /^(janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}$/,
    );
    const book = page
      .getByRole('link', { name: /^Réserver\s: .+ \(s'ouvre dans un nouvel onglet\)$/ })
      .first();
    expect((await book.textContent())?.trim()).toBe('Réserver');
    const booking = new URL((await book.getAttribute('href')) ?? '');
    expect(booking.searchParams.get('checkIn')).toBe(checkIn);
    await page.getByRole('heading', { name: 'Disponibilités' }).waitFor();
    await page.getByRole('heading', { name: 'Avis des voyageurs' }).waitFor();
    expect(
      await page.getByRole('link', { name: 'Hébergements', exact: true }).last().getAttribute('href'),
    ).toBe('/fr/properties');
    await expectAccessible(page);
    await screenshotPage(page, 'fr-property-dates');

    // on to the contact page through the footer, where a form sent empty answers in French
    await page.locator('footer').getByRole('link', { name: 'Contact', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/fr/contact');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Formulaire de contact' });
    await form.getByRole('button', { name: 'Envoyer' }).click();
    await form.getByText('Veuillez entrer votre prénom').waitFor();
    await expect.poll(() => form.getByText('Veuillez écrire votre message').isVisible()).toBe(true);
    await screenshotPage(page, 'fr-contact-errors');

    // the language switch opens the same page in English, the spec's texts as they were
    await page.locator('footer').getByTestId('language-switch').click();
    await page.waitForURL((url) => url.pathname === '/contact');
    await waitForHydration(page);
    expect(await page.locator('html').getAttribute('lang')).toBe('en-CA');
    const englishForm = page.getByRole('form', { name: 'Contact form' });
    await englishForm.getByRole('button', { name: 'Submit' }).click();
    await englishForm.getByText('First name is required').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const width of bothWidths) {
    it(`shows the listing and a home's page in French at ${width} width`, async () => {
      const all = await listings();
      const { context, page, errors } = await openPage(browser(), width);
      await page.goto('/fr/properties');
      await waitForHydration(page);
      await page.getByText(`${all.length} logements au choix`).waitFor();
      expect(await page.getByLabel('Chambres').locator('option').allTextContents()).toEqual([
        'Indifférent',
        '1+',
        '2+',
        '3+',
        '4+',
      ]);
      await page.getByLabel('Chambres').selectOption('4');
      await page.waitForURL((url) => url.pathname === '/fr/properties' && url.search === '?bedrooms=4');
      const four = await listings('?bedrooms=4');
      await page
        .getByText(
          four.length < 2
            ? `${four.length} logement correspond à vos filtres`
            : `${four.length} logements correspondent à vos filtres`,
        )
        .waitFor();
      await screenshotPage(page, 'fr-properties');

      await page.goto('/fr/property/1');
      await waitForHydration(page);
      const facts = page.getByTestId('info-grid');
      expect(await facts.locator('dt').allTextContents()).toEqual([
        'Chambres',
        'Lits',
        'Salles de bain',
        'Superficie (pi²)',
        'Voyageurs max.',
        'Nuitées min.',
      ]);
      await page.getByText("Choisissez votre jour d'arrivée, puis votre jour de départ.").waitFor();
      expect(await page.getByTestId('calendar-legend').textContent()).toBe(
        "12Réservé12Pas d'arrivée12Pas de départ12Passé",
      );
      await expectAccessible(page);
      await screenshotPage(page, 'fr-property');
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('dates that cannot be searched, in French', () => {
  const browser = useBrowser();

  it('says why in French, the limit included', async () => {
    const { context, page } = await openPage(browser(), 'phone');
    const past = addDays(todayIn('America/Vancouver'), -3);
    const answer = await page.goto(`/fr/properties?check_in=${past}&check_out=${addDays(past, 2)}`);
    expect(answer?.status()).toBe(400);
    const alert = page.getByRole('alert');
    expect(await alert.locator('p').first().textContent()).toBe(
      "Impossible de chercher ces dates\u00a0: L'arrivée ne peut pas être dans le passé",
    );
    const far = addDays(todayIn('America/Vancouver'), 800);
    await page.goto(`/fr/properties?check_in=${far}&check_out=${addDays(far, 2)}`);
    expect(await alert.locator('p').first().textContent()).toBe(
      "Impossible de chercher ces dates\u00a0: L'arrivée peut être au plus 18 mois à l'avance",
    );
    await context.close();
  });
});

describe('the review form in French', () => {
  const browser = useBrowser();

  it('asks for the review in French and answers its mistakes in French', async () => {
    const admin = await adminCookie();
    const property = await createProperty(admin, 'Chalet Mont-Cartier');
    const today = todayIn('America/Vancouver');
    const res = await fetch(`${baseUrl()}/api/v1/properties/${property.id}/stays`, {
      method: 'POST',
      headers: { cookie: admin, 'content-type': 'application/json', ...fromThisSite() },
      body: JSON.stringify({
        guest_name: 'Élise Tremblay',
        arrival: addDays(today, -5),
        departure: addDays(today, -1),
      }),
    });
    expect(res.status).toBe(201);
    const stay = (await res.json()) as Stay;
    const { context, page, errors } = await openPage(browser(), 'phone');
    await page.goto(`/fr${new URL(stay.review_link as string).pathname}`);
    await waitForHydration(page);
    await page
      .getByRole('heading', { name: "Comment s'est passé votre séjour à Chalet Mont-Cartier?" })
      .waitFor();
    expect(await page.getByLabel('Prénom à afficher (facultatif)').inputValue()).toBe('Élise');
    await page.getByText('5 – Excellent').waitFor();
    await page.getByText('4 – Très bien').click();
    await page.getByLabel('Votre avis').fill('Trop court.');
    await page.getByRole('button', { name: 'Envoyer mon avis' }).click();
    await page.getByText('Veuillez écrire au moins 20 caractères').waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/fr\/review\//);
    await screenshotPage(page, 'fr-review-form');

    await page.goto('/fr/review/1.not-a-token');
    await page.getByRole('heading', { name: "Ce lien d'évaluation n'est pas valide" }).waitFor();
    expect(await page.getByRole('link', { name: 'Voir nos logements' }).getAttribute('href')).toBe(
      '/fr/properties',
    );
    // the refused review answers 400 and the unknown link 404, as the English pages do
    expect(errors.filter((error) => !/status of (400|404)/.test(error))).toEqual([]);
    await context.close();
  });
});

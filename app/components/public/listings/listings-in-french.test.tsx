// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createContext, type ReactNode, useContext } from 'react';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { frenchCatalogue } from '#common/i18n/french/index.ts';
import { registerFrenchCatalogue } from '#common/i18n/translate.ts';
import type { PropertyReviews } from '#common/review.ts';
import type { Lang } from '#common/translations.ts';
import { type CalendarRules, noStay, pickDate } from '../../../lib/listings/availability-calendar.ts';
import type { PropertyCardData } from '../../../lib/listings/property-facts.ts';
import { LanguageProvider } from '../../../lib/site/language.tsx';
import { AvailabilityCalendar } from '../availability-calendar/availability-calendar.tsx';
import { ReviewList } from '../reviews/review-list.tsx';
import { FeaturedList } from './featured-list.tsx';
import { ListingFilters } from './listing-filters.tsx';
import { PropertyCard } from './property-card.tsx';

/**
 * The listing's parts on a French page (issue 28): the French of the catalogue, fr-CA dates and prices, links
 * that stay under /fr, and query parameters named as in English. English is checked beside it where the
 * French changed how a text is put together.
 */
beforeAll(() => registerFrenchCatalogue(frenchCatalogue));
afterEach(cleanup);

const nbsp = '\u00a0';

/** What the page under test shows (given to the one route of the stub). */
const PageContent = createContext<ReactNode>(null);

function Page() {
  const location = useLocation();
  return (
    <>
      {useContext(PageContent)}
      <output data-testid="address">{`${location.pathname}${location.search}`}</output>
    </>
  );
}

/** A page under `url`, in `lang`, with the address shown so the query can be read. */
function renderPage(url: string, lang: Lang, children: ReactNode) {
  const Stub = createRoutesStub([{ path: new URL(url, 'http://site').pathname, Component: Page }]);
  render(
    <PageContent value={children}>
      <LanguageProvider lang={lang}>
        <Stub initialEntries={[url]} />
      </LanguageProvider>
    </PageContent>,
  );
}

const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;

describe('the listing filters in French', () => {
  it('name the controls and their choices in French, and search under /fr', () => {
    renderPage('/fr/properties?bedrooms=2', 'fr', <ListingFilters today="2026-11-23" />);
    expect(screen.getByRole('search', { name: 'Filtrer les locations' })).toBeTruthy();
    expect((screen.getByLabelText('Arrivée') as HTMLInputElement).type).toBe('date');
    expect(screen.getByLabelText('Départ')).toBeTruthy();
    expect(select('Chambres').value).toBe('2');
    expect([...select('Salles de bain').options].map((o) => o.text)).toEqual([
      'Indifférent',
      '1+',
      '2+',
      '3+',
    ]);
    expect([...select('Voyageurs').options].slice(0, 3).map((o) => o.text)).toEqual([
      'Indifférent',
      '1 voyageur',
      '2 voyageurs',
    ]);
    expect(screen.getByRole('search').getAttribute('action')).toBe('/fr/properties');
    expect(screen.getByRole('link', { name: 'Réinitialiser' }).getAttribute('href')).toBe('/fr/properties');
  });

  it('keep the query parameters named as in English', async () => {
    renderPage('/fr/properties', 'fr', <ListingFilters today="2026-11-23" />);
    fireEvent.change(select('Voyageurs'), { target: { value: '4' } });
    await screen.findByText('/fr/properties?guests=4', {}, { timeout: 2000 });
  });
});

const rules: CalendarRules = {
  today: '2026-11-23',
  until: '2028-05-01',
  minimumNights: 2,
  blocked: [{ start: '2026-12-01', end: '2026-12-05' }],
};

function renderCalendar(lang: Lang, onPick: (date: string) => void = () => {}) {
  render(
    <LanguageProvider lang={lang}>
      <AvailabilityCalendar
        rules={rules}
        month="2026-11"
        firstMonth="2026-11"
        lastMonth="2028-03"
        stay={noStay}
        monthHref={(m) => `/fr/property/1?month=${m}`}
        onMonthChange={() => {}}
        onPick={onPick}
      />
    </LanguageProvider>,
  );
}

describe('the availability calendar in French', () => {
  it('names the months and weekdays as fr-CA writes them, Sunday first', () => {
    renderCalendar('fr');
    const november = screen.getByRole('table', { name: 'novembre 2026' });
    const headings = within(november).getAllByRole('columnheader');
    expect(headings.map((th) => th.textContent)).toEqual([
      'dim.',
      'lun.',
      'mar.',
      'mer.',
      'jeu.',
      'ven.',
      'sam.',
    ]);
    expect(headings[0]?.getAttribute('abbr')).toBe('dimanche');
    expect(screen.getByRole('table', { name: 'décembre 2026' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mois suivant\u00a0: décembre 2026' })).toBeTruthy();
  });

  it('says each day and its marks in French, with the legend', () => {
    renderCalendar('fr');
    expect(screen.getByRole('button', { name: 'mercredi 2 décembre 2026, réservé' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'vendredi 20 novembre 2026, passé' })).toBeTruthy();
    expect(screen.getByRole('button', { name: "lundi 30 novembre 2026, pas d'arrivée" }));
    const legend = screen.getByTestId('calendar-legend').textContent;
    expect(legend).toBe("12Réservé12Pas d'arrivée12Pas de départ12Passé");
  });

  it('explains in French why a day cannot be picked', () => {
    expect(pickDate(noStay, '2026-12-02', rules, 'fr').message).toBe('La nuit du mer. 2 déc. est réservée');
    expect(pickDate(noStay, '2026-11-30', rules, 'fr').message).toBe(
      "Pas d'arrivée le lun. 30 nov.\u00a0: le séjour minimum est de 2 nuitées et la nuit du mar. 1 déc. est réservée",
    );
    const checkIn = { checkIn: '2026-11-24', checkOut: null };
    expect(pickDate(checkIn, '2026-11-25', rules, 'fr').message).toBe('Le séjour minimum est de 2 nuitées');
    expect(pickDate(checkIn, '2026-11-25', rules).message).toBe('The minimum stay is 2 nights');
  });
});

/** The rating as read (the stars are drawn with characters, hidden from screen readers). */
const ratingText = () => screen.getByTestId('rating').textContent?.replace(/★/g, '');

const home: PropertyCardData = {
  id: 7,
  name: 'Begbie Creek Cabin',
  cover: null,
  address: '812 Mackenzie Ave, Revelstoke, BC',
  is_featured: true,
  guesty_link: 'https://book.example/begbie',
  nightly_rate_from: 1234,
  bedrooms: 3,
  bathrooms: 2.5,
  max_guests: 8,
  rating: { average: 4.8, count: 12 },
};
const searched = { check_in: '2026-12-10', check_out: '2026-12-14', guests: 2 };

describe('a property card', () => {
  it('reads in French with fr-CA numbers and links under /fr', () => {
    renderPage('/fr/properties', 'fr', <PropertyCard property={home} stay={searched} />);
    const card = screen.getByTestId('property-card');
    expect(within(card).getByText('En vedette')).toBeTruthy();
    expect([...card.querySelectorAll('li')].map((li) => li.textContent?.replace('·', '').trim())).toEqual([
      '3 chambres',
      '2,5 salles de bain',
      "jusqu'à 8 pers.",
    ]);
    expect(screen.getByTestId('card-rate').textContent).toBe(`À partir de 1${nbsp}234${nbsp}$ / nuit`);
    expect(ratingText()).toBe('4,8 sur 5 (12 avis)');
    const details = screen.getByRole('link', { name: 'Voir les détails\u00a0: Begbie Creek Cabin' });
    expect(details.getAttribute('href')).toBe(
      '/fr/property/7?check_in=2026-12-10&check_out=2026-12-14&guests=2',
    );
    const book = screen.getByRole('link', {
      name: "Réserver\u00a0: Begbie Creek Cabin (s'ouvre dans un nouvel onglet)",
    });
    expect(book.textContent).toBe('Réserver');
    expect(details.textContent).toBe('Détails');
  });

  it('reads as it always did in English', () => {
    renderPage('/properties', 'en', <PropertyCard property={home} stay={searched} />);
    const card = screen.getByTestId('property-card');
    expect([...card.querySelectorAll('li')].map((li) => li.textContent?.replace('·', '').trim())).toEqual([
      '3 bedrooms',
      '2.5 baths',
      'sleeps 8',
    ]);
    expect(screen.getByTestId('card-rate').textContent).toBe('From $1,234 / night');
    expect(ratingText()).toBe('4.8 out of 5 (12 reviews)');
    expect(screen.getByRole('link', { name: 'View Details: Begbie Creek Cabin' }).getAttribute('href')).toBe(
      '/property/7?check_in=2026-12-10&check_out=2026-12-14&guests=2',
    );
  });

  it('counts a single review in French as French does', () => {
    renderPage(
      '/fr',
      'fr',
      <PropertyCard property={{ ...home, rating: { average: 5, count: 1 }, nightly_rate_from: null }} />,
    );
    expect(ratingText()).toBe('5,0 sur 5 (1 avis)');
    expect(screen.queryByTestId('card-rate')).toBeNull();
  });
});

describe('the featured list in French', () => {
  it('says the spec texts in French', () => {
    render(
      <LanguageProvider lang="fr">
        <FeaturedList properties={[]} error={null} />
      </LanguageProvider>,
    );
    expect(screen.getByText("Aucun logement en vedette pour l'instant")).toBeTruthy();
    cleanup();
    render(
      <LanguageProvider lang="fr">
        <FeaturedList properties={[]} error="Network response was not ok" />
      </LanguageProvider>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Aucun logement trouvé');
  });
});

describe('the reviews in French', () => {
  const reviews: PropertyReviews = {
    property_id: 7,
    average: 4.5,
    count: 2,
    direct: { average: 5, count: 1 },
    page: 1,
    pages: 2,
    reviews: [
      {
        id: 1,
        rating: 5,
        text: 'Superbe séjour.',
        name: null,
        stay_month: '2026-02',
        source: 'direct',
        verified: true,
        reply: 'Merci!',
        published_at: '2026-03-01T08:00:00.000Z',
      },
      {
        id: 2,
        rating: 4,
        text: 'Great cabin.',
        name: 'Sam',
        stay_month: null,
        source: 'airbnb',
        verified: false,
        reply: null,
        published_at: '2026-01-15T08:00:00.000Z',
      },
    ],
  };

  it('says where each review came from, when, and the pages, in French', () => {
    render(
      <LanguageProvider lang="fr">
        <ReviewList reviews={reviews} pageHref={(page) => `/fr/property/7?reviews=${page}`} />
      </LanguageProvider>,
    );
    expect(screen.getByText('5,0 selon 1 avis rédigé ici par nos propres voyageurs.')).toBeTruthy();
    const [first, second] = screen.getAllByRole('listitem');
    expect(first?.textContent).toContain('5 sur 5');
    expect(first?.textContent).toContain('Un voyageur');
    expect(first?.textContent).toContain('Séjour vérifié · février 2026');
    expect(first?.textContent).toContain('Notre réponse');
    expect(second?.textContent).toContain('Avis publié sur Airbnb · janvier 2026');
    expect(screen.getByRole('navigation', { name: "Pages d'avis" }).textContent).toBe(
      'Page 1 sur 2Avis plus anciens',
    );
  });
});

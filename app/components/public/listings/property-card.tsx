import { Link, useRouteLoaderData } from 'react-router';
import {
  type BookingParamNames,
  bookingUrl,
  defaultBookingParamNames,
  stayQuery,
} from '#common/booking-link.ts';
import type { SiteSettings } from '#common/load-context.ts';
import type { StaySearch } from '#common/stay-search.ts';
import { formatDollars } from '../../../lib/format/whole-number.ts';
import { type PropertyCardData, shortFacts, streetOf } from '../../../lib/listings/property-facts.ts';
import { useTexts } from '../../../lib/site/language.tsx';
import { RatingSummary } from '../../ui/stars.tsx';
import { ResponsiveImage } from '../content/responsive-image.tsx';
import { ExternalIcon } from '../site/icons.tsx';
import { NightlyRate } from './nightly-rate.tsx';

const cardImageSizes = '(min-width: 1280px) 400px, (min-width: 768px) 45vw, 100vw';

/** A card's price for the searched stay, written out: the amount between its words, or a note alone. */
export interface CardPriceText {
  before: string;
  amount: string;
  after: string;
}

/** The configured Book Now parameter names (the defaults where no root data is rendered, as in tests). */
function useBookingParams(): BookingParamNames {
  const root = useRouteLoaderData('root') as { site?: SiteSettings } | undefined;
  return root?.site?.bookingParams ?? defaultBookingParamNames;
}

/**
 * A listing card: cover photo, name, facts, the nightly rate, View Details and Book Now (the external
 * booking page, with the searched dates and guests). The whole card opens the property through its one
 * View Details link, whose ::after covers the card (the stretched-link pattern); Book Now sits above that
 * layer as its own link. With a searched stay, both links carry it.
 */
export function PropertyCard({
  property,
  headingLevel = 3,
  stay,
  price,
}: {
  property: PropertyCardData;
  headingLevel?: 2 | 3;
  stay?: Partial<StaySearch> | undefined;
  /** the searched stay's total (or the minimum stay its dates need), its words made by the loader */
  price?: CardPriceText | undefined;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const bookingParams = useBookingParams();
  const bookHref = bookingUrl(property.guesty_link, stay ?? {}, bookingParams);
  const texts = useTexts();
  const { t, path, lang } = texts;
  return (
    <article
      className="card group relative flex w-full flex-col overflow-hidden focus-within:ring-2 focus-within:ring-brand-700"
      data-testid="property-card"
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-brand-100">
        <ResponsiveImage
          image={property.cover}
          sizes={cardImageSizes}
          alt={`${property.name}, ${streetOf(property.address)}`}
          className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
        />
        {property.is_featured ? (
          <span className="absolute top-3 left-3 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold tracking-wide text-brand-900 uppercase shadow">
            {t('Featured')}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <Heading className="text-xl leading-snug font-semibold group-hover:underline sm:text-2xl">
          {property.name}
        </Heading>
        <p className="mt-1 text-sm text-slate-600">{streetOf(property.address)}</p>
        {property.rating ? <RatingSummary rating={property.rating} className="mt-2 text-sm" /> : null}
        <ul className="mt-3 flex flex-wrap gap-x-3 gap-y-1 text-sm font-medium text-slate-700">
          {shortFacts(property, texts).map((fact, i) => (
            <li key={fact} className="flex items-center gap-3">
              {i > 0 ? (
                <span aria-hidden="true" className="text-slate-400">
                  ·
                </span>
              ) : null}
              {fact}
            </li>
          ))}
        </ul>
        {price ? (
          <p className="mt-3 text-slate-700" data-testid="card-total">
            {price.before}
            <span className="font-semibold text-brand-900">{price.amount}</span>
            {price.after}
          </p>
        ) : property.nightly_rate_from ? (
          <p className="mt-3 text-slate-700" data-testid="card-rate">
            <NightlyRate
              price={
                <span className="font-semibold text-brand-900">
                  {formatDollars(property.nightly_rate_from, lang)}
                </span>
              }
            />
          </p>
        ) : null}
        <div className="mt-auto flex flex-wrap gap-3 pt-5">
          <Link
            to={path(`/property/${property.id}${stay ? stayQuery(stay) : ''}`)}
            className="btn-dark flex-1 after:absolute after:inset-0 after:content-[''] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            aria-label={t('View Details: {name}', { name: property.name })}
          >
            {t('View Details')}
          </Link>
          <a
            href={bookHref}
            target="_blank"
            rel="noopener noreferrer"
            className="btn-outline relative z-10 flex-1"
            aria-label={t('Book Now: {name} (opens in a new tab)', { name: property.name })}
          >
            {t('Book Now')}
            <ExternalIcon size={16} />
          </a>
        </div>
      </div>
    </article>
  );
}

/** Cards in a responsive grid; with a searched stay, every card carries it (and its total, when priced). */
export function PropertyGrid({
  properties,
  stay,
  prices = {},
}: {
  properties: PropertyCardData[];
  stay?: Partial<StaySearch> | undefined;
  prices?: Record<number, CardPriceText>;
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
      {properties.map((property) => (
        <li key={property.id} className="flex">
          <PropertyCard property={property} stay={stay} price={prices[property.id]} />
        </li>
      ))}
    </ul>
  );
}

import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { data, redirect, useLocation } from 'react-router';
import { parseId } from '#common/id.ts';
import type { CancellationStep, StayPrice } from '#common/pricing.ts';
import type { ImageRef, Property } from '#common/property.ts';
import type { PropertyReviews } from '#common/review.ts';
import { addMonths, todayIn } from '#common/site-dates.ts';
import { staySearchSchema } from '#common/stay-search.ts';
import { DraftBanner } from '../../components/public/property/draft-banner.tsx';
import { PropertyAtAGlance } from '../../components/public/property/property-at-a-glance.tsx';
import {
  type CalendarData,
  calendarMonths,
  PropertyAvailability,
  useBookingChoice,
} from '../../components/public/property/property-availability.tsx';
import {
  BookingCallout,
  BookingCard,
  PhoneBookingBar,
} from '../../components/public/property/property-booking.tsx';
import { PropertyDetails, Section } from '../../components/public/property/property-details.tsx';
import { PropertyGallery } from '../../components/public/property/property-gallery.tsx';
import { PropertyHeading } from '../../components/public/property/property-heading.tsx';
import { PropertyLoadError } from '../../components/public/property/property-load-error.tsx';
import { useStayPrice } from '../../components/public/property/use-stay-price.ts';
import { JsonLd } from '../../components/public/site/json-ld.tsx';
import { RatingSummary } from '../../components/ui/stars.tsx';
import { isMonth } from '../../lib/listings/availability-calendar.ts';
import { loadFailedMessage } from '../../lib/loading/load-failure.ts';
import { privateHeaders } from '../../lib/seo/private-headers.ts';
import { langFromMatches, pageMeta, siteFromMatches, summarize } from '../../lib/seo/seo.ts';
import { propertyJsonLd } from '../../lib/seo/structured-data.ts';
import { LanguageProvider, textsIn, useTexts } from '../../lib/site/language.tsx';
import { loadPublicData } from '../../lib/site/public-data.ts';
import { useNonce } from '../../lib/site/use-site.ts';
import type { Route } from './+types/property';

/**
 * /property/{id}; without an id, the listing. A missing property is a real 404. The availability calendar
 * gets 18 months of booked nights from this month on; `?month=` is the first month it shows, and
 * `?check_in=&check_out=&guests=` (from a listing search or a month link) the stay it starts with.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  if (!params.id) throw redirect('/properties');
  const id = parseId(params.id);
  if (id === null) {
    throw data({ message: 'Property not found' }, { status: 404 });
  }
  const search = new URL(request.url).searchParams;
  const today = todayIn(context.site.timeZone);
  // the month asked for, else the searched check-in's: the chosen dates are on screen (a phone shows one month)
  const checkInMonth = /^\d{4}-\d{2}-\d{2}$/.test(search.get('check_in') ?? '')
    ? (search.get('check_in') as string).slice(0, 7)
    : null;
  const months = calendarMonths(today, search.get('month') ?? checkInMonth, isMonth);
  const from = `${months.firstMonth}-01`;
  const reviewsPage = Number(/^\d{1,4}$/.exec(search.get('reviews') ?? '')?.[0] ?? 1) || 1;
  const stay = staySearchSchema.safeParse(Object.fromEntries(search));
  const { check_in, check_out, guests } = stay.success ? stay.data : {};
  let property: Property | null;
  let availability: CalendarData['availability'] | null;
  let reviews: PropertyReviews | null;
  let price: StayPrice | null;
  let policy: CancellationStep[];
  try {
    [property, availability, reviews, price, policy] = await Promise.all([
      context.data.findProperty(id),
      context.data.availability(id, from, addMonths(from, 18)),
      context.data.propertyReviews(id, reviewsPage),
      // the stay of the address priced here: the page shows its quote before any code runs
      check_in && check_out ? context.data.priceStay(id, { check_in, check_out, guests: guests ?? 1 }) : null,
      context.data.cancellationPolicy(),
    ]);
  } catch (error) {
    console.error(error);
    throw data({ message: loadFailedMessage }, { status: 500 });
  }
  if (!property || !availability || !reviews) {
    throw data({ message: 'Property not found' }, { status: 404 });
  }
  const calendar: CalendarData = {
    availability,
    ...months,
    requested: { checkIn: check_in ?? null, checkOut: check_out ?? null, guests: guests ?? null },
  };
  // Made here so the code that makes them stays on the server (the browser only writes them out): the
  // structured data, the rating, and the sections below the calendar (description, amenities, reviews,
  // location), which have nothing to do in the browser but links (the page's JavaScript budget, ADR 0024
  // and 0030).
  // Rendered apart from the page's tree: each is given the page's language.
  const inPageLanguage = (element: ReactElement) =>
    renderToStaticMarkup(<LanguageProvider lang={context.lang}>{element}</LanguageProvider>);
  const rating = property.rating;
  const page = {
    property,
    calendar,
    price,
    policy,
    ratingHtml: rating ? inPageLanguage(<RatingSummary rating={rating} />) : null,
    detailsHtml: inPageLanguage(<PropertyDetails property={property} reviews={reviews} />),
    structuredData: propertyJsonLd(context.site, property, reviews, context.lang),
  };
  // A draft reaches here only for staff (the shared, cached render never sees one): kept by no cache.
  return data(page, { headers: property.is_published ? {} : privateHeaders });
}

/** A staff preview of a draft says so to every cache and search engine (no-store, noindex). */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** Client navigations: retried under the policy; no connection shows the offline message in place. */
export async function clientLoader({ serverLoader, request }: Route.ClientLoaderArgs) {
  return loadPublicData(serverLoader, request);
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  const property = loaderData?.property;
  const lang = langFromMatches(matches);
  const { t } = textsIn(lang);
  if (!property) {
    return pageMeta(site, {
      lang,
      title: t('Property not found'),
      description: t('No property details available.'),
      path: location.pathname,
      noindex: true,
    });
  }
  const cover = property.cover;
  return pageMeta(site, {
    lang,
    title: t('{name} · {count}-bedroom vacation rental', { name: property.name, count: property.bedrooms }),
    description: summarize(property.description),
    path: `/property/${property.id}`,
    image: cover
      ? { url: cover.url, width: cover.width, height: cover.height, alt: property.name }
      : undefined,
    noindex: !property.is_published,
  });
}

/** The cover first, then the gallery, each photo once. */
function photosOf(property: Property): ImageRef[] {
  const all = [property.cover, ...property.images].filter((image) => image !== null);
  return all.filter((image, i) => all.findIndex((other) => other.url === image.url) === i);
}

export default function PropertyPage({ loaderData }: Route.ComponentProps) {
  const { property, calendar, ratingHtml, detailsHtml, structuredData, policy } = loaderData;
  const nonce = useNonce();
  const { pathname } = useLocation();
  const choice = useBookingChoice(calendar, property.guesty_link, property.max_guests);
  const { price, busy } = useStayPrice(property.id, loaderData.price, choice.stay, choice.guests);
  const booking = { choice, price, busy, policy, pathname };
  const { t } = useTexts();

  return (
    <article className="mx-auto max-w-7xl px-4 pt-8 pb-20 sm:px-6 lg:px-8 lg:pt-12">
      <JsonLd data={structuredData} nonce={nonce} />
      {property.is_published ? null : <DraftBanner />}
      <PropertyHeading property={property} ratingHtml={ratingHtml} />

      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
        <div className="min-w-0">
          <PropertyGallery name={property.name} photos={photosOf(property)} />
        </div>
        <BookingCard property={property} booking={booking} />

        <div className="min-w-0">
          <PropertyAtAGlance property={property} />

          <Section id="availability" title={t('Availability')}>
            <PropertyAvailability calendar={calendar} choice={choice} pathname={pathname} />
          </Section>

          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: React's own markup, rendered by the loader */}
          <div dangerouslySetInnerHTML={{ __html: detailsHtml }} />
        </div>
      </div>

      <BookingCallout name={property.name} href={choice.href} />
      <PhoneBookingBar property={property} booking={booking} />
    </article>
  );
}

/** A missing property is the not-found page; no connection an offline message; else the load's failure. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PropertyLoadError error={error} />;
}

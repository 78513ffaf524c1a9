import { type ReactElement, useEffect } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { data, isRouteErrorResponse, Link, redirect, useLocation, useRevalidator } from 'react-router';
import { parseId } from '#common/id.ts';
import type { ImageRef, Property } from '#common/property.ts';
import type { PropertyReviews } from '#common/review.ts';
import { addMonths, todayIn } from '#common/site-dates.ts';
import { staySearchSchema } from '#common/stay-search.ts';
import {
  BathIcon,
  BedIcon,
  ExternalIcon,
  GuestsIcon,
  MoonIcon,
  PhoneIcon,
  PinIcon,
  RulerIcon,
} from '../../components/public/icons.tsx';
import { JsonLd } from '../../components/public/json-ld.tsx';
import { NightlyRate } from '../../components/public/nightly-rate.tsx';
import { NotFound } from '../../components/public/not-found.tsx';
import {
  type CalendarData,
  calendarMonths,
  PropertyAvailability,
  useBookingChoice,
} from '../../components/public/property-availability.tsx';
import { PropertyDetails, Section } from '../../components/public/property-details.tsx';
import { PropertyGallery } from '../../components/public/property-gallery.tsx';
import { RetryButton } from '../../components/public/retry-button.tsx';
import { RatingSummary } from '../../components/ui/stars.tsx';
import { isMonth } from '../../lib/availability-calendar.ts';
import { LanguageProvider, textsIn, useTexts } from '../../lib/language.tsx';
import { failedToFetch, loadFailedMessage } from '../../lib/load-failure.ts';
import { telHref } from '../../lib/phone.ts';
import { decimalCount } from '../../lib/property-facts.ts';
import { isOfflineFailure, loadPublicData } from '../../lib/public-data.ts';
import { langFromMatches, pageMeta, siteFromMatches, summarize } from '../../lib/seo.ts';
import { propertyJsonLd } from '../../lib/structured-data.ts';
import { useNonce, useSite } from '../../lib/use-site.ts';
import { formatDollars, formatWholeNumber } from '../../lib/whole-number.ts';
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
  let property: Property | null;
  let availability: CalendarData['availability'] | null;
  let reviews: PropertyReviews | null;
  try {
    [property, availability, reviews] = await Promise.all([
      context.data.findProperty(id),
      context.data.availability(id, from, addMonths(from, 18)),
      context.data.propertyReviews(id, reviewsPage),
    ]);
  } catch (error) {
    console.error(error);
    throw data({ message: loadFailedMessage }, { status: 500 });
  }
  if (!property || !availability || !reviews) {
    throw data({ message: 'Property not found' }, { status: 404 });
  }
  const stay = staySearchSchema.safeParse(Object.fromEntries(search));
  const calendar: CalendarData = {
    availability,
    ...months,
    requested: {
      checkIn: stay.success ? (stay.data.check_in ?? null) : null,
      checkOut: stay.success ? (stay.data.check_out ?? null) : null,
      guests: stay.success ? (stay.data.guests ?? null) : null,
    },
  };
  // Made here so the code that makes them stays on the server (the browser only writes them out): the
  // structured data, the rating, and the sections below the calendar (description, amenities, reviews,
  // location), which have nothing to do in the browser but links (the page's JavaScript budget, ADR 0024
  // and 0030).
  // Rendered apart from the page's tree: each is given the page's language.
  const inPageLanguage = (element: ReactElement) =>
    renderToStaticMarkup(<LanguageProvider lang={context.lang}>{element}</LanguageProvider>);
  const rating = property.rating;
  return {
    property,
    calendar,
    ratingHtml: rating ? inPageLanguage(<RatingSummary rating={rating} />) : null,
    detailsHtml: inPageLanguage(<PropertyDetails property={property} reviews={reviews} />),
    structuredData: propertyJsonLd(context.site, property, reviews, context.lang),
  };
}

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
  });
}

/** The cover first, then the gallery, each photo once. */
function photosOf(property: Property): ImageRef[] {
  const all = [property.cover, ...property.images].filter((image) => image !== null);
  return all.filter((image, i) => all.findIndex((other) => other.url === image.url) === i);
}

export default function PropertyPage({ loaderData }: Route.ComponentProps) {
  const { property, calendar, ratingHtml, detailsHtml, structuredData } = loaderData;
  const site = useSite();
  const nonce = useNonce();
  const { pathname } = useLocation();
  const choice = useBookingChoice(calendar, property.guesty_link, property.max_guests);
  const { t, tn, path, lang } = useTexts();
  const facts = [
    { key: 'bedrooms', label: t('Bedrooms'), value: property.bedrooms, icon: <BedIcon /> },
    { key: 'beds', label: t('Beds'), value: property.beds, icon: <BedIcon /> },
    {
      key: 'bathrooms',
      label: t('Bathrooms'),
      value: decimalCount(property.bathrooms, lang),
      icon: <BathIcon />,
    },
    { key: 'sqft', label: t('Sq Ft'), value: formatWholeNumber(property.sqft, lang), icon: <RulerIcon /> },
    { key: 'guests', label: t('Max Guests'), value: property.max_guests, icon: <GuestsIcon /> },
    { key: 'nights', label: t('Min Nights'), value: property.minimum_nights, icon: <MoonIcon /> },
  ];

  return (
    <article className="mx-auto max-w-7xl px-4 pt-8 pb-20 sm:px-6 lg:px-8 lg:pt-12">
      <JsonLd data={structuredData} nonce={nonce} />
      <nav aria-label={t('Breadcrumb')} className="text-sm text-slate-600">
        <ol className="flex flex-wrap items-center gap-2">
          <li>
            <Link
              to={path('/properties')}
              className="font-medium text-brand-900 underline-offset-4 hover:underline"
            >
              {t('Accommodations')}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="truncate">
            {property.name}
          </li>
        </ol>
      </nav>

      <header className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div>
          {property.is_featured ? (
            <p className="mb-3 inline-flex rounded-full bg-alpenglow-100 px-3 py-1 text-xs font-semibold tracking-wide text-alpenglow-700 uppercase">
              {t('Featured')}
            </p>
          ) : null}
          <h1 className="text-4xl leading-tight font-semibold tracking-tight sm:text-5xl">{property.name}</h1>
          <p className="mt-2 flex items-center gap-2 text-slate-700">
            <PinIcon className="shrink-0 text-alpenglow-700" />
            {property.address}
          </p>
          {ratingHtml ? (
            <a
              href="#reviews-heading"
              className="mt-2 inline-block hover:underline"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own markup, rendered by the loader
              dangerouslySetInnerHTML={{ __html: ratingHtml }}
            />
          ) : null}
        </div>
      </header>

      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
        <div className="min-w-0">
          <PropertyGallery name={property.name} photos={photosOf(property)} />
        </div>
        <aside aria-label={t('Booking')} className="lg:row-span-2">
          <div className="card sticky top-20 p-6">
            {property.nightly_rate_from ? (
              <p className="mb-2 text-slate-700" data-testid="nightly-rate">
                <NightlyRate
                  price={
                    <span className="font-display text-2xl font-semibold text-brand-900">
                      {formatDollars(property.nightly_rate_from, lang)}
                    </span>
                  }
                />
              </p>
            ) : null}
            <p className="font-display text-2xl font-semibold text-brand-900">
              {t('Sleeps {count}', { count: property.max_guests })}
            </p>
            <p className="mt-1 text-slate-700">
              {tn(property.bedrooms, '{count} bedroom', '{count} bedrooms')} ·{' '}
              {tn(property.bathrooms, '{count} bathroom', '{count} bathrooms', {
                count: decimalCount(property.bathrooms, lang),
              })}{' '}
              · {t('{count}-night minimum', { count: property.minimum_nights })}
            </p>
            <BookNow href={choice.href} name={property.name} className="mt-6 w-full" />
            <p className="mt-4 text-sm text-slate-600">
              {t('Secure booking on our reservation site. Questions first?')}{' '}
              <a
                href={telHref(site.phone)}
                className="inline-flex items-center gap-1 font-semibold text-brand-900 underline underline-offset-4"
              >
                <PhoneIcon size={14} /> {site.phone}
              </a>
            </p>
          </div>
        </aside>

        <div className="min-w-0">
          <section aria-labelledby="facts-heading">
            <h2 id="facts-heading" className="sr-only">
              {t('The home at a glance')}
            </h2>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="info-grid">
              {facts.map((fact) => (
                <div
                  key={fact.key}
                  className="relative flex flex-col-reverse rounded-2xl bg-white py-4 pr-4 pl-13 shadow-sm ring-1 ring-stone"
                >
                  <dt className="text-sm text-slate-600">
                    <span className="absolute top-1/2 left-4 -translate-y-1/2 text-alpenglow-700">
                      {fact.icon}
                    </span>
                    {fact.label}
                  </dt>
                  <dd className="text-xl font-semibold text-brand-900">{fact.value}</dd>
                </div>
              ))}
            </dl>
          </section>

          <Section id="availability" title={t('Availability')}>
            <PropertyAvailability
              calendar={calendar}
              choice={choice}
              maxGuests={property.max_guests}
              pathname={pathname}
            />
          </Section>

          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: React's own markup, rendered by the loader */}
          <div dangerouslySetInnerHTML={{ __html: detailsHtml }} />
        </div>
      </div>

      <section
        aria-labelledby="book-heading"
        className="mt-16 flex flex-col items-start justify-between gap-6 rounded-3xl bg-brand-900 p-8 text-white sm:flex-row sm:items-center sm:p-12"
      >
        <div>
          <h2 id="book-heading" className="text-3xl font-semibold text-white">
            {t('Ready for {name}?', { name: property.name })}
          </h2>
          <p className="mt-2 text-brand-100">{t('Check dates and book securely in a couple of minutes.')}</p>
        </div>
        <BookNow href={choice.href} name={property.name} />
      </section>
    </article>
  );
}

function BookNow({ href, name, className = '' }: { href: string; name: string; className?: string }) {
  const { t } = useTexts();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('Book Now: {name} (opens in a new tab)', { name })}
      className={`btn-primary ${className}`}
    >
      {t('Book Now')} <ExternalIcon size={18} />
    </a>
  );
}

/**
 * A missing property is the not-found page. No connection on a client navigation is an offline message
 * with a retry button (the service worker answers a full navigation, public/site-sw.js). Any other
 * failure reads docs/spec.md's "Error loading property details: Failed to fetch property details: {status}",
 * with the server's sentence under it.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const revalidator = useRevalidator();
  const { t, path } = useTexts();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!notFound) console.error(loadFailedMessage, error);
  }, [error, notFound]);
  if (notFound) {
    return (
      <NotFound>
        <p>{t('No property details available.')}</p>
      </NotFound>
    );
  }
  if (isOfflineFailure(error)) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-24 sm:px-6">
        <div role="alert" className="card p-6 sm:p-8">
          <h1 className="text-3xl font-semibold">{t('You are offline')}</h1>
          <p className="mt-3 text-lg text-slate-700">
            {t(
              'This home could not be loaded: there is no connection right now. Homes you have opened before also open without one.',
            )}
          </p>
          <RetryButton busy={revalidator.state === 'loading'} onRetry={() => void revalidator.revalidate()} />
        </div>
        <Link to={path('/properties')} className="btn-outline mt-8">
          {t('Back to all rentals')}
        </Link>
      </div>
    );
  }
  const status = isRouteErrorResponse(error) ? error.status : 0;
  const detail =
    isRouteErrorResponse(error) && typeof error.data?.message === 'string'
      ? error.data.message
      : error instanceof Error
        ? error.message
        : undefined;
  return (
    <div className="mx-auto max-w-3xl px-4 py-24 sm:px-6">
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-800">
        <p className="font-semibold">
          {t('Error loading property details: {reason}', { reason: failedToFetch.propertyDetails(status) })}
        </p>
        {detail ? <p className="mt-1">{detail}</p> : null}
      </div>
      <Link to={path('/properties')} className="btn-dark mt-8">
        {t('Back to all rentals')}
      </Link>
    </div>
  );
}

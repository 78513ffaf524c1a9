import { useEffect } from 'react';
import {
  data,
  isRouteErrorResponse,
  Link,
  useNavigation,
  useRevalidator,
  useSearchParams,
} from 'react-router';
import { localisedPath, unlocalisedPath } from '#common/i18n/paths.ts';
import { messages } from '#common/messages.ts';
import type { CardPrice } from '#common/pricing.ts';
import { listingFiltersSchema } from '#common/property.ts';
import { todayIn } from '#common/site-dates.ts';
import { type StaySearch, stayProblemIn, staySearchSchema, stayWindowProblem } from '#common/stay-search.ts';
import type { Lang } from '#common/translations.ts';
import { placeholderImage } from '../../components/public/content/responsive-image.tsx';
import { ListingsPage } from '../../components/public/listings/listings-page.tsx';
import { type CardPriceText, PropertyGrid } from '../../components/public/listings/property-card.tsx';
import { RetryButton } from '../../components/public/site/retry-button.tsx';
import { StaticPart } from '../../components/public/static-parts/static-part.tsx';
import { formatCents } from '../../lib/format/money.ts';
import { formatShortDate } from '../../lib/format/plain-format.ts';
import { guestsLabel, hasFilters } from '../../lib/listings/listing-filters.ts';
import { cardData } from '../../lib/listings/property-facts.ts';
import { loadFailedMessage } from '../../lib/loading/load-failure.ts';
import { langFromMatches, pageMeta, siteFromMatches } from '../../lib/seo/seo.ts';
import { textsIn, useTexts } from '../../lib/site/language.tsx';
import { isOfflineFailure, loadPublicData } from '../../lib/site/public-data.ts';
import { heroHandle } from '../../lib/site/route-handle.ts';
import { useSite } from '../../lib/site/use-site.ts';
import type { Route } from './+types/properties';

export const handle = heroHandle;

export function meta({ matches, location }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  const town = site?.town ?? 'Revelstoke';
  const lang = langFromMatches(matches);
  const { t } = textsIn(lang);
  return pageMeta(site, {
    lang,
    title: t('Vacation Rental Homes in {town}', { town }),
    description: t(
      'Browse vacation rental homes in {town}, BC: filter by bedrooms, bathrooms and guests, then book direct. Chalets, cabins and condos near the resort and downtown.',
      { town },
    ),
    // a filtered list is the same page for search engines
    path: location.pathname,
  });
}

/**
 * The listing with the filters of the URL query (bedrooms, bathrooms, max_guests, minimum_nights) and the
 * stay searched for (check_in, check_out, guests: the API's rules). Dates that cannot be searched answer 400
 * with the page and an inline message, not the error page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const filters = listingFiltersSchema.safeParse(query);
  if (!filters.success) {
    throw data({ message: filters.error.issues[0]?.message ?? 'Invalid filter' }, { status: 400 });
  }
  const today = todayIn(context.site.timeZone);
  const stay = staySearchSchema.safeParse(query);
  const stayProblem = stay.success
    ? stayWindowProblem(stay.data, today)
    : (stay.error.issues[0]?.message ?? 'Invalid dates');
  if (stayProblem || !stay.success) {
    const noStay: StaySearch = { check_in: undefined, check_out: undefined, guests: undefined };
    // said in the page's language here: the messages' code (zod) stays out of the page's JavaScript
    const problem = stayProblemIn(context.lang, stayProblem ?? '');
    return data({ properties: [], prices: {}, today, stay: noStay, stayProblem: problem }, { status: 400 });
  }
  try {
    const properties = await context.data.listProperties({ ...filters.data, ...stay.data });
    const { check_in, check_out, guests } = stay.data;
    // each card's total for the searched stay, priced in memory from one read of every listed home's rates
    const prices: Record<number, CardPrice> =
      check_in && check_out && properties.length > 0
        ? await context.data.priceListedStays(properties, { check_in, check_out, guests: guests ?? 1 })
        : {};
    return {
      properties: properties.map(cardData),
      prices: cardPriceTexts(prices, context.lang),
      today,
      stay: stay.data,
      stayProblem: null,
    };
  } catch (error) {
    console.error(error);
    throw data({ message: loadFailedMessage }, { status: 500 });
  }
}

/**
 * The cards' prices in words, made here so that their code stays on the server: "$1,450.00 for 3 nights,
 * taxes included", or "At least 5 nights for these dates".
 */
function cardPriceTexts(prices: Record<number, CardPrice>, lang: Lang): Record<number, CardPriceText> {
  const { t, tn } = textsIn(lang);
  const texts: Record<number, CardPriceText> = {};
  for (const [id, price] of Object.entries(prices)) {
    if ('total_cents' in price) {
      const sentence = tn(
        price.nights,
        '{price} for {count} night, taxes included',
        '{price} for {count} nights, taxes included',
      );
      const [before = '', after = ''] = sentence.split('{price}');
      texts[Number(id)] = { before, amount: formatCents(price.total_cents, lang), after };
    } else {
      const note = t('At least {count} nights for these dates', { count: price.minimum_nights });
      texts[Number(id)] = { before: note, amount: '', after: '' };
    }
  }
  return texts;
}

/** Client navigations (filter changes): retried under the policy; no connection stays in this page. */
export async function clientLoader({ serverLoader, request }: Route.ClientLoaderArgs) {
  return loadPublicData(serverLoader, request);
}

export default function Properties({ loaderData }: Route.ComponentProps) {
  const { properties, prices, today, stay, stayProblem } = loaderData;
  const { t, tn, lang } = useTexts();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const loading =
    navigation.state === 'loading' && unlocalisedPath(navigation.location.pathname) === '/properties';
  const count = properties.length;

  return (
    <ListingsPage today={today}>
      <div
        className="flex min-h-8 flex-wrap items-center justify-between gap-3"
        role="status"
        aria-live="polite"
      >
        {loading ? (
          <p className="flex items-center gap-3 font-medium text-brand-900">
            <span
              className="size-4 animate-spin rounded-full border-2 border-brand-200 border-t-brand-900"
              aria-hidden="true"
            />
            {t(messages.listingsLoading)}
          </p>
        ) : (
          <p className="text-slate-700">
            {hasFilters(searchParams)
              ? tn(count, '{count} home matches your filters', '{count} homes match your filters')
              : tn(count, '{count} home to choose from', '{count} homes to choose from')}
          </p>
        )}
      </div>
      <div className={`mt-6 transition-opacity ${loading ? 'opacity-50' : ''}`} aria-busy={loading}>
        {stayProblem ? (
          <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-800">
            <p className="font-semibold">
              {t("These dates can't be searched: {problem}", { problem: stayProblem })}
            </p>
            <p className="mt-1">{t('Pick a check-in from today on and a check-out after it.')}</p>
          </div>
        ) : properties.length === 0 && stay.check_in && stay.check_out ? (
          <div className="rounded-2xl bg-brand-50 p-8 text-center" data-testid="no-dates-match">
            <p className="font-display text-2xl font-semibold text-brand-900">{t(messages.listingsEmpty)}</p>
            <p className="mt-2 text-slate-700">
              {stay.guests
                ? t('Nothing matches {from} to {to} for {guests} with these filters.', {
                    from: formatShortDate(stay.check_in, lang),
                    to: formatShortDate(stay.check_out, lang),
                    guests: guestsLabel(stay.guests, tn),
                  })
                : t('Nothing matches {from} to {to} with these filters.', {
                    from: formatShortDate(stay.check_in, lang),
                    to: formatShortDate(stay.check_out, lang),
                  })}
            </p>
            <Link to={withoutDates(searchParams, lang)} preventScrollReset className="btn-outline mt-5">
              {t('Clear the dates')}
            </Link>
          </div>
        ) : properties.length === 0 ? (
          <div className="rounded-2xl bg-brand-50 p-8 text-center">
            <p className="font-display text-2xl font-semibold text-brand-900">{t(messages.listingsEmpty)}</p>
            <p className="mt-2 text-slate-700">
              {t('Try fewer bedrooms or guests, or reset the filters to see every home.')}
            </p>
          </div>
        ) : (
          <StaticPart of={properties} className="contents" fallbackImage={placeholderImage}>
            <PropertyGrid properties={properties} stay={stay} prices={prices} />
          </StaticPart>
        )}
      </div>
    </ListingsPage>
  );
}

/** A listing that could not be loaded: "Couldn't find any Listings" with the reason. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const site = useSite();
  const { t } = useTexts();
  const reason =
    isRouteErrorResponse(error) && typeof error.data?.message === 'string'
      ? error.data.message
      : loadFailedMessage;
  const revalidator = useRevalidator();
  useEffect(() => {
    console.error(loadFailedMessage, error);
  }, [error]);
  return (
    <ListingsPage today={todayIn(site.timeZone)}>
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-800">
        <p className="font-semibold">{t(messages.listingsError)}</p>
        <p className="mt-1">{reason}</p>
        {isOfflineFailure(error) ? (
          <RetryButton busy={revalidator.state === 'loading'} onRetry={() => void revalidator.revalidate()} />
        ) : null}
      </div>
    </ListingsPage>
  );
}

/** The listing's address without the stay's dates (the other filters and guests stay). */
function withoutDates(search: URLSearchParams, lang: Lang): string {
  const next = new URLSearchParams(search);
  next.delete('check_in');
  next.delete('check_out');
  const text = next.toString();
  const listing = localisedPath('/properties', lang);
  return text ? `${listing}?${text}` : listing;
}

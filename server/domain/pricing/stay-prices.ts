import type { CardPrice, QuoteRefusal, StayPrice } from '#common/pricing.ts';
import { nightsBetween } from '#common/site-dates.ts';
import { siteToday } from '../calendar/availability.ts';
import type { DomainContext } from '../shared/context.ts';
import { DomainError } from '../shared/errors.ts';
import { minimumNightsFor, quoteStay } from './quote.ts';
import { getQuote, ratesOf, readCancellation, readTaxes } from './rates.ts';

/** The dates and guests a page prices (the listing's and the quote's query names). */
interface StayToPrice {
  check_in: string;
  check_out: string;
  guests: number;
}

/**
 * The quote of a stay as the property page shows it: the API's quote (the same `getQuote`, so the page and
 * `GET /api/v1/properties/{id}/quote` cannot differ), or its refusal as a value; null for an unknown home.
 */
export async function priceStay(
  ctx: DomainContext,
  propertyId: number,
  stay: StayToPrice,
): Promise<StayPrice | null> {
  try {
    return { quote: await getQuote(ctx, propertyId, stay) };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    if (error.kind === 'not-found') return null;
    if (error.kind === 'conflict')
      return { refusal: { ...(error.details as Omit<QuoteRefusal, 'message'>), message: error.message } };
    if (error.kind === 'invalid') return { refusal: { reason: 'invalid', message: error.message } };
    throw error;
  }
}

/**
 * What each listed home's card shows for a searched stay the listing already found free: its total with
 * taxes, or the minimum stay a season asks for those dates. The rates of every home come in one batch of
 * reads (`ratesOf`: three queries, whatever the number of homes), the taxes and policy once, and each home
 * is priced in memory by `quoteStay`. A home without rates, or too small for the guests, has no entry.
 */
export async function priceListedStays(
  ctx: DomainContext,
  homes: ReadonlyArray<{ id: number; minimum_nights: number; max_guests: number }>,
  stay: StayToPrice,
): Promise<Record<number, CardPrice>> {
  const [rates, taxes, cancellation] = await Promise.all([
    ratesOf(
      ctx,
      homes.map((home) => home.id),
    ),
    readTaxes(ctx),
    readCancellation(ctx),
  ]);
  const today = siteToday(ctx);
  const nights = nightsBetween(stay.check_in, stay.check_out);
  const prices: Record<number, CardPrice> = {};
  for (const home of homes) {
    const homeRates = rates.get(home.id);
    if (!homeRates || stay.guests > home.max_guests) continue;
    const minimum = minimumNightsFor(homeRates, home.minimum_nights, stay.check_in);
    if (nights < minimum) {
      prices[home.id] = { minimum_nights: minimum };
      continue;
    }
    const quote = quoteStay({
      rates: homeRates,
      taxes,
      cancellation,
      checkIn: stay.check_in,
      checkOut: stay.check_out,
      guests: stay.guests,
      today,
    });
    prices[home.id] = { total_cents: quote.total_cents, nights };
  }
  return prices;
}

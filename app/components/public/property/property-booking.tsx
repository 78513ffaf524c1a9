import type { CancellationStep, Quote, StayPrice } from '#common/pricing.ts';
import type { Property } from '#common/property.ts';
import { formatCents } from '../../../lib/format/money.ts';
import { telHref } from '../../../lib/format/phone.ts';
import { formatDollars } from '../../../lib/format/whole-number.ts';
import { decimalCount } from '../../../lib/listings/property-facts.ts';
import { useTexts } from '../../../lib/site/language.tsx';
import { useSite } from '../../../lib/site/use-site.ts';
import { NightlyRate } from '../listings/nightly-rate.tsx';
import { ExternalIcon, PhoneIcon } from '../site/icons.tsx';
import type { BookingChoice } from './property-availability.tsx';
import { StayForm } from './stay-form.tsx';
import { StayQuote } from './stay-quote.tsx';

/** What the booking card and the phone's bar show of the chosen stay. */
export interface BookingState {
  choice: BookingChoice;
  price: StayPrice | null;
  busy: boolean;
  policy: CancellationStep[];
  /** the page's own address, where the dates form reloads without JavaScript */
  pathname: string;
}

/**
 * The booking card beside the photos: the nightly rate from, who the home sleeps, the stay's dates and
 * guests, its price (issue 40) beside Book Now (the reservation site with the chosen dates) and the phone
 * for questions first.
 */
export function BookingCard({ property, booking }: { property: Property; booking: BookingState }) {
  const site = useSite();
  const { t, tn, lang } = useTexts();
  const quote = booking.price && 'quote' in booking.price ? booking.price.quote : null;
  const quoted = quote !== null;
  return (
    <aside id="booking" aria-label={t('Booking')} className="scroll-mt-24 lg:row-span-2">
      <div className="card sticky top-20 p-6">
        {property.nightly_rate_from && !quoted ? (
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
        <div className="mt-6 grid gap-5 border-t border-stone pt-5">
          <StayForm choice={booking.choice} action={booking.pathname} maxGuests={property.max_guests} />
          <StayQuote
            price={booking.price}
            busy={booking.busy}
            policy={booking.policy}
            maxGuests={property.max_guests}
          />
        </div>
        {quote && property.booking_requests ? (
          <RequestToBook propertyId={property.id} quote={quote} className="mt-6 w-full" />
        ) : null}
        <BookNow
          href={booking.choice.href}
          name={property.name}
          className={quote && property.booking_requests ? 'mt-3 w-full' : 'mt-6 w-full'}
        />
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
  );
}

/**
 * On a phone, a bar held at the foot of the screen while the property's page is in view: the stay's total
 * (or the rate from) and Book Now.
 */
export function PhoneBookingBar({ property, booking }: { property: Property; booking: BookingState }) {
  const { t, tn, lang } = useTexts();
  const quote = booking.price && 'quote' in booking.price ? booking.price.quote : null;
  return (
    <div
      className="sticky bottom-0 z-20 -mx-4 mt-10 flex items-center justify-between gap-4 border-t border-stone bg-white/95 px-4 py-3 shadow-[0_-6px_20px_rgba(47,65,89,0.12)] backdrop-blur sm:-mx-6 sm:px-6 lg:hidden"
      data-testid="phone-booking-bar"
    >
      <div className="min-w-0">
        {quote ? (
          <>
            <p className="font-display text-xl font-semibold text-brand-900 tabular-nums">
              {formatCents(quote.total_cents, lang)}
            </p>
            <p className="text-sm text-slate-600">
              {tn(quote.nights, 'for {count} night, taxes included', 'for {count} nights, taxes included')}
            </p>
          </>
        ) : property.nightly_rate_from ? (
          <p className="text-slate-700">
            <NightlyRate
              price={
                <span className="font-display text-xl font-semibold text-brand-900">
                  {formatDollars(property.nightly_rate_from, lang)}
                </span>
              }
            />
          </p>
        ) : (
          <a href="#booking" className="font-semibold text-brand-900 underline underline-offset-4">
            {t('Choose your dates')}
          </a>
        )}
      </div>
      <BookNow href={booking.choice.href} name={property.name} className="shrink-0 px-5" />
    </div>
  );
}

/** The call to book at the foot of a property's page. */
export function BookingCallout({ name, href }: { name: string; href: string }) {
  const { t } = useTexts();
  return (
    <section
      aria-labelledby="book-heading"
      className="mt-16 flex flex-col items-start justify-between gap-6 rounded-3xl bg-brand-900 p-8 text-white sm:flex-row sm:items-center sm:p-12"
    >
      <div>
        <h2 id="book-heading" className="text-3xl font-semibold text-white">
          {t('Ready for {name}?', { name })}
        </h2>
        <p className="mt-2 text-brand-100">{t('Check dates and book securely in a couple of minutes.')}</p>
      </div>
      <BookNow href={href} name={name} />
    </section>
  );
}

/**
 * The request to book of a home that takes requests (issue 41): a plain link to its own server-rendered
 * page with the quoted stay, so the property page carries no form code.
 */
function RequestToBook({
  propertyId,
  quote,
  className,
}: {
  propertyId: number;
  quote: Quote;
  className: string;
}) {
  const { t, path } = useTexts();
  const stay = new URLSearchParams({
    check_in: quote.check_in,
    check_out: quote.check_out,
    guests: String(quote.guests),
  });
  return (
    <a href={`${path(`/property/${propertyId}/request`)}?${stay}`} className={`btn-outline ${className}`}>
      {t('Request to book')}
    </a>
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

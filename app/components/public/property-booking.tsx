import type { Property } from '#common/property.ts';
import { useTexts } from '../../lib/language.tsx';
import { telHref } from '../../lib/phone.ts';
import { decimalCount } from '../../lib/property-facts.ts';
import { useSite } from '../../lib/use-site.ts';
import { formatDollars } from '../../lib/whole-number.ts';
import { ExternalIcon, PhoneIcon } from './icons.tsx';
import { NightlyRate } from './nightly-rate.tsx';

/**
 * The booking card beside the photos: the nightly rate from, who the home sleeps, Book Now (`href`, the
 * reservation site with the dates chosen in the calendar) and the phone for questions first.
 */
export function BookingCard({ property, href }: { property: Property; href: string }) {
  const site = useSite();
  const { t, tn, lang } = useTexts();
  return (
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
        <BookNow href={href} name={property.name} className="mt-6 w-full" />
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

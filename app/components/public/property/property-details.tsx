import type { ReactNode } from 'react';
import type { Property } from '#common/property.ts';
import type { PropertyReviews } from '#common/review.ts';
import { useTexts } from '../../../lib/site/language.tsx';
import { ReviewList } from '../reviews/review-list.tsx';
import { CheckIcon, PinIcon } from '../site/icons.tsx';
import { MapEmbed } from './map-embed.tsx';

/**
 * The property page below its calendar: description, amenities, guest reviews and location. Nothing in it
 * acts in the browser, so the page's loader renders it to HTML (renderToStaticMarkup) and its code stays on
 * the server, out of the page's JavaScript budget (ADR 0024, 0030). The loader wraps it in the page's
 * LanguageProvider: outside the page's React tree it would not know the page's language.
 */
export function PropertyDetails({ property, reviews }: { property: Property; reviews: PropertyReviews }) {
  const { t, path } = useTexts();
  return (
    <>
      <Section id="welcome" title={t('Welcome to {name}', { name: property.name })}>
        <p className="text-lg leading-relaxed whitespace-pre-line text-slate-700">{property.description}</p>
      </Section>

      <Section id="amenities" title={t('Amenities')}>
        <ul className="grid gap-x-8 gap-y-3 sm:grid-cols-2">
          {property.amenities.map((amenity) => (
            <li key={amenity} className="flex items-start gap-3">
              <CheckIcon className="mt-0.5 shrink-0 text-forest-700" />
              <span>{amenity}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="reviews" title={t('Guest reviews')}>
        <ReviewList
          reviews={reviews}
          pageHref={(page) =>
            path(`/property/${property.id}${page > 1 ? `?reviews=${page}` : ''}#reviews-heading`)
          }
        />
      </Section>

      <Section id="location" title={t('Location')}>
        <p className="flex items-center gap-2 font-semibold text-brand-900">
          <PinIcon className="shrink-0 text-alpenglow-700" />
          {property.address}
        </p>
        <p className="mt-3 leading-relaxed whitespace-pre-line text-slate-700">
          {property.address_description}
        </p>
        <div className="mt-6">
          <MapEmbed address={property.address} />
        </div>
      </Section>
    </>
  );
}

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-14">
      <h2 id={`${id}-heading`} className="text-2xl font-semibold sm:text-3xl">
        {title}
      </h2>
      <div className="mt-5">{children}</div>
    </section>
  );
}

import { Link } from 'react-router';
import type { Property } from '#common/property.ts';
import { useTexts } from '../../../lib/site/language.tsx';
import { PinIcon } from '../site/icons.tsx';

/**
 * The top of a property's page: the breadcrumb back to the listing, then its name, address and rating
 * (`ratingHtml`, rendered by the route's loader so that the stars' code stays on the server).
 */
export function PropertyHeading({ property, ratingHtml }: { property: Property; ratingHtml: string | null }) {
  const { t, path } = useTexts();
  return (
    <>
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
    </>
  );
}

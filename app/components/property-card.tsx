import { Link } from 'react-router';
import type { Property } from '../../common/property.ts';
import { shortFacts, streetOf } from '../lib/property-facts.ts';
import { ExternalIcon } from './icons.tsx';
import { ResponsiveImage } from './responsive-image.tsx';

const cardImageSizes = '(min-width: 1280px) 400px, (min-width: 768px) 45vw, 100vw';

/** A listing card: cover photo, name, facts, View Details and Book Now (the external booking page). */
export function PropertyCard({ property, headingLevel = 3 }: { property: Property; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card group flex w-full flex-col overflow-hidden" data-testid="property-card">
      <div className="relative aspect-[4/3] overflow-hidden bg-brand-100">
        <ResponsiveImage
          image={property.cover}
          sizes={cardImageSizes}
          alt={`${property.name}, ${streetOf(property.address)}`}
          className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
        />
        {property.is_featured ? (
          <span className="absolute top-3 left-3 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold tracking-wide text-brand-900 uppercase shadow">
            Featured
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <Heading className="text-xl leading-snug font-semibold sm:text-2xl">{property.name}</Heading>
        <p className="mt-1 text-sm text-slate-600">{streetOf(property.address)}</p>
        <ul className="mt-3 flex flex-wrap gap-x-3 gap-y-1 text-sm font-medium text-slate-700">
          {shortFacts(property).map((fact, i) => (
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
        <div className="mt-auto flex flex-wrap gap-3 pt-5">
          <Link
            to={`/property/${property.id}`}
            className="btn-dark flex-1"
            aria-label={`View Details: ${property.name}`}
          >
            View Details
          </Link>
          <a
            href={property.guesty_link}
            target="_blank"
            rel="noopener noreferrer"
            className="btn-outline flex-1"
            aria-label={`Book Now: ${property.name} (opens in a new tab)`}
          >
            Book Now
            <ExternalIcon size={16} />
          </a>
        </div>
      </div>
    </article>
  );
}

/** Cards in a responsive grid. */
export function PropertyGrid({ properties }: { properties: Property[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
      {properties.map((property) => (
        <li key={property.id} className="flex">
          <PropertyCard property={property} />
        </li>
      ))}
    </ul>
  );
}

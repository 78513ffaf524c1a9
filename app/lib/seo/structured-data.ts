import { localisedPath } from '#common/i18n/paths.ts';
import type { SiteSettings } from '#common/load-context.ts';
import type { Property } from '#common/property.ts';
import type { PropertyReviews } from '#common/review.ts';
import type { Lang } from '#common/translations.ts';
import { absoluteUrl, defaultShareImage } from './seo.ts';

type JsonLd = Record<string, unknown>;

/** Splits "301 Victoria Road, Revelstoke, BC V0E 2S0" into schema.org parts; anything else stays whole. */
export function postalAddress(address: string, fallbackTown?: string): JsonLd {
  const match = /^(.+),\s*([^,]+),\s*([A-Z]{2})\s+([A-Z]\d[A-Z]\s?\d[A-Z]\d)$/i.exec(address.trim());
  if (!match) {
    return {
      '@type': 'PostalAddress',
      streetAddress: address,
      ...(fallbackTown ? { addressLocality: fallbackTown } : {}),
      addressRegion: 'BC',
      addressCountry: 'CA',
    };
  }
  const [, street, town, region, postalCode] = match;
  return {
    '@type': 'PostalAddress',
    streetAddress: street,
    addressLocality: town,
    addressRegion: region?.toUpperCase(),
    postalCode: postalCode?.toUpperCase(),
    addressCountry: 'CA',
  };
}

/** The company as a LodgingBusiness: on every page. */
export function companyJsonLd(site: SiteSettings): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'LodgingBusiness',
    '@id': absoluteUrl(site, '/#company'),
    name: site.name,
    url: absoluteUrl(site, '/'),
    logo: absoluteUrl(site, '/apple-touch-icon.png'),
    image: absoluteUrl(site, defaultShareImage.url),
    description: `Vacation rental homes in ${site.town}, British Columbia, cared for by a local team.`,
    telephone: site.phone,
    email: site.email,
    address: postalAddress(site.address, site.town),
    areaServed: { '@type': 'City', name: `${site.town}, British Columbia` },
  };
}

/**
 * The reviews part of a rental's structured data (ADR 0030): only reviews written on this site (source
 * direct), since search engines refuse ratings gathered from other sites; a review without a name is counted
 * but not listed (a review's author needs a name). Nothing without such reviews.
 */
export function reviewsJsonLd(reviews: Pick<PropertyReviews, 'direct' | 'reviews'>): JsonLd {
  if (!reviews.direct) return {};
  const listed = reviews.reviews.filter((r) => r.source === 'direct' && r.name && r.published_at);
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: reviews.direct.average,
      reviewCount: reviews.direct.count,
      bestRating: 5,
      worstRating: 1,
    },
    ...(listed.length > 0
      ? {
          review: listed.map((r) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: r.name },
            datePublished: r.published_at?.slice(0, 10),
            reviewBody: r.text,
            reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
          })),
        }
      : {}),
  };
}

/**
 * A property as a VacationRental with the home itself as its Accommodation, and its own guests' reviews.
 * On the French page (issue 28) it is the same rental: the same `@id` (the English address's), its `url`
 * the French page, its name and description as the page shows them. No `inLanguage`: schema.org gives it
 * to creative works, not to a rental; the page's language is in `<html lang>` and the hreflang links.
 */
export function propertyJsonLd(
  site: SiteSettings,
  property: Property,
  reviews?: Pick<PropertyReviews, 'direct' | 'reviews'>,
  lang: Lang = 'en',
): JsonLd {
  const id = `${absoluteUrl(site, `/property/${property.id}`)}#rental`;
  const url = absoluteUrl(site, localisedPath(`/property/${property.id}`, lang));
  const images = [property.cover, ...property.images]
    .filter((image) => image !== null)
    .map((image) => absoluteUrl(site, image.url));
  return {
    '@context': 'https://schema.org',
    '@type': 'VacationRental',
    '@id': id,
    identifier: String(property.id),
    name: property.name,
    description: property.description,
    url,
    image: [...new Set(images)],
    address: postalAddress(property.address, site.town),
    brand: { '@id': absoluteUrl(site, '/#company') },
    ...(reviews ? reviewsJsonLd(reviews) : {}),
    // British Columbia: the provincial short-term-rental registration number goes with every listing
    ...(property.registration_number
      ? {
          additionalProperty: [
            {
              '@type': 'PropertyValue',
              propertyID: 'BC-STR',
              name: 'BC short-term rental registration number',
              value: property.registration_number,
            },
          ],
        }
      : {}),
    containsPlace: {
      '@type': 'Accommodation',
      additionalType: 'EntirePlace',
      numberOfBedrooms: property.bedrooms,
      numberOfBathroomsTotal: property.bathrooms,
      numberOfRooms: property.bedrooms,
      bed: { '@type': 'BedDetails', numberOfBeds: property.beds },
      occupancy: { '@type': 'QuantitativeValue', maxValue: property.max_guests },
      floorSize: { '@type': 'QuantitativeValue', value: property.sqft, unitCode: 'FTK' },
      amenityFeature: property.amenities.map((name) => ({
        '@type': 'LocationFeatureSpecification',
        name,
        value: true,
      })),
    },
  };
}

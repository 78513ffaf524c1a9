import type { SiteSettings } from '#common/load-context.ts';
import type { Property } from '#common/property.ts';
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

/** A property as a VacationRental with the home itself as its Accommodation. */
export function propertyJsonLd(site: SiteSettings, property: Property): JsonLd {
  const url = absoluteUrl(site, `/property/${property.id}`);
  const images = [property.cover, ...property.images]
    .filter((image) => image !== null)
    .map((image) => absoluteUrl(site, image.url));
  return {
    '@context': 'https://schema.org',
    '@type': 'VacationRental',
    '@id': `${url}#rental`,
    identifier: String(property.id),
    name: property.name,
    description: property.description,
    url,
    image: [...new Set(images)],
    address: postalAddress(property.address, site.town),
    brand: { '@id': absoluteUrl(site, '/#company') },
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

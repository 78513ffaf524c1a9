import { describe, expect, it } from 'vitest';
import type { SiteSettings } from '#common/load-context.ts';
import type { Property } from '#common/property.ts';
import { companyJsonLd, postalAddress, propertyJsonLd } from './structured-data.ts';

const site = {
  name: 'Selkirk Stays',
  town: 'Revelstoke',
  phone: '+1 250-555-0142',
  email: 'stay@selkirkstays.example',
  address: '301 Victoria Road, Revelstoke, BC V0E 2S0',
  publicUrl: 'https://selkirkstays.example',
} as SiteSettings;

const image = (id: number) => ({
  id,
  url: `/uploads/${id}-1600.webp`,
  srcset: '',
  width: 1600,
  height: 1067,
});

const property: Property = {
  id: 7,
  name: 'Begbie Creek Cabin',
  description: 'A cabin.',
  cover_image: '/uploads/1-1600.webp',
  cover: image(1),
  address: '1650 Begbie Road, Revelstoke, BC V0E 2S0',
  bedrooms: 2,
  beds: 3,
  bathrooms: 1.5,
  sqft: 900,
  max_guests: 5,
  minimum_nights: 2,
  guesty_link: 'https://booking.example/7',
  amenities: ['Hot tub', 'Wood stove'],
  address_description: 'By the creek.',
  is_featured: false,
  nightly_rate_from: null,
  registration_number: null,
  rating: null,
  images: [image(1), image(2)],
};

describe('structured data', () => {
  it('splits a Canadian address into its parts', () => {
    expect(postalAddress(site.address)).toMatchObject({
      streetAddress: '301 Victoria Road',
      addressLocality: 'Revelstoke',
      addressRegion: 'BC',
      postalCode: 'V0E 2S0',
      addressCountry: 'CA',
    });
  });

  it('describes the company as a LodgingBusiness', () => {
    expect(companyJsonLd(site)).toMatchObject({
      '@type': 'LodgingBusiness',
      name: 'Selkirk Stays',
      url: 'https://selkirkstays.example/',
      telephone: site.phone,
    });
  });

  it('describes a property as a VacationRental with rooms, occupancy and each image once', () => {
    const data = propertyJsonLd(site, property);
    expect(data).toMatchObject({
      '@type': 'VacationRental',
      name: 'Begbie Creek Cabin',
      url: 'https://selkirkstays.example/property/7',
      image: [
        'https://selkirkstays.example/uploads/1-1600.webp',
        'https://selkirkstays.example/uploads/2-1600.webp',
      ],
      containsPlace: {
        '@type': 'Accommodation',
        numberOfBedrooms: 2,
        numberOfBathroomsTotal: 1.5,
        occupancy: { maxValue: 5 },
      },
    });
  });

  it('gives the BC registration number when the property has one, and nothing when not', () => {
    const data = propertyJsonLd(site, { ...property, registration_number: 'H123456789' });
    expect(data.additionalProperty).toEqual([
      {
        '@type': 'PropertyValue',
        propertyID: 'BC-STR',
        name: 'BC short-term rental registration number',
        value: 'H123456789',
      },
    ]);
    expect(propertyJsonLd(site, property)).not.toHaveProperty('additionalProperty');
  });
});

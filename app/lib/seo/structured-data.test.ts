import { describe, expect, it } from 'vitest';
import type { SiteSettings } from '#common/load-context.ts';
import type { Property } from '#common/property.ts';
import type { PublicReview } from '#common/review.ts';
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
  business_licence: null,
  is_published: true,
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

  it('describes the French page as the same rental at its French address', () => {
    const data = propertyJsonLd(site, property, undefined, 'fr');
    expect(data).toMatchObject({
      '@id': 'https://selkirkstays.example/property/7#rental',
      url: 'https://selkirkstays.example/fr/property/7',
    });
    expect(propertyJsonLd(site, property)['@id']).toBe(data['@id']);
    expect(data).not.toHaveProperty('inLanguage');
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

  describe('reviews, checked against the required fields of a review snippet', () => {
    const review = (over: Partial<PublicReview>): PublicReview => ({
      id: 1,
      rating: 5,
      text: 'Spotless and warm, ten minutes from the gondola.',
      name: 'Avery',
      stay_month: '2025-11',
      source: 'direct',
      verified: true,
      reply: null,
      published_at: '2025-12-02T18:00:00.000Z',
      ...over,
    });
    const reviews = {
      direct: { average: 4.5, count: 3 },
      reviews: [
        review({ id: 1 }),
        review({ id: 2, rating: 4, name: null }),
        review({ id: 3, source: 'airbnb', verified: false, stay_month: null, name: 'Jun' }),
      ],
    };

    /**
     * The properties a rich result needs (schema.org AggregateRating and Review as search engines read
     * them): a parent type that may carry ratings, ratingValue inside [worstRating, bestRating], a whole
     * positive reviewCount; each review an author with a name, a reviewRating with its value, a date.
     */
    function problemsOf(data: Record<string, unknown>): string[] {
      const problems: string[] = [];
      const ratingTypes = ['VacationRental', 'LodgingBusiness', 'Hotel', 'Product'];
      if (!ratingTypes.includes(String(data['@type']))) problems.push('@type cannot carry ratings');
      const inRange = (r: Record<string, unknown> | undefined) => {
        const value = Number(r?.ratingValue);
        const best = Number(r?.bestRating ?? 5);
        const worst = Number(r?.worstRating ?? 1);
        return Number.isFinite(value) && value >= worst && value <= best;
      };
      const aggregate = data.aggregateRating as Record<string, unknown> | undefined;
      if (!aggregate) problems.push('aggregateRating missing');
      else {
        if (aggregate['@type'] !== 'AggregateRating') problems.push('aggregateRating.@type');
        if (!inRange(aggregate)) problems.push('aggregateRating.ratingValue');
        const count = aggregate.reviewCount ?? aggregate.ratingCount;
        if (!Number.isInteger(count) || Number(count) < 1) problems.push('aggregateRating.reviewCount');
      }
      for (const [i, item] of ((data.review as Array<Record<string, unknown>>) ?? []).entries()) {
        const author = item.author as Record<string, unknown> | undefined;
        if (item['@type'] !== 'Review') problems.push(`review.${i}.@type`);
        if (!author || !['Person', 'Organization'].includes(String(author['@type']))) {
          problems.push(`review.${i}.author`);
        }
        if (typeof author?.name !== 'string' || !author.name.trim() || author.name.length > 100) {
          problems.push(`review.${i}.author.name`);
        }
        if (!inRange(item.reviewRating as Record<string, unknown>)) problems.push(`review.${i}.reviewRating`);
        if (!/^\d{4}-\d{2}-\d{2}$/.test(String(item.datePublished)))
          problems.push(`review.${i}.datePublished`);
      }
      return problems;
    }

    it('carries a valid aggregateRating and review of the reviews written here', () => {
      const data = propertyJsonLd(site, property, reviews);
      expect(problemsOf(data)).toEqual([]);
      expect(data.aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 3 });
      // the channel review and the one without a name are not listed
      expect(data.review).toEqual([
        {
          '@type': 'Review',
          author: { '@type': 'Person', name: 'Avery' },
          datePublished: '2025-12-02',
          reviewBody: 'Spotless and warm, ten minutes from the gondola.',
          reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
        },
      ]);
    });

    it('the checker refuses what a rich result would refuse', () => {
      const data = propertyJsonLd(site, property, reviews);
      const broken = {
        ...data,
        aggregateRating: { '@type': 'AggregateRating', ratingValue: 6, reviewCount: 0 },
        review: [{ '@type': 'Review', author: { '@type': 'Person', name: ' ' }, reviewRating: {} }],
      };
      expect(problemsOf(broken)).toEqual([
        'aggregateRating.ratingValue',
        'aggregateRating.reviewCount',
        'review.0.author.name',
        'review.0.reviewRating',
        'review.0.datePublished',
      ]);
    });

    it('has no rating at all without reviews written here', () => {
      const data = propertyJsonLd(site, property, {
        direct: null,
        reviews: [reviews.reviews[2] as PublicReview],
      });
      expect(data).not.toHaveProperty('aggregateRating');
      expect(data).not.toHaveProperty('review');
    });
  });
});

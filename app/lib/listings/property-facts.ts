import type { Property } from '#common/property.ts';
import type { Lang } from '#common/translations.ts';
import type { Texts } from '../site/language.tsx';

/**
 * What a listing card shows of a property (PropertyCard). The listing and home loaders send only this: the
 * loaders' data is written into the page for hydration, and the descriptions, amenities and gallery of seven
 * homes were most of the listing page's HTML (issue 13: trim the listing page's bytes).
 */
export type PropertyCardData = Pick<
  Property,
  | 'id'
  | 'name'
  | 'cover'
  | 'address'
  | 'is_featured'
  | 'guesty_link'
  | 'nightly_rate_from'
  | 'bedrooms'
  | 'bathrooms'
  | 'max_guests'
  | 'rating'
>;

export function cardData(property: PropertyCardData): PropertyCardData {
  return {
    id: property.id,
    name: property.name,
    cover: property.cover,
    address: property.address,
    is_featured: property.is_featured,
    guesty_link: property.guesty_link,
    nightly_rate_from: property.nightly_rate_from,
    bedrooms: property.bedrooms,
    bathrooms: property.bathrooms,
    max_guests: property.max_guests,
    rating: property.rating,
  };
}

/** A number that may have a decimal (2.5 bathrooms, a 4.8 rating): "2,5" in French. */
export const decimalCount = (n: number | string, lang: Lang) =>
  lang === 'fr' ? String(n).replace('.', ',') : String(n);

/** "3 bedrooms · 2.5 baths · sleeps 8": the short facts under a card's title, in the page's language. */
export function shortFacts(
  property: Pick<Property, 'bedrooms' | 'bathrooms' | 'max_guests'>,
  { tn, t, lang }: Pick<Texts, 't' | 'tn' | 'lang'>,
): string[] {
  return [
    tn(property.bedrooms, '{count} bedroom', '{count} bedrooms'),
    tn(property.bathrooms, '{count} bath', '{count} baths', {
      count: decimalCount(property.bathrooms, lang),
    }),
    t('sleeps {count}', { count: property.max_guests }),
  ];
}

/** The street part of an address ("812 Mackenzie Ave, Revelstoke, BC" -> "812 Mackenzie Ave"). */
export function streetOf(address: string): string {
  return address.split(',')[0]?.trim() ?? address;
}

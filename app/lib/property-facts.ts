import type { Property } from '#common/property.ts';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "3 bedrooms · 2.5 baths · sleeps 8": the short facts under a card's title. */
export function shortFacts(property: Pick<Property, 'bedrooms' | 'bathrooms' | 'max_guests'>): string[] {
  return [
    plural(property.bedrooms, 'bedroom'),
    plural(property.bathrooms, 'bath'),
    `sleeps ${property.max_guests}`,
  ];
}

/** The street part of an address ("812 Mackenzie Ave, Revelstoke, BC" -> "812 Mackenzie Ave"). */
export function streetOf(address: string): string {
  return address.split(',')[0]?.trim() ?? address;
}

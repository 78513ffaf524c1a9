import { describe, expect, it } from 'vitest';
import { placeCategoryIds, placeInputSchema } from '#common/place.ts';
import { demoPlaces } from './places.ts';

describe('the demo local guide', () => {
  it('has eight places that pass the API rules, in every category, each with an address to map', () => {
    expect(demoPlaces).toHaveLength(8);
    for (const place of demoPlaces) expect(placeInputSchema.parse(place)).toEqual(place);
    expect(new Set(demoPlaces.map((p) => p.category))).toEqual(new Set(placeCategoryIds));
    for (const place of demoPlaces) expect(place.address).toMatch(/Revelstoke, BC$/);
  });
});

import { describe, expect, it } from 'vitest';
import {
  draftFromSearch,
  emptyDraft,
  hasFilters,
  optionsOf,
  searchFromDraft,
  searchWithoutFilters,
} from './listing-filters.ts';

describe('the listing filters in the URL query', () => {
  it('offers the options of SPEC.md section 9', () => {
    expect(optionsOf('bedrooms').map((o) => o.label)).toEqual(['Any', '1+', '2+', '3+', '4+']);
    expect(optionsOf('bathrooms').map((o) => o.label)).toEqual(['Any', '1+', '2+', '3+']);
    expect(optionsOf('max_guests').map((o) => o.label)).toEqual(['Any', '2+', '4+', '6+', '8+']);
  });

  it('reads the controls from the query and shows unknown values as Any', () => {
    expect(draftFromSearch(new URLSearchParams('bedrooms=3&max_guests=7&bathrooms=2'))).toEqual({
      bedrooms: '3',
      bathrooms: '2',
      max_guests: '',
    });
  });

  it('writes set values, drops Any and keeps other parameters such as minimum_nights', () => {
    const next = searchFromDraft(new URLSearchParams('minimum_nights=3&bathrooms=2'), {
      bedrooms: '2',
      bathrooms: '',
      max_guests: '6',
    });
    expect(next.toString()).toBe('minimum_nights=3&bedrooms=2&max_guests=6');
  });

  it('resets every filter, including minimum_nights, and keeps the rest', () => {
    const next = searchWithoutFilters(new URLSearchParams('bedrooms=2&minimum_nights=3&utm_source=mail'));
    expect(next.toString()).toBe('utm_source=mail');
    expect(hasFilters(next)).toBe(false);
    expect(hasFilters(new URLSearchParams('minimum_nights=2'))).toBe(true);
    expect(searchFromDraft(new URLSearchParams(), emptyDraft).toString()).toBe('');
  });
});

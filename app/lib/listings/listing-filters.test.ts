import { describe, expect, it } from 'vitest';
import {
  draftFromSearch,
  emptyDraft,
  hasFilters,
  optionsOf,
  searchFromDraft,
  searchWithoutFilters,
  withCheckIn,
} from './listing-filters.ts';

describe('the listing filters in the URL query', () => {
  it('offers the options of docs/spec.md section 9', () => {
    expect(optionsOf('bedrooms').map((o) => o.label)).toEqual(['Any', '1+', '2+', '3+', '4+']);
    expect(optionsOf('bathrooms').map((o) => o.label)).toEqual(['Any', '1+', '2+', '3+']);
  });

  it('reads the controls from the query and shows unknown values as Any', () => {
    expect(draftFromSearch(new URLSearchParams('bedrooms=7&bathrooms=2'))).toEqual({
      ...emptyDraft,
      bathrooms: '2',
    });
  });

  it('has one guests control: the max_guests of an older link shows in it and becomes guests', () => {
    const draft = draftFromSearch(new URLSearchParams('max_guests=6&bedrooms=2'));
    expect(draft).toMatchObject({ guests: '6', bedrooms: '2' });
    expect(draftFromSearch(new URLSearchParams('max_guests=6&guests=3')).guests).toBe('3');
    expect(searchFromDraft(new URLSearchParams('max_guests=6&bedrooms=2'), draft).toString()).toBe(
      'bedrooms=2&guests=6',
    );
    expect(searchFromDraft(new URLSearchParams('max_guests=6'), { ...draft, guests: '' }).toString()).toBe(
      'bedrooms=2',
    );
  });

  it('writes set values, drops Any and keeps other parameters such as minimum_nights', () => {
    const next = searchFromDraft(new URLSearchParams('minimum_nights=3&bathrooms=2'), {
      ...emptyDraft,
      bedrooms: '2',
      bathrooms: '',
      guests: '6',
    });
    expect(next.toString()).toBe('minimum_nights=3&bedrooms=2&guests=6');
  });

  it('resets every filter, including minimum_nights, and keeps the rest', () => {
    const next = searchWithoutFilters(new URLSearchParams('bedrooms=2&minimum_nights=3&utm_source=mail'));
    expect(next.toString()).toBe('utm_source=mail');
    expect(hasFilters(next)).toBe(false);
    expect(hasFilters(new URLSearchParams('minimum_nights=2'))).toBe(true);
    expect(searchFromDraft(new URLSearchParams(), emptyDraft).toString()).toBe('');
  });

  it('reads the stay from the query and writes both dates or neither', () => {
    const draft = draftFromSearch(new URLSearchParams('check_in=2026-12-10&check_out=2026-12-14&guests=3'));
    expect(draft).toMatchObject({ check_in: '2026-12-10', check_out: '2026-12-14', guests: '3' });
    expect(searchFromDraft(new URLSearchParams('page=2'), draft).toString()).toBe(
      'page=2&check_in=2026-12-10&check_out=2026-12-14&guests=3',
    );
    const halfway = { ...draft, check_out: '' };
    expect(
      searchFromDraft(new URLSearchParams('check_in=2026-12-01&check_out=2026-12-03'), halfway).toString(),
    ).toBe('guests=3');
  });

  it('clears a check-out that a later check-in overtakes, and keeps one still after it', () => {
    const draft = { ...emptyDraft, check_in: '2026-12-10', check_out: '2026-12-14' };
    expect(withCheckIn(draft, '2026-12-12').check_out).toBe('2026-12-14');
    expect(withCheckIn(draft, '2026-12-14').check_out).toBe('');
    expect(withCheckIn(draft, '2026-12-20')).toMatchObject({ check_in: '2026-12-20', check_out: '' });
  });

  it('resets the dates and guests with the other filters', () => {
    const next = searchWithoutFilters(
      new URLSearchParams('check_in=2026-12-10&check_out=2026-12-14&guests=2&page=1'),
    );
    expect(next.toString()).toBe('page=1');
    expect(hasFilters(new URLSearchParams('guests=2'))).toBe(true);
  });
});

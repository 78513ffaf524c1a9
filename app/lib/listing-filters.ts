import { filterOptions } from '../../common/listing-filter-options.ts';

/** The filters the listing page has controls for; `minimum_nights` is honoured in the query but has none. */
export const filterKeys = ['bedrooms', 'bathrooms', 'max_guests'] as const;
export type FilterKey = (typeof filterKeys)[number];

/** Every filter the query may carry: Reset clears them all. */
const queryKeys = [...filterKeys, 'minimum_nights'] as const;

/** Selected value per control: '' is Any. */
export type FilterDraft = Record<FilterKey, string>;

export const emptyDraft: FilterDraft = { bedrooms: '', bathrooms: '', max_guests: '' };

export const filterLabels: Record<FilterKey, string> = {
  bedrooms: 'Bedrooms',
  bathrooms: 'Bathrooms',
  max_guests: 'Guests',
};

/** Options of each control, as SPEC.md section 9 lists them: Any, then "n+". */
export function optionsOf(key: FilterKey): Array<{ value: string; label: string }> {
  return [
    { value: '', label: 'Any' },
    ...filterOptions[key].map((n) => ({ value: String(n), label: `${n}+` })),
  ];
}

/** Reads the controls' values from the query; an unknown value shows as Any. */
export function draftFromSearch(search: URLSearchParams): FilterDraft {
  const draft = { ...emptyDraft };
  for (const key of filterKeys) {
    const value = search.get(key) ?? '';
    draft[key] = optionsOf(key).some((o) => o.value === value) ? value : '';
  }
  return draft;
}

/** The query for a draft: set values replace, Any removes; other parameters are kept. */
export function searchFromDraft(current: URLSearchParams, draft: FilterDraft): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of filterKeys) {
    if (draft[key]) next.set(key, draft[key]);
    else next.delete(key);
  }
  return next;
}

/** The query without any filter. */
export function searchWithoutFilters(current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of queryKeys) next.delete(key);
  return next;
}

export function hasFilters(search: URLSearchParams): boolean {
  return queryKeys.some((key) => (search.get(key) ?? '') !== '');
}

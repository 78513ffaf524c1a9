import { msg } from '#common/i18n/message.ts';
import { filterOptions } from '#common/listing-filter-options.ts';
import {
  type ListingFilterKey,
  listingQueryKeys,
  type StaySearchKey,
  staySearchKeys,
} from '#common/listing-query-keys.ts';
import type { Texts } from '../site/language.tsx';

/**
 * The filters the listing page has controls for. `minimum_nights` is honoured in the query but has no
 * control; nor has `max_guests` (the spec's "sleeps at least", the same question as the stay's guests: one
 * Guests control answers both, issue 27). An older link's `max_guests` shows in the Guests control.
 */
export const filterKeys = ['bedrooms', 'bathrooms'] as const satisfies readonly ListingFilterKey[];
export type FilterKey = (typeof filterKeys)[number];

/** The stay searched for: dates (both or neither reach the query) and a guests count. */
export const stayKeys = staySearchKeys;
export type StayKey = StaySearchKey;

/** Every filter the query may carry: Reset clears them all. */
const queryKeys = listingQueryKeys;

/** Selected value per control: '' is Any (or no date). */
export type FilterDraft = Record<FilterKey | StayKey, string>;

export const emptyDraft: FilterDraft = {
  bedrooms: '',
  bathrooms: '',
  check_in: '',
  check_out: '',
  guests: '',
};

/** The guests counts the search offers. */
export const guestCounts = Array.from({ length: 16 }, (_, i) => i + 1);

/** "1 guest", "2 guests": an option of a guests control, in the page's language. */
export const guestsLabel = (n: number, tn: Texts['tn']) => tn(n, '{count} guest', '{count} guests');

/** The draft after a new check-in: a check-out on or before it is cleared. */
export function withCheckIn(draft: FilterDraft, checkIn: string): FilterDraft {
  const keepOut = draft.check_out !== '' && checkIn !== '' && draft.check_out > checkIn;
  return { ...draft, check_in: checkIn, check_out: keepOut ? draft.check_out : '' };
}

export const filterLabels: Record<FilterKey, string> = {
  bedrooms: msg('Bedrooms'),
  bathrooms: msg('Bathrooms'),
};

/** Options of each control, as docs/spec.md section 9 lists them: Any, then "n+" (labels shown with t()). */
export function optionsOf(key: FilterKey): Array<{ value: string; label: string }> {
  return [
    { value: '', label: msg('Any') },
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
  for (const key of stayKeys) draft[key] = search.get(key) ?? '';
  // a link made while "Sleeps" was a control of its own asks the same question
  if (!draft.guests) draft.guests = search.get('max_guests') ?? '';
  return draft;
}

/** The query for a draft: set values replace, Any removes; other parameters are kept. */
export function searchFromDraft(current: URLSearchParams, draft: FilterDraft): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of filterKeys) {
    if (draft[key]) next.set(key, draft[key]);
    else next.delete(key);
  }
  // dates go into the query together: one alone would only ask for the other
  const bothDates = draft.check_in !== '' && draft.check_out !== '';
  for (const key of ['check_in', 'check_out'] as const) {
    if (bothDates) next.set(key, draft[key]);
    else next.delete(key);
  }
  if (draft.guests) next.set('guests', draft.guests);
  else next.delete('guests');
  // the Guests control stands for max_guests too: one question, asked once
  next.delete('max_guests');
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

import { useEffect, useRef, useState } from 'react';
import { Form, Link, useSearchParams } from 'react-router';
import { addDays, addMonths, monthsAhead } from '#common/site-dates.ts';
import { useDebouncedCallback } from '../../../lib/browser/use-debounced-callback.ts';
import {
  draftFromSearch,
  emptyDraft,
  type FilterDraft,
  filterKeys,
  filterLabels,
  guestCounts,
  guestsLabel,
  optionsOf,
  type StayKey,
  searchFromDraft,
  searchWithoutFilters,
  withCheckIn,
} from '../../../lib/listings/listing-filters.ts';
import { useTexts } from '../../../lib/site/language.tsx';

/** docs/spec.md section 9: filters wait this long after the last change before the list is fetched. */
export const filterDebounceMs = 300;

/**
 * The filter row of the listing page. The filters live in the URL query, so a filtered list can be shared
 * and the back button steps through earlier filters; the page's loader does the filtering. Quick changes
 * are gathered for 300 ms into one history entry. Without JavaScript it is a plain GET form. The dates
 * (native date inputs, from `today` in the site's zone up to 18 months ahead) reach the query together.
 */
export function ListingFilters({ today }: { today: string }) {
  const lastCheckIn = addMonths(today, monthsAhead);
  const { t, tn, path } = useTexts();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.toString();
  const [draft, setDraft] = useState<FilterDraft>(() => draftFromSearch(searchParams));
  /** The query this component itself asked for last, so its own navigation does not reset the controls. */
  const requested = useRef<string | null>(null);
  const latestSearch = useRef(searchParams);
  latestSearch.current = searchParams;

  const commit = useDebouncedCallback((next: FilterDraft) => {
    const nextSearch = searchFromDraft(latestSearch.current, next);
    requested.current = nextSearch.toString();
    setSearchParams(nextSearch, { replace: false, preventScrollReset: true });
  }, filterDebounceMs);

  // The query changed from outside (back or forward button, Reset, a shared link): show what it says.
  useEffect(() => {
    if (query === requested.current) return;
    requested.current = null;
    commit.cancel();
    setDraft(draftFromSearch(new URLSearchParams(query)));
  }, [query, commit]);

  const change = (key: (typeof filterKeys)[number] | StayKey, value: string) => {
    const next = key === 'check_in' ? withCheckIn(draft, value) : { ...draft, [key]: value };
    setDraft(next);
    commit.run(next);
  };

  const resetSearch = searchWithoutFilters(searchParams).toString();

  return (
    <Form
      method="get"
      action={path('/properties')}
      role="search"
      aria-label={t('Filter rentals')}
      preventScrollReset
      className="card flex flex-wrap items-end gap-4 p-4 sm:p-6"
    >
      <fieldset className="flex w-full flex-wrap items-end gap-4 xl:w-auto xl:flex-[3] xl:flex-nowrap">
        <legend className="sr-only">{t('Your stay')}</legend>
        <div className="min-w-[9.5rem] flex-1">
          <label htmlFor="filter-check_in" className="field-label">
            {t('Check-in')}
          </label>
          <input
            id="filter-check_in"
            name="check_in"
            type="date"
            value={draft.check_in}
            min={today}
            max={lastCheckIn}
            onChange={(event) => change('check_in', event.target.value)}
            className="field-input"
          />
        </div>
        <div className="min-w-[9.5rem] flex-1">
          <label htmlFor="filter-check_out" className="field-label">
            {t('Check-out')}
          </label>
          <input
            id="filter-check_out"
            name="check_out"
            type="date"
            value={draft.check_out}
            min={addDays(draft.check_in || today, 1)}
            onChange={(event) => change('check_out', event.target.value)}
            className="field-input"
          />
        </div>
        <div className="min-w-[8.5rem] flex-1">
          <label htmlFor="filter-guests" className="field-label">
            {t('Guests')}
          </label>
          <select
            id="filter-guests"
            name="guests"
            value={draft.guests}
            onChange={(event) => change('guests', event.target.value)}
            className="field-input"
          >
            <option value="">{t('Any')}</option>
            {guestCounts.map((n) => (
              <option key={n} value={String(n)}>
                {guestsLabel(n, tn)}
              </option>
            ))}
          </select>
        </div>
      </fieldset>
      {filterKeys.map((key) => (
        <div key={key} className="min-w-[8.5rem] flex-1">
          <label htmlFor={`filter-${key}`} className="field-label">
            {t(filterLabels[key])}
          </label>
          <select
            id={`filter-${key}`}
            name={key}
            value={draft[key]}
            onChange={(event) => change(key, event.target.value)}
            className="field-input"
          >
            {optionsOf(key).map((option) => (
              <option key={option.value} value={option.value}>
                {t(option.label)}
              </option>
            ))}
          </select>
        </div>
      ))}
      <div className="flex gap-3">
        <noscript>
          <button type="submit" className="btn-dark">
            {t('Apply')}
          </button>
        </noscript>
        <Link
          to={{ pathname: path('/properties'), search: resetSearch ? `?${resetSearch}` : '' }}
          preventScrollReset
          onClick={() => {
            commit.cancel();
            setDraft(emptyDraft);
          }}
          className="btn-outline"
        >
          {t('Reset')}
        </Link>
      </div>
    </Form>
  );
}

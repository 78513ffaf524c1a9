import type { FormEvent } from 'react';
import { useTexts } from '../../../lib/site/language.tsx';

/** The dates the search offers, made by the loader: the date helpers stay on the server (ADR 0024). */
export interface HomeSearchDates {
  /** today in the site's zone: the first check-in */
  firstCheckIn: string;
  lastCheckIn: string;
  firstCheckOut: string;
}

/** The guests counts offered, as the listing's Guests control offers them (1 to 16). */
const guestCounts = Array.from({ length: 16 }, (_, i) => i + 1);

/**
 * The home page's search (issue 27): dates and guests on the first screen, leading to the listing with the
 * query (`/properties?check_in=&check_out=&guests=`), whose filters take it from there. A plain GET form;
 * its one piece of code refuses a check-in without a check-out with the browser's message on the check-out
 * field (issue 40; without JavaScript the listing says it).
 */
export function HomeSearch({ dates }: { dates: HomeSearchDates }) {
  const field = 'field-input min-h-12';
  const { t, tn, path } = useTexts();
  // a check-in without a check-out is refused, the browser showing our message on the check-out (issue 40)
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const { check_in, check_out } = event.currentTarget as unknown as Record<string, HTMLInputElement>;
    check_out?.setCustomValidity(check_in?.value && !check_out.value ? t('Choose a check-out date too') : '');
  };
  return (
    <search aria-label={t('Search homes')}>
      <form
        method="get"
        action={path('/properties')}
        onInput={onInput}
        className="mt-6 grid grid-cols-2 gap-3 rounded-2xl bg-white p-4 text-left text-slate-900 shadow-xl sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end sm:p-5"
        data-testid="home-search"
      >
        <div>
          <label htmlFor="home-check_in" className="field-label">
            {t('Check-in')}
          </label>
          <input
            id="home-check_in"
            name="check_in"
            type="date"
            min={dates.firstCheckIn}
            max={dates.lastCheckIn}
            className={field}
          />
        </div>
        <div>
          <label htmlFor="home-check_out" className="field-label">
            {t('Check-out')}
          </label>
          <input
            id="home-check_out"
            name="check_out"
            type="date"
            min={dates.firstCheckOut}
            className={field}
          />
        </div>
        <div>
          <label htmlFor="home-guests" className="field-label">
            {t('Guests')}
          </label>
          <select id="home-guests" name="guests" className={field} defaultValue="">
            <option value="">{t('Any')}</option>
            {guestCounts.map((n) => (
              <option key={n} value={n}>
                {tn(n, '{count} guest', '{count} guests')}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-primary min-h-12 self-end px-4">
          {t('Search homes')}
        </button>
      </form>
    </search>
  );
}

import { addDays, addMonths, monthsAhead } from '#common/site-dates.ts';
import { guestCounts, guestsLabel } from '../lib/listing-filters.ts';

/**
 * The home page's search (issue 27): dates and guests on the first screen, leading to the listing with the
 * query (`/properties?check_in=&check_out=&guests=`), whose filters take it from there. A plain GET form:
 * no code of its own, so the home page's first JavaScript stays as it was.
 */
export function HomeSearch({ today }: { today: string }) {
  const field = 'field-input min-h-12';
  return (
    <form
      method="get"
      action="/properties"
      role="search"
      aria-label="Search homes"
      className="mt-6 grid grid-cols-2 gap-3 rounded-2xl bg-white p-4 text-left text-slate-900 shadow-xl sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end sm:p-5"
      data-testid="home-search"
    >
      <div>
        <label htmlFor="home-check_in" className="field-label">
          Check-in
        </label>
        <input
          id="home-check_in"
          name="check_in"
          type="date"
          min={today}
          max={addMonths(today, monthsAhead)}
          className={field}
        />
      </div>
      <div>
        <label htmlFor="home-check_out" className="field-label">
          Check-out
        </label>
        <input id="home-check_out" name="check_out" type="date" min={addDays(today, 1)} className={field} />
      </div>
      <div>
        <label htmlFor="home-guests" className="field-label">
          Guests
        </label>
        <select id="home-guests" name="guests" className={field} defaultValue="">
          <option value="">Any</option>
          {guestCounts.map((n) => (
            <option key={n} value={n}>
              {guestsLabel(n)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn-primary min-h-12 self-end px-4">
        Search homes
      </button>
    </form>
  );
}

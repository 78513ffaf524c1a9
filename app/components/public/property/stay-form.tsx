import { useTexts } from '../../../lib/site/language.tsx';
import type { BookingChoice } from './property-availability.tsx';

/**
 * The dates and guests of a stay in the booking card: a GET form to the page itself, so that without
 * JavaScript "See the price" reloads the page with the stay in its address and the loader prices it. With
 * JavaScript the fields follow the calendar both ways and the price follows them (no reload).
 */
export function StayForm({
  choice,
  action,
  maxGuests,
}: {
  choice: BookingChoice;
  action: string;
  maxGuests: number;
}) {
  const { t, tn } = useTexts();
  const { stay, rules } = choice;
  return (
    <form
      method="get"
      action={`${action}#booking`}
      onSubmit={(event) => event.preventDefault()}
      className="grid grid-cols-2 gap-3"
      data-testid="stay-form"
    >
      <div>
        <label htmlFor="stay-check_in" className="field-label">
          {t('Check-in')}
        </label>
        <input
          id="stay-check_in"
          name="check_in"
          type="date"
          min={rules.today}
          max={rules.until}
          value={stay.checkIn ?? ''}
          onChange={(event) => choice.typeDates(event.target.value, stay.checkOut ?? '')}
          className="field-input px-2.5"
        />
      </div>
      <div>
        <label htmlFor="stay-check_out" className="field-label">
          {t('Check-out')}
        </label>
        <input
          id="stay-check_out"
          name="check_out"
          type="date"
          min={stay.checkIn ?? rules.today}
          max={rules.until}
          value={stay.checkOut ?? ''}
          onChange={(event) => choice.typeDates(stay.checkIn ?? '', event.target.value)}
          className="field-input px-2.5"
        />
      </div>
      <div className="col-span-2">
        <label htmlFor="stay-guests" className="field-label">
          {t('Guests')}
        </label>
        <select
          id="stay-guests"
          name="guests"
          value={choice.guests ?? ''}
          onChange={(event) => choice.setGuests(event.target.value ? Number(event.target.value) : null)}
          className="field-input"
        >
          <option value="">{t('Any')}</option>
          {Array.from({ length: maxGuests }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {tn(n, '{count} guest', '{count} guests')}
            </option>
          ))}
        </select>
      </div>
      <noscript className="col-span-2">
        <button type="submit" className="btn-dark w-full">
          {t('See the price')}
        </button>
      </noscript>
    </form>
  );
}

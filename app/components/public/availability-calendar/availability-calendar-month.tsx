import type { KeyboardEvent } from 'react';
import { formatLongDate, formatMonth, weekdayNames } from '../../../lib/format/plain-format.ts';
import {
  type CalendarRules,
  canCheckIn,
  checkOutProblem,
  dayState,
  isBooked,
  monthWeeks,
  type StaySelection,
} from '../../../lib/listings/availability-calendar.ts';
import { useTexts } from '../../../lib/site/language.tsx';

/** One month of the calendar as a table of weeks, each day a button (see AvailabilityCalendar). */
export function MonthGrid({
  month,
  className,
  rules,
  stay,
  focusDate,
  onPick,
  onKeyDown,
}: {
  month: string;
  className: string;
  rules: CalendarRules;
  stay: StaySelection;
  focusDate: string;
  onPick: (date: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>, date: string) => void;
}) {
  const captionId = `calendar-${month}`;
  const { lang } = useTexts();
  return (
    <table aria-labelledby={captionId} className={`w-full table-fixed border-collapse ${className}`}>
      <caption id={captionId} className="pb-2 text-left font-display text-lg font-semibold text-brand-900">
        {formatMonth(month, lang)}
      </caption>
      <thead>
        <tr>
          {weekdayNames(lang).map(({ short, long }) => (
            <th key={short} scope="col" abbr={long} className="pb-1 text-xs font-semibold text-slate-600">
              {short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(month).map((week) => (
          <tr key={week.find((d) => d !== null)}>
            {week.map((date, i) =>
              date === null ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: empty cells of a week have no other identity
                <td key={`empty-${i}`} />
              ) : (
                <DayCell
                  key={date}
                  date={date}
                  rules={rules}
                  stay={stay}
                  focusable={date === focusDate}
                  onPick={onPick}
                  onKeyDown={onKeyDown}
                />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A day: its state in words for screen readers, its mark (booked, no check-in, past, the stay) in colour. */
function DayCell({
  date,
  rules,
  stay,
  focusable,
  onPick,
  onKeyDown,
}: {
  date: string;
  rules: CalendarRules;
  stay: StaySelection;
  focusable: boolean;
  onPick: (date: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>, date: string) => void;
}) {
  const past = date < rules.today;
  const unknown = date >= rules.until;
  const booked = !past && !unknown && isBooked(date, rules.blocked);
  // a free night that cannot start a stay of the minimum length (a booking comes too soon)
  const noCheckIn = !past && !unknown && !booked && !canCheckIn(date, rules);
  const state = dayState(date, stay);
  const { t, lang } = useTexts();
  // with a check-in chosen, the later days that cannot end that stay (too short, or past a booked night)
  const noCheckOut =
    state === null &&
    stay.checkIn !== null &&
    stay.checkOut === null &&
    date > stay.checkIn &&
    !unknown &&
    checkOutProblem(stay.checkIn, date, rules) !== null;
  const notes = [
    booked ? t('booked') : null,
    past ? t('past') : null,
    noCheckIn ? t('no check-in') : null,
    noCheckOut ? t('no check-out') : null,
    state === 'check-in' ? t('check-in') : state === 'check-out' ? t('check-out') : null,
    state === 'in-stay' ? t('in your stay') : null,
  ].filter((note) => note !== null);
  const tone =
    state === 'check-in' || state === 'check-out'
      ? 'bg-brand-900 text-white'
      : state === 'in-stay'
        ? 'bg-brand-100 text-brand-900'
        : booked
          ? 'day-booked'
          : past || unknown
            ? 'day-past'
            : noCheckIn
              ? 'day-no-check-in'
              : noCheckOut
                ? 'day-no-check-out'
                : 'text-brand-900 hover:bg-brand-50';
  return (
    <td className="p-0.5 text-center">
      <button
        type="button"
        data-date={date}
        data-booked={booked || undefined}
        data-no-check-in={noCheckIn || undefined}
        tabIndex={focusable ? 0 : -1}
        aria-disabled={past || unknown || undefined}
        onClick={() => {
          if (!past && !unknown) onPick(date);
        }}
        onKeyDown={(event) => onKeyDown(event, date)}
        className={`flex aspect-square w-full min-h-10 items-center justify-center rounded-lg text-sm font-medium tabular-nums focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-alpenglow-600 ${tone}`}
      >
        <span aria-hidden="true">{Number(date.slice(8))}</span>
        <span className="sr-only">
          {formatLongDate(date, lang)}
          {notes.length > 0 ? `, ${notes.join(', ')}` : ''}
        </span>
      </button>
    </td>
  );
}

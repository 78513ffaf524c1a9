import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { msg } from '#common/i18n/message.ts';
import { addDays } from '#common/site-dates.ts';
import {
  type CalendarRules,
  canCheckIn,
  checkOutProblem,
  dayState,
  isBooked,
  monthOf,
  monthWeeks,
  type StaySelection,
  shiftMonth,
} from '../../lib/availability-calendar.ts';
import { useTexts } from '../../lib/language.tsx';
import { formatLongDate, formatMonth, weekdayNames } from '../../lib/plain-format.ts';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';

const wideQuery = '(min-width: 768px)';

export interface AvailabilityCalendarProps {
  rules: CalendarRules;
  /** The first month shown (`YYYY-MM`); from 768 px the next one is shown beside it. */
  month: string;
  firstMonth: string;
  lastMonth: string;
  stay: StaySelection;
  /** The link of another month (works without JavaScript). */
  monthHref: (month: string) => string;
  onMonthChange: (month: string) => void;
  onPick: (date: string) => void;
}

/**
 * The availability of a property, month by month: a grid of days per month, booked nights struck out on
 * hatching, free nights that cannot start a stay of the minimum length outlined ("No check-in"), past days
 * faded, each said in words to screen readers and in the legend; the chosen stay highlighted. One day button is in the tab order; the
 * arrow keys move by day and week, Home and End to the week's ends, Page Up and Page Down by month. The month
 * links work without JavaScript; with it they change the month in place.
 */
export function AvailabilityCalendar({
  rules,
  month,
  firstMonth,
  lastMonth,
  stay,
  monthHref,
  onMonthChange,
  onPick,
}: AvailabilityCalendarProps) {
  const months = [month, shiftMonth(month, 1)];
  const { t, lang } = useTexts();
  const [focusDate, setFocusDate] = useState<string | null>(null);
  const moveFocus = useRef(false);
  const root = useRef<HTMLDivElement>(null);

  const visibleFocus =
    focusDate && months.includes(monthOf(focusDate))
      ? focusDate
      : stay.checkIn && monthOf(stay.checkIn) === month
        ? stay.checkIn
        : month === monthOf(rules.today)
          ? rules.today
          : `${month}-01`;

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    root.current?.querySelector<HTMLButtonElement>(`button[data-date="${visibleFocus}"]`)?.focus();
  });

  const focusOn = (date: string) => {
    const target = monthOf(date);
    if (target < firstMonth || target > shiftMonth(lastMonth, 1)) return;
    const wide = typeof window !== 'undefined' && window.matchMedia?.(wideQuery).matches;
    const shown = wide ? months : [month];
    if (!shown.includes(target)) {
      const next = target < month ? target : wide ? shiftMonth(target, -1) : target;
      onMonthChange(next < firstMonth ? firstMonth : next > lastMonth ? lastMonth : next);
    }
    moveFocus.current = true;
    setFocusDate(date);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
    const target = keyTarget(event.key, date);
    if (!target) return;
    event.preventDefault();
    focusOn(target);
  };

  const monthLink = (target: string, label: string, icon: 'previous' | 'next') => {
    const enabled = icon === 'previous' ? target >= firstMonth : target <= lastMonth;
    const content = (
      <>
        {icon === 'previous' ? <ChevronLeftIcon /> : null}
        <span className="sr-only sm:not-sr-only">{label}</span>
        {icon === 'next' ? <ChevronRightIcon /> : null}
      </>
    );
    const className =
      'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-full px-3 text-sm font-semibold';
    if (!enabled) {
      return (
        <span aria-disabled="true" className={`${className} text-slate-400`}>
          {content}
        </span>
      );
    }
    return (
      <a
        href={monthHref(target)}
        aria-label={t('{label}: {month}', { label, month: formatMonth(target, lang) })}
        onClick={(event) => {
          event.preventDefault();
          onMonthChange(target);
        }}
        className={`${className} text-brand-900 ring-1 ring-stone hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700`}
      >
        {content}
      </a>
    );
  };

  return (
    <div ref={root} data-testid="availability-calendar">
      <div className="flex items-center justify-between gap-3">
        {monthLink(shiftMonth(month, -1), t('Previous month'), 'previous')}
        <CalendarLegend />
        {monthLink(shiftMonth(month, 1), t('Next month'), 'next')}
      </div>
      <div className="mt-4 grid gap-8 md:grid-cols-2">
        {months.map((shown, index) => (
          <MonthGrid
            key={shown}
            month={shown}
            className={index === 1 ? 'hidden md:table' : ''}
            rules={rules}
            stay={stay}
            focusDate={visibleFocus}
            onPick={(date) => {
              setFocusDate(date);
              onPick(date);
            }}
            onKeyDown={onKeyDown}
          />
        ))}
      </div>
    </div>
  );
}

/** What the marks on the days mean, in words, a sample day beside each. */
const legend = [
  { mark: 'day-booked', words: msg('Booked') },
  { mark: 'day-no-check-in', words: msg('No check-in') },
  { mark: 'day-past', words: msg('Past') },
];

function CalendarLegend() {
  const { t } = useTexts();
  return (
    <ul
      className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm text-slate-700"
      data-testid="calendar-legend"
    >
      {legend.map(({ mark, words }) => {
        return (
          <li key={mark} className="flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className={`inline-flex size-7 items-center justify-center rounded-md text-xs ${mark}`}
            >
              12
            </span>
            {t(words)}
          </li>
        );
      })}
    </ul>
  );
}

/** The day a key moves the focus to from `date`, or null for other keys. */
function keyTarget(key: string, date: string): string | null {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, -weekday);
    case 'End':
      return addDays(date, 6 - weekday);
    case 'PageUp':
      return sameDayIn(date, -1);
    case 'PageDown':
      return sameDayIn(date, 1);
    default:
      return null;
  }
}

/** The same day of the month `count` months away (the month's last day when it has fewer days). */
function sameDayIn(date: string, count: number): string {
  const target = shiftMonth(monthOf(date), count);
  const day = Number(date.slice(8));
  const weeks = monthWeeks(target)
    .flat()
    .filter((d) => d !== null);
  return weeks[Math.min(day, weeks.length) - 1] as string;
}

function MonthGrid({
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
                ? 'day-past'
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

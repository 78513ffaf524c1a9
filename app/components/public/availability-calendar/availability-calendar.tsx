import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { formatMonth } from '../../../lib/format/plain-format.ts';
import {
  type CalendarRules,
  monthOf,
  type StaySelection,
  shiftMonth,
} from '../../../lib/listings/availability-calendar.ts';
import { useTexts } from '../../../lib/site/language.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '../site/icons.tsx';
import { keyTarget } from './availability-calendar-keys.ts';
import { CalendarLegend } from './availability-calendar-legend.tsx';
import { MonthGrid } from './availability-calendar-month.tsx';
import { MonthJump } from './month-jump.tsx';

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
 * faded, each said in words to screen readers and in the legend; the chosen stay highlighted; a select jumps to a month. One day button is in the tab order; the
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
        <MonthJump
          month={month}
          firstMonth={firstMonth}
          lastMonth={lastMonth}
          monthHref={monthHref}
          onMonthChange={onMonthChange}
        />
        {monthLink(shiftMonth(month, 1), t('Next month'), 'next')}
      </div>
      <div className="mt-3">
        <CalendarLegend />
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

import { useState } from 'react';
import { bookingUrl } from '#common/booking-link.ts';
import type { PublicAvailability } from '#common/load-context.ts';
import { nightsBetween } from '#common/site-dates.ts';
import { formatShortDate } from '../../../lib/format/plain-format.ts';
import {
  type CalendarRules,
  checkOutProblem,
  noStay,
  pickDate,
  type StaySelection,
  shiftMonth,
  staySelectionFrom,
} from '../../../lib/listings/availability-calendar.ts';
import { useTexts } from '../../../lib/site/language.tsx';
import { useSite } from '../../../lib/site/use-site.ts';
import { AvailabilityCalendar } from '../availability-calendar/availability-calendar.tsx';

/** What the property page's loader gives the calendar: availability and what the link asked for. */
export interface CalendarData {
  availability: PublicAvailability;
  /** The first month shown (`?month=`) and the range of months that can be shown first. */
  month: string;
  firstMonth: string;
  lastMonth: string;
  requested: { checkIn: string | null; checkOut: string | null; guests: number | null };
}

export function rulesOf(availability: PublicAvailability): CalendarRules {
  return {
    today: availability.today,
    until: availability.to,
    minimumNights: availability.minimum_nights,
    blocked: availability.blocked,
  };
}

/**
 * The visitor's choice on a property page: the stay picked on the calendar (or carried from the listing's
 * search) and the guests, and the Book Now address that carries them.
 */
export function useBookingChoice(calendar: CalendarData, guestyLink: string, maxGuests: number) {
  const site = useSite();
  const { lang } = useTexts();
  const rules = rulesOf(calendar.availability);
  const [stay, setStay] = useState<StaySelection>(() =>
    staySelectionFrom(calendar.requested.checkIn, calendar.requested.checkOut, rules),
  );
  const [guests, setGuests] = useState<number | null>(() => {
    const asked = calendar.requested.guests;
    return asked && asked <= maxGuests ? asked : null;
  });
  // dates in the address that the calendar cannot keep (a stay shorter than the minimum, a booked night)
  // are not dropped silently: the check-in stays and the reason is said
  const [message, setMessage] = useState<string | null>(() => {
    const { checkIn, checkOut } = calendar.requested;
    return checkIn && checkOut && stay.checkIn === checkIn && !stay.checkOut
      ? checkOutProblem(checkIn, checkOut, rules, lang)
      : null;
  });
  const [month, setMonth] = useState(calendar.month);
  const href = bookingUrl(
    guestyLink,
    {
      check_in: stay.checkIn ?? undefined,
      check_out: stay.checkOut ?? undefined,
      guests: guests ?? undefined,
    },
    site.bookingParams,
  );
  return {
    rules,
    stay,
    guests,
    message,
    month,
    href,
    setMonth,
    setGuests,
    pick(date: string) {
      const next = pickDate(stay, date, rules, lang);
      setStay(next.stay);
      setMessage(next.message);
    },
    /** Dates typed in the booking form: the check-in first, then the check-out, as two clicks would. */
    typeDates(checkIn: string, checkOut: string) {
      let next = pickDate(noStay, checkIn, rules, lang);
      if (next.stay.checkIn && checkOut) next = pickDate(next.stay, checkOut, rules, lang);
      setStay(checkIn ? next.stay : noStay);
      setMessage(checkIn ? next.message : null);
    },
    clear() {
      setStay(noStay);
      setMessage(null);
    },
  };
}

export type BookingChoice = ReturnType<typeof useBookingChoice>;

/** The availability section of a property page: the calendar and the chosen stay (guests: the booking card). */
export function PropertyAvailability({
  calendar,
  choice,
  pathname,
}: {
  calendar: CalendarData;
  choice: BookingChoice;
  pathname: string;
}) {
  const { stay, guests, rules } = choice;
  const { t, tn, lang } = useTexts();
  const monthHref = (target: string) => {
    const query = new URLSearchParams({ month: target });
    if (stay.checkIn) query.set('check_in', stay.checkIn);
    if (stay.checkOut) query.set('check_out', stay.checkOut);
    if (guests) query.set('guests', String(guests));
    return `${pathname}?${query}#availability-heading`;
  };
  const nights = stay.checkIn && stay.checkOut ? nightsBetween(stay.checkIn, stay.checkOut) : 0;
  const summary =
    stay.checkIn && stay.checkOut
      ? tn(
          nights,
          '{from} to {to}, {count} night. Book Now carries these dates.',
          '{from} to {to}, {count} nights. Book Now carries these dates.',
          { from: formatShortDate(stay.checkIn, lang), to: formatShortDate(stay.checkOut, lang) },
        )
      : stay.checkIn
        ? tn(
            rules.minimumNights,
            'Check-in {date}. Now pick your check-out day (at least {count} night).',
            'Check-in {date}. Now pick your check-out day (at least {count} nights).',
            { date: formatShortDate(stay.checkIn, lang) },
          )
        : t('Pick your check-in day, then your check-out day.');
  return (
    <div>
      <AvailabilityCalendar
        rules={rules}
        month={choice.month}
        firstMonth={calendar.firstMonth}
        lastMonth={calendar.lastMonth}
        stay={stay}
        monthHref={monthHref}
        onMonthChange={choice.setMonth}
        onPick={choice.pick}
      />
      <div className="mt-5 flex flex-col gap-4 rounded-2xl bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div role="status" aria-live="polite" className="text-brand-900" data-testid="stay-summary">
          <p className="font-semibold">{summary}</p>
          {choice.message ? (
            <p className="mt-1 text-sm font-medium text-alpenglow-700">{choice.message}</p>
          ) : null}
        </div>
        {stay.checkIn ? (
          <button type="button" onClick={choice.clear} className="btn-outline shrink-0">
            {t('Clear dates')}
          </button>
        ) : null}
      </div>
    </div>
  );
}

/** The months the calendar can start on: this month to the one before the last loaded month. */
export function calendarMonths(today: string, asked: string | null, isMonth: (v: string | null) => boolean) {
  const firstMonth = today.slice(0, 7);
  const lastMonth = shiftMonth(firstMonth, 16);
  const month = asked && isMonth(asked) && asked >= firstMonth && asked <= lastMonth ? asked : firstMonth;
  return { firstMonth, lastMonth, month };
}

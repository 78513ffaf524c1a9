import { translate } from '#common/i18n/translate.ts';
import { addDays, isIsoDate, nightsBetween } from '#common/site-dates.ts';
import type { Lang } from '#common/translations.ts';
import { formatShortDate } from '../format/plain-format.ts';

/**
 * The rules of the property page's availability calendar, apart from its markup: months as weeks of dates,
 * which nights are booked, and what a click on a day does to the chosen stay (check-in first, then a
 * check-out that respects the minimum stay and does not cross a booked night). Dates are `YYYY-MM-DD` in the
 * site's zone; a stay is the nights `[checkIn, checkOut)`. The messages are in the page's language (`lang`,
 * English by default). They name a minimum stay only when it is over one night, so "nights" is always plural.
 */

export interface NightRange {
  start: string;
  end: string;
}

export interface CalendarRules {
  /** Today in the site's zone: earlier days cannot be picked. */
  today: string;
  /** The first day the booked nights are not known for (exclusive end of the loaded range). */
  until: string;
  minimumNights: number;
  /** Merged booked nights, in order. */
  blocked: readonly NightRange[];
}

export interface StaySelection {
  checkIn: string | null;
  checkOut: string | null;
}

export const noStay: StaySelection = { checkIn: null, checkOut: null };

/** `YYYY-MM` of a date. */
export const monthOf = (date: string) => date.slice(0, 7);

export const isMonth = (value: string | null | undefined): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}$/.test(value) && isIsoDate(`${value}-01`);

/** The month `count` months after `month`. */
export function shiftMonth(month: string, count: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(y, m - 1 + count, 1));
  return date.toISOString().slice(0, 7);
}

/**
 * The weeks of a month, each starting on `firstDay` (the public calendar's on Sunday, the back office's on
 * Monday); days of other months are null. The site's one month grid.
 */
export function monthWeeks(
  month: string,
  firstDay: 'sunday' | 'monday' = 'sunday',
): Array<Array<string | null>> {
  const first = `${month}-01`;
  const [y, m] = month.split('-').map(Number) as [number, number];
  const weekday = new Date(Date.UTC(y, m - 1, 1)).getUTCDay();
  const startsOn = firstDay === 'sunday' ? weekday : (weekday + 6) % 7;
  const length = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const cells: Array<string | null> = [
    ...Array.from({ length: startsOn }, () => null),
    ...Array.from({ length }, (_, i) => addDays(first, i)),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: Array<Array<string | null>> = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** Whether the night of `date` is booked. */
export const isBooked = (date: string, blocked: readonly NightRange[]) =>
  blocked.some((range) => range.start <= date && date < range.end);

/** The first booked night in `[start, end)`, or null when they are all free. */
export function firstBookedNight(start: string, end: string, blocked: readonly NightRange[]): string | null {
  const range = blocked.find((r) => r.start < end && r.end > start);
  if (!range) return null;
  return range.start > start ? range.start : start;
}

/**
 * Whether a stay can begin on `date`: not in the past, known, and the minimum stay's nights from it all free
 * (a free night squeezed between bookings, shorter than the minimum, cannot start a stay: "No check-in").
 */
export function canCheckIn(date: string, rules: CalendarRules): boolean {
  if (date < rules.today || date >= rules.until) return false;
  const end = addDays(date, rules.minimumNights);
  return end <= rules.until && firstBookedNight(date, end, rules.blocked) === null;
}

/** Why `date` cannot be the check-out of a stay from `checkIn`, or null when it can. */
export function checkOutProblem(
  checkIn: string,
  date: string,
  rules: CalendarRules,
  lang: Lang = 'en',
): string | null {
  if (date <= checkIn) return translate(lang, 'Check-out must be after check-in');
  if (date > rules.until) return translate(lang, 'Those dates are too far ahead');
  const taken = firstBookedNight(checkIn, date, rules.blocked);
  if (taken) {
    return translate(lang, 'The night of {date} is booked: check out on {date} at the latest', {
      date: formatShortDate(taken, lang),
    });
  }
  const nights = nightsBetween(checkIn, date);
  if (nights < rules.minimumNights) {
    return translate(lang, 'The minimum stay is {count} nights', { count: rules.minimumNights });
  }
  return null;
}

/** A stay given in a link (`?check_in=&check_out=`) if it can be booked by these rules; else none. */
export function staySelectionFrom(
  checkIn: string | null,
  checkOut: string | null,
  rules: CalendarRules,
): StaySelection {
  if (!checkIn || !isIsoDate(checkIn) || !canCheckIn(checkIn, rules)) return noStay;
  if (!checkOut || !isIsoDate(checkOut) || checkOutProblem(checkIn, checkOut, rules)) {
    return { checkIn, checkOut: null };
  }
  return { checkIn, checkOut };
}

/**
 * A click on `date`: with a check-in and no check-out, a later day that makes a bookable stay is the
 * check-out; otherwise a day that can start a stay is the new check-in. `message` says why a click did not do
 * what it might seem to.
 */
export function pickDate(
  stay: StaySelection,
  date: string,
  rules: CalendarRules,
  lang: Lang = 'en',
): { stay: StaySelection; message: string | null } {
  if (stay.checkIn && !stay.checkOut && date > stay.checkIn) {
    const problem = checkOutProblem(stay.checkIn, date, rules, lang);
    if (!problem) return { stay: { checkIn: stay.checkIn, checkOut: date }, message: null };
    return { stay, message: problem };
  }
  if (canCheckIn(date, rules)) return { stay: { checkIn: date, checkOut: null }, message: null };
  return { stay, message: whyNoCheckIn(date, rules, lang) };
}

/** Why a stay cannot start on `date`, naming the night in the way. */
function whyNoCheckIn(date: string, rules: CalendarRules, lang: Lang): string {
  if (date < rules.today) return translate(lang, 'That day has passed');
  const taken = firstBookedNight(date, addDays(date, rules.minimumNights), rules.blocked);
  if (taken === date) {
    return translate(lang, 'The night of {date} is booked', { date: formatShortDate(date, lang) });
  }
  return taken
    ? translate(
        lang,
        'No check-in on {date}: the minimum stay is {count} nights and the night of {taken} is booked',
        {
          date: formatShortDate(date, lang),
          count: rules.minimumNights,
          taken: formatShortDate(taken, lang),
        },
      )
    : translate(lang, 'Those dates are too far ahead');
}

/** How a day stands for the chosen stay. */
export function dayState(date: string, stay: StaySelection): 'check-in' | 'check-out' | 'in-stay' | null {
  if (date === stay.checkIn) return 'check-in';
  if (date === stay.checkOut) return 'check-out';
  if (stay.checkIn && stay.checkOut && date > stay.checkIn && date < stay.checkOut) return 'in-stay';
  return null;
}

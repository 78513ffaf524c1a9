import { dateParts, frenchDateWords } from '#common/guest-dates.ts';
import type { Lang } from '#common/translations.ts';

/**
 * Dates written out in Canadian English or French without `Intl` (issue 29, issue 28). In the browser the
 * first `Intl` formatter a page makes loads the locale's ICU data, and `toLocaleString('en-CA')` makes a new
 * formatter on every call: on a slowed phone the listing's cards and the calendars' labels took 100–300 ms
 * of the main thread for it while the page hydrated. The texts are the ones `Intl` gives for 'en-CA' and
 * 'fr-CA' (plain-format.test.ts compares them); they are `YYYY-MM-DD` days, read as such (no time zone).
 */

interface DateWords {
  months: readonly string[];
  shortMonths: readonly string[];
  weekdays: readonly string[];
  shortWeekdays: readonly string[];
}

const englishMonths = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const englishWeekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const words: Record<Lang, DateWords> = {
  en: {
    months: englishMonths,
    shortMonths: englishMonths.map((month) => month.slice(0, 3)),
    weekdays: englishWeekdays,
    shortWeekdays: englishWeekdays.map((day) => day.slice(0, 3)),
  },
  fr: frenchDateWords,
};

/** The calendar's weekday headings, Sunday first: short ("Sun", "dim.") and long ("Sunday", "dimanche"). */
export function weekdayNames(lang: Lang = 'en'): Array<{ short: string; long: string }> {
  const { weekdays, shortWeekdays } = words[lang];
  return weekdays.map((long, i) => ({ short: shortWeekdays[i] as string, long }));
}

/** "Saturday, November 28, 2026"; in French "samedi 28 novembre 2026" */
export function formatLongDate(date: string, lang: Lang = 'en'): string {
  const { year, month, day, weekday } = dateParts(date);
  const { weekdays, months } = words[lang];
  return lang === 'fr'
    ? `${weekdays[weekday]} ${day} ${months[month - 1]} ${year}`
    : `${weekdays[weekday]}, ${months[month - 1]} ${day}, ${year}`;
}

/** "Sat, Nov 28"; in French "sam. 28 nov." */
export function formatShortDate(date: string, lang: Lang = 'en'): string {
  const { month, day, weekday } = dateParts(date);
  const { shortWeekdays, shortMonths } = words[lang];
  return lang === 'fr'
    ? `${shortWeekdays[weekday]} ${day} ${shortMonths[month - 1]}`
    : `${shortWeekdays[weekday]}, ${shortMonths[month - 1]} ${day}`;
}

/** "November 2026" ("novembre 2026"), from a `YYYY-MM` month or a `YYYY-MM-DD` day */
export function formatMonth(month: string, lang: Lang = 'en'): string {
  const { year, month: index } = dateParts(month.length === 7 ? `${month}-01` : month);
  return `${words[lang].months[index - 1]} ${year}`;
}

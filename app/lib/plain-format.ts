/**
 * Dates written out in Canadian English without `Intl` (issue 29). In the browser the first
 * `Intl` formatter a page makes loads the locale's ICU data, and `toLocaleString('en-CA')` makes a new
 * formatter on every call: on a slowed phone the listing's cards and the calendars' labels took 100–300 ms
 * of the main thread for it while the page hydrated. The texts are the ones `Intl` gives for 'en-CA'
 * (plain-format.test.ts compares them); they are `YYYY-MM-DD` days, read as such (no time zone).
 */

const months = [
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
const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function partsOf(date: string) {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day, weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay() };
}

/** "Saturday, November 28, 2026" */
export function formatLongDate(date: string): string {
  const { year, month, day, weekday } = partsOf(date);
  return `${weekdays[weekday]}, ${months[month - 1]} ${day}, ${year}`;
}

/** "Sat, Nov 28" */
export function formatShortDate(date: string): string {
  const { month, day, weekday } = partsOf(date);
  return `${weekdays[weekday]?.slice(0, 3)}, ${months[month - 1]?.slice(0, 3)} ${day}`;
}

/** "November 2026", from a `YYYY-MM` month or a `YYYY-MM-DD` day */
export function formatMonth(month: string): string {
  const { year, month: index } = partsOf(month.length === 7 ? `${month}-01` : month);
  return `${months[index - 1]} ${year}`;
}

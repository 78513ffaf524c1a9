import type { Lang } from './translations.ts';

/**
 * Dates and times in French (fr-CA) for a guest reading French (issue 28): the guide and the guest emails.
 * Built from numbers, as the English ones are (app/lib/format/date-time.ts): the same text on the server and in
 * every browser, with no locale data to load. Times read "16 h 00", days "samedi 28 novembre 2026" or
 * "sam. 28 nov.".
 */

/**
 * The French names of months and weekdays, as fr-CA writes them (the abbreviations are not a fixed length:
 * "janv.", "mai", "juill."). The guide's and the mails' dates below and the public pages' (app/lib/format/plain-format.ts)
 * use these.
 */
export const frenchDateWords = {
  months: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
  shortMonths: [
    'janv.',
    'févr.',
    'mars',
    'avr.',
    'mai',
    'juin',
    'juill.',
    'août',
    'sept.',
    'oct.',
    'nov.',
    'déc.',
  ],
  weekdays: ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'],
  shortWeekdays: ['dim.', 'lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.'],
} as const;

/** The numbers of a calendar day `YYYY-MM-DD` and its weekday (0 = Sunday), read as such (no time zone). */
export function dateParts(date: string) {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day, weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay() };
}

/** "16:00" → "16 h 00", "9:30" → "9 h 30"; anything else is shown as it was entered. */
export function frenchClockTime(time: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!match || Number(match[1]) > 23) return time.trim();
  return `${Number(match[1])} h ${match[2]}`;
}

/** A calendar day `YYYY-MM-DD` as "samedi 28 novembre 2026". */
export function frenchLongDate(date: string): string {
  const { year, month, day, weekday } = dateParts(date);
  const { weekdays, months } = frenchDateWords;
  return `${weekdays[weekday]} ${day === 1 ? '1er' : day} ${months[month - 1]} ${year}`;
}

/** A calendar day `YYYY-MM-DD` as "sam. 28 nov." (with the year: "sam. 28 nov. 2026"). */
export function frenchShortDate(date: string, withYear = false): string {
  const { year, month, day, weekday } = dateParts(date);
  const text = `${frenchDateWords.shortWeekdays[weekday]} ${day} ${frenchDateWords.shortMonths[month - 1]}`;
  return withYear ? `${text} ${year}` : text;
}

/** The numbers of a wall-clock instant, as the site's zonedParts gives them. */
interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minutes: string;
}

const dayOf = (p: WallClock) =>
  `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;

/** "ven. 12 déc. à 0 h 00": when withheld codes appear. */
export const frenchRelease = (p: WallClock) => `${frenchShortDate(dayOf(p))} à ${p.hour} h ${p.minutes}`;

/** "27 nov. 2026 à 16 h 05": an instant (when the guide was last updated, when a copy was saved). */
export const frenchDateTime = (p: WallClock) =>
  `${p.day} ${frenchDateWords.shortMonths[p.month - 1]} ${p.year} à ${p.hour} h ${p.minutes}`;

/** A stay date in a guest email: English keeps the date as staff see it (YYYY-MM-DD); French writes it out. */
export const mailDate = (date: string, lang: Lang) => (lang === 'fr' ? frenchLongDate(date) : date);

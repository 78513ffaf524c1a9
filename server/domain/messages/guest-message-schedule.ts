import type { MessageKind } from '#common/guest-messages.ts';
import { addDays, zonedInstant } from '#common/site-dates.ts';

/**
 * When each message kind is due, in the site's time zone (issue 25): the guide `guideDaysBefore` days
 * before arrival at 10:00, the arrival note on arrival day at 09:00, the checkout reminder at 18:00 the
 * evening before departure, the thank-you at 11:00 the day after departure.
 */
export function messageDueAt(
  kind: MessageKind,
  stay: { arrival: string; departure: string },
  guideDaysBefore: number,
  timeZone: string,
): Date {
  switch (kind) {
    case 'guide':
      return zonedInstant(addDays(stay.arrival, -guideDaysBefore), '10:00', timeZone);
    case 'arrival':
      return zonedInstant(stay.arrival, '09:00', timeZone);
    case 'checkout':
      return zonedInstant(addDays(stay.departure, -1), '18:00', timeZone);
    case 'after':
      return zonedInstant(addDays(stay.departure, 1), '11:00', timeZone);
  }
}

/**
 * The moment after which a kind is of no use and is not planned (a row still `scheduled` then is
 * cancelled at the next planning), in the site's time zone. Until then a kind already due is sent at once
 * (a stay added late, a kind switched on late):
 * - guide: while the stay's link works, until 12:00 the day after departure (the stays' access rule), so a
 *   stay entered on its departure day still gets its link;
 * - arrival: until the end of arrival day ("your door code is in your guide from today");
 * - checkout: until 00:00 on departure day (a reminder for tomorrow, no later);
 * - after: until the end of the third day after departure (the thank-you is still natural then, and its
 *   review link lives 30 days), so a retrying thank-you is not dropped by the guide's noon limit.
 */
export function lastUsefulAt(
  kind: MessageKind,
  stay: { arrival: string; departure: string },
  timeZone: string,
): Date {
  switch (kind) {
    case 'guide':
      return zonedInstant(addDays(stay.departure, 1), '12:00', timeZone);
    case 'arrival':
      return zonedInstant(addDays(stay.arrival, 1), '00:00', timeZone);
    case 'checkout':
      return zonedInstant(stay.departure, '00:00', timeZone);
    case 'after':
      return zonedInstant(addDays(stay.departure, afterUsefulDays + 1), '00:00', timeZone);
  }
}

/** Days after departure during which the thank-you still goes out (to the end of the last one). */
export const afterUsefulDays = 3;

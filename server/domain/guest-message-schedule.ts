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
 * A message due before now is still sent at once (a stay added late, a kind switched on late) until the
 * stay's link stops working at 12:00 the day after departure (the stays' access rule): after that a mail
 * pointing to the guide is of no use, so stays entered after the fact send nothing.
 */
export const lastUsefulAt = (departure: string, timeZone: string): Date =>
  zonedInstant(addDays(departure, 1), '12:00', timeZone);

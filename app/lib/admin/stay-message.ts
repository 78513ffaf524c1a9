import type { Stay, StayStatus } from '#common/stay.ts';
import { formatStayDate } from '../welcome/format.ts';

/** A stay's dates as staff and guests read them: "Fri 12 Dec 2026 to Mon 15 Dec 2026". */
export const stayDates = (stay: Pick<Stay, 'arrival' | 'departure'>) =>
  `${formatStayDate(stay.arrival)} to ${formatStayDate(stay.departure)}`;

/**
 * The ready-to-paste message that hands a guest their link (issue 10's words), in the stay's language and
 * greeting the guest by first name (issue 43, item 5). It is written for the guest, not for staff: its French
 * is here rather than in the back office's (English) screens.
 */
export function stayMessage(
  stay: Pick<Stay, 'guest_name' | 'arrival' | 'departure' | 'link'> & { language?: string },
  property: string,
) {
  const name = stay.guest_name.trim().split(/\s+/)[0] ?? '';
  if (stay.language === 'fr') {
    const from = formatStayDate(stay.arrival, 'fr');
    const to = formatStayDate(stay.departure, 'fr');
    return `Bonjour ${name}, voici votre guide de ${property} pour votre séjour du ${from} au ${to}\u00a0: ${stay.link}`;
  }
  return `Hi ${name}, here is your guide to ${property} for ${stayDates(stay)}: ${stay.link}`;
}

/** The thank-you message that asks a guest for a review (the stay's review link). */
export function reviewMessage(stay: Pick<Stay, 'guest_name'> & { review_link: string }, property: string) {
  return `Hi ${stay.guest_name}, thank you for staying at ${property}! If you have a minute, other travellers would love to hear how it went: ${stay.review_link}`;
}

export const stayStatusLabels: Record<StayStatus, string> = {
  upcoming: 'Upcoming',
  current: 'Staying now',
  ended: 'Ended',
  revoked: 'Revoked',
  cancelled: 'Cancelled',
};

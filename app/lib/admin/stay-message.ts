import type { Stay, StayStatus } from '#common/stay.ts';
import { formatStayDate } from '../welcome/format.ts';

/** A stay's dates as staff and guests read them: "Fri 12 Dec 2026 to Mon 15 Dec 2026". */
export const stayDates = (stay: Pick<Stay, 'arrival' | 'departure'>) =>
  `${formatStayDate(stay.arrival)} to ${formatStayDate(stay.departure)}`;

/** The ready-to-paste message that hands a guest their link (issue 10's words). */
export function stayMessage(
  stay: Pick<Stay, 'guest_name' | 'arrival' | 'departure' | 'link'>,
  property: string,
) {
  return `Hi ${stay.guest_name}, here is your guide to ${property} for ${stayDates(stay)}: ${stay.link}`;
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

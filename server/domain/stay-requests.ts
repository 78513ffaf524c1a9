import { hours } from '#common/durations.ts';
import { type StayRequest, stayRequestKinds } from '#common/enquiry.ts';
import { AttemptRefused } from './attempts.ts';
import type { DomainContext } from './context.ts';
import { createEnquiry } from './enquiries.ts';
import { forbidden, unauthorized } from './errors.ts';
import type { Limiters } from './limits.ts';
import type { GuestSession } from './sessions.ts';

/**
 * A guest's request from the stay page (early check-in, late checkout, something else): an enquiry linked to
 * the stay, mailed to staff like the contact form's, who answer by e-mail. Only a stay's guest may send one,
 * for the property of the stay: a password login has no stay to link it to.
 */

/** Who may send a request for `propertyId`: the stay's id, or the refusal (401, 403). */
export function requestingStay(session: GuestSession | null, propertyId: number): number {
  if (!session) throw unauthorized('Please open your personal stay link to send a request');
  if (session.propertyId !== propertyId) throw forbidden('Your guest login is for another property');
  if (session.stayId === null || !session.stay) {
    throw forbidden('Requests are sent from your personal stay link: ask us for it');
  }
  return session.stayId;
}

const hourMs = hours(1);

/** "Please wait 3 hours", in the words a guest reads (the window is a day, so minutes would be silly). */
function requestWaitMessage(ms: number): string {
  const hours = Math.ceil(ms / hourMs);
  const wait =
    ms >= hourMs
      ? `${hours} hour${hours === 1 ? '' : 's'}`
      : `${Math.max(1, Math.ceil(ms / 60_000))} minutes`;
  return `You have sent 5 requests today. Please wait ${wait}, or call us.`;
}

/**
 * Stores the request (the message says what, for which home and stay, so the mail stands alone), once the
 * stay's daily allowance has a slot for it (AttemptRefused otherwise: 5 a day per stay).
 */
export async function sendStayRequest(
  ctx: DomainContext,
  limiters: Limiters,
  session: GuestSession,
  stayId: number,
  request: StayRequest,
) {
  const wait = await limiters.attempts.reserve([
    { limit: limiters.limits.requestsPerStay, subject: String(stayId) },
  ]);
  if (wait > 0) throw new AttemptRefused(requestWaitMessage(wait), Math.ceil(wait / 1000));
  const property = await ctx.db
    .selectFrom('properties')
    .select('name')
    .where('id', '=', session.propertyId)
    .executeTakeFirst();
  const stay = session.stay!;
  const [firstName = '', ...rest] = stay.guest_name.trim().split(/\s+/);
  const heading = `${stayRequestKinds[request.kind]} requested for ${property?.name ?? 'the home'}, stay ${stay.arrival} to ${stay.departure}.`;
  return createEnquiry(
    ctx,
    {
      firstName,
      lastName: rest.join(' '),
      email: request.email,
      phone: '',
      message: request.message ? `${heading}\n\n${request.message}` : heading,
    },
    { kind: request.kind, stayId },
  );
}

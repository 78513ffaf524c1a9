import { type StayRequest, stayRequestKinds } from '#common/enquiry.ts';
import type { DomainContext } from './context.ts';
import { createEnquiry } from './enquiries.ts';
import { forbidden, unauthorized } from './errors.ts';
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

/** Stores the request (the message says what, for which home and stay, so the mail stands alone). */
export async function sendStayRequest(
  ctx: DomainContext,
  session: GuestSession,
  stayId: number,
  request: StayRequest,
) {
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

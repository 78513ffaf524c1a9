import { messages } from '#common/messages.ts';
import { guestLoginFailed } from '../loading/load-failure.ts';

/**
 * What the login form shows when the domain refused a login that passed the checks, as Conform's reply
 * options (ADR 0049): a wrong password at its field; anything else for the form, docs/spec.md's "Error
 * logging in: Guest login failed{status} {statusText}" then a friendlier sentence under it.
 */
export interface GuestLoginRefusal {
  fieldErrors?: { password: string[] };
  /** the headline, then the friendlier sentence shown under it */
  formErrors?: [string, string];
}

export const welcomeNotFoundMessage =
  'We could not find a welcome page for this property. Please check the link in your booking details, or contact us.';
export const loginFailedMessage = 'Something went wrong on our side. Please try again in a moment.';

/** The refusal of a login (status as the API's) as the form shows it. */
export function guestLoginRefusal(refusal: { status: number; message: string }): GuestLoginRefusal {
  switch (refusal.status) {
    case 401:
      return { fieldErrors: { password: [refusal.message || messages.invalidGuestPassword] } };
    case 404:
      return { formErrors: [guestLoginFailed(404), welcomeNotFoundMessage] };
    case 429:
      return {
        formErrors: [
          guestLoginFailed(429),
          refusal.message || 'Too many attempts. Please wait a few minutes and try again.',
        ],
      };
    default:
      return { formErrors: [guestLoginFailed(refusal.status), loginFailedMessage] };
  }
}

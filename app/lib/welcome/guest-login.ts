import { guestLoginSchema } from '../../../common/auth.ts';
import { messages } from '../../../common/messages.ts';

export type GuestLoginField = 'password' | 'stay_duration';

/** What the login form shows after a failed attempt: per-field messages and/or one for the whole form. */
export interface GuestLoginProblems {
  fields: Partial<Record<GuestLoginField, string>>;
  form?: string;
}

const loginFields: readonly GuestLoginField[] = ['password', 'stay_duration'];

const isLoginField = (name: unknown): name is GuestLoginField =>
  typeof name === 'string' && (loginFields as readonly string[]).includes(name);

/** The browser-side check, with the API's own rules and texts (SPEC.md section 5). */
export function validateGuestLogin(values: { password: string; stay_duration: string }): GuestLoginProblems {
  const result = guestLoginSchema.safeParse(values);
  const fields: GuestLoginProblems['fields'] = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const name = issue.path[0];
      if (isLoginField(name)) fields[name] ??= issue.message;
    }
  }
  return { fields };
}

export const hasProblems = (problems: GuestLoginProblems | undefined): problems is GuestLoginProblems =>
  problems !== undefined && (problems.form !== undefined || Object.keys(problems.fields).length > 0);

export const welcomeNotFoundMessage =
  'We could not find a welcome page for this property. Please check the link in your booking details, or contact us.';
export const loginFailedMessage = 'Something went wrong on our side. Please try again in a moment.';

/** Maps an answer of POST /properties/{id}/guest-login that is not a 200 to what the form shows. */
export function guestLoginProblems(answer: { status: number; body: unknown }): GuestLoginProblems {
  const body = (answer.body ?? {}) as { message?: unknown; fields?: unknown };
  const message = typeof body.message === 'string' ? body.message : undefined;
  switch (answer.status) {
    case 400: {
      const fields: GuestLoginProblems['fields'] = {};
      if (body.fields && typeof body.fields === 'object') {
        for (const [name, text] of Object.entries(body.fields)) {
          if (isLoginField(name) && typeof text === 'string') fields[name] ??= text;
        }
      }
      return Object.keys(fields).length > 0 ? { fields } : { fields, form: message ?? loginFailedMessage };
    }
    case 401:
      return { fields: { password: message ?? messages.invalidGuestPassword } };
    case 404:
      return { fields: {}, form: welcomeNotFoundMessage };
    case 429:
      return { fields: {}, form: message ?? 'Too many attempts. Please wait a few minutes and try again.' };
    default:
      return { fields: {}, form: loginFailedMessage };
  }
}

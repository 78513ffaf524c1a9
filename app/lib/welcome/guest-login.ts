import { type GuestLogin, guestLoginSchema } from '#common/auth.ts';
import { messages } from '#common/messages.ts';
import { guestLoginFailed } from '../load-failure.ts';

export type GuestLoginField = 'password' | 'stay_duration';

/** What the login form shows after a failed attempt: per-field messages and/or one for the whole form. */
export interface GuestLoginProblems {
  fields: Partial<Record<GuestLoginField, string>>;
  form?: string;
  /** A friendlier sentence shown under `form`. */
  formDetail?: string;
}

const loginFields: readonly GuestLoginField[] = ['password', 'stay_duration'];

const isLoginField = (name: unknown): name is GuestLoginField =>
  typeof name === 'string' && (loginFields as readonly string[]).includes(name);

/**
 * Checks what was typed with the API's own schema and texts (docs/spec.md section 5): in the browser before
 * sending, and in the page action before the domain is asked.
 */
export function parseGuestLogin(values: {
  password: string;
  stay_duration: string;
}): { ok: true; login: GuestLogin } | { ok: false; problems: GuestLoginProblems } {
  const result = guestLoginSchema.safeParse(values);
  if (result.success) return { ok: true, login: result.data };
  const fields: GuestLoginProblems['fields'] = {};
  for (const issue of result.error.issues) {
    const name = issue.path[0];
    if (isLoginField(name)) fields[name] ??= issue.message;
  }
  return { ok: false, problems: { fields } };
}

/** The browser-side check: the problems of `parseGuestLogin`, none when the values pass. */
export function validateGuestLogin(values: { password: string; stay_duration: string }): GuestLoginProblems {
  const result = parseGuestLogin(values);
  return result.ok ? { fields: {} } : result.problems;
}

export const hasProblems = (problems: GuestLoginProblems | undefined): problems is GuestLoginProblems =>
  problems !== undefined && (problems.form !== undefined || Object.keys(problems.fields).length > 0);

export const welcomeNotFoundMessage =
  'We could not find a welcome page for this property. Please check the link in your booking details, or contact us.';
export const loginFailedMessage = 'Something went wrong on our side. Please try again in a moment.';

/**
 * What the form shows when the domain refused a login that passed the checks (status as the API's): a
 * wrong password at its field; anything else inline for the form, docs/spec.md's "Error logging in: Guest login
 * failed{status} {statusText}" with a friendlier sentence under it.
 */
export function guestLoginRefusal(refusal: { status: number; message: string }): GuestLoginProblems {
  switch (refusal.status) {
    case 401:
      return { fields: { password: refusal.message || messages.invalidGuestPassword } };
    case 404:
      return { fields: {}, form: guestLoginFailed(404), formDetail: welcomeNotFoundMessage };
    case 429:
      return {
        fields: {},
        form: guestLoginFailed(429),
        formDetail: refusal.message || 'Too many attempts. Please wait a few minutes and try again.',
      };
    default:
      return { fields: {}, form: guestLoginFailed(refusal.status), formDetail: loginFailedMessage };
  }
}

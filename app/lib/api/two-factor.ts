import { z } from 'zod';
import { loginAnswerSchema } from '#common/auth.ts';
import type { SiteContentSettingsResponse } from '#common/site-content.ts';
import {
  type adminLoginWithCodeSchema,
  enrolmentSchema,
  recoveryCodesSchema,
  twoFactorStatusSchema,
} from '#common/two-factor.ts';
import { call, send } from './call.ts';

const requirementSchema = z.object({ require_two_factor_for_admins: z.boolean() });

/** Your own two-factor sign-in (`/users/me/two-factor`, ADR 0043) and the code step of the login. */
export const twoFactor = {
  status: (signal?: AbortSignal) => call(twoFactorStatusSchema, '/users/me/two-factor', { signal }),
  start: () => call(enrolmentSchema, '/users/me/two-factor', { method: 'POST' }),
  confirm: (code: string) => call(recoveryCodesSchema, '/users/me/two-factor/confirm', { json: { code } }),
  newRecoveryCodes: (code: string) =>
    call(recoveryCodesSchema, '/users/me/two-factor/recovery-codes', { json: { code } }),
  disable: (password: string, code: string) =>
    send('/users/me/two-factor/disable', { method: 'POST', json: { password, code } }),
  /** The code step, after the password step answered `two_factor_required`. */
  logInWithCode: (code: string) =>
    call(loginAnswerSchema, '/users/auth/login/two-factor', { json: { code } }),
  /** Whether the site requires admins to use it (part of the site settings). */
  requirement: (signal?: AbortSignal) => call(requirementSchema, '/settings', { signal }),
  /** Saves the requirement with the settings as they are (PUT /settings takes every content setting). */
  saveRequirement: (settings: SiteContentSettingsResponse, required: boolean) => {
    const { updated_at: _read, translations: _unchanged, ...fields } = settings;
    return call(requirementSchema, '/settings', {
      method: 'PUT',
      json: { ...fields, require_two_factor_for_admins: required },
    });
  },
  /** Password and code together: for a browser that strangers' failures hold back. */
  logInAtOnce: (login: z.output<typeof adminLoginWithCodeSchema>) =>
    call(loginAnswerSchema, '/users/auth/login', { json: login }),
};

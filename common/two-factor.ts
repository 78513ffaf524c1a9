import { z } from 'zod';
import { adminLoginSchema } from './auth.ts';

/**
 * Two-factor sign-in for staff (issue 39, ADR 0043): the shapes the API and the back office share.
 * A code is the 6 digits an authenticator app shows, or one of the recovery codes (`abcde-fghjk`).
 */
export const codeSchema = z
  .string({ message: 'Enter the code' })
  .trim()
  .min(1, 'Enter the code')
  .max(32, 'Codes are at most 32 characters');

export const codeBodySchema = z.object({ code: codeSchema });

/** The login's body; with `code`, password and code are checked together in one step (ADR 0043). */
export const adminLoginWithCodeSchema = adminLoginSchema.extend({ code: codeSchema.optional() });

export const disableTwoFactorSchema = z.object({
  password: z.string({ message: 'Enter your password' }).min(1, 'Enter your password').max(200),
  code: codeSchema,
});

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** the site setting asks this user (an admin) to have it on */
  required: z.boolean(),
  recovery_codes_left: z.number().int(),
});

export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** A new secret: the otpauth:// address (shown as a QR code) and the secret for typing in by hand. */
export const enrolmentSchema = z.object({ secret: z.string(), otpauth_uri: z.string() });

export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });

/** The password step's answer when the account has 2FA on: no session yet, a code is asked next. */
export const codeNeededSchema = z.object({ two_factor_required: z.literal(true), message: z.string() });

export const codeNeededMessage = 'Enter the 6-digit code from your authenticator app';

/** Where the back office sends an admin the site requires to enrol. */
export const twoFactorSetupPath = '/admin/users?two-factor=setup';

export const invalidCode = 'Invalid code';
export const invalidLoginOrCode = 'Invalid username, password or code';
export const loginTookTooLong = 'Your sign-in took too long. Please log in again.';
export const twoFactorSetupMessage =
  'This site requires admins to use two-factor sign-in: turn it on in your profile first';

import { dictionary } from '@zxcvbn-ts/language-common';
import { z } from 'zod';
import { createUserSchema, newPasswordSchema, updateUserSchema } from './auth.ts';
import { messages } from './messages.ts';

/**
 * The common and breached passwords a staff password may not be (issue 39; OWASP, NIST SP 800-63B 5.1.1.2):
 * the ~49,000 most common passwords of the maintained zxcvbn-ts list (@zxcvbn-ts/language-common, MIT),
 * shipped with the package, never fetched at run time. Server-side only: the browser forms check the
 * length and show the server's answer for the list, so the list stays out of the browser bundle.
 */
let common: Set<string> | undefined;

/** Whether a password is on the list, compared without case; the Set is built once, on first use. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}

/** A new staff password: the length rule of common/auth.ts and not on the list. */
export const staffPasswordSchema = newPasswordSchema.refine((p) => !isCommonPassword(p), {
  message: messages.passwordTooCommon,
});

/** The bodies of POST /users and PUT /users/{id} as the server checks them. */
export const createUserBodySchema = createUserSchema.extend({ password: staffPasswordSchema });
export const updateUserBodySchema = updateUserSchema.extend({
  password: z
    .union([z.literal(''), staffPasswordSchema])
    .optional()
    .default(''),
});

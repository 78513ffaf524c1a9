import { z } from 'zod';
import { stayLimits } from './guest-login-limits.ts';
import { idMessages, readId } from './id.ts';
import { messages } from './messages.ts';

/**
 * The rules for a back-office user name and password (docs/spec.md section 5), stated once: the schemas
 * below, the ADMIN_USERNAME and ADMIN_PASSWORD settings (server/config.ts) and the add-user form's hint
 * all read them.
 */
export const usernameRules = { min: 3, max: 64, characters: /^[A-Za-z0-9._-]+$/ } as const;
export const passwordRules = { min: 6, max: 200 } as const;
/**
 * A new staff password (issue 39, docs/decisions/0039-staff-passwords.md): OWASP and NIST SP 800-63B ask
 * for at least 12 characters for every role and no password from a list of common or breached ones (the
 * list is checked on the server, common/common-passwords.ts). `passwordRules` stays what a login may be.
 */
export const newPasswordRules = { min: 12, max: passwordRules.max } as const;

/** What the add-user and profile forms say under their password field. */
export const passwordHint = `At least ${newPasswordRules.min} characters, not a common password.`;

export const usernameSchema = z
  .string({ message: messages.usernameRequired })
  .trim()
  .min(1, messages.usernameRequired)
  .min(usernameRules.min, messages.usernameTooShort)
  .max(usernameRules.max, `Maximum ${usernameRules.max} characters`)
  .regex(usernameRules.characters, messages.usernameCharacters);

export const passwordSchema = z
  .string({ message: messages.passwordRequired })
  .min(1, messages.passwordRequired)
  .min(passwordRules.min, messages.passwordTooShort)
  .max(passwordRules.max, `Maximum ${passwordRules.max} characters`);

/** A new staff password's length; the server adds the common-password list (common/common-passwords.ts). */
export const newPasswordSchema = z
  .string({ message: messages.passwordRequired })
  .min(1, messages.passwordRequired)
  .min(newPasswordRules.min, messages.newPasswordTooShort)
  .max(newPasswordRules.max, `Maximum ${newPasswordRules.max} characters`);

export const adminLoginSchema = z.object({
  name: usernameSchema,
  password: passwordSchema,
  rememberMe: z.boolean({ message: 'rememberMe must be true or false' }).optional().default(false),
});

export type AdminLogin = z.output<typeof adminLoginSchema>;

/**
 * What a back-office user may do (issue 24): `admin` everything; `manager` everything but users;
 * `housekeeping` the Today screen, the schedule and the property list, read-only, and never a door or
 * WiFi code, a guest's email, content or settings. The API enforces it on every route; the back office
 * hides what a role cannot use.
 */
export const roles = ['admin', 'manager', 'housekeeping'] as const;
export type Role = (typeof roles)[number];
export const roleSchema = z.enum(roles, { message: 'Role must be admin, manager or housekeeping' });

/** Who may call an admin route that does not say otherwise: everyone but housekeeping. */
export const staffRoles: readonly Role[] = ['admin', 'manager'];
/** Whether a role may see door and WiFi codes and guests' emails. */
export const seesSecrets = (role: Role) => role !== 'housekeeping';

/** Adding a user; without a role they are an admin, as every user was before roles. */
export const createUserSchema = z.object({
  name: usernameSchema,
  password: newPasswordSchema,
  role: roleSchema.optional().default('admin'),
});

/** A whole number sent as a JSON number or as digits; `z.coerce` would also take true, [5] or ''. */
const wholeNumber = (message: string) =>
  z
    .union([z.number(), z.string()], { message })
    .transform((v) => (typeof v === 'number' ? v : /^\s*\d{1,15}\s*$/.test(v) ? Number(v) : Number.NaN))
    .pipe(z.number({ message }).int(message));

/** An id in a JSON body: a JSON number or its digits, by the one rule of common/id.ts. */
const bodyId = z
  .union([z.number(), z.string()], { message: 'The id must be a whole number' })
  .transform((value, ctx) => {
    const result = readId(value);
    if ('id' in result) return result.id;
    const message =
      result.problem === 'not-a-number' ? 'The id must be a whole number' : idMessages[result.problem];
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });

/** Updating a user: a blank password keeps the current one. */
export const updateUserSchema = z.object({
  id: bodyId.optional(),
  name: usernameSchema,
  password: z
    .union([z.literal(''), newPasswordSchema])
    .optional()
    .default(''),
  /** only an admin changes a role; absent keeps it */
  role: roleSchema.optional(),
});

export const guestLoginSchema = z.object({
  password: z
    .string({ message: messages.guestPasswordRequired })
    .min(1, messages.guestPasswordRequired)
    .max(200, 'Password must be at most 200 characters'),
  stay_duration: wholeNumber(messages.guestNightsInvalid).pipe(
    z
      .number()
      .min(stayLimits.minNights, messages.guestNightsInvalid)
      .max(stayLimits.maxNights, `Stays can be at most ${stayLimits.maxNights} nights`),
  ),
});

export type GuestLogin = z.output<typeof guestLoginSchema>;

/** An admin user as the API returns it (never with a password). */
export const userSchema = z.object({ id: z.number(), name: z.string(), role: roleSchema });

export type User = z.infer<typeof userSchema>;

/**
 * The login's answer: the user, and `password_change_required: true` when the password just given is below
 * the rule for a new staff password (issue 39); the session opens anyway, so existing users keep working.
 */
export const loginAnswerSchema = userSchema.extend({
  password_change_required: z.literal(true).optional(),
  /** the site requires this admin to turn two-factor sign-in on before the back office works (ADR 0043) */
  two_factor_setup_required: z.literal(true).optional(),
});

export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** Where the back office sends a user who should change their password: the profile form. */
export const passwordChangePath = '/admin/users?password=change';

/** A stored user row as a User: a role the code does not know gets the least access. */
export const toUser = (row: { id: number; name: string; role: string }): User => ({
  id: row.id,
  name: row.name,
  role: (roles as readonly string[]).includes(row.role) ? (row.role as Role) : 'housekeeping',
});

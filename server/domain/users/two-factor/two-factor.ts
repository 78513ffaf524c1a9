import type { User } from '#common/auth.ts';
import type { TwoFactorStatus } from '#common/two-factor.ts';
import { decoyPasswordHash, verifyPassword } from '../../access/passwords.ts';
import { countingFailures } from '../../limits/attempts.ts';
import type { Limiters } from '../../limits/limits.ts';
import { type DomainContext, inTransaction } from '../../shared/context.ts';
import { conflict, invalid } from '../../shared/errors.ts';
import { countUnusedRecoveryCodes, replaceRecoveryCodes, spendRecoveryCode } from './recovery-codes.ts';
import { isTotpCode, newTotpSecret, totpStep, totpUri } from './totp.ts';
import { readTwoFactorRequirement } from './two-factor-setting.ts';

/**
 * A staff user's second factor (issue 39, ADR 0043): a TOTP secret confirmed by a first code, and ten
 * single-use recovery codes. The secret is stored as the app holds it (base32): the project keeps no key
 * apart from the database to encrypt it with (door codes are stored the same way); sessions, recovery
 * codes and passwords are stored hashed.
 */

/** Which factor a sign-in used. */
export type SecondFactor = 'totp' | 'recovery';

/** The user's confirmed secret and the step of the last code it accepted, or null without 2FA. */
async function confirmedSecret(ctx: DomainContext, userId: number) {
  const row = await ctx.db
    .selectFrom('user_two_factor')
    .select(['secret', 'last_step'])
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is not', null)
    .executeTakeFirst();
  return row ?? null;
}

export async function hasTwoFactor(ctx: DomainContext, userId: number): Promise<boolean> {
  return (await confirmedSecret(ctx, userId)) !== null;
}

/**
 * Spends a second factor: a one-time code valid now (±1 step) and newer than the last one accepted (one
 * conditional update, so a code is accepted once even by two nodes at once), or an unused recovery code.
 * Null when neither.
 */
export async function spendSecondFactor(
  ctx: DomainContext,
  userId: number,
  code: string,
): Promise<SecondFactor | null> {
  const row = await confirmedSecret(ctx, userId);
  if (!row) return null;
  if (!isTotpCode(code)) return (await spendRecoveryCode(ctx, userId, code)) ? 'recovery' : null;
  const step = totpStep(row.secret, code, ctx.now().getTime());
  if (step === null) return null;
  const result = await ctx.db
    .updateTable('user_two_factor')
    .set({ last_step: step })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? 'totp' : null;
}

/** Whether the site setting obliges this user to enrol before the back office works for them. */
export async function mustEnrolTwoFactor(ctx: DomainContext, user: Pick<User, 'id' | 'role'>) {
  if (user.role !== 'admin' || !(await readTwoFactorRequirement(ctx))) return false;
  return !(await hasTwoFactor(ctx, user.id));
}

export async function readTwoFactorStatus(ctx: DomainContext, user: User): Promise<TwoFactorStatus> {
  const enabled = await hasTwoFactor(ctx, user.id);
  return {
    enabled,
    required: user.role === 'admin' && (await readTwoFactorRequirement(ctx)),
    recovery_codes_left: enabled ? await countUnusedRecoveryCodes(ctx, user.id) : 0,
  };
}

/**
 * Starts (or starts again) enrolment: a new secret, unconfirmed until `confirmTwoFactor` sees a code of
 * it. A user who has 2FA on must turn it off first (409), so a stolen session cannot swap the secret.
 */
export async function startTwoFactorEnrolment(ctx: DomainContext, user: User) {
  if (await hasTwoFactor(ctx, user.id)) throw conflict('Two-factor sign-in is already on');
  const secret = newTotpSecret();
  const now = ctx.now().toISOString();
  await ctx.db
    .insertInto('user_two_factor')
    .values({ user_id: user.id, secret, created_at: now, confirmed_at: null, last_step: null })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ secret, created_at: now, confirmed_at: null, last_step: null }),
    )
    .execute();
  return { secret, otpauth_uri: totpUri(secret, ctx.config.site.name, user.name) };
}

/** The count wrong codes go on, whatever asks for one: the account's (ADR 0043). */
export const codeCount = (limiters: Limiters, userId: number) => ({
  limit: limiters.limits.adminSecondFactorPerAccount,
  subject: `user:${userId}`,
});

const wrongCode = () =>
  invalid('That code is not right. Enter the newest code your app shows.', { code: 'Not the right code' });

/** Turns 2FA on with the first code of the new secret, and returns the recovery codes (shown once). */
export async function confirmTwoFactor(ctx: DomainContext, limiters: Limiters, user: User, code: string) {
  const pending = await ctx.db
    .selectFrom('user_two_factor')
    .select(['secret', 'confirmed_at'])
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (!pending || pending.confirmed_at !== null)
    throw conflict(pending ? 'Two-factor sign-in is already on' : 'Start the set-up first');
  const step = await countingFailures(
    limiters,
    codeCount(limiters, user.id),
    'code attempts',
    async () => totpStep(pending.secret, code, ctx.now().getTime()),
    (result) => result === null,
  );
  if (step === null) throw wrongCode();
  const now = ctx.now();
  return inTransaction(ctx, async ({ db }) => {
    const confirmed = await db
      .updateTable('user_two_factor')
      .set({ confirmed_at: now.toISOString(), last_step: step })
      .where('user_id', '=', user.id)
      .where('confirmed_at', 'is', null)
      .where('secret', '=', pending.secret)
      .executeTakeFirst();
    if (Number(confirmed.numUpdatedRows) !== 1) throw conflict('The set-up changed meanwhile: start again');
    return replaceRecoveryCodes(db, user.id, now);
  });
}

/** A code of the user's app or a recovery code, spent, counted on the account when wrong; else a 400. */
async function requireSecondFactor(ctx: DomainContext, limiters: Limiters, user: User, code: string) {
  const factor = await countingFailures(
    limiters,
    codeCount(limiters, user.id),
    'code attempts',
    () => spendSecondFactor(ctx, user.id, code),
    (result) => result === null,
  );
  if (!factor) throw wrongCode();
}

/** New recovery codes for a user with 2FA on, the old ones void; a valid code is asked first. */
export async function regenerateRecoveryCodes(
  ctx: DomainContext,
  limiters: Limiters,
  user: User,
  code: string,
) {
  if (!(await hasTwoFactor(ctx, user.id))) throw conflict('Two-factor sign-in is off');
  await requireSecondFactor(ctx, limiters, user, code);
  return replaceRecoveryCodes(ctx.db, user.id, ctx.now());
}

/**
 * Turns 2FA off with the user's password and a code (or a recovery code): a session left open on a shared
 * computer cannot take the second factor away. The admin requirement does not stop it; the back office
 * then asks the admin to enrol again.
 */
export async function disableTwoFactor(
  ctx: DomainContext,
  limiters: Limiters,
  user: User,
  input: { password: string; code: string },
) {
  if (!(await hasTwoFactor(ctx, user.id))) throw conflict('Two-factor sign-in is off');
  const row = await ctx.db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', user.id)
    .executeTakeFirst();
  const passwordRight = await countingFailures(
    limiters,
    codeCount(limiters, user.id),
    'code attempts',
    async () => verifyPassword(input.password, row?.password_hash ?? (await decoyPasswordHash())),
    (right) => !right,
  );
  if (!passwordRight) throw invalid('The password is not right', { password: 'Not your password' });
  await requireSecondFactor(ctx, limiters, user, input.code);
  await removeTwoFactor(ctx, user.id);
}

/** Deletes a user's secret and recovery codes (disabling, or an operator's recovery from the shell). */
export async function removeTwoFactor(ctx: Pick<DomainContext, 'db' | 'now'>, userId: number) {
  await inTransaction(ctx, async ({ db }) => {
    await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
    await db.deleteFrom('user_two_factor').where('user_id', '=', userId).execute();
  });
}

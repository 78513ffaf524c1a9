import type { AdminLogin, User } from '#common/auth.ts';
import { staffPasswordSchema } from '#common/common-passwords.ts';
import { messages } from '#common/messages.ts';
import { invalidCode, invalidLoginOrCode, loginTookTooLong } from '#common/two-factor.ts';
import { adminAccount } from '../access/known-devices.ts';
import { LoginThrottle, type LoginVisitor, loginLimits } from '../access/login-throttle.ts';
import { type IssuedSession, startAdminSession } from '../access/sessions.ts';
import { waitMessage } from '../limits/attempt-limiter.ts';
import { AttemptRefused } from '../limits/attempts.ts';
import type { Limiters } from '../limits/limits.ts';
import type { DomainContext, DomainLog } from '../shared/context.ts';
import { unauthenticated } from '../shared/errors.ts';
import { readPendingLogin, signPendingLogin } from './two-factor/pending-login.ts';
import { codeCount, hasTwoFactor, mustEnrolTwoFactor, spendSecondFactor } from './two-factor/two-factor.ts';
import { authenticateUser, findUser } from './users.ts';

/** A login that opened a session: the user, the session and the known-device token for the cookies. */
export interface SignedIn {
  kind: 'signed-in';
  user: User;
  session: IssuedSession;
  knownDevice: string;
  /** "Remember me": the session cookie lasts as long as the session, else as long as the browser runs. */
  remembered: boolean;
  /** The password given is below today's rule for a new one (issue 39): the back office asks for another. */
  passwordChangeRequired: boolean;
  /** The site requires this admin to enrol in two-factor sign-in first (ADR 0043). */
  setupRequired: boolean;
}

/** The password was right and the account has 2FA on: the code comes next, with this token. */
export interface CodeNeeded {
  kind: 'code-needed';
  pendingToken: string;
}

/**
 * A staff login: the throttle reserves the attempt first (429), then the password is compared (401,
 * counted); on success a session begins (a day, or 30 days remembered), unless the account has 2FA on:
 * then only a pending-login token, for `completeAdminLogin`. With `code` given, the one-step login.
 */
export async function logInAdmin(
  ctx: DomainContext,
  log: DomainLog,
  limiters: Limiters,
  visitor: LoginVisitor,
  login: AdminLogin & { code?: string | undefined },
): Promise<SignedIn | CodeNeeded> {
  if (login.code !== undefined) return logInAdminWithCode(ctx, log, limiters, visitor, login, login.code);
  const account = adminAccount(login.name);
  const throttle = await LoginThrottle.start(ctx, log, limiters, loginLimits.admin, account, visitor);
  const user = await throttle.attempt(() => authenticateUser(ctx, login.name, login.password));
  if (!user) throw unauthenticated(messages.invalidLogin);
  const weak = isWeak(login.password);
  if (await hasTwoFactor(ctx, user.id)) {
    await throttle.passwordAccepted();
    const pendingToken = await signPendingLogin(ctx, {
      userId: user.id,
      rememberMe: login.rememberMe,
      passwordChangeRequired: weak,
    });
    return { kind: 'code-needed', pendingToken };
  }
  return signIn(ctx, throttle, user, { rememberMe: login.rememberMe, passwordChangeRequired: weak });
}

/**
 * The code step: the pending-login token names the user whose password was right; a valid code (or an
 * unused recovery code) opens the session. Wrong codes count on this browser's own login counts and on
 * the account's code limit; the failures of other browsers never hold it back (ADR 0043).
 */
export async function completeAdminLogin(
  ctx: DomainContext,
  log: DomainLog,
  limiters: Limiters,
  visitor: LoginVisitor,
  pendingToken: string | undefined,
  code: string,
): Promise<SignedIn> {
  const pending = await readPendingLogin(ctx, pendingToken);
  const user = pending ? await findUser(ctx, pending.userId) : null;
  if (!pending || !user) throw unauthenticated(loginTookTooLong);
  const throttle = await secondFactorThrottle(ctx, log, limiters, visitor, user.name);
  const factor = await throttle.attempt(async () => {
    const wait = await throttle.reserveCode(codeCount(limiters, user.id));
    if (wait > 0) throw new AttemptRefused(waitMessage(wait, 'code attempts'), Math.ceil(wait / 1000));
    return spendSecondFactor(ctx, user.id, code);
  });
  if (!factor) throw unauthenticated(invalidCode);
  return signIn(ctx, throttle, user, pending);
}

/**
 * Password and code in one request (ADR 0043), for a browser the account's failures hold back: it is
 * not counted with strangers' failures per account, so the password is only ever confirmed together with
 * a valid code; every failure answers the same. The account's code limit counts only attempts whose
 * password was right, and when it is full the attempt fails as a wrong code would (a 429 there would
 * tell a guesser that the password was right).
 */
async function logInAdminWithCode(
  ctx: DomainContext,
  log: DomainLog,
  limiters: Limiters,
  visitor: LoginVisitor,
  login: AdminLogin,
  code: string,
): Promise<SignedIn> {
  const throttle = await secondFactorThrottle(ctx, log, limiters, visitor, login.name);
  const user = await throttle.attempt(() => authenticateUser(ctx, login.name, login.password));
  if (!user || !(await hasTwoFactor(ctx, user.id))) throw unauthenticated(invalidLoginOrCode);
  const wait = await throttle.reserveCode(codeCount(limiters, user.id));
  if (wait > 0) {
    log.warn({ userId: user.id }, 'code refused: too many wrong codes for this account');
    throw unauthenticated(invalidLoginOrCode);
  }
  if (!(await spendSecondFactor(ctx, user.id, code))) throw unauthenticated(invalidLoginOrCode);
  return signIn(ctx, throttle, user, {
    rememberMe: login.rememberMe,
    passwordChangeRequired: isWeak(login.password),
  });
}

const secondFactorThrottle = (
  ctx: DomainContext,
  log: DomainLog,
  limiters: Limiters,
  visitor: LoginVisitor,
  name: string,
) => LoginThrottle.start(ctx, log, limiters, loginLimits.admin, adminAccount(name), visitor, 'second-factor');

/** Known only while the plain password is at hand: below the rule for a new one (issue 39). */
const isWeak = (password: string) => !staffPasswordSchema.safeParse(password).success;

async function signIn(
  ctx: DomainContext,
  throttle: LoginThrottle,
  user: User,
  how: { rememberMe: boolean; passwordChangeRequired: boolean },
): Promise<SignedIn> {
  const session = await startAdminSession(ctx, user.id, how.rememberMe);
  const knownDevice = await throttle.succeeded();
  const setupRequired = await mustEnrolTwoFactor(ctx, user);
  const { passwordChangeRequired, rememberMe: remembered } = how;
  return { kind: 'signed-in', user, session, knownDevice, remembered, setupRequired, passwordChangeRequired };
}

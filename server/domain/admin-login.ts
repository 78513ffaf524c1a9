import type { AdminLogin, User } from '#common/auth.ts';
import { messages } from '#common/messages.ts';
import type { DomainContext, DomainLog } from './context.ts';
import { unauthorized } from './errors.ts';
import { adminAccount } from './known-devices.ts';
import type { Limiters } from './limits.ts';
import { LoginThrottle, type LoginVisitor, loginLimits } from './login-throttle.ts';
import { type IssuedSession, startAdminSession } from './sessions.ts';
import { authenticateUser } from './users.ts';

/**
 * A staff login: the throttle reserves the attempt first (429), then the password is compared (401,
 * counted); on success a session begins (a day, or 30 days remembered). Returns the user, the session and
 * the known-device token for the adapter's cookies.
 */
export async function logInAdmin(
  ctx: DomainContext,
  log: DomainLog,
  limiters: Limiters,
  visitor: LoginVisitor,
  login: AdminLogin,
): Promise<{ user: User; session: IssuedSession; knownDevice: string }> {
  const account = adminAccount(login.name);
  const throttle = await LoginThrottle.start(ctx, log, limiters, loginLimits.admin, account, visitor);
  const user = await throttle.attempt(() => authenticateUser(ctx, login.name, login.password));
  if (!user) throw unauthorized(messages.invalidLogin);
  const session = await startAdminSession(ctx, user.id, login.rememberMe);
  return { user, session, knownDevice: await throttle.succeeded() };
}

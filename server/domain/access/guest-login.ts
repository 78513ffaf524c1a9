import type { GuestLogin } from '#common/auth.ts';
import { messages } from '#common/messages.ts';
import type { Limiters } from '../limits/limits.ts';
import { checkGuestPassword } from '../properties/welcome-pages.ts';
import type { DomainContext, DomainLog } from '../shared/context.ts';
import { unauthenticated } from '../shared/errors.ts';
import { guestAccount } from './known-devices.ts';
import { LoginThrottle, type LoginVisitor, loginLimits } from './login-throttle.ts';
import { endGuestSession, type IssuedSession, startGuestSession } from './sessions.ts';

/** A guest's login to a property's welcome page, from the API or from the page's form post. */
export interface GuestVisitor extends LoginVisitor {
  /** the guest session the browser holds now, ended by a successful login */
  guestToken: string | undefined;
}

/**
 * The throttle reserves the attempt first (429), then the password is compared (401, counted; 404 without
 * a welcome page, not counted); on success the visitor's previous guest session ends and one lasting the
 * stay begins. Returns the session and the known-device token for the adapter's cookies.
 */
export async function logInGuest(
  ctx: DomainContext,
  log: DomainLog,
  limiters: Limiters,
  visitor: GuestVisitor,
  propertyId: number,
  login: GuestLogin,
): Promise<{ session: IssuedSession; knownDevice: string }> {
  const throttle = await LoginThrottle.start(
    ctx,
    log,
    limiters,
    loginLimits.guest,
    guestAccount(propertyId),
    visitor,
  );
  if (!(await throttle.attempt(() => checkGuestPassword(ctx, propertyId, login.password)))) {
    throw unauthenticated(messages.invalidGuestPassword);
  }
  await endGuestSession(ctx, visitor.guestToken);
  const session = await startGuestSession(ctx, propertyId, login.stay_duration);
  return { session, knownDevice: await throttle.succeeded() };
}

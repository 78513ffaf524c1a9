import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GuestLogin } from '#common/auth.ts';
import { messages } from '#common/messages.ts';
import { unauthorized } from '../domain/errors.ts';
import { guestAccount } from '../domain/known-devices.ts';
import { endGuestSession, type IssuedSession, startGuestSession } from '../domain/sessions.ts';
import { checkGuestPassword } from '../domain/welcome-pages.ts';
import { guestCookie, setSessionCookie } from './guards.ts';
import type { Limiters } from './limiters.ts';
import { LoginThrottle, loginLimits } from './login-throttle.ts';

/**
 * A guest logs in to a property's welcome page, from the API or from the page's form post: the login
 * throttle reserves the attempt first (429), then the password (401, counted; 404 without a welcome page,
 * not counted); on success the
 * visitor's previous guest session ends, one lasting the stay begins, and its cookie (plus the known-device
 * cookie) goes on `reply`.
 */
export async function logInGuest(
  request: FastifyRequest,
  reply: FastifyReply,
  limiters: Limiters,
  propertyId: number,
  login: GuestLogin,
): Promise<IssuedSession> {
  const domain = request.server.domain;
  const throttle = await LoginThrottle.start(request, limiters, loginLimits.guest, guestAccount(propertyId));
  if (!(await throttle.attempt(reply, () => checkGuestPassword(domain, propertyId, login.password)))) {
    throw unauthorized(messages.invalidGuestPassword);
  }
  await endGuestSession(domain, request.cookies[guestCookie]);
  const session = await startGuestSession(domain, propertyId, login.stay_duration);
  setSessionCookie(request, reply, guestCookie, session.token, session.expiresAt);
  await throttle.succeeded(reply);
  return session;
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GuestVisitor } from '../domain/access/guest-login.ts';
import { knownDeviceCookie, knownDeviceLifetimeMs } from '../domain/access/known-devices.ts';
import type { VisitorTokens } from '../domain/access/welcome-access.ts';
import { pendingLoginCookie, pendingLoginLifetimeMs } from '../domain/users/two-factor/pending-login.ts';

/**
 * The cookies of the site, shared by the API and the page adapters: what a request carries, read as the
 * plain values the domain's flows take, and the cookies their outcomes set.
 */
export const adminCookie = 'admin_session';
export const guestCookie = 'guest_session';

type WithCookies = { cookies: Record<string, string | undefined> };

/** Whether a request carries a session cookie of either kind (any value: by name, no database read). */
export const carriesSessionCookie = (request: WithCookies) =>
  request.cookies[adminCookie] !== undefined || request.cookies[guestCookie] !== undefined;

/** The request's session cookies, as the domain's access rules take them. */
export const visitorTokens = (request: WithCookies): VisitorTokens => ({
  admin: request.cookies[adminCookie],
  guest: request.cookies[guestCookie],
});

/** Who logs in: the address, the known-device token and the guest session the browser holds now. */
export const loginVisitor = (request: FastifyRequest): GuestVisitor => ({
  ip: request.ip,
  deviceToken: request.cookies[knownDeviceCookie],
  guestToken: request.cookies[guestCookie],
});

const cookieOptions = (request: FastifyRequest) =>
  ({
    httpOnly: true,
    sameSite: 'lax',
    secure: request.server.domain.config.secureCookies,
    path: '/',
  }) as const;

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  token: string,
  expiresAt: Date | undefined,
) {
  reply.setCookie(name, token, { ...cookieOptions(request), ...(expiresAt ? { expires: expiresAt } : {}) });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, name: string) {
  reply.clearCookie(name, cookieOptions(request));
}

/** The known-device cookie a successful login returns (ADR 0008): it outlives every session. */
export function setKnownDeviceCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(knownDeviceCookie, token, {
    ...cookieOptions(request),
    maxAge: knownDeviceLifetimeMs / 1000,
  });
}

/** Only the login calls read the pending-login cookie (ADR 0043). */
const pendingLoginPath = '/api/v1/users/auth';

/** The pending-login token between the password and the code: five minutes, the login calls only. */
export function setPendingLoginCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(pendingLoginCookie, token, {
    ...cookieOptions(request),
    path: pendingLoginPath,
    maxAge: pendingLoginLifetimeMs / 1000,
  });
}

export function clearPendingLoginCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(pendingLoginCookie, { ...cookieOptions(request), path: pendingLoginPath });
}

export const pendingLoginToken = (request: WithCookies) => request.cookies[pendingLoginCookie];

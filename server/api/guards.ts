import type { FastifyReply, FastifyRequest } from 'fastify';
import type { User } from '#common/auth.ts';
import { unauthorized } from '../domain/errors.ts';
import { findAdminSessionUser, findGuestSession, type GuestSession } from '../domain/sessions.ts';
import type { VisitorTokens } from '../domain/welcome-access.ts';

export const adminCookie = 'admin_session';
export const guestCookie = 'guest_session';

/** Whether a request carries a session cookie of either kind (any value: by name, no database read). */
export const carriesSessionCookie = (request: { cookies: Record<string, string | undefined> }) =>
  request.cookies[adminCookie] !== undefined || request.cookies[guestCookie] !== undefined;

/** The signed-in admin, or a 401. Cached on the request. */
export async function requireAdmin(request: FastifyRequest): Promise<User> {
  request.adminUser ??= await findAdminSessionUser(request.server.domain, request.cookies[adminCookie]);
  if (!request.adminUser) throw unauthorized('Please log in to continue');
  return request.adminUser;
}

export async function findGuest(request: FastifyRequest): Promise<GuestSession | null> {
  return findGuestSession(request.server.domain, request.cookies[guestCookie]);
}

/** The request's session cookies, as the domain's access rules take them. */
export const visitorTokens = (request: { cookies: Record<string, string | undefined> }): VisitorTokens => ({
  admin: request.cookies[adminCookie],
  guest: request.cookies[guestCookie],
});

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  token: string,
  expiresAt: Date | undefined,
) {
  reply.setCookie(name, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.server.domain.config.secureCookies,
    path: '/',
    ...(expiresAt ? { expires: expiresAt } : {}),
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, name: string) {
  reply.clearCookie(name, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.server.domain.config.secureCookies,
    path: '/',
  });
}

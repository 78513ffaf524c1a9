import type { FastifyReply, FastifyRequest } from 'fastify';
import { seesSecrets, type User } from '#common/auth.ts';
import { forbidden, unauthorized } from '../domain/errors.ts';
import { findAdminSessionUser, findGuestSession, type GuestSession } from '../domain/sessions.ts';

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

export async function optionalAdmin(request: FastifyRequest): Promise<User | null> {
  request.adminUser ??= await findAdminSessionUser(request.server.domain, request.cookies[adminCookie]);
  return request.adminUser;
}

export async function findGuest(request: FastifyRequest): Promise<GuestSession | null> {
  return findGuestSession(request.server.domain, request.cookies[guestCookie]);
}

/**
 * Access to a property's welcome data: staff who may see codes (null: sees everything), or a guest whose session is for
 * that property (returned: a stay's guest may see less before arrival day).
 */
export async function requireGuestFor(
  request: FastifyRequest,
  propertyId: number,
): Promise<GuestSession | null> {
  const staff = await optionalAdmin(request);
  if (staff && seesSecrets(staff.role)) return null;
  const guest = await findGuest(request);
  if (guest?.propertyId === propertyId) return guest;
  // housekeeping staff are signed in, yet never see the codes a welcome page holds
  if (staff) throw forbidden(`The ${staff.role} role cannot do this`);
  if (!guest) throw unauthorized('Please log in with the password of this property');
  if (guest.propertyId !== propertyId) throw forbidden('Your guest login is for another property');
  return guest;
}

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

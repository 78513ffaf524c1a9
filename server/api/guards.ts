import type { FastifyRequest } from 'fastify';
import type { User } from '#common/auth.ts';
import { unauthorized } from '../domain/errors.ts';
import { findAdminSessionUser, findGuestSession, type GuestSession } from '../domain/sessions.ts';
import { adminCookie, guestCookie } from '../http/cookies.ts';

/** The signed-in admin, or a 401. Cached on the request. */
export async function requireAdmin(request: FastifyRequest): Promise<User> {
  request.adminUser ??= await findAdminSessionUser(request.server.domain, request.cookies[adminCookie]);
  if (!request.adminUser) throw unauthorized('Please log in to continue');
  return request.adminUser;
}

export async function findGuest(request: FastifyRequest): Promise<GuestSession | null> {
  return findGuestSession(request.server.domain, request.cookies[guestCookie]);
}

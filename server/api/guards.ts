import type { FastifyRequest } from 'fastify';
import type { User } from '#common/auth.ts';
import { findAdminSessionUser, findGuestSession, type GuestSession } from '../domain/access/sessions.ts';
import type { Visibility } from '../domain/properties/visibility.ts';
import { adminCookie, guestCookie } from '../http/cookies.ts';
import { unauthorized } from '../http/http-errors.ts';

/** The signed-in admin, or a 401. Cached on the request. */
export async function requireAdmin(request: FastifyRequest): Promise<User> {
  request.adminUser ??= await findAdminSessionUser(request.server.domain, request.cookies[adminCookie]);
  if (!request.adminUser) throw unauthorized('Please log in to continue');
  return request.adminUser;
}

export async function findGuest(request: FastifyRequest): Promise<GuestSession | null> {
  return findGuestSession(request.server.domain, request.cookies[guestCookie]);
}

/**
 * What the request may see of homes (issue 40, item 5): drafts too with a staff session (any role), else
 * the published homes only. Without an admin cookie nothing is read.
 */
export async function visibilityOf(request: FastifyRequest): Promise<Visibility> {
  if (request.cookies[adminCookie] === undefined) return 'published';
  request.adminUser ??= await findAdminSessionUser(request.server.domain, request.cookies[adminCookie]);
  return request.adminUser ? 'staff' : 'published';
}

/** The OpenAPI security of a public read that shows staff more (drafts): no session, or an admin session. */
export const publicOrStaffSecurity: Array<Record<string, string[]>> = [{}, { adminSession: [] }];

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminLoginSchema, guestLoginSchema, loginAnswerSchema, userSchema } from '#common/auth.ts';
import { staffPasswordSchema } from '#common/common-passwords.ts';
import { stayOfSessionSchema } from '#common/stay.ts';
import { logInAdmin } from '../../domain/admin-login.ts';
import { unauthorized } from '../../domain/errors.ts';
import { logInGuest } from '../../domain/guest-login.ts';
import { endAdminSessionOrLater } from '../../domain/session-ending.ts';
import { endGuestSession } from '../../domain/sessions.ts';
import {
  adminCookie,
  clearSessionCookie,
  guestCookie,
  loginVisitor,
  setKnownDeviceCookie,
  setSessionCookie,
} from '../../http/cookies.ts';
import { findGuest, requireAdmin } from '../guards.ts';
import type { ApiOptions } from './api-options.ts';
import { errorSchema, idParams, messageSchema } from './schemas.ts';

const guestSessionSchema = z.object({ property_id: z.number(), expires_at: z.string() });

/** guest-token-check: the session, and the stay whose link opened it (null for a password login). */
const guestTokenCheckSchema = guestSessionSchema.extend({ stay: stayOfSessionSchema.nullable() });

export const authRoutes: FastifyPluginAsyncZod<ApiOptions> = async (app, { limiters }) => {
  const tags = ['Sessions'];

  app.get('/users/auth/token-check', {
    config: { access: 'public' },
    schema: {
      tags,
      operationId: 'checkAdminSession',
      security: [{ adminSession: [] }],
      summary: 'The signed-in admin',
      response: { 200: userSchema, 401: errorSchema },
    },
    handler: async (request) => requireAdmin(request),
  });

  app.post('/users/auth/login', {
    config: { access: 'public' },
    schema: {
      tags,
      operationId: 'logInAdmin',
      summary: 'Admin login; sets the admin session cookie (1 day, 30 with rememberMe)',
      body: adminLoginSchema,
      response: { 200: loginAnswerSchema, 400: errorSchema, 401: errorSchema, 429: errorSchema },
    },
    handler: async (request, reply) => {
      const { user, session, knownDevice } = await logInAdmin(
        app.domain,
        request.log,
        limiters,
        loginVisitor(request),
        request.body,
      );
      setSessionCookie(
        request,
        reply,
        adminCookie,
        session.token,
        request.body.rememberMe ? session.expiresAt : undefined,
      );
      // After the session cookie, so that the session stays the first Set-Cookie of the answer.
      setKnownDeviceCookie(request, reply, knownDevice);
      // Known only now, while the plain password is at hand; the back office asks for a new one.
      if (!staffPasswordSchema.safeParse(request.body.password).success) {
        return { ...user, password_change_required: true as const };
      }
      return user;
    },
  });

  app.post('/users/auth/logout', {
    config: { access: 'public' },
    schema: {
      tags,
      operationId: 'logOutAdmin',
      summary: 'Ends the admin session',
      response: { 200: messageSchema },
    },
    handler: async (request, reply) => {
      // signed out whatever happens: a row that cannot be deleted now is deleted later (ADR 0020)
      await endAdminSessionOrLater(app.domain, request.cookies[adminCookie], (error, tryNumber) =>
        request.log.warn({ err: error, tryNumber }, 'admin session row not deleted at logout'),
      );
      clearSessionCookie(request, reply, adminCookie);
      return { message: 'Logged out' };
    },
  });

  app.get('/users/auth/guest-token-check', {
    config: { access: 'public' },
    schema: {
      tags,
      operationId: 'checkGuestSession',
      security: [{ guestSession: [] }],
      summary: 'The property of the guest session, and its stay when a stay link opened it',
      response: { 200: guestTokenCheckSchema, 401: errorSchema },
    },
    handler: async (request) => {
      const guest = await findGuest(request);
      if (!guest) throw unauthorized('No guest session');
      return { property_id: guest.propertyId, expires_at: guest.expiresAt, stay: guest.stay };
    },
  });

  app.post('/users/auth/guest-logout', {
    config: { access: 'public' },
    schema: {
      tags,
      operationId: 'logOutGuest',
      summary: 'Ends the guest session',
      response: { 200: messageSchema },
    },
    handler: async (request, reply) => {
      await endGuestSession(app.domain, request.cookies[guestCookie]);
      clearSessionCookie(request, reply, guestCookie);
      return { message: 'Logged out' };
    },
  });

  app.post('/properties/:id/guest-login', {
    config: { access: 'public' },
    schema: {
      tags,
      operationId: 'logInGuest',
      summary: 'Guest login to a welcome page; the session lasts stay_duration days (1-90)',
      params: idParams,
      body: guestLoginSchema,
      response: {
        200: guestSessionSchema.extend({ token: z.string() }),
        400: errorSchema,
        401: errorSchema,
        404: errorSchema,
        429: errorSchema,
      },
    },
    handler: async (request, reply) => {
      const propertyId = request.params.id;
      const { session, knownDevice } = await logInGuest(
        app.domain,
        request.log,
        limiters,
        loginVisitor(request),
        propertyId,
        request.body,
      );
      setSessionCookie(request, reply, guestCookie, session.token, session.expiresAt);
      setKnownDeviceCookie(request, reply, knownDevice);
      return { token: session.token, property_id: propertyId, expires_at: session.expiresAt.toISOString() };
    },
  });
};

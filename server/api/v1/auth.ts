import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guestLoginSchema, type LoginAnswer, loginAnswerSchema, userSchema } from '#common/auth.ts';
import { stayOfSessionSchema } from '#common/stay.ts';
import {
  adminLoginWithCodeSchema,
  codeBodySchema,
  codeNeededMessage,
  codeNeededSchema,
} from '#common/two-factor.ts';
import { logInGuest } from '../../domain/access/guest-login.ts';
import { endGuestSession } from '../../domain/access/sessions.ts';
import { completeAdminLogin, logInAdmin, type SignedIn } from '../../domain/users/admin-login.ts';
import { endAdminSessionOrLater } from '../../domain/users/session-ending.ts';
import {
  adminCookie,
  clearPendingLoginCookie,
  clearSessionCookie,
  guestCookie,
  loginVisitor,
  pendingLoginToken,
  setKnownDeviceCookie,
  setPendingLoginCookie,
  setSessionCookie,
} from '../../http/cookies.ts';
import { unauthorized } from '../../http/http-errors.ts';
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
      summary:
        'Admin login; sets the admin session cookie (1 day, 30 with rememberMe). When the account has ' +
        'two-factor sign-in on, answers `two_factor_required` and a pending-login cookie instead (the code ' +
        'goes to /users/auth/login/two-factor); with `code`, password and code are checked together',
      body: adminLoginWithCodeSchema,
      response: {
        200: z.union([loginAnswerSchema, codeNeededSchema]),
        400: errorSchema,
        401: errorSchema,
        429: errorSchema,
      },
    },
    handler: async (request, reply) => {
      const outcome = await logInAdmin(
        app.domain,
        request.log,
        limiters,
        loginVisitor(request),
        request.body,
      );
      if (outcome.kind === 'code-needed') {
        setPendingLoginCookie(request, reply, outcome.pendingToken);
        return { two_factor_required: true as const, message: codeNeededMessage };
      }
      return signedIn(request, reply, outcome);
    },
  });

  app.post('/users/auth/login/two-factor', {
    config: { access: 'public' },
    schema: {
      tags,
      operationId: 'logInAdminSecondFactor',
      summary:
        'The code step of an admin login: a 6-digit code from the authenticator app or an unused ' +
        'recovery code, with the pending-login cookie the password step set; opens the session',
      body: codeBodySchema,
      response: { 200: loginAnswerSchema, 400: errorSchema, 401: errorSchema, 429: errorSchema },
    },
    handler: async (request, reply) => {
      const outcome = await completeAdminLogin(
        app.domain,
        request.log,
        limiters,
        loginVisitor(request),
        pendingLoginToken(request),
        request.body.code,
      );
      clearPendingLoginCookie(request, reply);
      return signedIn(request, reply, outcome);
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

/** The cookies and answer of a login that opened a session. */
function signedIn(request: FastifyRequest, reply: FastifyReply, outcome: SignedIn): LoginAnswer {
  const { user, session, knownDevice, remembered } = outcome;
  setSessionCookie(request, reply, adminCookie, session.token, remembered ? session.expiresAt : undefined);
  // After the session cookie, so that the session stays the first Set-Cookie of the answer.
  setKnownDeviceCookie(request, reply, knownDevice);
  return {
    ...user,
    ...(outcome.passwordChangeRequired ? { password_change_required: true as const } : {}),
    ...(outcome.setupRequired ? { two_factor_setup_required: true as const } : {}),
  };
}

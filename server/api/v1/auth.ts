import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminLoginSchema, guestLoginSchema } from '../../../common/auth.ts';
import { messages } from '../../../common/messages.ts';
import { waitMessage } from '../../domain/attempt-limiter.ts';
import { tooManyRequests, unauthorized } from '../../domain/errors.ts';
import {
  endAdminSession,
  endGuestSession,
  startAdminSession,
  startGuestSession,
} from '../../domain/sessions.ts';
import { authenticateUser } from '../../domain/users.ts';
import { checkGuestPassword } from '../../domain/welcome-pages.ts';
import {
  adminCookie,
  clearSessionCookie,
  findGuest,
  guestCookie,
  requireAdmin,
  setSessionCookie,
} from '../guards.ts';
import type { ApiOptions } from './index.ts';
import { errorSchema, idParams, messageSchema, userSchema } from './schemas.ts';

const guestSessionSchema = z.object({ property_id: z.number(), expires_at: z.string() });

export const authRoutes: FastifyPluginAsyncZod<ApiOptions> = async (app, { limiters }) => {
  const tags = ['Sessions'];

  app.get('/users/auth/token-check', {
    config: { access: 'public' },
    schema: { tags, summary: 'The signed-in admin', response: { 200: userSchema, 401: errorSchema } },
    handler: async (request) => requireAdmin(request),
  });

  app.post('/users/auth/login', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Admin login; sets the admin session cookie (1 day, 30 with rememberMe)',
      body: adminLoginSchema,
      response: { 200: userSchema, 400: errorSchema, 401: errorSchema, 429: errorSchema },
    },
    handler: async (request, reply) => {
      const { name, password, rememberMe } = request.body;
      const ipKey = request.ip;
      const accountKey = name.toLowerCase();
      const wait = Math.max(
        limiters.adminLoginPerIp.retryAfter(ipKey),
        limiters.adminLoginPerAccount.retryAfter(accountKey),
      );
      if (wait > 0) throw tooManyRequests(waitMessage(wait, 'login attempts'));
      const user = await authenticateUser(app.domain, name, password);
      if (!user) {
        limiters.adminLoginPerIp.hit(ipKey);
        limiters.adminLoginPerAccount.hit(accountKey);
        throw unauthorized(messages.invalidLogin);
      }
      limiters.adminLoginPerAccount.reset(accountKey);
      const session = await startAdminSession(app.domain, user.id, rememberMe);
      setSessionCookie(
        request,
        reply,
        adminCookie,
        session.token,
        rememberMe ? session.expiresAt : undefined,
      );
      return user;
    },
  });

  app.post('/users/auth/logout', {
    config: { access: 'public' },
    schema: { tags, summary: 'Ends the admin session', response: { 200: messageSchema } },
    handler: async (request, reply) => {
      await endAdminSession(app.domain, request.cookies[adminCookie]);
      clearSessionCookie(request, reply, adminCookie);
      return { message: 'Logged out' };
    },
  });

  app.get('/users/auth/guest-token-check', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'The property of the guest session',
      response: { 200: guestSessionSchema, 401: errorSchema },
    },
    handler: async (request) => {
      const guest = await findGuest(request);
      if (!guest) throw unauthorized('No guest session');
      return { property_id: guest.propertyId, expires_at: guest.expiresAt };
    },
  });

  app.post('/users/auth/guest-logout', {
    config: { access: 'public' },
    schema: { tags, summary: 'Ends the guest session', response: { 200: messageSchema } },
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
      const ipKey = request.ip;
      const propertyKey = String(propertyId);
      const wait = Math.max(
        limiters.guestLoginPerIp.retryAfter(ipKey),
        limiters.guestLoginPerProperty.retryAfter(propertyKey),
      );
      if (wait > 0) throw tooManyRequests(waitMessage(wait, 'login attempts'));
      const ok = await checkGuestPassword(app.domain, propertyId, request.body.password);
      if (!ok) {
        limiters.guestLoginPerIp.hit(ipKey);
        limiters.guestLoginPerProperty.hit(propertyKey);
        throw unauthorized(messages.invalidGuestPassword);
      }
      await endGuestSession(app.domain, request.cookies[guestCookie]);
      const session = await startGuestSession(app.domain, propertyId, request.body.stay_duration);
      setSessionCookie(request, reply, guestCookie, session.token, session.expiresAt);
      return { token: session.token, property_id: propertyId, expires_at: session.expiresAt.toISOString() };
    },
  });
};

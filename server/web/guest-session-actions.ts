import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoadContext } from '#common/load-context.ts';
import { AttemptRefused } from '../domain/attempts.ts';
import { HttpError } from '../domain/errors.ts';
import { logInGuest } from '../domain/guest-login.ts';
import type { Limiters } from '../domain/limits.ts';
import { endGuestSession } from '../domain/sessions.ts';
import { openStayLinkAs } from '../domain/stay-link-opening.ts';
import {
  clearSessionCookie,
  guestCookie,
  loginVisitor,
  setKnownDeviceCookie,
  setSessionCookie,
} from '../http/cookies.ts';
import { sendRetryAfter } from '../http/refusals.ts';

/**
 * The guest-session writes of the welcome pages' form posts: the same domain flows, limits and cookies as
 * the API's guest-login and guest-logout, without an HTTP hop. The cookies go on the page's own reply.
 */
export function guestSessionActions(
  request: FastifyRequest,
  reply: FastifyReply,
  limiters: Limiters,
): LoadContext['guest'] {
  const domain = request.server.domain;
  return {
    login: async (propertyId, login) => {
      try {
        const visitor = loginVisitor(request);
        const { session, knownDevice } = await logInGuest(
          domain,
          request.log,
          limiters,
          visitor,
          propertyId,
          login,
        );
        setSessionCookie(request, reply, guestCookie, session.token, session.expiresAt);
        setKnownDeviceCookie(request, reply, knownDevice);
        return { ok: true };
      } catch (error) {
        sendRetryAfter(reply, error);
        if (error instanceof HttpError) return { ok: false, status: error.status, message: error.message };
        throw error;
      }
    },
    openStay: async (propertyId, token) => {
      try {
        const outcome = await openStayLinkAs(domain, limiters, loginVisitor(request), propertyId, token);
        if (!outcome.ok) return outcome;
        setSessionCookie(request, reply, guestCookie, outcome.session.token, outcome.session.expiresAt);
        return { ok: true };
      } catch (error) {
        if (!(error instanceof AttemptRefused)) throw error;
        sendRetryAfter(reply, error);
        return { ok: false, status: 429, message: error.message, retryAfterSeconds: error.retryAfterSeconds };
      }
    },
    logout: async () => {
      await endGuestSession(domain, request.cookies[guestCookie]);
      clearSessionCookie(request, reply, guestCookie);
    },
  };
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoadContext } from '#common/load-context.ts';
import { clearSessionCookie, guestCookie, setSessionCookie } from '../api/guards.ts';
import { logInGuest } from '../api/guest-login.ts';
import type { Limiters } from '../api/limiters.ts';
import { AttemptRefused, countingFailures } from '../api/reserve.ts';
import { addressKey } from '../domain/client-address.ts';
import { HttpError } from '../domain/errors.ts';
import { endGuestSession } from '../domain/sessions.ts';
import { openStayLink } from '../domain/stays.ts';

/**
 * The guest-session writes of the welcome pages' form posts: the same domain calls, limits and cookie as
 * the API's guest-login and guest-logout, without an HTTP hop. The cookie goes on the page's own reply.
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
        await logInGuest(request, reply, limiters, propertyId, login);
        return { ok: true };
      } catch (error) {
        if (error instanceof HttpError) return { ok: false, status: error.status, message: error.message };
        throw error;
      }
    },
    openStay: async (propertyId, token) => {
      // Links that open nothing are counted per address (token guessing); working and ended ones are not.
      const count = { limit: limiters.limits.stayLinkFailuresPerAddress, subject: addressKey(request.ip) };
      let outcome: Awaited<ReturnType<typeof openStayLink>>;
      try {
        outcome = await countingFailures(
          reply,
          limiters,
          count,
          'stay links opened',
          () => openStayLink(domain, propertyId, token),
          (opened) => !opened.ok && opened.end === 'revoked',
        );
      } catch (error) {
        if (!(error instanceof AttemptRefused)) throw error;
        return { ok: false, status: 429, message: error.message, retryAfterSeconds: error.retryAfterSeconds };
      }
      if (!outcome.ok) return outcome;
      // The visitor's previous guest session (another stay, a password login) ends: one session a browser.
      await endGuestSession(domain, request.cookies[guestCookie]);
      setSessionCookie(request, reply, guestCookie, outcome.session.token, outcome.session.expiresAt);
      return { ok: true };
    },
    logout: async () => {
      await endGuestSession(domain, request.cookies[guestCookie]);
      clearSessionCookie(request, reply, guestCookie);
    },
  };
}

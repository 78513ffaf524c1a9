import type { FastifyReply, FastifyRequest } from 'fastify';
import { stayRequestSchema } from '#common/enquiry.ts';
import type { LoadContext } from '#common/load-context.ts';
import { guestReplySchema, type RequestFormOutcome } from '#common/request-threads.ts';
import { logInGuest } from '../domain/access/guest-login.ts';
import { endGuestSession, findGuestSession } from '../domain/access/sessions.ts';
import { openStayLinkAs } from '../domain/access/stay-link-opening.ts';
import { AttemptRefused } from '../domain/limits/attempts.ts';
import type { Limiters } from '../domain/limits/limits.ts';
import { addGuestReply } from '../domain/messages/request-threads.ts';
import { requestingStay, sendStayRequest } from '../domain/messages/stay-requests.ts';
import {
  clearSessionCookie,
  guestCookie,
  loginVisitor,
  setKnownDeviceCookie,
  setSessionCookie,
} from '../http/cookies.ts';
import { badRequest, httpErrorOf } from '../http/http-errors.ts';
import { sendRetryAfter } from '../http/refusals.ts';

/** Runs a form post's flow: its words when done, the refusal (status, message, fields) when refused. */
async function refusalOf(reply: FastifyReply, flow: () => Promise<string>): Promise<RequestFormOutcome> {
  try {
    return { ok: true, message: await flow() };
  } catch (error) {
    sendRetryAfter(reply, error);
    const refusal = httpErrorOf(error);
    if (!refusal) throw error;
    return {
      ok: false,
      status: refusal.status,
      message: refusal.message,
      ...(refusal.fields ? { fields: refusal.fields } : {}),
    };
  }
}

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
        const refusal = httpErrorOf(error);
        if (refusal) return { ok: false, status: refusal.status, message: refusal.message };
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
    sendRequest: (propertyId, body, lang) =>
      refusalOf(reply, async () => {
        const session = await findGuestSession(domain, request.cookies[guestCookie]);
        const stayId = requestingStay(session, propertyId);
        const parsed = stayRequestSchema.safeParse(body);
        if (!parsed.success) {
          const fields: Record<string, string> = {};
          for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;
          throw badRequest(Object.values(fields)[0] ?? 'Check the request', fields);
        }
        const sent = await sendStayRequest(domain, limiters, session!, stayId, { ...parsed.data, lang });
        request.server.mailer.wake();
        request.server.replyMailer.wake();
        return sent.message;
      }),
    replyToRequest: (propertyId, requestId, text) =>
      refusalOf(reply, async () => {
        const session = await findGuestSession(domain, request.cookies[guestCookie]);
        const stayId = requestingStay(session, propertyId);
        const parsed = guestReplySchema.safeParse({ text });
        if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Check the text');
        await addGuestReply(domain, limiters, stayId, requestId, parsed.data.text);
        return 'Sent';
      }),
    logout: async () => {
      await endGuestSession(domain, request.cookies[guestCookie]);
      clearSessionCookie(request, reply, guestCookie);
    },
  };
}

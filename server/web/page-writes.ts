import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoadContext } from '#common/load-context.ts';
import type { QuoteRefusal } from '#common/pricing.ts';
import type { Limiters } from '../domain/limits/limits.ts';
import { submitGuestReview } from '../domain/reviews/reviews.ts';
import type { DomainContext } from '../domain/shared/context.ts';
import { createBookingRequest } from '../domain/stays/booking-requests.ts';
import { endAdminSessionOrLater } from '../domain/users/session-ending.ts';
import { adminCookie, clearSessionCookie } from '../http/cookies.ts';
import { submitEnquiryOf } from '../http/enquiry.ts';
import { httpErrorOf } from '../http/http-errors.ts';
import { sendRetryAfter } from '../http/refusals.ts';

/**
 * The admin logout form post: the same as the API's logOutAdmin (the cookie is cleared whatever happens to
 * the session row), without an HTTP hop. The back office falls back to it when the API call fails.
 */
export function adminSessionActions(
  request: FastifyRequest,
  reply: FastifyReply,
): Pick<LoadContext['admin'], 'logout'> {
  return {
    logout: async () => {
      await endAdminSessionOrLater(request.server.domain, request.cookies[adminCookie], (error, tryNumber) =>
        request.log.warn({ err: error, tryNumber }, 'admin session row not deleted at logout'),
      );
      clearSessionCookie(request, reply, adminCookie);
    },
  };
}

/** The contact page's form post: the API's createEnquiry (limit, honeypot, storage, mail) without HTTP. */
export function enquiryActions(
  request: FastifyRequest,
  reply: FastifyReply,
  limiters: Limiters,
): LoadContext['enquiries'] {
  return {
    send: async (input) => {
      try {
        await submitEnquiryOf(request, limiters, input);
        return { ok: true };
      } catch (error) {
        sendRetryAfter(reply, error);
        const refusal = httpErrorOf(error);
        if (refusal) return { ok: false, status: refusal.status, message: refusal.message };
        throw error;
      }
    },
  };
}

/**
 * The request page's form post (issue 41): the API's createBookingRequest without HTTP, its refusals as an
 * outcome (a 409 with the quote's reason, a 429 with Retry-After on the reply).
 */
export function bookingRequestActions(
  request: FastifyRequest,
  reply: FastifyReply,
  limiters: Limiters,
): LoadContext['bookings'] {
  return {
    request: async (propertyId, input) => {
      try {
        const created = await createBookingRequest(
          request.server.domain,
          limiters,
          request.ip,
          propertyId,
          input,
        );
        request.log.info({ bookingRequestId: created.id }, 'booking request stored');
        request.server.bookingMailer.wake();
        return { ok: true, id: created.id, hold_until: created.hold_until, quote: created.quote };
      } catch (error) {
        sendRetryAfter(reply, error);
        const refusal = httpErrorOf(error);
        if (!refusal) throw error;
        const details = refusal.details as
          | { reason?: QuoteRefusal['reason']; minimum_nights?: number }
          | undefined;
        return {
          ok: false,
          status: refusal.status,
          message: refusal.message,
          reason: details?.reason,
          minimum_nights: details?.minimum_nights,
          fields: refusal.fields,
        };
      }
    },
  };
}

/** The review page's form post: the API's submitGuestReview without HTTP, its refusals as an outcome. */
export function reviewActions(domain: DomainContext): LoadContext['reviews'] {
  return {
    submit: async (token, input) => {
      try {
        await submitGuestReview(domain, token, input);
        return { ok: true };
      } catch (error) {
        const refusal = httpErrorOf(error);
        if (refusal) {
          return { ok: false, status: refusal.status, message: refusal.message, fields: refusal.fields };
        }
        throw error;
      }
    },
  };
}

import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { stayRequestSchema } from '#common/enquiry.ts';
import { tooManyRequests } from '../../domain/errors.ts';
import { findGuestSession, type GuestSession } from '../../domain/sessions.ts';
import { requestingStay, sendStayRequest } from '../../domain/stay-requests.ts';
import { visitorTokens } from '../guards.ts';
import type { ApiOptions } from './api-options.ts';
import { errorSchema, messageSchema, propertyIdParams } from './schemas.ts';

const hourMs = 60 * 60 * 1000;

/** "Please wait 3 hours", in the words a guest reads (the window is a day, so minutes would be silly). */
function requestWaitMessage(ms: number): string {
  const hours = Math.ceil(ms / hourMs);
  const wait =
    ms >= hourMs
      ? `${hours} hour${hours === 1 ? '' : 's'}`
      : `${Math.max(1, Math.ceil(ms / 60_000))} minutes`;
  return `You have sent 5 requests today. Please wait ${wait}, or call us.`;
}

/** Requests from the stay page (issue 26): a stay's guest asks for early check-in, late checkout or else. */
export const stayRequestRoutes: FastifyPluginAsyncZod<ApiOptions> = async (app, { limiters }) => {
  /** The stay's session of each request, found before its body is read (who asks is answered first). */
  const sessions = new WeakMap<FastifyRequest, { session: GuestSession; stayId: number }>();

  app.post('/properties/welcome/:propertyId/requests', {
    preValidation: async (request) => {
      const session = await findGuestSession(app.domain, visitorTokens(request).guest);
      // preValidation runs before the params are parsed: the raw text of the path's id
      const propertyId = Number((request.params as unknown as { propertyId: string }).propertyId);
      sessions.set(request, { session: session!, stayId: requestingStay(session, propertyId) });
    },
    config: { access: 'public' },
    schema: {
      tags: ['Welcome pages'],
      operationId: 'sendStayRequest',
      summary:
        "A stay's guest asks for early check-in, late checkout or something else; staff get it as an enquiry " +
        'linked to the stay and answer by email. 5 a day per stay',
      params: propertyIdParams,
      security: [{ guestSession: [] }],
      body: stayRequestSchema,
      response: {
        201: messageSchema,
        400: errorSchema,
        401: errorSchema,
        403: errorSchema,
        429: errorSchema,
      },
    },
    handler: async (request, reply) => {
      const { session, stayId } = sessions.get(request)!;
      const subject = String(stayId);
      const wait = await limiters.requestsPerStay.retryAfter(subject);
      if (wait > 0) {
        reply.header('retry-after', String(Math.ceil(wait / 1000)));
        throw tooManyRequests(requestWaitMessage(wait));
      }
      await limiters.requestsPerStay.hit(subject);
      const enquiry = await sendStayRequest(app.domain, session, stayId, request.body);
      request.log.info({ enquiryId: enquiry.id, stayId }, 'stay request stored');
      app.mailer.wake();
      reply.header('cache-control', 'no-store');
      return reply.status(201).send({ message: 'Sent. We will answer by email.' });
    },
  });
};

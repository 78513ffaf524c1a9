import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { stayRequestSchema } from '#common/enquiry.ts';
import { translate } from '#common/i18n/translate.ts';
import { parseId } from '#common/id.ts';
import { findGuestSession, type GuestSession } from '../../domain/sessions.ts';
import { requestingStay, requestSentMessage, sendStayRequest } from '../../domain/stay-requests.ts';
import { visitorTokens } from '../../http/cookies.ts';
import type { ApiOptions } from './api-options.ts';
import { errorSchema, messageSchema, propertyIdParams } from './schemas.ts';

/** Requests from the stay page (issue 26): a stay's guest asks for early check-in, late checkout or else. */
export const stayRequestRoutes: FastifyPluginAsyncZod<ApiOptions> = async (app, { limiters }) => {
  /** The stay's session of each request, found before its body is read (who asks is answered first). */
  const sessions = new WeakMap<FastifyRequest, { session: GuestSession; stayId: number }>();

  app.post('/properties/welcome/:propertyId/requests', {
    preValidation: async (request) => {
      const session = await findGuestSession(app.domain, visitorTokens(request).guest);
      // preValidation runs before the params are parsed: the raw text of the path's id, read by the id rule
      const raw = (request.params as unknown as { propertyId: string }).propertyId;
      const propertyId = parseId(raw) ?? Number.NaN;
      sessions.set(request, { session: session!, stayId: requestingStay(session, propertyId) });
    },
    config: { access: 'public' },
    schema: {
      tags: ['Welcome pages'],
      operationId: 'sendStayRequest',
      summary:
        "A stay's guest asks for early check-in, late checkout or something else; staff get it as an enquiry " +
        "linked to the stay and answer by email (to the body's email, else the stay's guest email; 400 " +
        'fields.email without either). 5 in 24 hours per stay; messages in lang (default the stay language)',
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
      const enquiry = await sendStayRequest(app.domain, limiters, session, stayId, request.body);
      request.log.info({ enquiryId: enquiry.id, stayId }, 'stay request stored');
      app.mailer.wake();
      reply.header('cache-control', 'no-store');
      const lang = request.body.lang ?? session.stayLanguage ?? 'en';
      return reply.status(201).send({ message: translate(lang, requestSentMessage) });
    },
  });
};

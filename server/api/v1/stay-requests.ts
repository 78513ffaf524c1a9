import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { stayRequestSchema } from '#common/enquiry.ts';
import { parseId } from '#common/id.ts';
import { guestReplySchema, guestRequestSchema } from '#common/request-threads.ts';
import { findGuestSession, type GuestSession } from '../../domain/access/sessions.ts';
import { addGuestReply, listStayRequests } from '../../domain/messages/request-threads.ts';
import { requestingStay, sendStayRequest } from '../../domain/messages/stay-requests.ts';
import { visitorTokens } from '../../http/cookies.ts';
import { forbidden, unauthorized } from '../../http/http-errors.ts';
import type { ApiOptions } from './api-options.ts';
import { errorSchema, idParams, messageSchema, propertyIdParams } from './schemas.ts';

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
        "linked to the stay and answer in the guide and by email (to the body's email, else the stay's guest " +
        'email; 400 fields.email without either). 409 while a request of the same kind (not "other") is ' +
        'open. 5 in 24 hours per stay; messages in lang (default the stay language). An early_check_in or ' +
        'late_checkout on a home that approves them by itself (stay_times.auto_approve) and is free that day ' +
        '(no same-day turnover) is approved at once: the stay gets the time and the 201 message says so',
      params: propertyIdParams,
      security: [{ guestSession: [] }],
      body: stayRequestSchema,
      response: {
        201: messageSchema,
        400: errorSchema,
        401: errorSchema,
        403: errorSchema,
        409: errorSchema,
        429: errorSchema,
      },
    },
    handler: async (request, reply) => {
      const { session, stayId } = sessions.get(request)!;
      const sent = await sendStayRequest(app.domain, limiters, session, stayId, request.body);
      request.log.info({ enquiryId: sent.enquiry.id, stayId }, 'stay request stored');
      app.mailer.wake();
      app.replyMailer.wake();
      reply.header('cache-control', 'no-store');
      return reply.status(201).send({ message: sent.message });
    },
  });

  app.get('/properties/welcome/:propertyId/requests', {
    config: { access: 'public' },
    schema: {
      tags: ['Welcome pages'],
      operationId: 'listStayRequests',
      summary:
        "The guest's own requests, oldest first, each with its status and replies: a stay link's session " +
        "reads its stay's, a property-password session has none (an empty list). Never another stay's",
      params: propertyIdParams,
      security: [{ guestSession: [] }],
      response: { 200: z.array(guestRequestSchema), 400: errorSchema, 401: errorSchema, 403: errorSchema },
    },
    handler: async (request, reply) => {
      const session = await findGuestSession(app.domain, visitorTokens(request).guest);
      if (!session) throw unauthorized('Please open your personal stay link to see your requests');
      if (session.propertyId !== request.params.propertyId) {
        throw forbidden('Your guest login is for another property');
      }
      reply.header('cache-control', 'no-store');
      return session.stayId === null ? [] : listStayRequests(app.domain, session.stayId);
    },
  });

  app.post('/properties/welcome/:propertyId/requests/:id/replies', {
    preValidation: async (request) => {
      const session = await findGuestSession(app.domain, visitorTokens(request).guest);
      const raw = (request.params as unknown as { propertyId: string }).propertyId;
      const propertyId = parseId(raw) ?? Number.NaN;
      sessions.set(request, { session: session!, stayId: requestingStay(session, propertyId) });
    },
    config: { access: 'public' },
    schema: {
      tags: ['Welcome pages'],
      operationId: 'replyToStayRequest',
      summary:
        "The guest adds to one of their stay's requests (404 for any other, 409 once it is approved or " +
        'declined, 429 after 10 replies in an hour per stay); an answered request is open again. Answers ' +
        'the request with its replies',
      params: propertyIdParams.extend({ id: idParams.shape.id }),
      security: [{ guestSession: [] }],
      body: guestReplySchema,
      response: {
        201: guestRequestSchema,
        400: errorSchema,
        401: errorSchema,
        403: errorSchema,
        404: errorSchema,
        409: errorSchema,
        429: errorSchema,
      },
    },
    handler: async (request, reply) => {
      const { stayId } = sessions.get(request)!;
      const thread = await addGuestReply(app.domain, limiters, stayId, request.params.id, request.body.text);
      reply.header('cache-control', 'no-store');
      return reply.status(201).send(thread);
    },
  });
};

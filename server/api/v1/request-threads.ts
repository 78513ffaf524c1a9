import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestStatuses, staffReplySchema, staffRequestSchema } from '#common/request-threads.ts';
import { answerRequest, findRequest, listRequests } from '../../domain/messages/request-threads.ts';
import type { ApiOptions } from './api-options.ts';
import { errorSchema, idParams, idText } from './schemas.ts';

const requestFilter = z.object({
  status: z
    .enum(requestStatuses, { message: `status must be one of ${requestStatuses.join(', ')}` })
    .or(z.literal('').transform(() => undefined))
    .optional(),
  property_id: idText.or(z.literal('').transform(() => undefined)).optional(),
});

/** Guest requests as conversations, for staff (issue 43): apart from contact enquiries. */
export const requestThreadRoutes: FastifyPluginAsyncZod<ApiOptions> = async (app) => {
  const tags = ['Guest requests'];

  app.get('/requests', {
    schema: {
      tags,
      operationId: 'listGuestRequests',
      summary:
        'Guest requests from stays (not contact enquiries), open ones first then newest first, with their ' +
        'replies and each staff reply mail; filtered by status and property (empty values are ignored); at most 500',
      querystring: requestFilter,
      response: { 200: z.array(staffRequestSchema), 400: errorSchema, 401: errorSchema },
    },
    handler: async (request) => listRequests(app.domain, request.query),
  });

  app.get('/requests/:id', {
    schema: {
      tags,
      operationId: 'getGuestRequest',
      summary: 'One guest request with its replies',
      params: idParams,
      response: { 200: staffRequestSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
    },
    handler: async (request) => findRequest(app.domain, request.params.id),
  });

  app.post('/requests/:id/replies', {
    schema: {
      tags,
      operationId: 'answerGuestRequest',
      summary:
        'Staff answer a guest request, and may approve or decline it (status; default answered). The answer ' +
        "is mailed once to the guest's address in the stay's language and shown in the guide",
      params: idParams,
      body: staffReplySchema,
      response: { 201: staffRequestSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
    },
    handler: async (request, reply) => {
      const answered = await answerRequest(
        app.domain,
        request.adminUser?.name ?? 'staff',
        request.params.id,
        request.body,
      );
      request.log.info({ requestId: answered.id, status: answered.status }, 'guest request answered');
      app.replyMailer.wake();
      return reply.status(201).send(answered);
    },
  });
};

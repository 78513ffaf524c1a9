import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { enquiryRecordSchema, enquirySchema } from '#common/enquiry.ts';
import { messages } from '#common/messages.ts';
import { listEnquiries, setEnquiryHandled } from '../../domain/messages/enquiries.ts';
import { submitEnquiryOf } from '../../http/enquiry.ts';
import type { ApiOptions } from './api-options.ts';
import { errorSchema, idParams, messageSchema } from './schemas.ts';

const handledBody = z.object({
  handled: z.boolean({ message: 'handled must be true or false' }),
});

export const enquiryRoutes: FastifyPluginAsyncZod<ApiOptions> = async (app, { limiters }) => {
  const tags = ['Enquiries'];

  app.post('/enquiries', {
    config: { access: 'public' },
    schema: {
      tags,
      operationId: 'createEnquiry',
      summary: 'The contact form: stores the enquiry, then mails it to the company in the background',
      body: enquirySchema,
      response: { 201: messageSchema, 400: errorSchema, 429: errorSchema },
    },
    handler: async (request, reply) => {
      await submitEnquiryOf(request, limiters, request.body);
      return reply.status(201).send({ message: messages.contactSent });
    },
  });

  app.get('/enquiries', {
    schema: {
      tags,
      operationId: 'listEnquiries',
      summary: 'All enquiries, newest first, with their mail status',
      response: { 200: z.array(enquiryRecordSchema), 401: errorSchema },
    },
    handler: async () => listEnquiries(app.domain),
  });

  app.patch('/enquiries/:id', {
    schema: {
      tags,
      operationId: 'markEnquiryHandled',
      summary: 'Marks an enquiry handled or not handled',
      params: idParams,
      body: handledBody,
      response: { 200: enquiryRecordSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
    },
    handler: async (request) => setEnquiryHandled(app.domain, request.params.id, request.body.handled),
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { enquirySchema } from '../../../common/enquiry.ts';
import { messages } from '../../../common/messages.ts';
import { waitMessage } from '../../domain/attempt-limiter.ts';
import { createEnquiry, listEnquiries, setEnquiryHandled } from '../../domain/enquiries.ts';
import { tooManyRequests } from '../../domain/errors.ts';
import type { ApiOptions } from './index.ts';
import { errorSchema, idParams, messageSchema } from './schemas.ts';

const enquiryResponseSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  created_at: z.string(),
  mail_status: z.enum(['pending', 'sent', 'failed']),
  mail_attempts: z.number(),
  mail_last_error: z.string().nullable(),
  mail_sent_at: z.string().nullable(),
  handled_at: z.string().nullable(),
});

const handledBody = z.object({
  handled: z.boolean({ message: 'handled must be true or false' }),
});

export const enquiryRoutes: FastifyPluginAsyncZod<ApiOptions> = async (app, { limiters }) => {
  const tags = ['Enquiries'];

  app.post('/enquiries', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'The contact form: stores the enquiry, then mails it to the company in the background',
      body: enquirySchema,
      response: { 201: messageSchema, 400: errorSchema, 429: errorSchema },
    },
    handler: async (request, reply) => {
      const ipKey = request.ip;
      const wait = limiters.enquiriesPerIp.retryAfter(ipKey);
      if (wait > 0) throw tooManyRequests(waitMessage(wait, 'messages sent'));
      limiters.enquiriesPerIp.hit(ipKey);
      const { website, ...fields } = request.body;
      // a filled honeypot gets the normal answer, so the bot cannot tell it was dropped
      if (website?.trim()) {
        request.log.info('enquiry with a filled honeypot dropped');
        return reply.status(201).send({ message: messages.contactSent });
      }
      const enquiry = await createEnquiry(app.domain, fields);
      request.log.info({ enquiryId: enquiry.id }, 'enquiry stored');
      app.mailer.wake();
      return reply.status(201).send({ message: messages.contactSent });
    },
  });

  app.get('/enquiries', {
    schema: {
      tags,
      summary: 'All enquiries, newest first, with their mail status',
      response: { 200: z.array(enquiryResponseSchema), 401: errorSchema },
    },
    handler: async () => listEnquiries(app.domain),
  });

  app.patch('/enquiries/:id', {
    schema: {
      tags,
      summary: 'Marks an enquiry handled or not handled',
      params: idParams,
      body: handledBody,
      response: { 200: enquiryResponseSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
    },
    handler: async (request) => setEnquiryHandled(app.domain, request.params.id, request.body.handled),
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookingRefusalSchema,
  bookingRequestCreatedSchema,
  bookingRequestInputSchema,
  bookingRequestListQuerySchema,
  bookingRequestSchema,
  cancelInputSchema,
  declineInputSchema,
  paymentInputSchema,
  stayListQuerySchema,
} from '#common/booking.ts';
import { stayConflictErrorSchema, stayListItemSchema, staySchema } from '#common/stay.ts';
import {
  acceptBookingRequest,
  createBookingRequest,
  declineBookingRequest,
  listBookingRequests,
} from '../../domain/stays/booking-requests.ts';
import {
  addPayment,
  cancelStay,
  deletePayment,
  previewCancellation,
} from '../../domain/stays/stay-booking.ts';
import { listAllStays } from '../../domain/stays/stay-list.ts';
import { requireAdmin } from '../guards.ts';
import type { ApiOptions } from './api-options.ts';
import { errorSchema, idParams, idText } from './schemas.ts';

const stayParams = z.object({ id: idParams.shape.id, stayId: idText });
const paymentParams = stayParams.extend({ paymentId: idText });
const cancelQuerySchema = z.object({
  dry_run: z
    .enum(['true', 'false'], { message: 'dry_run must be true or false' })
    .optional()
    .transform((v) => v === 'true')
    .describe('true: change nothing, answer the refund cancelling now would give'),
});

/** Requests to book, their answers, and the money of stays (issue 41, ADR 0044). */
export const bookingRoutes: FastifyPluginAsyncZod<ApiOptions> = async (app, { limiters }) => {
  const wakeMailers = () => {
    app.bookingMailer.wake();
    app.guestMailer.wake();
  };

  app.post('/properties/:id/booking-requests', {
    config: { access: 'public' },
    schema: {
      tags: ['Bookings'],
      operationId: 'createBookingRequest',
      summary:
        'A traveller asks to book a home that takes requests: the nights are held until hold_until ' +
        '(site setting request_hold_hours), the traveller and the company are emailed. 409 with the ' +
        "quote's reason when the dates cannot be booked (held by another request too); 404 when the home " +
        'takes no requests; 429 past 20 requests an hour from one address',
      params: idParams,
      body: bookingRequestInputSchema,
      response: {
        201: bookingRequestCreatedSchema,
        400: errorSchema,
        404: errorSchema,
        409: bookingRefusalSchema,
        429: errorSchema,
      },
    },
    handler: async (request, reply) => {
      const created = await createBookingRequest(
        app.domain,
        limiters,
        request.ip,
        request.params.id,
        request.body,
      );
      request.log.info({ bookingRequestId: created.id }, 'booking request stored');
      app.bookingMailer.wake();
      return reply.status(201).send(created);
    },
  });

  app.get('/booking-requests', {
    schema: {
      tags: ['Bookings'],
      operationId: 'listBookingRequests',
      summary:
        'Requests to book, pending ones first by the end of their hold; status filters (expired: hold over)',
      querystring: bookingRequestListQuerySchema,
      response: { 200: z.array(bookingRequestSchema), 400: errorSchema, 401: errorSchema },
    },
    handler: async (request) => listBookingRequests(app.domain, request.query.status),
  });

  app.post('/booking-requests/:id/accept', {
    schema: {
      tags: ['Bookings'],
      operationId: 'acceptBookingRequest',
      summary:
        "Accepts a pending request: a stay with the request's guest, email, phone, guests, language and " +
        'total_cents, its link and guide mails planned, and a confirmation email with the payment ' +
        'instructions and cancellation deadlines. 409 when the request expired or was answered, or its ' +
        'nights are now taken',
      params: idParams,
      response: {
        201: z.object({ stay: staySchema }),
        401: errorSchema,
        404: errorSchema,
        409: stayConflictErrorSchema.partial({ conflicts: true }),
      },
    },
    handler: async (request, reply) => {
      const admin = await requireAdmin(request);
      const stay = await acceptBookingRequest(app.domain, request.params.id, admin);
      wakeMailers();
      return reply.status(201).send({ stay });
    },
  });

  app.post('/booking-requests/:id/decline', {
    schema: {
      tags: ['Bookings'],
      operationId: 'declineBookingRequest',
      summary:
        'Declines a pending request: its nights are free at once and the traveller is emailed (with message)',
      params: idParams,
      body: declineInputSchema,
      response: {
        200: bookingRequestSchema,
        400: errorSchema,
        401: errorSchema,
        404: errorSchema,
        409: errorSchema,
      },
    },
    handler: async (request) => {
      const admin = await requireAdmin(request);
      const declined = await declineBookingRequest(
        app.domain,
        request.params.id,
        admin.name,
        request.body?.message,
      );
      app.bookingMailer.wake();
      return declined;
    },
  });

  app.post('/properties/:id/stays/:stayId/payments', {
    schema: {
      tags: ['Stays'],
      operationId: 'addStayPayment',
      summary:
        'Records money received for a stay (the site takes no card payments); 201 with the stay, its ' +
        'payments, paid_cents and balance_cents. 409 on a cancelled booking',
      params: stayParams,
      body: paymentInputSchema,
      response: { 201: staySchema, 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema },
    },
    handler: async (request, reply) => {
      const admin = await requireAdmin(request);
      const { id, stayId } = request.params;
      return reply.status(201).send(await addPayment(app.domain, id, stayId, request.body, admin));
    },
  });

  app.delete('/properties/:id/stays/:stayId/payments/:paymentId', {
    config: { roles: ['admin'] },
    schema: {
      tags: ['Stays'],
      operationId: 'deleteStayPayment',
      summary: 'Removes a payment recorded by mistake (admin role); 200 with the stay',
      params: paymentParams,
      response: { 200: staySchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
    },
    handler: async (request) => {
      const { id, stayId, paymentId } = request.params;
      return deletePayment(app.domain, id, stayId, paymentId, await requireAdmin(request));
    },
  });

  app.post('/properties/:id/stays/:stayId/cancel', {
    schema: {
      tags: ['Stays'],
      operationId: 'cancelStay',
      summary:
        'Cancels a booking (not the same as revoking its link): status cancelled, cancelled_at, cancel_reason ' +
        'and refund_due_cents from the cancellation policy that day; the nights are freed, unsent guest mails ' +
        'cancelled, the link ends and the guest is emailed. 409 when already cancelled or departed. ' +
        'dry_run=true changes nothing and answers the stay as it is with the refund_due_cents cancelling now ' +
        'would give (the same 400s and 409s), so staff see the refund before they confirm',
      params: stayParams,
      querystring: cancelQuerySchema,
      body: cancelInputSchema,
      response: {
        200: z.object({
          stay: staySchema,
          refund_due_cents: z
            .number()
            .optional()
            .describe('dry_run=true only: the refund cancelling now would give (the stay is unchanged)'),
        }),
        400: errorSchema,
        401: errorSchema,
        404: errorSchema,
        409: errorSchema,
      },
    },
    handler: async (request) => {
      const { id, stayId } = request.params;
      if (request.query.dry_run) return previewCancellation(app.domain, id, stayId);
      const stay = await cancelStay(app.domain, id, stayId, request.body.reason, await requireAdmin(request));
      wakeMailers();
      return { stay };
    },
  });

  app.get('/stays', {
    config: { roles: ['admin', 'manager', 'housekeeping'] },
    schema: {
      tags: ['Stays'],
      operationId: 'listAllStays',
      summary:
        'Every booking across homes, by arrival: q searches guest name, email or phone; from/to bound the ' +
        'arrival [from, to); property_id, status, balance_due=true, link_not_sent=true filter; 50 a page. ' +
        'Housekeeping sees no email, phone, link or money',
      querystring: stayListQuerySchema,
      response: {
        200: z.object({
          stays: z.array(stayListItemSchema),
          total: z.number(),
          page: z.number(),
          page_size: z.number(),
        }),
        400: errorSchema,
        401: errorSchema,
      },
    },
    handler: async (request) => {
      const user = await requireAdmin(request);
      return listAllStays(app.domain, request.query, user.role);
    },
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  currentStaySchema,
  stayConflictErrorSchema,
  stayCreateSchema,
  stayPatchSchema,
  staySchema,
} from '#common/stay.ts';
import {
  createStay,
  findCurrentStays,
  listStays,
  markStayLinkShared,
  renewStayLink,
  revokeStay,
  updateStay,
} from '../../domain/stays/stays.ts';
import { requireAdmin } from '../guards.ts';
import { errorSchema, idParams, idText } from './schemas.ts';

const stayParams = z.object({ id: idParams.shape.id, stayId: idText });

/** Stays of a property (admin only): the personal links that open its welcome page for one visit. */
export const stayRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Stays'];

  app.get('/stays/current', {
    config: { roles: ['admin', 'manager', 'housekeeping'] },
    schema: {
      tags,
      operationId: 'listCurrentStays',
      summary: 'Who is staying now: the current stays of every property (for the property list)',
      response: { 200: z.array(currentStaySchema), 401: errorSchema },
    },
    handler: async () => {
      const byProperty = await findCurrentStays(app.domain);
      return [...byProperty].flatMap(([property_id, stays]) => stays.map((s) => ({ property_id, ...s })));
    },
  });

  app.get('/properties/:id/stays', {
    schema: {
      tags,
      operationId: 'listStays',
      summary: "A property's stays with their status and personal link, newest arrival first",
      params: idParams,
      response: { 200: z.array(staySchema), 400: errorSchema, 401: errorSchema, 404: errorSchema },
    },
    handler: async (request) => listStays(app.domain, request.params.id),
  });

  app.post('/properties/:id/stays', {
    schema: {
      tags,
      operationId: 'createStay',
      summary:
        'Adds a stay (dates YYYY-MM-DD in SITE_TIMEZONE, nights [arrival, departure), or a channel ' +
        "reservation's) and its personal link; language (en|fr, the guide's and mails') defaults to " +
        'DEFAULT_GUEST_LANGUAGE; 409 when its nights overlap another stay or a manual block unless allow_overlap',
      params: idParams,
      body: stayCreateSchema,
      response: {
        201: staySchema,
        400: errorSchema,
        401: errorSchema,
        403: errorSchema,
        404: errorSchema,
        409: stayConflictErrorSchema,
      },
    },
    handler: async (request, reply) => {
      const admin = await requireAdmin(request);
      const stay = await createStay(app.domain, request.params.id, request.body, admin.name, admin);
      // a guide due at once (a stay booked less than a week ahead) goes out now, not at the next poll
      app.guestMailer.wake();
      reply.status(201);
      return stay;
    },
  });

  app.patch('/properties/:id/stays/:stayId', {
    schema: {
      tags,
      operationId: 'updateStay',
      summary:
        'Changes a stay (any of guest_name, guest_email, arrival, departure, note, messages_off, language); ' +
        'the link stays the same ' +
        'and its open sessions follow the new dates at once; 409 on overlap unless allow_overlap',
      params: stayParams,
      body: stayPatchSchema,
      response: {
        200: staySchema,
        400: errorSchema,
        401: errorSchema,
        403: errorSchema,
        404: errorSchema,
        409: stayConflictErrorSchema,
      },
    },
    handler: async (request) => {
      const stay = await updateStay(
        app.domain,
        request.params.id,
        request.params.stayId,
        request.body,
        await requireAdmin(request),
      );
      app.guestMailer.wake();
      return stay;
    },
  });

  app.post('/properties/:id/stays/:stayId/shared', {
    schema: {
      tags,
      operationId: 'markStayLinkShared',
      summary:
        "Records that staff copied or shared the stay's personal link (sets link_shared_at to now); " +
        'the Today screen then no longer marks its arrival "Link not sent"',
      params: stayParams,
      response: { 200: staySchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
    },
    handler: async (request) => markStayLinkShared(app.domain, request.params.id, request.params.stayId),
  });

  app.post('/properties/:id/stays/:stayId/new-link', {
    schema: {
      tags,
      operationId: 'renewStayLink',
      summary:
        'Gives the stay a new personal link: the old link stops working at once and the guest sessions it ' +
        'opened end; the stay keeps its dates, money, tasks, requests and planned mails (which carry the new ' +
        'link). link_shared_at resets to null. 409 on a cancelled, revoked or ended stay',
      params: stayParams,
      response: {
        200: staySchema,
        400: errorSchema,
        401: errorSchema,
        403: errorSchema,
        404: errorSchema,
        409: errorSchema,
      },
    },
    handler: async (request) =>
      renewStayLink(app.domain, request.params.id, request.params.stayId, await requireAdmin(request)),
  });

  app.delete('/properties/:id/stays/:stayId', {
    schema: {
      tags,
      operationId: 'revokeStay',
      summary:
        "Revokes a stay for good: its link stops working, its guests' sessions end at once, its nights are " +
        'freed and its unsent mails and clean cancelled (kept for older clients; the back office uses ' +
        'new-link to replace a link and cancel to end a booking)',
      params: stayParams,
      response: { 204: z.null(), 400: errorSchema, 401: errorSchema, 404: errorSchema },
    },
    handler: async (request, reply) => {
      await revokeStay(app.domain, request.params.id, request.params.stayId, await requireAdmin(request));
      return reply.status(204).send(null);
    },
  });
};

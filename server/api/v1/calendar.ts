import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  calendarBlockSchema,
  calendarBlocksSchema,
  calendarExportSchema,
  calendarFeedInputSchema,
  calendarFeedSchema,
  manualBlockInputSchema,
} from '#common/calendar.ts';
import { isoDateMessage } from '#common/date-field.ts';
import { addDays, isIsoDate, nightsBetween, todayIn } from '#common/site-dates.ts';
import { stayConflictErrorSchema } from '#common/stay.ts';
import {
  createFeed,
  createManualBlock,
  deleteFeed,
  deleteManualBlock,
  exportPath,
  getExportKey,
  listBlocks,
  listFeeds,
  regenerateExportKey,
  updateFeed,
} from '../../domain/calendar/calendar.ts';
import { badRequest } from '../../http/http-errors.ts';
import type { ApiOptions } from './api-options.ts';
import { errorSchema, idParams, idText } from './schemas.ts';

const feedParams = z.object({ id: idText, feedId: idText });
const blockParams = z.object({ id: idText, blockId: idText });

/** The longest range of blocks one request lists (a little over 18 months, the sync horizon). */
const maxRangeNights = 560;

const rangeQuery = z.object({
  from: z.string().optional(),
  to: z.string().optional(),
});

/**
 * Staff's calendar of a property (issue 11), all admin only: its channel feeds with their sync status,
 * "sync now", its blocks (imported and manual, notes included) and the key of its exported feed.
 */
export const calendarRoutes: FastifyPluginAsyncZod<ApiOptions> = async (app) => {
  const tags = ['Calendar'];

  app.get('/properties/:id/calendar/feeds', {
    schema: {
      tags,
      operationId: 'listCalendarFeeds',
      summary: "A property's channel feeds with their last sync time, status and error",
      params: idParams,
      response: { 200: z.array(calendarFeedSchema), 401: errorSchema, 404: errorSchema },
    },
    handler: async (request) => listFeeds(app.domain, request.params.id),
  });

  app.post('/properties/:id/calendar/feeds', {
    schema: {
      tags,
      operationId: 'createCalendarFeed',
      summary: 'Adds a channel feed (at most 5 per property); it is fetched at the next sync',
      params: idParams,
      body: calendarFeedInputSchema,
      response: {
        201: calendarFeedSchema,
        400: errorSchema,
        401: errorSchema,
        404: errorSchema,
        409: errorSchema,
      },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await createFeed(app.domain, request.params.id, request.body)),
  });

  app.put('/properties/:id/calendar/feeds/:feedId', {
    schema: {
      tags,
      operationId: 'updateCalendarFeed',
      summary: "Changes a feed's label or address",
      params: feedParams,
      body: calendarFeedInputSchema,
      response: { 200: calendarFeedSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
    },
    handler: async (request) =>
      updateFeed(app.domain, request.params.id, request.params.feedId, request.body),
  });

  app.delete('/properties/:id/calendar/feeds/:feedId', {
    schema: {
      tags,
      operationId: 'deleteCalendarFeed',
      summary: 'Removes a feed and the blocks imported from it',
      params: feedParams,
      response: { 204: z.null(), 401: errorSchema, 404: errorSchema },
    },
    handler: async (request, reply) => {
      await deleteFeed(app.domain, request.params.id, request.params.feedId);
      return reply.status(204).send(null);
    },
  });

  app.post('/properties/:id/calendar/sync', {
    schema: {
      tags,
      operationId: 'syncCalendarFeeds',
      summary: "Fetches every feed of the property now and answers with the feeds' status afterwards",
      params: idParams,
      response: { 200: z.array(calendarFeedSchema), 401: errorSchema, 404: errorSchema },
    },
    handler: async (request) => app.calendarSync.syncProperty(request.params.id),
  });

  app.get('/properties/:id/calendar/blocks', {
    schema: {
      tags,
      operationId: 'listCalendarBlocks',
      summary: 'Blocks with a night in [from, to): imported (with their feed) and manual (with their note)',
      description: 'from defaults to today, to to 12 months later (YYYY-MM-DD in SITE_TIMEZONE)',
      params: idParams,
      querystring: rangeQuery,
      response: { 200: calendarBlocksSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
    },
    handler: async (request) => {
      const today = todayIn(app.domain.config.site.timeZone, app.domain.now());
      const from = request.query.from ?? today;
      if (!isIsoDate(from))
        throw badRequest(isoDateMessage('from'), { from: 'must be a date written YYYY-MM-DD' });
      const to = request.query.to ?? addDays(from, 365);
      if (!isIsoDate(to)) throw badRequest(isoDateMessage('to'), { to: 'must be a date written YYYY-MM-DD' });
      if (to <= from) throw badRequest('to must be after from', { to: 'must be after from' });
      if (nightsBetween(from, to) > maxRangeNights)
        throw badRequest(`The range can be at most ${maxRangeNights} nights`, { to: 'range too long' });
      const blocks = await listBlocks(app.domain, request.params.id, from, to);
      return { property_id: request.params.id, from, to, blocks };
    },
  });

  app.post('/properties/:id/calendar/blocks', {
    schema: {
      tags,
      operationId: 'createCalendarBlock',
      summary:
        'Blocks the nights [start, end) by hand (owner stay, maintenance), with an optional private note; ' +
        "409 {message, conflicts} when the nights overlap a live stay's unless allow_overlap",
      params: idParams,
      body: manualBlockInputSchema,
      response: {
        201: calendarBlockSchema,
        400: errorSchema,
        401: errorSchema,
        404: errorSchema,
        409: stayConflictErrorSchema,
      },
    },
    handler: async (request, reply) => {
      const block = await createManualBlock(
        app.domain,
        request.params.id,
        request.body,
        request.adminUser?.name ?? null,
      );
      return reply.status(201).send(block);
    },
  });

  app.delete('/properties/:id/calendar/blocks/:blockId', {
    schema: {
      tags,
      operationId: 'deleteCalendarBlock',
      summary: 'Removes a manual block (imported blocks follow their feed)',
      params: blockParams,
      response: { 204: z.null(), 401: errorSchema, 404: errorSchema },
    },
    handler: async (request, reply) => {
      await deleteManualBlock(app.domain, request.params.id, request.params.blockId);
      return reply.status(204).send(null);
    },
  });

  const exportAnswer = (propertyId: number, key: string) => {
    const path = exportPath(propertyId, key);
    return { key, path, url: `${app.domain.config.publicUrl}${path}` };
  };

  app.get('/properties/:id/calendar/export', {
    schema: {
      tags,
      operationId: 'getCalendarExport',
      summary: "The key and address of the property's exported iCalendar feed (made with the property)",
      params: idParams,
      response: { 200: calendarExportSchema, 401: errorSchema, 404: errorSchema },
    },
    handler: async (request) =>
      exportAnswer(request.params.id, await getExportKey(app.domain, request.params.id)),
  });

  app.post('/properties/:id/calendar/export/regenerate', {
    schema: {
      tags,
      operationId: 'regenerateCalendarExportKey',
      summary: 'A new export key; the old address stops working at once',
      params: idParams,
      response: { 200: calendarExportSchema, 401: errorSchema, 404: errorSchema },
    },
    handler: async (request) =>
      exportAnswer(request.params.id, await regenerateExportKey(app.domain, request.params.id)),
  });
};

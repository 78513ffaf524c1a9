import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { houseInfoListSchema, houseInfoSchema, turnoverNotesInputSchema } from '#common/house-info.ts';
import {
  reservationListSchema,
  reservationsQuerySchema,
  scheduleQuerySchema,
  scheduleSchema,
} from '#common/reservations.ts';
import { listReservations } from '../../domain/calendar/reservations.ts';
import { getSchedule } from '../../domain/housekeeping/schedule.ts';
import { listHouseInfo, setTurnoverNotes } from '../../domain/properties/house-info.ts';
import { errorSchema, idParams } from './schemas.ts';

/**
 * Operations across homes (issue 24): the channels' reservations, the day-by-day schedule and what a
 * changeover needs to know about each home.
 */
export const operationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/reservations', {
    schema: {
      tags: ['Operations'],
      operationId: 'listReservations',
      summary:
        'Imported channel reservations with a night in [from, to) (YYYY-MM-DD, SITE_TIMEZONE), each with ' +
        'the stay made from it or null',
      querystring: reservationsQuerySchema,
      response: { 200: reservationListSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
    },
    handler: async (request) =>
      listReservations(app.domain, {
        from: request.query.from,
        to: request.query.to,
        propertyId: request.query.property_id,
      }),
  });

  app.get('/schedule', {
    config: { roles: ['admin', 'manager', 'housekeeping'] },
    schema: {
      tags: ['Operations'],
      operationId: 'getSchedule',
      summary:
        'Arrivals, departures, who is staying and turnovers for each day of [from, to) (at most 62 days, ' +
        "SITE_TIMEZONE), and staff's blocks of those nights; a reservation made into a stay appears once, " +
        'as the stay',
      querystring: scheduleQuerySchema,
      response: { 200: scheduleSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
    },
    handler: async (request) => getSchedule(app.domain, request.query),
  });

  app.get('/house-info', {
    config: { roles: ['admin', 'manager', 'housekeeping'] },
    schema: {
      tags: ['Operations'],
      operationId: 'listHouseInfo',
      summary:
        "Every home's address, check-in and checkout times (its welcome page's; '' without one) and " +
        'turnover notes, by name: no code, so housekeeping reads it too',
      response: { 200: houseInfoListSchema, 401: errorSchema, 403: errorSchema },
    },
    handler: async () => listHouseInfo(app.domain),
  });

  app.put('/properties/:id/turnover-notes', {
    schema: {
      tags: ['Operations'],
      operationId: 'setTurnoverNotes',
      summary: "Replaces a home's turnover notes (blank clears them); answers its house information",
      params: idParams,
      body: turnoverNotesInputSchema,
      response: {
        200: houseInfoSchema,
        400: errorSchema,
        401: errorSchema,
        403: errorSchema,
        404: errorSchema,
      },
    },
    handler: async (request) => setTurnoverNotes(app.domain, request.params.id, request.body.turnover_notes),
  });
};

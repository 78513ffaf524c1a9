import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  reservationListSchema,
  reservationsQuerySchema,
  scheduleQuerySchema,
  scheduleSchema,
} from '#common/reservations.ts';
import { listReservations } from '../../domain/reservations.ts';
import { getSchedule } from '../../domain/schedule.ts';
import { errorSchema } from './schemas.ts';

/** Operations across homes (issue 24): the channels' reservations and the day-by-day schedule. */
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
        'SITE_TIMEZONE); a reservation made into a stay appears once, as the stay',
      querystring: scheduleQuerySchema,
      response: { 200: scheduleSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
    },
    handler: async (request) => getSchedule(app.domain, request.query),
  });
};

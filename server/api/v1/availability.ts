import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { availabilityQuerySchema } from '#common/stay-search.ts';
import { getAvailability } from '../../domain/calendar/availability.ts';
import { publicOrStaffSecurity, visibilityOf } from '../guards.ts';
import { errorSchema, idParams } from './schemas.ts';

const rangeSchema = z.object({
  start: z.string().describe('first blocked night, YYYY-MM-DD (site time zone)'),
  end: z.string().describe('the day after the last blocked night (exclusive)'),
});

const availabilitySchema = z.object({
  property_id: z.number(),
  from: z.string(),
  to: z.string(),
  minimum_nights: z.number(),
  blocked: z.array(rangeSchema),
  synced_at: z.string().nullable().describe('when a channel feed of the property last synced; null if never'),
});

/** The public availability of a property: merged booked nights, never where they came from or why. */
export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/properties/:id/availability', {
    config: { access: 'public', sharedRead: true },
    schema: {
      tags: ['Properties'],
      operationId: 'getPropertyAvailability',
      summary: 'Booked nights of a property as [start, end) ranges of site-time-zone dates',
      description:
        'from defaults to today and to to 12 months after from (site time zone); 400 when to is not after ' +
        'from or the range is longer than 18 months. Blocked ranges are merged and clipped to [from, to). ' +
        'A draft home is a 404 without a staff session.',
      params: idParams,
      security: publicOrStaffSecurity,
      querystring: availabilityQuerySchema,
      response: { 200: availabilitySchema, 400: errorSchema, 404: errorSchema },
    },
    handler: async (request) =>
      getAvailability(app.domain, request.params.id, request.query, await visibilityOf(request)),
  });
};

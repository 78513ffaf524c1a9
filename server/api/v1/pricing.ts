import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { quoteQuerySchema, quoteRefusals, quoteSchema, ratesSchema } from '#common/pricing.ts';
import { getQuote, readRates, saveRates } from '../../domain/pricing/rates.ts';
import { notFound } from '../../http/http-errors.ts';
import { publicOrStaffSecurity, requireAdmin, visibilityOf } from '../guards.ts';
import { errorSchema, idParams } from './schemas.ts';

const tags = ['Properties'];

const refusalSchema = z.object({
  message: z.string(),
  reason: z.enum(quoteRefusals),
  minimum_nights: z.number().optional().describe('with reason minimum_nights: the nights this stay needs'),
});

/** A home's rates (admin and manager) and the public quote of a stay (issue 40, ADR 0040). */
export const pricingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/properties/:id/rates', {
    schema: {
      tags,
      operationId: 'getPropertyRates',
      summary: "A home's rates in integer cents (CAD); 404 when the home has none yet",
      params: idParams,
      response: { 200: ratesSchema, 401: errorSchema, 404: errorSchema },
    },
    handler: async (request) => {
      const rates = await readRates(app.domain, request.params.id);
      if (!rates) throw notFound('This home has no rates yet');
      return rates;
    },
  });

  app.put('/properties/:id/rates', {
    schema: {
      tags,
      operationId: 'savePropertyRates',
      summary:
        "Replaces a home's rates; overlapping seasons, negative amounts or a percent outside 0–100 are a 400",
      params: idParams,
      body: ratesSchema,
      response: { 200: ratesSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
    },
    handler: async (request) =>
      saveRates(app.domain, request.params.id, request.body, (await requireAdmin(request)).name),
  });

  app.get('/properties/:id/quote', {
    config: { access: 'public' },
    schema: {
      tags,
      operationId: 'getPropertyQuote',
      summary: 'The itemized price of a stay, its taxes and its cancellation deadlines',
      description:
        'lines sum to total_cents; each tax is rounded half-up to the cent on its own base. 409 with a reason ' +
        'when the stay cannot be booked (unavailable, minimum_nights, maximum_guests, past, no_rates); 400 for ' +
        'malformed dates or guests, check-out not after check-in, or check-in more than 18 months ahead. ' +
        'A draft home is a 404 without a staff session (staff preview its quote).',
      params: idParams,
      security: publicOrStaffSecurity,
      querystring: quoteQuerySchema,
      response: { 200: quoteSchema, 400: errorSchema, 404: errorSchema, 409: refusalSchema },
    },
    handler: async (request) =>
      getQuote(app.domain, request.params.id, request.query, await visibilityOf(request)),
  });
};

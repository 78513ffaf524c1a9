import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  placeInputSchema,
  placeSchema,
  propertyPlacesInputSchema,
  propertyPlacesSchema,
} from '#common/place.ts';
import { langQuerySchema } from '#common/translations.ts';
import {
  createPlace,
  deletePlace,
  getPropertyPlaces,
  listPlaces,
  localisePlace,
  setPropertyPlaces,
  updatePlace,
} from '../../domain/properties/places.ts';
import { errorSchema, idParams } from './schemas.ts';

/** The local guide (admin only): places, and which of them each property's welcome page shows. */
export const placeRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Local guide'];

  app.get('/places', {
    schema: {
      tags,
      operationId: 'listPlaces',
      summary:
        'Every place of the local guide, by category (the guide order) and then name; with ?lang=fr its ' +
        'texts in French where staff gave them',
      querystring: langQuerySchema,
      response: { 200: z.array(placeSchema), 400: errorSchema, 401: errorSchema },
    },
    handler: async (request) =>
      (await listPlaces(app.domain)).map((place) => localisePlace(place, request.query.lang)),
  });

  app.post('/places', {
    schema: {
      tags,
      operationId: 'createPlace',
      summary:
        'Adds a place; its photo is a content image uploaded first (POST /content-images), as {key, alt}',
      body: placeInputSchema,
      response: { 201: placeSchema, 400: errorSchema, 401: errorSchema },
    },
    handler: async (request, reply) => {
      const place = await createPlace(app.domain, request.body);
      reply.status(201);
      return place;
    },
  });

  app.put('/places/:id', {
    schema: {
      tags,
      operationId: 'updatePlace',
      summary: 'Replaces a place (a missing image removes the photo)',
      params: idParams,
      body: placeInputSchema,
      response: { 200: placeSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
    },
    handler: async (request) => updatePlace(app.domain, request.params.id, request.body),
  });

  app.delete('/places/:id', {
    schema: {
      tags,
      operationId: 'deletePlace',
      summary: "Deletes a place; it leaves every property's guide",
      params: idParams,
      response: { 204: z.null(), 400: errorSchema, 401: errorSchema, 404: errorSchema },
    },
    handler: async (request, reply) => {
      await deletePlace(app.domain, request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.get('/properties/:id/places', {
    schema: {
      tags,
      operationId: 'getPropertyPlaces',
      summary: "A property's choice of places: every place (all: true), or the ones chosen, in order",
      params: idParams,
      response: { 200: propertyPlacesSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
    },
    handler: async (request) => getPropertyPlaces(app.domain, request.params.id),
  });

  app.put('/properties/:id/places', {
    schema: {
      tags,
      operationId: 'setPropertyPlaces',
      summary:
        "Chooses the places a property's welcome page shows, in list order; place_ids null shows every place",
      params: idParams,
      body: propertyPlacesInputSchema,
      response: { 200: propertyPlacesSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
    },
    handler: async (request) => setPropertyPlaces(app.domain, request.params.id, request.body.place_ids),
  });
};

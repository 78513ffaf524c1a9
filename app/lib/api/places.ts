import { z } from 'zod';
import { type PlaceInput, placeSchema, propertyPlacesSchema } from '#common/place.ts';
import { call, send } from './call.ts';

/** The local guide's places and each property's choice of them (`/places`, `/properties/{id}/places`). */
export const places = {
  list: (signal?: AbortSignal) => call(z.array(placeSchema), '/places', { signal }),
  create: (place: PlaceInput) => call(placeSchema, '/places', { json: place }),
  update: (id: number, place: PlaceInput) =>
    call(placeSchema, `/places/${id}`, { method: 'PUT', json: place }),
  remove: (id: number) => send(`/places/${id}`, { method: 'DELETE' }),
  ofProperty: (propertyId: number | string, signal?: AbortSignal) =>
    call(propertyPlacesSchema, `/properties/${propertyId}/places`, { signal }),
  /** The guide's places in order; null shows every place, also ones added later. */
  setOfProperty: (propertyId: number, placeIds: number[] | null) =>
    call(propertyPlacesSchema, `/properties/${propertyId}/places`, {
      method: 'PUT',
      json: { place_ids: placeIds },
    }),
};

import { z } from 'zod';
import { currentStaySchema, type stayCreateSchema, type stayPatchSchema, staySchema } from '#common/stay.ts';
import { call, send } from './call.ts';

type Id = number | string;

/** Guests' stays (`/properties/{id}/stays`, `/stays/current`). A 409's body lists the overlapping nights. */
export const stays = {
  list: (propertyId: Id, signal?: AbortSignal) =>
    call(z.array(staySchema), `/properties/${propertyId}/stays`, { signal }),
  current: (signal?: AbortSignal) => call(z.array(currentStaySchema), '/stays/current', { signal }),
  create: (propertyId: Id, stay: z.input<typeof stayCreateSchema>) =>
    call(staySchema, `/properties/${propertyId}/stays`, { json: stay }),
  update: (propertyId: Id, stayId: number, change: z.input<typeof stayPatchSchema>) =>
    call(staySchema, `/properties/${propertyId}/stays/${stayId}`, { method: 'PATCH', json: change }),
  /** Records that staff copied or shared the stay's link (its `link_shared_at`). */
  markShared: (propertyId: Id, stayId: number) =>
    call(staySchema, `/properties/${propertyId}/stays/${stayId}/shared`, { method: 'POST' }),
  remove: (propertyId: Id, stayId: number) =>
    send(`/properties/${propertyId}/stays/${stayId}`, { method: 'DELETE' }),
};

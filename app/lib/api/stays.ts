import { z } from 'zod';
import { currentStaySchema, type stayCreateSchema, type stayPatchSchema, staySchema } from '#common/stay.ts';
import { type Lang, languages } from '#common/translations.ts';
import { call, send } from './call.ts';

type Id = number | string;

/**
 * The guest's language of a stay (issue 28): their welcome page and mails follow it. Sent on writes and
 * read on `Stay` (the contract of docs/architecture.md); absent from a server that does not know it yet.
 */
export interface StayLanguage {
  language?: Lang;
}

/** A stay as staff read it, its `language` kept (issue 28). */
const staffStaySchema = staySchema.extend({ language: z.enum(languages).optional() });

/** Guests' stays (`/properties/{id}/stays`, `/stays/current`). A 409's body lists the overlapping nights. */
export const stays = {
  list: (propertyId: Id, signal?: AbortSignal) =>
    call(z.array(staffStaySchema), `/properties/${propertyId}/stays`, { signal }),
  current: (signal?: AbortSignal) => call(z.array(currentStaySchema), '/stays/current', { signal }),
  create: (propertyId: Id, stay: z.input<typeof stayCreateSchema> & StayLanguage) =>
    call(staffStaySchema, `/properties/${propertyId}/stays`, { json: stay }),
  update: (propertyId: Id, stayId: number, change: z.input<typeof stayPatchSchema> & StayLanguage) =>
    call(staffStaySchema, `/properties/${propertyId}/stays/${stayId}`, { method: 'PATCH', json: change }),
  remove: (propertyId: Id, stayId: number) =>
    send(`/properties/${propertyId}/stays/${stayId}`, { method: 'DELETE' }),
};

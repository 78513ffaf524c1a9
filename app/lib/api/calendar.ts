import { z } from 'zod';
import {
  type CalendarFeedInput,
  calendarBlockSchema,
  calendarBlocksSchema,
  calendarExportSchema,
  calendarFeedSchema,
  type ManualBlockInput,
} from '#common/calendar.ts';
import { call, query, send } from './call.ts';

type Id = number | string;
const base = (propertyId: Id) => `/properties/${propertyId}/calendar`;

/** A property's channel feeds, booked nights and export address (`/properties/{id}/calendar/…`). */
export const calendar = {
  feeds: (propertyId: Id, signal?: AbortSignal) =>
    call(z.array(calendarFeedSchema), `${base(propertyId)}/feeds`, { signal }),
  addFeed: (propertyId: Id, feed: CalendarFeedInput) =>
    call(calendarFeedSchema, `${base(propertyId)}/feeds`, { json: feed }),
  removeFeed: (propertyId: Id, feedId: number) =>
    send(`${base(propertyId)}/feeds/${feedId}`, { method: 'DELETE' }),
  /** Fetches every feed now; the feeds' status afterwards. */
  sync: (propertyId: Id) => call(z.array(calendarFeedSchema), `${base(propertyId)}/sync`, { method: 'POST' }),
  /** Booked nights from `from` (default today) to `to` (default a year on). */
  blocks: (propertyId: Id, range: { from?: string; to?: string } = {}, signal?: AbortSignal) =>
    call(calendarBlocksSchema, `${base(propertyId)}/blocks${query(range)}`, { signal }),
  addBlock: (propertyId: Id, block: ManualBlockInput) =>
    call(calendarBlockSchema, `${base(propertyId)}/blocks`, { json: block }),
  removeBlock: (propertyId: Id, blockId: number) =>
    send(`${base(propertyId)}/blocks/${blockId}`, { method: 'DELETE' }),
  exportAddress: (propertyId: Id, signal?: AbortSignal) =>
    call(calendarExportSchema, `${base(propertyId)}/export`, { signal }),
  regenerateExport: (propertyId: Id) =>
    call(calendarExportSchema, `${base(propertyId)}/export/regenerate`, { method: 'POST' }),
};

import { z } from 'zod';
import { bookingRequestSchema, stayListPageSize } from '#common/booking.ts';
import { staySchema } from '#common/stay.ts';
import { call, query } from './call.ts';

/** A stay in the list across homes: housekeeping gets who, where and when only. */
export const stayListItemSchema = staySchema
  .partial()
  .required({ id: true, property_id: true, guest_name: true, arrival: true, departure: true, status: true })
  .extend({ property_name: z.string() });

export type StayListItem = z.infer<typeof stayListItemSchema>;

const stayPageSchema = z.object({
  stays: z.array(stayListItemSchema),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
});

export type StayFilters = Partial<
  Record<'q' | 'from' | 'to' | 'property_id' | 'status' | 'balance_due' | 'link_not_sent' | 'page', string>
>;

/** Every booking across homes (`/stays`) and the requests to book (`/booking-requests`), issue 41. */
export const bookings = {
  stays: (filters: StayFilters, signal?: AbortSignal) =>
    call(stayPageSchema, `/stays${query(filters)}`, { signal }),
  pageSize: stayListPageSize,
  pendingRequests: (signal?: AbortSignal) =>
    call(z.array(bookingRequestSchema), '/booking-requests?status=pending', { signal }),
  accept: (id: number) =>
    call(z.object({ stay: staySchema }), `/booking-requests/${id}/accept`, { method: 'POST' }),
  decline: (id: number) =>
    call(bookingRequestSchema, `/booking-requests/${id}/decline`, { method: 'POST', json: {} }),
};

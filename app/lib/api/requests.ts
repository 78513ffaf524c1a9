import { z } from 'zod';
import { type RequestStatus, type staffReplyStatuses, staffRequestSchema } from '#common/request-threads.ts';
import { call } from './call.ts';

/** Guest requests as conversations, for staff (`/requests`, issue 43). */
export const guestRequests = {
  list: (filter: { status?: RequestStatus; property_id?: number }, signal?: AbortSignal) => {
    const query = new URLSearchParams();
    if (filter.status) query.set('status', filter.status);
    if (filter.property_id !== undefined) query.set('property_id', String(filter.property_id));
    const suffix = query.size > 0 ? `?${query}` : '';
    return call(z.array(staffRequestSchema), `/requests${suffix}`, { signal });
  },
  answer: (id: number, answer: { text: string; status?: (typeof staffReplyStatuses)[number] }) =>
    call(staffRequestSchema, `/requests/${id}/replies`, { method: 'POST', json: answer }),
};

import { z } from 'zod';
import { enquiryRecordSchema } from '#common/enquiry.ts';
import { call } from './call.ts';

/** Contact enquiries and guests' requests as staff read them (`/enquiries`). */
export const enquiries = {
  list: (signal?: AbortSignal) => call(z.array(enquiryRecordSchema), '/enquiries', { signal }),
  setHandled: (id: number, handled: boolean) =>
    call(enquiryRecordSchema, `/enquiries/${id}`, { method: 'PATCH', json: { handled } }),
};

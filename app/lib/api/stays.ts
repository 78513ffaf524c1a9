import { z } from 'zod';
import type { PaymentInput } from '#common/booking.ts';
import { currentStaySchema, type stayCreateSchema, type stayPatchSchema, staySchema } from '#common/stay.ts';
import { call } from './call.ts';

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
  /** A new link for the same stay: the old one stops working at once; answers the stay with it. */
  newLink: (propertyId: Id, stayId: number) =>
    call(staySchema, `/properties/${propertyId}/stays/${stayId}/new-link`, { method: 'POST' }),
  /** Money received (issue 41): answers the stay with its payments, paid and balance. */
  addPayment: (propertyId: Id, stayId: number, payment: PaymentInput) =>
    call(staySchema, `/properties/${propertyId}/stays/${stayId}/payments`, { json: payment }),
  deletePayment: (propertyId: Id, stayId: number, paymentId: number) =>
    call(staySchema, `/properties/${propertyId}/stays/${stayId}/payments/${paymentId}`, { method: 'DELETE' }),
  /** The refund cancelling now would give; nothing changes (`dry_run=true`). */
  previewCancel: (propertyId: Id, stayId: number, reason: string) =>
    call(
      z.object({ stay: staySchema, refund_due_cents: z.number() }),
      `/properties/${propertyId}/stays/${stayId}/cancel?dry_run=true`,
      { json: { reason } },
    ),
  /** Cancels the booking (not revoking its link): status cancelled, its reason and refund due. */
  cancel: (propertyId: Id, stayId: number, reason: string) =>
    call(z.object({ stay: staySchema }), `/properties/${propertyId}/stays/${stayId}/cancel`, {
      json: { reason },
    }),
};

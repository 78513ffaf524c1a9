import type { PaymentInput } from '#common/booking.ts';
import { formatCents } from '#common/money.ts';
import type { Stay } from '#common/stay.ts';
import { siteToday } from '../calendar/availability.ts';
import { syncCleanTasks } from '../housekeeping/clean-tasks.ts';
import { bookingCancelledMail } from '../messages/booking-mail-texts.ts';
import { queueBookingMail } from '../messages/booking-mails.ts';
import { planStayMessages } from '../messages/guest-messages.ts';
import { cancellationSchedule } from '../pricing/quote.ts';
import { readCancellation } from '../pricing/rates.ts';
import { propertyNotFound } from '../properties/properties.ts';
import { type Actor, recordActivity } from '../shared/activity.ts';
import { type DomainContext, inTransaction } from '../shared/context.ts';
import { conflict, notFound } from '../shared/errors.ts';
import { stayColumns, stayLanguageOf, toStay } from './stays.ts';

/**
 * A stay as a booking (issue 41): payments staff record, and cancelling, which is not revoking a link: it
 * records why and the refund the cancellation policy gives that day, frees the nights, cancels the guest
 * mails not sent yet, ends the link and tells the guest.
 */

async function readStay(ctx: DomainContext, propertyId: number, stayId: number) {
  const row = await ctx.db
    .selectFrom('stays')
    .select(stayColumns)
    .where('id', '=', stayId)
    .where('property_id', '=', propertyId)
    .executeTakeFirst();
  if (row) return row;
  const property = await ctx.db
    .selectFrom('properties')
    .select('id')
    .where('id', '=', propertyId)
    .executeTakeFirst();
  throw property ? notFound('Stay not found') : propertyNotFound();
}

/** The refund the policy gives a booking of `total` cancelled on `today`: 0 without a total. */
export function refundDue(
  rules: Parameters<typeof cancellationSchedule>[0],
  arrival: string,
  total: number | null,
  today: string,
): number {
  if (total === null) return 0;
  // the schedule leaves out the steps already past: its first entry is today's
  return cancellationSchedule(rules, arrival, total, today)[0]?.refund_cents ?? 0;
}

export async function addPayment(
  ctx: DomainContext,
  propertyId: number,
  stayId: number,
  input: PaymentInput,
  recordedBy: NonNullable<Actor>,
): Promise<Stay> {
  return inTransaction(ctx, async (tx) => {
    const stay = await readStay(tx, propertyId, stayId);
    if (stay.cancelled_at) throw conflict('This booking is cancelled: no payment can be recorded on it');
    await tx.db
      .insertInto('stay_payments')
      .values({
        stay_id: stayId,
        cents: input.cents,
        method: input.method,
        received_on: input.received_on,
        note: input.note ?? '',
        recorded_by: recordedBy.name,
        created_at: ctx.now().toISOString(),
      })
      .execute();
    await recordActivity(tx, recordedBy, {
      action: 'stay.payment_recorded',
      detail: `${formatCents(input.cents)} ${input.method}, received ${input.received_on}`,
      propertyId,
      stayId,
    });
    return toStay(tx, stay);
  });
}

export async function deletePayment(
  ctx: DomainContext,
  propertyId: number,
  stayId: number,
  paymentId: number,
  actor: Actor = null,
): Promise<Stay> {
  return inTransaction(ctx, async (tx) => {
    const stay = await readStay(tx, propertyId, stayId);
    const payment = await tx.db
      .selectFrom('stay_payments')
      .select(['cents', 'method', 'received_on'])
      .where('id', '=', paymentId)
      .where('stay_id', '=', stayId)
      .executeTakeFirst();
    if (!payment) throw notFound('Payment not found');
    await tx.db.deleteFrom('stay_payments').where('id', '=', paymentId).execute();
    await recordActivity(tx, actor, {
      action: 'stay.payment_deleted',
      detail: `${formatCents(payment.cents)} ${payment.method}, received ${payment.received_on}`,
      propertyId,
      stayId,
    });
    return toStay(tx, stay);
  });
}

/** Refuses to cancel a booking already cancelled or whose departure has come (a stay that happened). */
function checkCancellable(stay: { cancelled_at: string | null; departure: string }, today: string): void {
  if (stay.cancelled_at) throw conflict('This booking is already cancelled');
  if (stay.departure <= today) throw conflict('This stay has already ended: it cannot be cancelled');
}

/**
 * What cancelling now would refund, without cancelling (the cancel route's `dry_run=true`): staff see the
 * refund before they confirm, and the browser computes nothing of the policy. The same 409s as cancelling.
 */
export async function previewCancellation(
  ctx: DomainContext,
  propertyId: number,
  stayId: number,
): Promise<{ stay: Stay; refund_due_cents: number }> {
  const today = siteToday(ctx);
  const stay = await readStay(ctx, propertyId, stayId);
  checkCancellable(stay, today);
  const refund = refundDue(await readCancellation(ctx), stay.arrival, stay.total_cents, today);
  return { stay: await toStay(ctx, stay), refund_due_cents: refund };
}

/**
 * Cancels a booking: 409 when it is already cancelled or its departure has come (a stay that happened is
 * not cancelled); the refund due is the policy's on that day, from the total (0 without one).
 */
export async function cancelStay(
  ctx: DomainContext,
  propertyId: number,
  stayId: number,
  reason: string,
  actor: Actor = null,
): Promise<Stay> {
  const today = siteToday(ctx);
  return inTransaction(ctx, async (tx) => {
    const stay = await readStay(tx, propertyId, stayId);
    checkCancellable(stay, today);
    const refund = refundDue(await readCancellation(tx), stay.arrival, stay.total_cents, today);
    const now = ctx.now().toISOString();
    const updated = await tx.db
      .updateTable('stays')
      .set({
        cancelled_at: now,
        cancel_reason: reason,
        refund_due_cents: refund,
        // the link ends and the nights are free: every reader of live stays skips a revoked one
        revoked_at: stay.revoked_at ?? now,
      })
      .where('id', '=', stayId)
      .where('cancelled_at', 'is', null)
      .returning(stayColumns)
      .executeTakeFirst();
    if (!updated) throw conflict('This booking is already cancelled');
    await planStayMessages(tx, stayId);
    // its clean is cancelled with it (issue 42)
    await syncCleanTasks(tx, propertyId);
    await recordActivity(tx, actor, { action: 'stay.cancelled', detail: reason, propertyId, stayId });
    if (stay.guest_email) {
      const property = await tx.db
        .selectFrom('properties')
        .select('name')
        .where('id', '=', propertyId)
        .executeTakeFirstOrThrow();
      await queueBookingMail(tx, {
        kind: 'booking_cancelled',
        to: stay.guest_email,
        stayId,
        ...bookingCancelledMail(stayLanguageOf(stay), {
          home: property.name,
          check_in: stay.arrival,
          check_out: stay.departure,
          guests: stay.guests ?? 1,
          name: stay.guest_name,
          refund,
          reason,
        }),
      });
    }
    return toStay(tx, updated);
  });
}

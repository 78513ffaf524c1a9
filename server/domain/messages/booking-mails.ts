import type { DomainContext } from '../shared/context.ts';
import type { ComposedMail } from './booking-mail-texts.ts';

/**
 * The booking emails' outbox (issue 41): a mail is stored composed in the same transaction as the change
 * it tells of (a request, an answer, a cancellation), so none is lost and none goes for a change that did
 * not happen; the booking mailer claims and sends it.
 */

export type BookingMailKind =
  | 'request_received'
  | 'request_notification'
  | 'booking_confirmed'
  | 'request_declined'
  | 'booking_cancelled';

export interface BookingMailRow {
  id: number;
  kind: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  body: string;
  attempts: number;
}

export async function queueBookingMail(
  ctx: Pick<DomainContext, 'db' | 'now'>,
  mail: ComposedMail & {
    kind: BookingMailKind;
    to: string;
    replyTo?: string;
    requestId?: number;
    stayId?: number;
  },
): Promise<void> {
  const now = ctx.now().toISOString();
  await ctx.db
    .insertInto('booking_mails')
    .values({
      kind: mail.kind,
      request_id: mail.requestId ?? null,
      stay_id: mail.stayId ?? null,
      to_address: mail.to,
      reply_to: mail.replyTo ?? null,
      subject: mail.subject,
      body: mail.body,
      status: 'pending',
      next_attempt_at: now,
      sent_at: null,
      last_error: null,
      created_at: now,
    })
    .execute();
}

/**
 * Takes the next due mail for `leaseMs` (its next_attempt_at moves past the lease, so another node takes
 * it only if this one died); undefined when none is due by `dueBy`.
 */
export async function claimDueBookingMail(
  ctx: Pick<DomainContext, 'db' | 'now'>,
  dueBy: Date,
  leaseMs: number,
): Promise<BookingMailRow | undefined> {
  const dueByIso = dueBy.toISOString();
  for (;;) {
    const candidate = await ctx.db
      .selectFrom('booking_mails')
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', dueByIso)
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (!candidate) return undefined;
    const claimed = await ctx.db
      .updateTable('booking_mails')
      .set({ next_attempt_at: new Date(ctx.now().getTime() + leaseMs).toISOString() })
      .where('id', '=', candidate.id)
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', dueByIso)
      .returning(['id', 'kind', 'to_address', 'reply_to', 'subject', 'body', 'attempts'])
      .executeTakeFirst();
    if (claimed) return claimed;
  }
}

export async function recordBookingMailSent(ctx: Pick<DomainContext, 'db' | 'now'>, id: number) {
  await ctx.db
    .updateTable('booking_mails')
    .set({ status: 'sent', sent_at: ctx.now().toISOString(), last_error: null })
    .where('id', '=', id)
    .execute();
}

/** A failed attempt: tried again after `retryInMs`, or failed for good without one. */
export async function recordBookingMailFailed(
  ctx: Pick<DomainContext, 'db' | 'now'>,
  mail: BookingMailRow,
  reason: string,
  retryInMs: number | undefined,
) {
  await ctx.db
    .updateTable('booking_mails')
    .set({
      attempts: mail.attempts + 1,
      last_error: reason.slice(0, 1000),
      ...(retryInMs === undefined
        ? { status: 'failed' }
        : { next_attempt_at: new Date(ctx.now().getTime() + retryInMs).toISOString() }),
    })
    .where('id', '=', mail.id)
    .execute();
}

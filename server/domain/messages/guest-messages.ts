import { sql } from 'kysely';
import { days } from '#common/durations.ts';
import {
  type Message,
  type MessageKind,
  type MessageStatus,
  messageKinds,
  type StayMessages,
} from '#common/guest-messages.ts';
import type { GuestMessagesTable } from '../../db/schema.ts';
import type { DomainContext } from '../shared/context.ts';
import { conflict, notFound } from '../shared/errors.ts';
import { afterUsefulDays, lastUsefulAt, messageDueAt } from './guest-message-schedule.ts';
import { listTemplates, readGuideDaysBefore } from './message-templates.ts';

/**
 * The guest-mail outbox (issue 25, ADR 0032): one row per (stay, kind), kept in step with the stay by
 * `planStayMessages` whenever the stay, the templates or the guide setting change, and taken by the sending
 * worker (guest-mailer.ts) through a claim with a lease, so that several nodes send each message once.
 */

type MessageRow = Omit<GuestMessagesTable, 'id' | 'subject' | 'attempts'> & {
  id: number;
  subject: string;
  attempts: number;
};

/** Statuses a (re)planning may still change: the message is not in flight and not sent. */
const changeable: MessageStatus[] = ['scheduled', 'failed', 'cancelled'];

const iso = (d: Date) => d.toISOString();

export function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    stay_id: row.stay_id,
    property_id: row.property_id,
    kind: row.kind as MessageKind,
    to: row.to_address,
    subject: row.subject,
    status: row.status as MessageStatus,
    send_at: row.send_at,
    sent_at: row.sent_at,
    attempts: row.attempts,
    last_error: row.last_error,
  };
}

const offKinds = (messagesOff: string) => new Set(messagesOff.split(',').filter(Boolean));

/**
 * Brings a stay's messages in line with the stay: a live stay with an email gets one row per enabled kind,
 * due at its time, or at once when that time has passed but the kind is still of use (`lastUsefulAt`: a
 * kind past its use is not planned, and a row of it still `scheduled` is cancelled); a changed date or
 * email moves what is not sent yet; a revoked stay, a removed email or a kind switched off cancels what is
 * not sent yet. Sent messages and messages in flight are left alone.
 */
export async function planStayMessages(ctx: DomainContext, stayId: number): Promise<void> {
  const stay = await ctx.db
    .selectFrom('stays')
    .select(['id', 'property_id', 'arrival', 'departure', 'revoked_at', 'guest_email', 'messages_off'])
    .where('id', '=', stayId)
    .executeTakeFirst();
  if (!stay) return;
  const tz = ctx.config.site.timeZone;
  const now = ctx.now();
  const [templates, guideDaysBefore, rows] = await Promise.all([
    listTemplates(ctx),
    readGuideDaysBefore(ctx),
    ctx.db.selectFrom('guest_messages').selectAll().where('stay_id', '=', stayId).execute(),
  ]);
  const off = offKinds(stay.messages_off);
  const live = !stay.revoked_at && stay.guest_email !== null;
  for (const kind of messageKinds) {
    const row = rows.find((r) => r.kind === kind);
    const switchedOn = live && !off.has(kind) && templates.find((t) => t.kind === kind)?.enabled === true;
    const useful = now < lastUsefulAt(kind, stay, tz);
    if (!switchedOn || !useful) {
      // past its use, a failed message stays failed (staff see why); switched off, it is cancelled too
      const cancellable: MessageStatus[] = switchedOn ? ['scheduled'] : ['scheduled', 'failed'];
      if (row && cancellable.includes(row.status as MessageStatus)) {
        await ctx.db
          .updateTable('guest_messages')
          .set({ status: 'cancelled' })
          .where('id', '=', row.id)
          .where('status', 'in', cancellable)
          .execute();
      }
      continue;
    }
    const to = stay.guest_email as string;
    const due = messageDueAt(kind, stay, guideDaysBefore, tz);
    const sendAt = new Date(Math.max(due.getTime(), now.getTime()));
    if (!row) {
      await ctx.db
        .insertInto('guest_messages')
        .values({
          stay_id: stay.id,
          property_id: stay.property_id,
          kind,
          to_address: to,
          status: 'scheduled',
          send_at: iso(sendAt),
          next_attempt_at: iso(sendAt),
          sent_at: null,
          last_error: null,
          claimed_by: null,
          created_at: iso(now),
        })
        // a concurrent planning of the same stay made the row: that one is as good
        .onConflict((oc) => oc.columns(['stay_id', 'kind']).doNothing())
        .execute();
      continue;
    }
    if (!changeable.includes(row.status as MessageStatus)) continue;
    // a row already due stays as it is (its retries keep their backoff) unless the email changed
    const sameTime = row.send_at === iso(due) || (due <= now && row.send_at <= iso(now));
    if (row.status !== 'cancelled' && row.to_address === to && sameTime) continue;
    await ctx.db
      .updateTable('guest_messages')
      .set({
        to_address: to,
        status: 'scheduled',
        send_at: iso(sendAt),
        next_attempt_at: iso(sendAt),
        attempts: 0,
        last_error: null,
        claimed_by: null,
      })
      .where('id', '=', row.id)
      .where('status', 'in', changeable)
      .execute();
  }
}

/**
 * Replans every stay that may still get mail, and every stay with a message still scheduled (after a
 * template is switched or the guide setting moves, and once when the worker starts: rows an older version
 * or a crash left out of line with their stay are brought back in line before anything is sent).
 */
export async function planAllMessages(ctx: DomainContext): Promise<void> {
  // the thank-you is of use until the end of the third day after departure (a day more: any time zone)
  const oldestDeparture = new Date(ctx.now().getTime() - days(afterUsefulDays + 2))
    .toISOString()
    .slice(0, 10);
  const stays = await ctx.db
    .selectFrom('stays')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([
          eb('revoked_at', 'is', null),
          eb('guest_email', 'is not', null),
          eb('departure', '>=', oldestDeparture),
        ]),
        eb('id', 'in', eb.selectFrom('guest_messages').select('stay_id').where('status', '=', 'scheduled')),
      ]),
    )
    .orderBy('id')
    .execute();
  for (const stay of stays) await planStayMessages(ctx, stay.id);
}

export interface MessageFilter {
  stay_id?: number | undefined;
  status?: MessageStatus | undefined;
  /** send_at from this instant or date (inclusive) */
  from?: string | undefined;
  /** send_at before this instant or date */
  to?: string | undefined;
}

/** The most messages one list answers (docs/architecture.md; the API's description says it too). */
export const maxListedMessages = 1000;

/**
 * The outbox, ordered in the database so the cap keeps what matters: failed first (the most recent
 * first), then what is coming (`scheduled` and `sending`, the next due first), then what is done (`sent`
 * and `cancelled`, the most recent first, by `sent_at` or else `send_at`), then by id; at most
 * `maxListedMessages`.
 */
export async function listMessages(ctx: DomainContext, filter: MessageFilter): Promise<Message[]> {
  let query = ctx.db.selectFrom('guest_messages').selectAll();
  if (filter.stay_id !== undefined) query = query.where('stay_id', '=', filter.stay_id);
  if (filter.status !== undefined) query = query.where('status', '=', filter.status);
  if (filter.from !== undefined) query = query.where('send_at', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('send_at', '<', filter.to);
  const coming = sql<boolean>`status in ('scheduled', 'sending')`;
  const rows = await query
    .orderBy(sql`case when status = 'failed' then 0 when ${coming} then 1 else 2 end`)
    // within one group only one of the next two keys is set, so where each engine puts nulls never matters
    .orderBy(sql`case when ${coming} then send_at end`)
    .orderBy(sql`case when ${coming} then null else coalesce(sent_at, send_at) end`, (ob) => ob.desc())
    .orderBy('id')
    .limit(maxListedMessages)
    .execute();
  return rows.map(toMessage);
}

/** Each stay's messages at a glance, for the stays the back office lists. */
export async function stayMessageSummaries(
  ctx: DomainContext,
  stayIds: number[],
): Promise<Map<number, StayMessages>> {
  const summaries = new Map<number, StayMessages>();
  for (const id of stayIds) summaries.set(id, { guide: null, arrival: null, checkout: null, after: null });
  if (stayIds.length === 0) return summaries;
  const rows = await ctx.db
    .selectFrom('guest_messages')
    .select(['stay_id', 'kind', 'status', 'send_at', 'sent_at'])
    .where('stay_id', 'in', stayIds)
    .execute();
  for (const row of rows) {
    const summary = summaries.get(row.stay_id);
    if (!summary || !(messageKinds as readonly string[]).includes(row.kind)) continue;
    summary[row.kind as MessageKind] = {
      status: row.status as MessageStatus,
      send_at: row.sent_at ?? row.send_at,
    };
  }
  return summaries;
}

/**
 * Sends a kind now, whatever its schedule, also again when it was sent: 404 for an unknown stay, 409 when
 * the stay has no email or is revoked, or the message is being sent at this moment.
 */
export async function sendMessageNow(
  ctx: DomainContext,
  stayId: number,
  kind: MessageKind,
): Promise<Message> {
  const stay = await ctx.db
    .selectFrom('stays')
    .select(['id', 'property_id', 'guest_email', 'revoked_at'])
    .where('id', '=', stayId)
    .executeTakeFirst();
  if (!stay) throw notFound('Stay not found');
  if (!stay.guest_email) throw conflict('This stay has no guest email');
  if (stay.revoked_at) throw conflict('This stay is revoked');
  const now = iso(ctx.now());
  const values = {
    to_address: stay.guest_email,
    status: 'scheduled',
    send_at: now,
    next_attempt_at: now,
    attempts: 0,
    last_error: null,
    claimed_by: null,
  };
  await ctx.db
    .insertInto('guest_messages')
    .values({
      stay_id: stay.id,
      property_id: stay.property_id,
      kind,
      sent_at: null,
      created_at: now,
      ...values,
    })
    .onConflict((oc) =>
      oc.columns(['stay_id', 'kind']).doUpdateSet(values).where('guest_messages.status', '!=', 'sending'),
    )
    .execute();
  const row = await ctx.db
    .selectFrom('guest_messages')
    .selectAll()
    .where('stay_id', '=', stayId)
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
  if (row.status === 'sending') throw conflict('This message is being sent at this moment');
  return toMessage(row);
}

/**
 * Takes one message due by `dueBy` for `worker`: marks it `sending` with a lease. The conditional update
 * is the claim: on any number of nodes, only one update matches a given due row. A message whose sender
 * died mid-send is `sending` with its lease over, and is taken again.
 */
export async function claimDueMessage(
  ctx: DomainContext,
  worker: string,
  dueBy: Date,
  leaseMs: number,
): Promise<MessageRow | undefined> {
  const dueByIso = iso(dueBy);
  for (;;) {
    const candidate = await ctx.db
      .selectFrom('guest_messages')
      .select('id')
      .where('status', 'in', ['scheduled', 'sending'])
      .where('next_attempt_at', '<=', dueByIso)
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (!candidate) return undefined;
    const claimed = await ctx.db
      .updateTable('guest_messages')
      .set({
        status: 'sending',
        claimed_by: worker,
        next_attempt_at: iso(new Date(ctx.now().getTime() + leaseMs)),
      })
      .where('id', '=', candidate.id)
      .where('status', 'in', ['scheduled', 'sending'])
      .where('next_attempt_at', '<=', dueByIso)
      .returningAll()
      .executeTakeFirst();
    if (claimed) return claimed;
  }
}

/** Records a delivery, only while `worker` still holds the claim. */
export async function recordMessageSent(
  ctx: DomainContext,
  row: MessageRow,
  worker: string,
  subject: string,
): Promise<void> {
  await ctx.db
    .updateTable('guest_messages')
    .set({
      status: 'sent',
      subject,
      sent_at: iso(ctx.now()),
      attempts: row.attempts + 1,
      last_error: null,
      claimed_by: null,
    })
    .where('id', '=', row.id)
    .where('claimed_by', '=', worker)
    .where('status', '=', 'sending')
    .execute();
}

/**
 * Cancels a claimed message instead of sending it (its stay was revoked or no longer has that address),
 * only while `worker` still holds the claim.
 */
export async function recordMessageCancelled(ctx: DomainContext, row: MessageRow, worker: string) {
  await ctx.db
    .updateTable('guest_messages')
    .set({ status: 'cancelled', next_attempt_at: row.send_at, claimed_by: null })
    .where('id', '=', row.id)
    .where('claimed_by', '=', worker)
    .where('status', '=', 'sending')
    .execute();
}

/** Longest error text kept. */
const maxErrorLength = 500;

/**
 * Records a failed attempt: due again after the backoff (`retryInMs`), or `failed` for good when
 * `retryInMs` is undefined.
 */
export async function recordMessageFailed(
  ctx: DomainContext,
  row: MessageRow,
  worker: string,
  reason: string,
  retryInMs: number | undefined,
): Promise<void> {
  const now = ctx.now();
  await ctx.db
    .updateTable('guest_messages')
    .set({
      status: retryInMs === undefined ? 'failed' : 'scheduled',
      next_attempt_at: iso(new Date(now.getTime() + (retryInMs ?? 0))),
      attempts: row.attempts + 1,
      last_error: reason.slice(0, maxErrorLength),
      claimed_by: null,
    })
    .where('id', '=', row.id)
    .where('claimed_by', '=', worker)
    .where('status', '=', 'sending')
    .execute();
}

export type { MessageRow };

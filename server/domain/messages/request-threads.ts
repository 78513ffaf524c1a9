import { sql } from 'kysely';
import type { EnquiryKind } from '#common/enquiry.ts';
import {
  closedStatuses,
  type GuestRequest,
  type RequestStatus,
  type StaffRequest,
  type staffReplyStatuses,
} from '#common/request-threads.ts';
import { isTimeRequest } from '#common/stay-times.ts';
import type { MailStatus } from '../../db/schema.ts';
import { AttemptRefused } from '../limits/attempts.ts';
import type { Limiters } from '../limits/limits.ts';
import type { DomainContext } from '../shared/context.ts';
import { inTransaction } from '../shared/context.ts';
import { conflict, notFound } from '../shared/errors.ts';
import { applyApprovedTime } from '../stays/stay-times.ts';

/**
 * Guest requests as conversations (issue 43, ADR 0045): a stay request (an enquiry with a stay) has a
 * status and replies. A guest reads and adds to their own stay's only; staff read all and answer, each
 * answer mailed to the guest once by the reply mailer (request-reply-mailer.ts).
 */

type StayRequestKind = Exclude<EnquiryKind, 'contact'>;

interface ReplyRow {
  id: number;
  enquiry_id: number;
  author: string;
  text: string;
  created_at: string;
  created_by: string | null;
  to_address: string | null;
  mail_status: MailStatus | null;
  mail_sent_at: string | null;
  mail_last_error: string | null;
}

const replyColumns = [
  'id',
  'enquiry_id',
  'author',
  'text',
  'created_at',
  'created_by',
  'to_address',
  'mail_status',
  'mail_sent_at',
  'mail_last_error',
] as const;

/** The replies of `enquiryIds`, oldest first, by request. */
async function repliesOf(ctx: DomainContext, enquiryIds: number[]): Promise<Map<number, ReplyRow[]>> {
  const byRequest = new Map<number, ReplyRow[]>();
  if (enquiryIds.length === 0) return byRequest;
  const rows = await ctx.db
    .selectFrom('request_replies')
    .select(replyColumns)
    .where('enquiry_id', 'in', enquiryIds)
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const list = byRequest.get(row.enquiry_id) ?? [];
    list.push(row);
    byRequest.set(row.enquiry_id, list);
  }
  return byRequest;
}

const requestQuery = (ctx: DomainContext) =>
  ctx.db
    .selectFrom('enquiries')
    .innerJoin('stays', 'stays.id', 'enquiries.stay_id')
    .innerJoin('properties', 'properties.id', 'stays.property_id')
    .select([
      'enquiries.id',
      'enquiries.kind',
      'enquiries.request_text',
      'enquiries.message',
      'enquiries.request_status',
      'enquiries.created_at',
      'enquiries.email',
      'stays.id as stay_id',
      'stays.property_id',
      'properties.name as property_name',
      'stays.guest_name',
      'stays.arrival',
      'stays.departure',
      'stays.language',
    ])
    .where('enquiries.kind', '!=', 'contact');

type RequestRow = Awaited<ReturnType<ReturnType<typeof requestQuery>['execute']>>[number];

function toGuestRequest(row: RequestRow, replies: readonly ReplyRow[]): GuestRequest {
  return {
    id: row.id,
    kind: row.kind as StayRequestKind,
    message: row.request_text ?? row.message,
    status: (row.request_status ?? 'open') as RequestStatus,
    replies: replies.map((r) => ({ from: r.author as 'staff' | 'guest', text: r.text, at: r.created_at })),
    created_at: row.created_at,
  };
}

function toStaffRequest(row: RequestRow, replies: readonly ReplyRow[]): StaffRequest {
  return {
    ...toGuestRequest(row, replies),
    replies: replies.map((r) => ({
      from: r.author as 'staff' | 'guest',
      text: r.text,
      at: r.created_at,
      by: r.created_by,
      mail: r.mail_status
        ? {
            status: r.mail_status,
            to: r.to_address ?? '',
            sent_at: r.mail_sent_at,
            last_error: r.mail_last_error,
          }
        : null,
    })),
    email: row.email,
    stay: {
      id: row.stay_id,
      property_id: row.property_id,
      property_name: row.property_name,
      guest_name: row.guest_name,
      arrival: row.arrival,
      departure: row.departure,
      language: row.language,
    },
  };
}

/** A stay's own requests, oldest first, each with its replies: what its guest reads in the guide. */
export async function listStayRequests(ctx: DomainContext, stayId: number): Promise<GuestRequest[]> {
  const rows = await requestQuery(ctx)
    .where('enquiries.stay_id', '=', stayId)
    .orderBy('enquiries.id')
    .execute();
  const replies = await repliesOf(
    ctx,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toGuestRequest(row, replies.get(row.id) ?? []));
}

/** The stay's open request of `kind`, if any: the guide shows it instead of sending a duplicate. */
export async function openRequestOfKind(ctx: DomainContext, stayId: number, kind: StayRequestKind) {
  return ctx.db
    .selectFrom('enquiries')
    .select('id')
    .where('stay_id', '=', stayId)
    .where('kind', '=', kind)
    .where('request_status', '=', 'open')
    .executeTakeFirst();
}

export interface RequestFilter {
  status?: RequestStatus | undefined;
  property_id?: number | undefined;
}

/** The most requests one list answers. */
const maxListedRequests = 500;

/** Stay requests for staff: open ones first, then newest first; at most `maxListedRequests`. */
export async function listRequests(ctx: DomainContext, filter: RequestFilter): Promise<StaffRequest[]> {
  let query = requestQuery(ctx);
  if (filter.status) query = query.where('enquiries.request_status', '=', filter.status);
  if (filter.property_id !== undefined) query = query.where('stays.property_id', '=', filter.property_id);
  const rows = await query
    .orderBy(sql`case when enquiries.request_status = 'open' then 0 else 1 end`)
    .orderBy('enquiries.created_at', 'desc')
    .orderBy('enquiries.id', 'desc')
    .limit(maxListedRequests)
    .execute();
  const replies = await repliesOf(
    ctx,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toStaffRequest(row, replies.get(row.id) ?? []));
}

/** One stay request as staff see it; 404 when there is none (a contact enquiry is not one). */
export async function findRequest(ctx: DomainContext, id: number): Promise<StaffRequest> {
  const row = await requestQuery(ctx).where('enquiries.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Request not found');
  const replies = await repliesOf(ctx, [id]);
  return toStaffRequest(row, replies.get(id) ?? []);
}

const requestClosed = 'This request is closed: send a new one if you need something else';

/**
 * A guest adds to one of their stay's requests: 404 for any other request (another stay's looks like none),
 * 409 once it is approved or declined, 429 for a burst. An answered request is open again: staff see it.
 */
export async function addGuestReply(
  ctx: DomainContext,
  limiters: Limiters,
  stayId: number,
  requestId: number,
  text: string,
): Promise<GuestRequest> {
  const request = await ctx.db
    .selectFrom('enquiries')
    .select(['id', 'request_status'])
    .where('id', '=', requestId)
    .where('stay_id', '=', stayId)
    .where('kind', '!=', 'contact')
    .executeTakeFirst();
  if (!request) throw notFound('Request not found');
  if (closedStatuses.includes(request.request_status as RequestStatus)) throw conflict(requestClosed);
  const wait = await limiters.attempts.reserve([
    { limit: limiters.limits.requestRepliesPerStay, subject: String(stayId) },
  ]);
  if (wait > 0) {
    throw new AttemptRefused(
      'You have sent many messages in the last hour. Please wait a little, or call us.',
      Math.ceil(wait / 1000),
    );
  }
  await inTransaction(ctx, async ({ db: trx }) => {
    // the status is checked again in the write: a decision made meanwhile wins
    const reopened = await trx
      .updateTable('enquiries')
      .set({ request_status: 'open' })
      .where('id', '=', requestId)
      .where('request_status', 'in', ['open', 'answered'])
      .executeTakeFirst();
    if (Number(reopened.numUpdatedRows) === 0) throw conflict(requestClosed);
    await trx
      .insertInto('request_replies')
      .values({
        enquiry_id: requestId,
        author: 'guest',
        text,
        created_at: ctx.now().toISOString(),
        created_by: null,
        to_address: null,
        mail_status: null,
        mail_next_attempt_at: null,
        mail_sent_at: null,
        mail_last_error: null,
      })
      .execute();
  });
  return (await listStayRequests(ctx, stayId)).find((r) => r.id === requestId)!;
}

/**
 * Staff answer a request (and may approve or decline it; default: answered). The reply is stored with its
 * mail pending, to the address the guest gave, in one transaction with the status: the mailer sends it once.
 * Approving an early check-in or late checkout changes the stay's time in the same transaction.
 */
export async function answerRequest(
  ctx: DomainContext,
  staffName: string,
  requestId: number,
  answer: { text: string; status?: (typeof staffReplyStatuses)[number] | undefined },
): Promise<StaffRequest> {
  const request = await findRequest(ctx, requestId);
  const now = ctx.now().toISOString();
  await inTransaction(ctx, async (inner) => {
    const trx = inner.db;
    // approving an early check-in or late checkout gives the stay the home's time and moves its clean
    if (answer.status === 'approved' && request.status !== 'approved' && isTimeRequest(request.kind)) {
      await applyApprovedTime(inner, request.stay.id, request.kind);
    }
    await trx
      .updateTable('enquiries')
      .set({ request_status: answer.status ?? 'answered', handled_at: sql`coalesce(handled_at, ${now})` })
      .where('id', '=', requestId)
      .execute();
    await trx
      .insertInto('request_replies')
      .values({
        enquiry_id: requestId,
        author: 'staff',
        text: answer.text,
        created_at: now,
        created_by: staffName,
        to_address: request.email,
        mail_status: 'pending',
        mail_next_attempt_at: now,
        mail_sent_at: null,
        mail_last_error: null,
      })
      .execute();
  });
  return findRequest(ctx, requestId);
}

/** How long a claimed reply mail is reserved for the sender that claimed it (as the enquiries'). */
const claimLeaseMs = 10 * 60_000;

/** A staff reply due to be mailed, with what its mail says. */
export interface DueReply {
  id: number;
  enquiryId: number;
  text: string;
  to: string;
  attempts: number;
}

/** Takes the oldest staff reply whose mail is due by `dueBy` (a conditional update: one node wins it). */
export async function claimDueReply(ctx: DomainContext, dueBy: Date): Promise<DueReply | undefined> {
  const dueByIso = dueBy.toISOString();
  for (;;) {
    const candidate = await ctx.db
      .selectFrom('request_replies')
      .select(['id', 'mail_next_attempt_at'])
      .where('mail_status', '=', 'pending')
      .where('mail_next_attempt_at', '<=', dueByIso)
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (!candidate) return undefined;
    const claimed = await ctx.db
      .updateTable('request_replies')
      .set({ mail_next_attempt_at: new Date(ctx.now().getTime() + claimLeaseMs).toISOString() })
      .where('id', '=', candidate.id)
      .where('mail_status', '=', 'pending')
      .where('mail_next_attempt_at', '=', candidate.mail_next_attempt_at)
      .returning(['id', 'enquiry_id', 'text', 'to_address', 'mail_attempts'])
      .executeTakeFirst();
    if (claimed) {
      return {
        id: claimed.id,
        enquiryId: claimed.enquiry_id,
        text: claimed.text,
        to: claimed.to_address ?? '',
        attempts: Number(claimed.mail_attempts),
      };
    }
  }
}

export async function recordReplySent(ctx: DomainContext, id: number): Promise<void> {
  await ctx.db
    .updateTable('request_replies')
    .set((eb) => ({
      mail_status: 'sent',
      mail_attempts: eb('mail_attempts', '+', 1),
      mail_sent_at: ctx.now().toISOString(),
      mail_last_error: null,
      mail_next_attempt_at: null,
    }))
    .where('id', '=', id)
    .execute();
}

/** A failed attempt: due again after `retryInMs`, or failed for good when it is undefined. */
export async function recordReplyFailed(
  ctx: DomainContext,
  id: number,
  reason: string,
  retryInMs: number | undefined,
): Promise<void> {
  await ctx.db
    .updateTable('request_replies')
    .set((eb) => ({
      mail_status: retryInMs === undefined ? 'failed' : 'pending',
      mail_attempts: eb('mail_attempts', '+', 1),
      mail_last_error: reason.slice(0, 1000),
      mail_next_attempt_at:
        retryInMs === undefined ? null : new Date(ctx.now().getTime() + retryInMs).toISOString(),
    }))
    .where('id', '=', id)
    .execute();
}

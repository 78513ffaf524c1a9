import type { Enquiry, EnquiryFields, EnquiryKind } from '#common/enquiry.ts';
import type { DomainContext } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';

const enquiryColumns = [
  'id',
  'kind',
  'stay_id',
  'first_name',
  'last_name',
  'email',
  'phone',
  'message',
  'created_at',
  'mail_status',
  'mail_attempts',
  'mail_last_error',
  'mail_sent_at',
  'handled_at',
] as const;

type EnquiryRow = {
  id: number;
  kind: EnquiryKind;
  stay_id: number | null;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  message: string;
  created_at: string;
  mail_status: Enquiry['mail_status'];
  mail_attempts: number;
  mail_last_error: string | null;
  mail_sent_at: string | null;
  handled_at: string | null;
};

/**
 * How long a claimed enquiry is reserved for the sender that claimed it. If that process dies
 * mid-send, another one picks the enquiry up after this (a possible duplicate mail beats a lost one).
 */
const claimLeaseMs = 10 * 60_000;

/** Longest failure reason kept; SMTP servers can answer with long multi-line texts. */
const maxErrorLength = 1000;

/** The stays enquiries came from, with their property's name, by stay id. */
async function staysOf(
  ctx: DomainContext,
  rows: readonly EnquiryRow[],
): Promise<Map<number, Enquiry['stay']>> {
  const ids = [...new Set(rows.flatMap((r) => (r.stay_id === null ? [] : [r.stay_id])))];
  if (ids.length === 0) return new Map();
  const stays = await ctx.db
    .selectFrom('stays')
    .innerJoin('properties', 'properties.id', 'stays.property_id')
    .select([
      'stays.id',
      'stays.property_id',
      'properties.name as property_name',
      'stays.guest_name',
      'stays.arrival',
      'stays.departure',
    ])
    .where('stays.id', 'in', ids)
    .execute();
  return new Map(stays.map(({ id, ...stay }) => [id, stay]));
}

async function toEnquiries(ctx: DomainContext, rows: readonly EnquiryRow[]): Promise<Enquiry[]> {
  const stays = await staysOf(ctx, rows);
  return rows.map((row) => toEnquiry(row, row.stay_id === null ? null : (stays.get(row.stay_id) ?? null)));
}

function toEnquiry(row: EnquiryRow, stay: Enquiry['stay'] = null): Enquiry {
  return {
    id: row.id,
    kind: row.kind,
    stay_id: row.stay_id,
    stay,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    created_at: row.created_at,
    mail_status: row.mail_status,
    mail_attempts: Number(row.mail_attempts),
    mail_last_error: row.mail_last_error,
    mail_sent_at: row.mail_sent_at,
    handled_at: row.handled_at,
  };
}

const addMs = (date: Date, ms: number) => new Date(date.getTime() + ms).toISOString();

/**
 * Stores an enquiry as pending mail; it is due at once, so the sender mails it on its next run. `origin` is
 * a guest's request from the stay page (its kind, stay and the guest's own words); the contact form's have none.
 */
export async function createEnquiry(
  ctx: DomainContext,
  fields: EnquiryFields,
  origin: { kind: EnquiryKind; stayId: number; text: string } | null = null,
): Promise<Enquiry> {
  const now = ctx.now().toISOString();
  const row = await ctx.db
    .insertInto('enquiries')
    .values({
      kind: origin?.kind ?? 'contact',
      stay_id: origin?.stayId ?? null,
      // a stay request starts a conversation (issue 43): open, with the guest's own words
      request_status: origin ? 'open' : null,
      request_text: origin?.text ?? null,
      first_name: fields.firstName,
      last_name: fields.lastName,
      email: fields.email,
      phone: fields.phone,
      message: fields.message,
      created_at: now,
      mail_status: 'pending',
      mail_attempts: 0,
      mail_next_attempt_at: now,
    })
    .returning(enquiryColumns)
    .executeTakeFirstOrThrow();
  return (await toEnquiries(ctx, [row]))[0]!;
}

/** Every enquiry, newest first (the id breaks ties between enquiries of the same millisecond). */
export async function listEnquiries(ctx: DomainContext): Promise<Enquiry[]> {
  const rows = await ctx.db
    .selectFrom('enquiries')
    .select(enquiryColumns)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return toEnquiries(ctx, rows);
}

export async function findEnquiry(ctx: DomainContext, id: number): Promise<Enquiry | undefined> {
  const row = await ctx.db
    .selectFrom('enquiries')
    .select(enquiryColumns)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && (await toEnquiries(ctx, [row]))[0];
}

/** Marks an enquiry handled (keeping the first time it was) or not handled. */
export async function setEnquiryHandled(ctx: DomainContext, id: number, handled: boolean): Promise<Enquiry> {
  const existing = await findEnquiry(ctx, id);
  if (!existing) throw notFound('Enquiry not found');
  const handledAt = handled ? (existing.handled_at ?? ctx.now().toISOString()) : null;
  const row = await ctx.db
    .updateTable('enquiries')
    .set({ handled_at: handledAt })
    .where('id', '=', id)
    .returning(enquiryColumns)
    .executeTakeFirst();
  if (!row) throw notFound('Enquiry not found');
  return (await toEnquiries(ctx, [row]))[0]!;
}

/**
 * Reserves the oldest pending enquiry that was due by `dueBy` for one send attempt, or returns
 * undefined when none is due. The conditional update makes the claim safe when several app
 * processes share a PostgreSQL database: only the one whose update matches the row it read wins.
 */
export async function claimDueEnquiry(ctx: DomainContext, dueBy: Date): Promise<Enquiry | undefined> {
  const dueByIso = dueBy.toISOString();
  for (;;) {
    const candidate = await ctx.db
      .selectFrom('enquiries')
      .select(['id', 'mail_next_attempt_at'])
      .where('mail_status', '=', 'pending')
      .where((eb) =>
        eb.or([eb('mail_next_attempt_at', '<=', dueByIso), eb('mail_next_attempt_at', 'is', null)]),
      )
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (!candidate) return undefined;
    const previous = candidate.mail_next_attempt_at;
    const claimed = await ctx.db
      .updateTable('enquiries')
      .set({ mail_next_attempt_at: addMs(ctx.now(), claimLeaseMs) })
      .where('id', '=', candidate.id)
      .where('mail_status', '=', 'pending')
      .where('mail_next_attempt_at', previous === null ? 'is' : '=', previous)
      .returning(enquiryColumns)
      .executeTakeFirst();
    if (claimed) return toEnquiry(claimed);
  }
}

export async function recordEnquirySent(ctx: DomainContext, id: number): Promise<void> {
  await ctx.db
    .updateTable('enquiries')
    .set((eb) => ({
      mail_status: 'sent',
      mail_attempts: eb('mail_attempts', '+', 1),
      mail_last_error: null,
      mail_next_attempt_at: null,
      mail_sent_at: ctx.now().toISOString(),
    }))
    .where('id', '=', id)
    .execute();
}

/**
 * Counts a failed attempt and keeps its reason. With a `retryInMs` the enquiry stays pending and is
 * due again then; without one the retries are used up and it is marked failed for staff to see.
 */
export async function recordEnquiryAttemptFailed(
  ctx: DomainContext,
  id: number,
  reason: string,
  retryInMs: number | undefined,
): Promise<void> {
  await ctx.db
    .updateTable('enquiries')
    .set((eb) => ({
      mail_status: retryInMs === undefined ? 'failed' : 'pending',
      mail_attempts: eb('mail_attempts', '+', 1),
      mail_last_error: reason.slice(0, maxErrorLength) || 'Unknown error',
      mail_next_attempt_at: retryInMs === undefined ? null : addMs(ctx.now(), retryInMs),
    }))
    .where('id', '=', id)
    .execute();
}

import type { BookingRequest, BookingRequestInput, BookingRequestStatus } from '#common/booking.ts';
import type { Stay } from '#common/stay.ts';
import type { Lang } from '#common/translations.ts';
import { siteToday } from '../calendar/availability.ts';
import { reserveOrRefuse } from '../limits/attempts.ts';
import { addressKey } from '../limits/client-address.ts';
import type { Limiters } from '../limits/limits.ts';
import {
  bookingConfirmedMail,
  requestDeclinedMail,
  requestNotificationMail,
  requestReceivedMail,
  siteTime,
} from '../messages/booking-mail-texts.ts';
import { queueBookingMail } from '../messages/booking-mails.ts';
import { cancellationSchedule, type Quote } from '../pricing/quote.ts';
import { getQuote, readCancellation } from '../pricing/rates.ts';
import type { Actor } from '../shared/activity.ts';
import { type DomainContext, inTransaction } from '../shared/context.ts';
import { conflict, notFound } from '../shared/errors.ts';
import { lockPropertyNights } from './booking-holds.ts';
import { readBookingSettings } from './booking-settings.ts';
import { createStay } from './stays.ts';

/**
 * Requests to book (issue 41, ADR 0044). A request is priced by the one quote function and holds its
 * nights until `hold_until`; every write that takes a property's nights locks them first
 * (lockPropertyNights), so of two requests for the same nights exactly one is stored.
 */

const hour = 3_600_000;
const notTaking = () => notFound('This home does not take requests to book');

/** What a stored request reads as: a pending one whose hold has ended is 'expired'. */
export function requestStatus(row: { status: string; hold_until: string }, now: Date): BookingRequestStatus {
  if (row.status === 'pending') return row.hold_until > now.toISOString() ? 'pending' : 'expired';
  return row.status === 'accepted' ? 'accepted' : 'declined';
}

const langOf = (value: string | undefined): Lang => (value === 'fr' ? 'fr' : 'en');

/**
 * Stores a request and its two emails (the traveller's, the company's): 429 past the address's limit, 404
 * when the home takes no requests, the quote's 400s and 409s (with `reason`) when the dates cannot be
 * booked, including nights another request holds.
 */
export async function createBookingRequest(
  ctx: DomainContext,
  limiters: Limiters,
  ip: string,
  propertyId: number,
  input: BookingRequestInput,
): Promise<{ id: number; status: 'pending'; hold_until: string; quote: Quote & { property_id: number } }> {
  await reserveOrRefuse(
    limiters,
    [{ limit: limiters.limits.bookingRequestsPerAddress, subject: addressKey(ip) }],
    'requests to book',
  );
  const lang = input.lang ?? ctx.config.site.defaultGuestLanguage;
  return inTransaction(ctx, async (tx) => {
    const property = await tx.db
      .selectFrom('properties')
      .select(['id', 'name', 'booking_requests'])
      .where('id', '=', propertyId)
      .executeTakeFirst();
    if (property?.booking_requests !== 1) throw notTaking();
    await lockPropertyNights(tx, propertyId);
    // after the lock: the nights another request or a stay took a moment ago are seen as taken
    const quote = await getQuote(tx, propertyId, input);
    const settings = await readBookingSettings(tx);
    const now = ctx.now();
    const holdUntil = new Date(now.getTime() + settings.request_hold_hours * hour).toISOString();
    const row = await tx.db
      .insertInto('booking_requests')
      .values({
        property_id: propertyId,
        check_in: input.check_in,
        check_out: input.check_out,
        guests: input.guests,
        name: input.name,
        email: input.email,
        phone: input.phone,
        message: input.message ?? '',
        lang,
        status: 'pending',
        hold_until: holdUntil,
        quote: JSON.stringify(quote),
        total_cents: quote.total_cents,
        created_at: now.toISOString(),
        answered_at: null,
        answered_by: null,
        decline_message: null,
        stay_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const trip = {
      home: property.name,
      check_in: input.check_in,
      check_out: input.check_out,
      guests: input.guests,
      name: input.name,
    };
    const shownUntil = siteTime(holdUntil, ctx.config.site.timeZone);
    await queueBookingMail(tx, {
      kind: 'request_received',
      to: input.email,
      requestId: row.id,
      ...requestReceivedMail(lang, { ...trip, holdUntil: shownUntil, quote }),
    });
    await queueBookingMail(tx, {
      kind: 'request_notification',
      to: ctx.config.mail.to,
      replyTo: input.email,
      requestId: row.id,
      ...requestNotificationMail({
        ...trip,
        email: input.email,
        phone: input.phone,
        message: input.message ?? '',
        holdUntil: shownUntil,
        total: quote.total_cents,
      }),
    });
    return { id: row.id, status: 'pending' as const, hold_until: holdUntil, quote };
  });
}

const requestColumns = [
  'r.id',
  'r.property_id',
  'p.name as property_name',
  'r.check_in',
  'r.check_out',
  'r.guests',
  'r.name',
  'r.email',
  'r.phone',
  'r.message',
  'r.lang',
  'r.status',
  'r.hold_until',
  'r.total_cents',
  'r.created_at',
  'r.answered_at',
  'r.answered_by',
  'r.stay_id',
] as const;

/** Requests, pending first by the end of their hold, then the newest; `status` filters by what they read as. */
export async function listBookingRequests(
  ctx: DomainContext,
  status?: BookingRequestStatus,
): Promise<BookingRequest[]> {
  const now = ctx.now().toISOString();
  let query = ctx.db
    .selectFrom('booking_requests as r')
    .innerJoin('properties as p', 'p.id', 'r.property_id')
    .select(requestColumns);
  if (status === 'pending') query = query.where('r.status', '=', 'pending').where('r.hold_until', '>', now);
  else if (status === 'expired')
    query = query.where('r.status', '=', 'pending').where('r.hold_until', '<=', now);
  else if (status) query = query.where('r.status', '=', status);
  const rows = await query.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(500).execute();
  return rows
    .map((row) => ({ ...row, lang: langOf(row.lang), status: requestStatus(row, ctx.now()) }))
    .sort((a, b) =>
      a.status === 'pending' && b.status === 'pending'
        ? a.hold_until.localeCompare(b.hold_until)
        : Number(b.status === 'pending') - Number(a.status === 'pending'),
    );
}

async function readRequest(ctx: DomainContext, id: number) {
  const row = await ctx.db
    .selectFrom('booking_requests as r')
    .innerJoin('properties as p', 'p.id', 'r.property_id')
    .select([...requestColumns, 'r.quote'])
    .where('r.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('Booking request not found');
  return row;
}

function refuseAnswered(row: { status: string; hold_until: string }, now: Date): void {
  const status = requestStatus(row, now);
  if (status === 'expired') throw conflict('This request has expired: its dates are free again');
  if (status !== 'pending') throw conflict(`This request was already ${status}`);
}

/**
 * Accepts a pending request: a stay with its guest, phone, party, language and quoted total, its link and
 * guide mails planned as for any stay, and a confirmation to the traveller. 409 when it expired or was
 * answered, or when a stay or block now covers its nights; nothing changes then.
 */
export async function acceptBookingRequest(
  ctx: DomainContext,
  id: number,
  actor: NonNullable<Actor>,
): Promise<Stay> {
  return inTransaction(ctx, async (tx) => {
    const first = await readRequest(tx, id);
    await lockPropertyNights(tx, first.property_id);
    // read again under the lock: a second accept waits for the first and then sees it answered
    const request = await readRequest(tx, id);
    refuseAnswered(request, ctx.now());
    const lang = langOf(request.lang);
    await tx.db
      .updateTable('booking_requests')
      .set({ status: 'accepted', answered_at: ctx.now().toISOString(), answered_by: actor.name })
      .where('id', '=', id)
      .execute();
    const stay = await createStay(
      tx,
      request.property_id,
      {
        guest_name: request.name,
        arrival: request.check_in,
        departure: request.check_out,
        guest_email: request.email,
        language: lang,
        guests: request.guests,
        guest_phone: request.phone,
        total_cents: request.total_cents,
      },
      actor.name,
      actor,
    );
    await tx.db.updateTable('booking_requests').set({ stay_id: stay.id }).where('id', '=', id).execute();
    const [settings, rules] = await Promise.all([readBookingSettings(tx), readCancellation(tx)]);
    await queueBookingMail(tx, {
      kind: 'booking_confirmed',
      to: request.email,
      stayId: stay.id,
      ...bookingConfirmedMail(lang, {
        home: request.property_name,
        check_in: request.check_in,
        check_out: request.check_out,
        guests: request.guests,
        name: request.name,
        total: request.total_cents,
        instructions: settings.payment_instructions[lang] || settings.payment_instructions.en,
        schedule: cancellationSchedule(rules, request.check_in, request.total_cents, siteToday(ctx)),
      }),
    });
    return stay;
  });
}

/** Declines a pending request: its nights are free at once and the traveller is told. 409 as accepting. */
export async function declineBookingRequest(
  ctx: DomainContext,
  id: number,
  actor: string,
  message: string | undefined,
): Promise<BookingRequest> {
  await inTransaction(ctx, async (tx) => {
    const request = await readRequest(tx, id);
    refuseAnswered(request, ctx.now());
    const now = ctx.now().toISOString();
    const updated = await tx.db
      .updateTable('booking_requests')
      .set({ status: 'declined', answered_at: now, answered_by: actor, decline_message: message || null })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where('hold_until', '>', now)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw conflict('This request was answered meanwhile');
    await queueBookingMail(tx, {
      kind: 'request_declined',
      to: request.email,
      requestId: id,
      ...requestDeclinedMail(langOf(request.lang), {
        home: request.property_name,
        check_in: request.check_in,
        check_out: request.check_out,
        guests: request.guests,
        name: request.name,
        message,
      }),
    });
  });
  const { quote: _quote, ...row } = await readRequest(ctx, id);
  return { ...row, lang: langOf(row.lang), status: requestStatus(row, ctx.now()) };
}

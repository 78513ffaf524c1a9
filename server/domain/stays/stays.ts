import { randomBytes } from 'node:crypto';
import { messageKinds } from '#common/guest-messages.ts';
import { addDays, todayIn, zonedInstant } from '#common/site-dates.ts';
import {
  channelChangedMessage,
  maxDaysAhead,
  type Stay,
  type StayCreate,
  type StayEnd,
  type StayOfSession,
  type StayPatch,
  type StayStatus,
} from '#common/stay.ts';
import type { Lang } from '#common/translations.ts';
import type { StaysTable } from '../../db/schema.ts';
import { hashToken, newSessionToken } from '../access/passwords.ts';
import type { IssuedSession } from '../access/sessions.ts';
import { stayLinkPath, stayToken } from '../access/stay-link.ts';
import { homeHasWayIn } from '../access/way-in.ts';
import { findReservation, reservationsChanged } from '../calendar/reservations.ts';
import { syncCleanTasks } from '../housekeeping/clean-tasks.ts';
import { planStayMessages, stayMessageSummaries } from '../messages/guest-messages.ts';
import { propertyNotFound } from '../properties/properties.ts';
import { reviewLinkOf } from '../reviews/review-links.ts';
import { type Actor, recordActivity } from '../shared/activity.ts';
import { type DomainContext, inTransaction } from '../shared/context.ts';
import { conflict, invalid, notFound } from '../shared/errors.ts';
import { lockPropertyNights } from './booking-holds.ts';
import { moneyOf, paymentsOf } from './stay-money.ts';
import { refuseOverlaps } from './stay-overlaps.ts';

/**
 * Stays (issue 10): a guest's visit opened by a personal link. Codes are released from 00:00 on arrival day
 * until 12:00 the day after departure (SITE_TIMEZONE); after that, or once revoked, the link and its
 * sessions stop working.
 */

export type StayRow = Pick<
  StaysTable,
  | 'property_id'
  | 'guest_name'
  | 'arrival'
  | 'departure'
  | 'link_nonce'
  | 'revoked_at'
  | 'guest_email'
  | 'note'
  | 'reservation_feed_id'
  | 'reservation_uid'
  | 'reservation_summary'
> & {
  id: number;
  messages_off: string;
  language: string;
  link_shared_at: string | null;
  guests: number | null;
  guest_phone: string | null;
  total_cents: number | null;
  cancelled_at: string | null;
  cancel_reason: string | null;
  refund_due_cents: number | null;
  door_code: string | null;
};

export const stayColumns = [
  'id',
  'property_id',
  'guest_name',
  'arrival',
  'departure',
  'link_nonce',
  'revoked_at',
  'guest_email',
  'note',
  'reservation_feed_id',
  'reservation_uid',
  'reservation_summary',
  'messages_off',
  'language',
  'link_shared_at',
  'guests',
  'guest_phone',
  'total_cents',
  'cancelled_at',
  'cancel_reason',
  'refund_due_cents',
  'door_code',
] as const;

/** The instant codes are released: 00:00 on arrival day in the site's zone. */
export const codesReleasedAt = (arrival: string, timeZone: string): Date =>
  zonedInstant(arrival, '00:00', timeZone);

/** The instant the stay's access ends: 12:00 noon on the day after departure in the site's zone. */
export const accessEndsAt = (departure: string, timeZone: string): Date =>
  zonedInstant(addDays(departure, 1), '12:00', timeZone);

export function stayStatus(
  stay: Pick<StayRow, 'arrival' | 'departure' | 'revoked_at'> & { cancelled_at?: string | null },
  now: Date,
  timeZone: string,
): StayStatus {
  // a cancelled booking's link ended with it (revoked_at is set too)
  if (stay.cancelled_at) return 'cancelled';
  if (stay.revoked_at) return 'revoked';
  if (now >= accessEndsAt(stay.departure, timeZone)) return 'ended';
  if (now < codesReleasedAt(stay.arrival, timeZone)) return 'upcoming';
  return 'current';
}

/** The homes among `propertyIds` whose guide tells a guest how to get in: a door code or entry steps. */
async function waysIn(ctx: DomainContext, propertyIds: number[]): Promise<Set<number>> {
  if (propertyIds.length === 0) return new Set();
  const rows = await ctx.db
    .selectFrom('welcome_pages')
    .select(['property_id', 'door_code', 'door_instructions', 'check_in_instructions'])
    .where('property_id', 'in', [...new Set(propertyIds)])
    .execute();
  return new Set(rows.filter(homeHasWayIn).map((r) => r.property_id));
}

/** Stays as the API shows them, with the channel's warning for those whose reservation has changed. */
export async function toStays(ctx: DomainContext, rows: StayRow[]): Promise<Stay[]> {
  const changed = await reservationsChanged(ctx, rows);
  const ids = rows.map((r) => r.id);
  const [messages, payments, ways] = await Promise.all([
    stayMessageSummaries(ctx, ids),
    paymentsOf(ctx, ids),
    waysIn(
      ctx,
      rows.map((r) => r.property_id),
    ),
  ]);
  return Promise.all(
    rows.map(async (row) => {
      const token = await stayToken(ctx, row.link_nonce);
      return {
        id: row.id,
        property_id: row.property_id,
        guest_name: row.guest_name,
        arrival: row.arrival,
        departure: row.departure,
        status: stayStatus(row, ctx.now(), ctx.config.site.timeZone),
        link: `${ctx.config.publicUrl}${stayLinkPath(row.property_id, token)}`,
        guest_email: row.guest_email,
        note: row.note,
        door_code: row.door_code,
        entry_missing: !row.door_code?.trim() && !ways.has(row.property_id),
        reservation:
          row.reservation_feed_id !== null && row.reservation_uid !== null
            ? {
                feed_id: row.reservation_feed_id,
                uid: row.reservation_uid,
                summary: row.reservation_summary ?? '',
              }
            : null,
        warning: changed.has(row.id) ? channelChangedMessage : null,
        review_link: await reviewLinkOf(ctx, row),
        messages_off: messageKinds.filter((kind) => row.messages_off.split(',').includes(kind)),
        language: stayLanguageOf(row),
        link_shared_at: row.link_shared_at,
        messages: messages.get(row.id) ?? { guide: null, arrival: null, checkout: null, after: null },
        ...moneyOf(row, payments.get(row.id) ?? []),
      };
    }),
  );
}

/** A stay's language as stored; anything else (a row written by hand) reads as English. */
export const stayLanguageOf = (row: { language: string }): Lang => (row.language === 'fr' ? 'fr' : 'en');

export async function toStay(ctx: DomainContext, row: StayRow): Promise<Stay> {
  const [stay] = await toStays(ctx, [row]);
  if (!stay) throw new Error('unreachable: one row makes one stay');
  return stay;
}

async function requireProperty(ctx: DomainContext, propertyId: number): Promise<void> {
  const property = await ctx.db
    .selectFrom('properties')
    .select('id')
    .where('id', '=', propertyId)
    .executeTakeFirst();
  if (!property) throw propertyNotFound();
}

/** A property's stays, newest arrival first; 404 for an unknown property. */
export async function listStays(ctx: DomainContext, propertyId: number): Promise<Stay[]> {
  await requireProperty(ctx, propertyId);
  const rows = await ctx.db
    .selectFrom('stays')
    .select(stayColumns)
    .where('property_id', '=', propertyId)
    .orderBy('arrival', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return toStays(ctx, rows);
}

function refuseFarArrival(ctx: DomainContext, arrival: string): void {
  const latest = addDays(todayIn(ctx.config.site.timeZone, ctx.now()), maxDaysAhead);
  if (arrival > latest) {
    const message = 'Arrival must be at most two years ahead';
    throw invalid(message, { arrival: message });
  }
}

/**
 * Adds a stay, with its dates or with a channel reservation's (400 when the property has no such
 * reservation); 409 when its nights overlap another live stay or a manual block, unless `allow_overlap`.
 */
export async function createStay(
  ctx: DomainContext,
  propertyId: number,
  input: StayCreate,
  createdBy: string | null,
  actor: Actor = null,
): Promise<Stay> {
  await requireProperty(ctx, propertyId);
  const reservation = input.reservation ? await findReservation(ctx, propertyId, input.reservation) : null;
  if (input.reservation && !reservation) {
    const message = 'This property has no such reservation';
    throw invalid(message, { reservation: message });
  }
  const arrival = reservation?.start ?? input.arrival;
  const departure = reservation?.end ?? input.departure;
  if (!arrival || !departure)
    throw invalid('Arrival and departure are required', { arrival: 'Arrival is required' });
  refuseFarArrival(ctx, arrival);
  const nonce = randomBytes(16).toString('hex');
  const token = await stayToken(ctx, nonce);
  // the stay and its messages in one transaction: a failure in between leaves neither; the property's
  // nights are locked first, so a booking request arriving meanwhile sees this stay or is seen by it
  const row = await inTransaction(ctx, async (tx) => {
    await lockPropertyNights(tx, propertyId);
    await refuseOverlaps(
      tx,
      propertyId,
      { start: arrival, end: departure },
      { allowOverlap: input.allow_overlap },
    );
    const inserted = await tx.db
      .insertInto('stays')
      .values({
        property_id: propertyId,
        guest_name: input.guest_name,
        arrival,
        departure,
        token_hash: hashToken(token),
        link_nonce: nonce,
        revoked_at: null,
        created_by: createdBy,
        created_at: ctx.now().toISOString(),
        guest_email: input.guest_email ?? null,
        note: input.note ?? null,
        door_code: input.door_code ?? null,
        reservation_feed_id: reservation?.feed_id ?? null,
        reservation_uid: reservation?.uid ?? null,
        reservation_summary: reservation?.summary ?? null,
        messages_off: (input.messages_off ?? []).join(','),
        language: input.language ?? ctx.config.site.defaultGuestLanguage,
        guests: input.guests ?? null,
        guest_phone: input.guest_phone ?? null,
        total_cents: input.total_cents ?? null,
      })
      .returning(stayColumns)
      .executeTakeFirstOrThrow();
    // the stay's nights are now taken on the public pages
    await planStayMessages(tx, inserted.id);
    await syncCleanTasks(tx, propertyId);
    await recordActivity(tx, actor, {
      action: 'stay.created',
      detail: `${input.guest_name}, ${arrival} to ${departure}`,
      propertyId,
      stayId: inserted.id,
    });
    return inserted;
  });
  return toStay(ctx, row);
}

/**
 * Changes a stay. The link and its token stay the same; the sessions it opened follow the new dates at
 * once (their end moves with the departure, and the codes are withheld again when arrival moves later,
 * since a session reads its stay's dates on every request). The same 400s as adding one, and the same 409.
 */
export async function updateStay(
  ctx: DomainContext,
  propertyId: number,
  stayId: number,
  patch: StayPatch,
  actor: Actor = null,
): Promise<Stay> {
  const current = await ctx.db
    .selectFrom('stays')
    .select(stayColumns)
    .where('id', '=', stayId)
    .where('property_id', '=', propertyId)
    .executeTakeFirst();
  if (!current) {
    await requireProperty(ctx, propertyId);
    throw notFound('Stay not found');
  }
  const arrival = patch.arrival ?? current.arrival;
  const departure = patch.departure ?? current.departure;
  if (departure <= arrival) {
    const message = 'Departure must be after arrival';
    throw invalid(message, { departure: message });
  }
  const datesChanged = arrival !== current.arrival || departure !== current.departure;
  if (patch.arrival !== undefined && arrival !== current.arrival) refuseFarArrival(ctx, arrival);
  if (datesChanged && !current.revoked_at) {
    await refuseOverlaps(
      ctx,
      propertyId,
      { start: arrival, end: departure },
      { allowOverlap: patch.allow_overlap, exceptStayId: stayId },
    );
  }
  const row = await inTransaction(ctx, async ({ db: trx }) => {
    const updated = await trx
      .updateTable('stays')
      .set({
        // only when they change: a write to them clears the public caches (public-content.ts)
        ...(datesChanged ? { arrival, departure } : {}),
        ...(patch.guest_name !== undefined ? { guest_name: patch.guest_name } : {}),
        ...(patch.guest_email !== undefined ? { guest_email: patch.guest_email } : {}),
        ...(patch.note !== undefined ? { note: patch.note } : {}),
        ...(patch.door_code !== undefined ? { door_code: patch.door_code } : {}),
        ...(patch.messages_off !== undefined ? { messages_off: patch.messages_off.join(',') } : {}),
        ...(patch.language !== undefined ? { language: patch.language } : {}),
        ...(patch.guests !== undefined ? { guests: patch.guests } : {}),
        ...(patch.guest_phone !== undefined ? { guest_phone: patch.guest_phone } : {}),
        ...(patch.total_cents !== undefined ? { total_cents: patch.total_cents } : {}),
      })
      .where('id', '=', stayId)
      .returning(stayColumns)
      .executeTakeFirstOrThrow();
    if (datesChanged) {
      await trx
        .updateTable('guest_sessions')
        .set({ expires_at: accessEndsAt(departure, ctx.config.site.timeZone).toISOString() })
        .where('stay_id', '=', stayId)
        .execute();
    }
    // new dates or a new email move what is not sent yet; a removed email cancels it (in this transaction:
    // a stay is never left with messages planned for its old dates or address)
    await planStayMessages({ ...ctx, db: trx }, stayId);
    // the clean moves with the departure, and the one before it with a new arrival
    await syncCleanTasks({ ...ctx, db: trx }, propertyId);
    await recordActivity({ ...ctx, db: trx }, actor, {
      action: 'stay.edited',
      detail: `${updated.guest_name}: ${Object.keys(patch)
        .filter((k) => k !== 'allow_overlap')
        .join(', ')}`,
      propertyId,
      stayId,
    });
    return updated;
  });
  return toStay(ctx, row);
}

/** Revokes a stay: its link stops working and the sessions it opened end at once (the next request). */
export async function revokeStay(
  ctx: DomainContext,
  propertyId: number,
  stayId: number,
  actor: Actor = null,
): Promise<void> {
  const stay = await ctx.db
    .selectFrom('stays')
    .select(['id', 'revoked_at'])
    .where('id', '=', stayId)
    .where('property_id', '=', propertyId)
    .executeTakeFirst();
  if (!stay) {
    await requireProperty(ctx, propertyId);
    throw notFound('Stay not found');
  }
  if (stay.revoked_at) return;
  await inTransaction(ctx, async (tx) => {
    await tx.db
      .updateTable('stays')
      .set({ revoked_at: ctx.now().toISOString() })
      .where('id', '=', stayId)
      .execute();
    // the guest gets nothing more: cancelled with the revoke, never a revoked stay with mail still planned
    await planStayMessages(tx, stayId);
    // its clean is cancelled with it
    await syncCleanTasks(tx, propertyId);
    await recordActivity(tx, actor, { action: 'stay.revoked', detail: '', propertyId, stayId });
  });
}

/**
 * Gives a stay a new link (issue 41, item 4: what "revoke" is for staff now). A new nonce makes a new
 * token: the old link opens nothing from this moment and the guest sessions it opened end (deleted, so
 * the next request asks for the new link). The stay keeps its dates, money, tasks, requests and planned
 * mails; those compose the link when they are sent, so they carry the new one. The new link has not been
 * shared yet (`link_shared_at` null). 409 on a cancelled, revoked or ended stay: its link opens nothing.
 */
export async function renewStayLink(
  ctx: DomainContext,
  propertyId: number,
  stayId: number,
  actor: Actor = null,
): Promise<Stay> {
  const nonce = randomBytes(16).toString('hex');
  const token = await stayToken(ctx, nonce);
  const row = await inTransaction(ctx, async (tx) => {
    const stay = await tx.db
      .selectFrom('stays')
      .select(stayColumns)
      .where('id', '=', stayId)
      .where('property_id', '=', propertyId)
      .executeTakeFirst();
    if (!stay) {
      await requireProperty(tx, propertyId);
      throw notFound('Stay not found');
    }
    const status = stayStatus(stay, ctx.now(), ctx.config.site.timeZone);
    if (status === 'cancelled') throw conflict('This booking is cancelled: it has no link to renew');
    if (status === 'revoked') throw conflict('This stay is revoked: it has no link to renew');
    if (status === 'ended') throw conflict('This stay has ended: its link no longer opens anything');
    const updated = await tx.db
      .updateTable('stays')
      .set({ link_nonce: nonce, token_hash: hashToken(token), link_shared_at: null })
      .where('id', '=', stayId)
      // a revoke or cancel racing this one wins: the stay is not given a link again
      .where('revoked_at', 'is', null)
      .returning(stayColumns)
      .executeTakeFirst();
    if (!updated) throw conflict('This stay is revoked: it has no link to renew');
    await tx.db.deleteFrom('guest_sessions').where('stay_id', '=', stayId).execute();
    await recordActivity(tx, actor, { action: 'stay.link_renewed', detail: '', propertyId, stayId });
    return updated;
  });
  return toStay(ctx, row);
}

/**
 * Records that staff copied or shared the stay's personal link (its share panel's Copy and Print): the
 * Today screen then stops marking its arrival "Link not sent". The latest time is kept.
 */
export async function markStayLinkShared(
  ctx: DomainContext,
  propertyId: number,
  stayId: number,
): Promise<Stay> {
  const row = await ctx.db
    .updateTable('stays')
    .set({ link_shared_at: ctx.now().toISOString() })
    .where('id', '=', stayId)
    .where('property_id', '=', propertyId)
    .returning(stayColumns)
    .executeTakeFirst();
  if (!row) {
    await requireProperty(ctx, propertyId);
    throw notFound('Stay not found');
  }
  return toStay(ctx, row);
}

/** Who is staying now, per property: the current stays of every property (for the back-office list). */
export async function findCurrentStays(ctx: DomainContext): Promise<Map<number, StayOfSession[]>> {
  const tz = ctx.config.site.timeZone;
  const now = ctx.now();
  const today = todayIn(tz, now);
  // Current means arrival <= today and access not over (noon the day after departure): a cheap date
  // filter first, then the exact rule.
  const rows = await ctx.db
    .selectFrom('stays')
    .select(stayColumns)
    .where('revoked_at', 'is', null)
    .where('arrival', '<=', today)
    .where('departure', '>=', addDays(today, -1))
    .orderBy('arrival')
    .execute();
  const byProperty = new Map<number, StayOfSession[]>();
  for (const row of rows) {
    if (stayStatus(row, now, tz) !== 'current') continue;
    const list = byProperty.get(row.property_id) ?? [];
    list.push({ guest_name: row.guest_name, arrival: row.arrival, departure: row.departure });
    byProperty.set(row.property_id, list);
  }
  return byProperty;
}

export type StayLinkOutcome = { ok: true; session: IssuedSession } | { ok: false; end: StayEnd };

/**
 * Opens a stay's link: a guest session bound to the stay (origin 'stay'), lasting until the stay's access
 * ends. An unknown or revoked token is 'revoked' ("no longer valid"); one past its end is 'ended'.
 */
export async function openStayLink(
  ctx: DomainContext,
  propertyId: number,
  token: string,
): Promise<StayLinkOutcome> {
  const stay = await ctx.db
    .selectFrom('stays')
    .select(stayColumns)
    .where('token_hash', '=', hashToken(token))
    .where('property_id', '=', propertyId)
    .executeTakeFirst();
  if (!stay) return { ok: false, end: 'revoked' };
  const status = stayStatus(stay, ctx.now(), ctx.config.site.timeZone);
  if (status === 'revoked' || status === 'ended') return { ok: false, end: status };
  const { token: sessionToken, hash } = newSessionToken();
  const now = ctx.now();
  const expiresAt = accessEndsAt(stay.departure, ctx.config.site.timeZone);
  await ctx.db
    .insertInto('guest_sessions')
    .values({
      token_hash: hash,
      property_id: propertyId,
      created_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
      origin: 'stay',
      stay_id: stay.id,
    })
    .execute();
  return { ok: true, session: { token: sessionToken, expiresAt } };
}

/**
 * Why a guest cookie no longer opens the page, when it was a stay's: its stay was revoked, or has ended.
 * Null for anything else (no cookie, a password session, a session already cleaned up).
 */
export async function findEndOfStaySession(
  ctx: DomainContext,
  sessionToken: string | undefined,
): Promise<StayEnd | null> {
  if (!sessionToken) return null;
  const stay = await ctx.db
    .selectFrom('guest_sessions')
    .innerJoin('stays', 'stays.id', 'guest_sessions.stay_id')
    .select(['stays.arrival', 'stays.departure', 'stays.revoked_at'])
    .where('guest_sessions.token_hash', '=', hashToken(sessionToken))
    .executeTakeFirst();
  if (!stay) return null;
  const status = stayStatus(stay, ctx.now(), ctx.config.site.timeZone);
  return status === 'revoked' || status === 'ended' ? status : null;
}

import { createHmac, randomBytes } from 'node:crypto';
import { addDays, todayIn, zonedInstant } from '#common/site-dates.ts';
import {
  maxDaysAhead,
  type Stay,
  type StayEnd,
  type StayInput,
  type StayOfSession,
  type StayStatus,
} from '#common/stay.ts';
import type { StaysTable } from '../db/schema.ts';
import type { DomainContext } from './context.ts';
import { badRequest, notFound } from './errors.ts';
import { hashToken, newSessionToken } from './passwords.ts';
import { propertyNotFound } from './properties.ts';
import { reviewLinkOf } from './review-links.ts';
import { serverSecret } from './server-secrets.ts';
import type { IssuedSession } from './sessions.ts';

/**
 * Stays (issue 10): a guest's visit opened by a personal link. Codes are released from 00:00 on arrival day
 * until 12:00 the day after departure (SITE_TIMEZONE); after that, or once revoked, the link and its
 * sessions stop working.
 */

type StayRow = Pick<
  StaysTable,
  'property_id' | 'guest_name' | 'arrival' | 'departure' | 'link_nonce' | 'revoked_at'
> & { id: number };

const stayColumns = [
  'id',
  'property_id',
  'guest_name',
  'arrival',
  'departure',
  'link_nonce',
  'revoked_at',
] as const;

/** The instant codes are released: 00:00 on arrival day in the site's zone. */
export const codesReleasedAt = (arrival: string, timeZone: string): Date =>
  zonedInstant(arrival, '00:00', timeZone);

/** The instant the stay's access ends: 12:00 noon on the day after departure in the site's zone. */
export const accessEndsAt = (departure: string, timeZone: string): Date =>
  zonedInstant(addDays(departure, 1), '12:00', timeZone);

export function stayStatus(
  stay: Pick<StayRow, 'arrival' | 'departure' | 'revoked_at'>,
  now: Date,
  timeZone: string,
): StayStatus {
  if (stay.revoked_at) return 'revoked';
  if (now >= accessEndsAt(stay.departure, timeZone)) return 'ended';
  if (now < codesReleasedAt(stay.arrival, timeZone)) return 'upcoming';
  return 'current';
}

const linkSecretName = 'stay-links';

/**
 * The link's token, derived from the stay's random nonce with a server secret (HMAC-SHA256, 256 bits,
 * URL-safe): the database holds only its hash, yet staff can be shown the same link again (ADR 0016).
 */
async function stayToken(ctx: DomainContext, nonce: string): Promise<string> {
  const secret = await serverSecret(ctx, linkSecretName);
  return createHmac('sha256', secret).update(`stay-link:${nonce}`).digest('base64url');
}

export const stayLinkPath = (propertyId: number, token: string) => `/welcome/${propertyId}/s/${token}`;

async function toStay(ctx: DomainContext, row: StayRow): Promise<Stay> {
  const token = await stayToken(ctx, row.link_nonce);
  return {
    id: row.id,
    property_id: row.property_id,
    guest_name: row.guest_name,
    arrival: row.arrival,
    departure: row.departure,
    status: stayStatus(row, ctx.now(), ctx.config.site.timeZone),
    link: `${ctx.config.publicUrl}${stayLinkPath(row.property_id, token)}`,
    review_link: await reviewLinkOf(ctx, row),
  };
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
  return Promise.all(rows.map((row) => toStay(ctx, row)));
}

export async function createStay(
  ctx: DomainContext,
  propertyId: number,
  input: StayInput,
  createdBy: string | null,
): Promise<Stay> {
  await requireProperty(ctx, propertyId);
  const latest = addDays(todayIn(ctx.config.site.timeZone, ctx.now()), maxDaysAhead);
  if (input.arrival > latest) {
    const message = 'Arrival must be at most two years ahead';
    throw badRequest(message, { arrival: message });
  }
  const nonce = randomBytes(16).toString('hex');
  const token = await stayToken(ctx, nonce);
  const row = await ctx.db
    .insertInto('stays')
    .values({
      property_id: propertyId,
      guest_name: input.guest_name,
      arrival: input.arrival,
      departure: input.departure,
      token_hash: hashToken(token),
      link_nonce: nonce,
      revoked_at: null,
      created_by: createdBy,
      created_at: ctx.now().toISOString(),
    })
    .returning(stayColumns)
    .executeTakeFirstOrThrow();
  return toStay(ctx, row);
}

/** Revokes a stay: its link stops working and the sessions it opened end at once (the next request). */
export async function revokeStay(ctx: DomainContext, propertyId: number, stayId: number): Promise<void> {
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
  await ctx.db
    .updateTable('stays')
    .set({ revoked_at: ctx.now().toISOString() })
    .where('id', '=', stayId)
    .execute();
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

import { toUser, type User } from '#common/auth.ts';
import { days } from '#common/durations.ts';
import type { StayOfSession } from '#common/stay.ts';
import type { Lang } from '#common/translations.ts';
import type { DomainContext } from '../shared/context.ts';
import { hashToken, newSessionToken } from './passwords.ts';

/** Admin sessions last a day, or 30 days when the user asked to be remembered (docs/api.md). */
export function adminSessionLifetimeMs(rememberMe: boolean): number {
  return days(rememberMe ? 30 : 1);
}

/** A guest session lasts the stay: `stayDuration` nights, 1 to 90 (docs/api.md decisions). */
export function guestSessionLifetimeMs(stayDuration: number): number {
  const nights = Math.min(90, Math.max(1, Math.floor(stayDuration)));
  return days(nights);
}

export interface IssuedSession {
  token: string;
  expiresAt: Date;
}

export async function startAdminSession(
  ctx: DomainContext,
  userId: number,
  rememberMe: boolean,
): Promise<IssuedSession> {
  const { token, hash } = newSessionToken();
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + adminSessionLifetimeMs(rememberMe));
  await ctx.db
    .insertInto('admin_sessions')
    .values({
      token_hash: hash,
      user_id: userId,
      created_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
    })
    .execute();
  return { token, expiresAt };
}

/** The signed-in user of an admin session token, or null when it is unknown or expired. */
export async function findAdminSessionUser(
  ctx: DomainContext,
  token: string | undefined,
): Promise<User | null> {
  if (!token) return null;
  const row = await ctx.db
    .selectFrom('admin_sessions')
    .innerJoin('users', 'users.id', 'admin_sessions.user_id')
    .select(['users.id', 'users.name', 'users.role'])
    .where('admin_sessions.token_hash', '=', hashToken(token))
    .where('admin_sessions.expires_at', '>', ctx.now().toISOString())
    .executeTakeFirst();
  return row ? toUser(row) : null;
}

export async function endAdminSession(ctx: DomainContext, token: string | undefined): Promise<void> {
  if (!token) return;
  await ctx.db.deleteFrom('admin_sessions').where('token_hash', '=', hashToken(token)).execute();
}

export async function startGuestSession(
  ctx: DomainContext,
  propertyId: number,
  stayDuration: number,
): Promise<IssuedSession> {
  const { token, hash } = newSessionToken();
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + guestSessionLifetimeMs(stayDuration));
  await ctx.db
    .insertInto('guest_sessions')
    .values({
      token_hash: hash,
      property_id: propertyId,
      created_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
    })
    .execute();
  return { token, expiresAt };
}

export interface GuestSession {
  propertyId: number;
  expiresAt: string;
  /** The stay whose link opened the session; null for a password login. */
  stay: StayOfSession | null;
  /** That stay's id (a request from the stay page is linked to it); null for a password login. */
  stayId: number | null;
  /** That stay's guest email (the address a request from the stay page is answered to); null without one. */
  stayEmail: string | null;
  /** That stay's language (its guide opens in it, issue 28); null for a password login. */
  stayLanguage: Lang | null;
  /** That stay's own door code (issue 43), shown instead of the home's; null: the home's. */
  stayDoorCode: string | null;
  /** That stay's own check-in and checkout times once a request is approved (issue 43); null: the home's. */
  stayTimes: { checkIn: string | null; checkout: string | null };
}

export async function findGuestSession(
  ctx: DomainContext,
  token: string | undefined,
): Promise<GuestSession | null> {
  if (!token) return null;
  const row = await ctx.db
    .selectFrom('guest_sessions')
    .leftJoin('stays', 'stays.id', 'guest_sessions.stay_id')
    .select([
      'guest_sessions.property_id',
      'guest_sessions.expires_at',
      'guest_sessions.stay_id',
      'stays.guest_name',
      'stays.arrival',
      'stays.departure',
      'stays.language',
      'stays.guest_email',
      'stays.door_code',
      'stays.check_in_time',
      'stays.checkout_time',
    ])
    .where('guest_sessions.token_hash', '=', hashToken(token))
    .where('guest_sessions.expires_at', '>', ctx.now().toISOString())
    // A revoked stay's sessions end at once; they stay stored so the login page can say why.
    .where((eb) => eb.or([eb('guest_sessions.stay_id', 'is', null), eb('stays.revoked_at', 'is', null)]))
    .executeTakeFirst();
  if (!row) return null;
  const stay =
    row.stay_id !== null && row.guest_name !== null && row.arrival !== null && row.departure !== null
      ? { guest_name: row.guest_name, arrival: row.arrival, departure: row.departure }
      : null;
  return {
    propertyId: row.property_id,
    expiresAt: row.expires_at,
    stay,
    stayId: stay ? row.stay_id : null,
    stayLanguage: stay ? (row.language === 'fr' ? 'fr' : 'en') : null,
    stayEmail: stay ? row.guest_email : null,
    stayDoorCode: stay ? row.door_code : null,
    stayTimes: {
      checkIn: stay ? row.check_in_time : null,
      checkout: stay ? row.checkout_time : null,
    },
  };
}

export async function endGuestSession(ctx: DomainContext, token: string | undefined): Promise<void> {
  if (!token) return;
  await ctx.db.deleteFrom('guest_sessions').where('token_hash', '=', hashToken(token)).execute();
}

/**
 * Ends every session of an admin except the one holding `keepToken` (the browser that changed the
 * password stays signed in; a thief's copy of an older session does not).
 */
export async function endOtherAdminSessions(
  db: DomainContext['db'],
  userId: number,
  keepToken: string | undefined,
): Promise<void> {
  let query = db.deleteFrom('admin_sessions').where('user_id', '=', userId);
  if (keepToken) query = query.where('token_hash', '!=', hashToken(keepToken));
  await query.execute();
}

/** Ends the guest sessions that the property's password opened (a new password locks its holders out). */
export async function endPasswordGuestSessions(db: DomainContext['db'], propertyId: number): Promise<void> {
  await db
    .deleteFrom('guest_sessions')
    .where('property_id', '=', propertyId)
    .where('origin', '=', 'password')
    .execute();
}

/** Removes expired sessions of both kinds; run periodically. */
export async function deleteExpiredSessions(ctx: DomainContext): Promise<void> {
  const now = ctx.now().toISOString();
  await ctx.db.deleteFrom('admin_sessions').where('expires_at', '<=', now).execute();
  await ctx.db.deleteFrom('guest_sessions').where('expires_at', '<=', now).execute();
}

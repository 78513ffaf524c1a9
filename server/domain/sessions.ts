import type { User } from '../../common/auth.ts';
import type { DomainContext } from './context.ts';
import { hashToken, newSessionToken } from './passwords.ts';

const day = 24 * 60 * 60 * 1000;

/** Admin sessions last a day, or 30 days when the user asked to be remembered (ARCHITECTURE.md). */
export function adminSessionLifetimeMs(rememberMe: boolean): number {
  return (rememberMe ? 30 : 1) * day;
}

/** A guest session lasts the stay: `stayDuration` nights, 1 to 90 (ARCHITECTURE.md decisions). */
export function guestSessionLifetimeMs(stayDuration: number): number {
  const nights = Math.min(90, Math.max(1, Math.floor(stayDuration)));
  return nights * day;
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
    .select(['users.id', 'users.name'])
    .where('admin_sessions.token_hash', '=', hashToken(token))
    .where('admin_sessions.expires_at', '>', ctx.now().toISOString())
    .executeTakeFirst();
  return row ?? null;
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
}

export async function findGuestSession(
  ctx: DomainContext,
  token: string | undefined,
): Promise<GuestSession | null> {
  if (!token) return null;
  const row = await ctx.db
    .selectFrom('guest_sessions')
    .select(['property_id', 'expires_at'])
    .where('token_hash', '=', hashToken(token))
    .where('expires_at', '>', ctx.now().toISOString())
    .executeTakeFirst();
  return row ? { propertyId: row.property_id, expiresAt: row.expires_at } : null;
}

export async function endGuestSession(ctx: DomainContext, token: string | undefined): Promise<void> {
  if (!token) return;
  await ctx.db.deleteFrom('guest_sessions').where('token_hash', '=', hashToken(token)).execute();
}

/** Removes expired sessions of both kinds; run periodically. */
export async function deleteExpiredSessions(ctx: DomainContext): Promise<void> {
  const now = ctx.now().toISOString();
  await ctx.db.deleteFrom('admin_sessions').where('expires_at', '<=', now).execute();
  await ctx.db.deleteFrom('guest_sessions').where('expires_at', '<=', now).execute();
}

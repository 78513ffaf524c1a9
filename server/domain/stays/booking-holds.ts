import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { DomainContext } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';

/**
 * Holds (issue 41, ADR 0044): a pending booking request takes its nights `[check_in, check_out)` until its
 * `hold_until`, in availability, search, quotes, other requests and staff's new stays alike. An expired hold
 * frees them by itself: every reader compares `hold_until` with its clock.
 */
export function liveHolds(db: Kysely<Database>, now: Date) {
  return db
    .selectFrom('booking_requests')
    .where('booking_requests.status', '=', 'pending')
    .where('booking_requests.hold_until', '>', now.toISOString());
}

/** The live holds of a property with a night in `[start, end)`. */
export async function holdsOver(
  ctx: Pick<DomainContext, 'db' | 'now'>,
  propertyId: number,
  start: string,
  end: string,
): Promise<{ id: number; start: string; end: string }[]> {
  return liveHolds(ctx.db, ctx.now())
    .select(['id', 'check_in as start', 'check_out as end'])
    .where('property_id', '=', propertyId)
    .where('check_in', '<', end)
    .where('check_out', '>', start)
    .orderBy('check_in')
    .orderBy('id')
    .execute();
}

/**
 * Serialises the writes that take a property's nights (a request, an accepted request, a staff stay): the
 * caller is inside a transaction and checks the nights after this. On PostgreSQL the property's row is
 * locked until the transaction ends, so a second writer waits and then sees the first one's nights; SQLite
 * runs one transaction at a time on its one connection, so there the transaction itself is the lock.
 * 404 for an unknown property.
 */
export async function lockPropertyNights(ctx: Pick<DomainContext, 'db' | 'dialect'>, propertyId: number) {
  if (!ctx.db.isTransaction) throw new Error('lockPropertyNights needs a transaction');
  let query = ctx.db.selectFrom('properties').select(['id', 'booking_requests']).where('id', '=', propertyId);
  if (ctx.dialect === 'postgres') query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound('Property not found');
  return row;
}

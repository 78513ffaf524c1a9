import type { Kysely } from 'kysely';
import type { Reservation, ReservationList } from '#common/reservations.ts';
import type { Database } from '../../db/schema.ts';
import type { DomainContext } from '../shared/context.ts';
import type { FeedReservation } from './calendar-reservations.ts';

/**
 * Channel reservations (issue 24, ADR 0028): the imported feed events that look like a booking, kept one
 * row per event beside the merged blocks, so staff can make a stay from one and see when the channel
 * later moves or cancels it.
 */

/**
 * Replaces a feed's stored reservations that end after today with those of its latest sync (inside the
 * sync's transaction). Past ones stay: channels drop them from their exports, and a stay made from one
 * must not read as cancelled because its guest has left.
 */
export async function storeFeedReservations(
  trx: Kysely<Database>,
  feed: { id: number; property_id: number },
  reservations: readonly FeedReservation[],
  today: string,
): Promise<void> {
  const kept = await trx
    .selectFrom('calendar_reservations')
    .select('uid')
    .where('feed_id', '=', feed.id)
    .where('end_date', '<=', today)
    .execute();
  const past = new Set(kept.map((r) => r.uid));
  await trx
    .deleteFrom('calendar_reservations')
    .where('feed_id', '=', feed.id)
    .where('end_date', '>', today)
    .execute();
  const fresh = reservations.filter((r) => !past.has(r.uid));
  for (let i = 0; i < fresh.length; i += 200) {
    await trx
      .insertInto('calendar_reservations')
      .values(
        fresh.slice(i, i + 200).map((r) => ({
          property_id: feed.property_id,
          feed_id: feed.id,
          uid: r.uid,
          start_date: r.start,
          end_date: r.end,
          summary: r.summary,
        })),
      )
      .execute();
  }
}

/** One reservation of a property, by its feed and UID; null when the property has none such. */
export async function findReservation(
  ctx: Pick<DomainContext, 'db'>,
  propertyId: number,
  ref: { feed_id: number; uid: string },
): Promise<{ feed_id: number; uid: string; start: string; end: string; summary: string } | null> {
  const row = await ctx.db
    .selectFrom('calendar_reservations')
    .select(['feed_id', 'uid', 'start_date as start', 'end_date as end', 'summary'])
    .where('property_id', '=', propertyId)
    .where('feed_id', '=', ref.feed_id)
    .where('uid', '=', ref.uid)
    .executeTakeFirst();
  return row ?? null;
}

interface LinkedStay {
  id: number;
  arrival: string;
  departure: string;
  revoked_at: string | null;
  reservation_feed_id: number | null;
  reservation_uid: string | null;
}

/**
 * The ids of the stays whose channel reservation no longer matches them: its dates differ from the
 * stay's, or the feed, still there, no longer lists it. A stay is never changed by the feed itself.
 */
export async function reservationsChanged(
  ctx: Pick<DomainContext, 'db'>,
  stays: readonly LinkedStay[],
): Promise<Set<number>> {
  const linked = stays.filter(
    (s) => s.reservation_feed_id !== null && s.reservation_uid !== null && !s.revoked_at,
  );
  const changed = new Set<number>();
  if (linked.length === 0) return changed;
  const feedIds = [...new Set(linked.map((s) => s.reservation_feed_id as number))];
  const [rows, feeds] = await Promise.all([
    ctx.db
      .selectFrom('calendar_reservations')
      .select(['feed_id', 'uid', 'start_date', 'end_date'])
      .where('feed_id', 'in', feedIds)
      .where(
        'uid',
        'in',
        linked.map((s) => s.reservation_uid as string),
      )
      .execute(),
    ctx.db.selectFrom('calendar_feeds').select('id').where('id', 'in', feedIds).execute(),
  ]);
  const live = new Set(feeds.map((f) => f.id));
  const byKey = new Map(rows.map((r) => [`${r.feed_id}\n${r.uid}`, r]));
  for (const stay of linked) {
    if (!live.has(stay.reservation_feed_id as number)) continue;
    const now = byKey.get(`${stay.reservation_feed_id}\n${stay.reservation_uid}`);
    if (!now || now.start_date !== stay.arrival || now.end_date !== stay.departure) changed.add(stay.id);
  }
  return changed;
}

/**
 * The reservations with a night in `[from, to)`, of every property or one, in date order, each with the
 * live stay made from it (if any).
 */
export async function listReservations(
  ctx: DomainContext,
  range: { from: string; to: string; propertyId?: number | undefined },
): Promise<ReservationList> {
  let query = ctx.db
    .selectFrom('calendar_reservations as r')
    .innerJoin('properties as p', 'p.id', 'r.property_id')
    .innerJoin('calendar_feeds as f', 'f.id', 'r.feed_id')
    .leftJoin('stays as s', (join) =>
      join
        .onRef('s.reservation_feed_id', '=', 'r.feed_id')
        .onRef('s.reservation_uid', '=', 'r.uid')
        .on('s.revoked_at', 'is', null),
    )
    .select([
      'r.property_id',
      'p.name as property_name',
      'r.feed_id',
      'f.label as feed_label',
      'r.uid',
      'r.start_date as start',
      'r.end_date as end',
      'r.summary',
      's.id as stay_id',
    ])
    .where('r.start_date', '<', range.to)
    .where('r.end_date', '>', range.from);
  if (range.propertyId !== undefined) query = query.where('r.property_id', '=', range.propertyId);
  const rows = await query.orderBy('r.start_date').orderBy('p.name').orderBy('r.id').execute();
  // one row per reservation even if two live stays were made from it (the older one wins)
  const seen = new Map<string, Reservation>();
  for (const row of rows) {
    const key = `${row.feed_id}\n${row.uid}`;
    const existing = seen.get(key);
    if (!existing) seen.set(key, { ...row, stay_id: row.stay_id ?? null });
    else if (row.stay_id !== null && (existing.stay_id === null || row.stay_id < existing.stay_id))
      existing.stay_id = row.stay_id;
  }
  return { from: range.from, to: range.to, reservations: [...seen.values()] };
}

import { createHash, timingSafeEqual } from 'node:crypto';
import {
  type CalendarBlock,
  type CalendarFeed,
  type CalendarFeedInput,
  calendarLimits,
  type ManualBlockInput,
  manualBlockInputSchema,
} from '#common/calendar.ts';
import { todayIn } from '#common/site-dates.ts';
import { newExportKey, propertyNotFound } from '../properties/properties.ts';
import { type DomainContext, inTransaction } from '../shared/context.ts';
import { conflict, invalid, notFound } from '../shared/errors.ts';
import { refuseBlockOverStays } from '../stays/stay-overlaps.ts';
import { buildExportFeed, type NightRange } from './calendar-ical.ts';

/**
 * Staff's side of availability (issue 11): a property's channel feeds, its blocks (imported and manual) and
 * the key of its exported feed. Syncing the feeds is calendar-sync.ts.
 */

const feedColumns = [
  'id',
  'label',
  'url',
  'position',
  'last_attempt_at',
  'last_success_at',
  'last_error',
] as const;

async function requireProperty(ctx: Pick<DomainContext, 'db'>, propertyId: number): Promise<void> {
  const row = await ctx.db
    .selectFrom('properties')
    .select('id')
    .where('id', '=', propertyId)
    .executeTakeFirst();
  if (!row) throw propertyNotFound();
}

export async function listFeeds(ctx: DomainContext, propertyId: number): Promise<CalendarFeed[]> {
  await requireProperty(ctx, propertyId);
  const rows = await ctx.db
    .selectFrom('calendar_feeds')
    .select(feedColumns)
    .select((eb) =>
      eb
        .selectFrom('calendar_blocks')
        .select((b) => b.fn.countAll<number | string>().as('n'))
        .whereRef('calendar_blocks.feed_id', '=', 'calendar_feeds.id')
        .as('block_count'),
    )
    .where('property_id', '=', propertyId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    label: row.label,
    url: row.url,
    position: Number(row.position),
    status: row.last_attempt_at === null ? 'never' : row.last_error === null ? 'ok' : 'error',
    last_attempt_at: row.last_attempt_at,
    last_success_at: row.last_success_at,
    last_error: row.last_error,
    block_count: Number(row.block_count ?? 0),
  }));
}

async function getFeed(ctx: DomainContext, propertyId: number, feedId: number): Promise<CalendarFeed> {
  const feed = (await listFeeds(ctx, propertyId)).find((f) => f.id === feedId);
  if (!feed) throw notFound('Calendar feed not found');
  return feed;
}

export async function createFeed(
  ctx: DomainContext,
  propertyId: number,
  input: CalendarFeedInput,
): Promise<CalendarFeed> {
  await requireProperty(ctx, propertyId);
  const id = await inTransaction(ctx, async ({ db: trx }) => {
    const existing = await trx
      .selectFrom('calendar_feeds')
      .select(['position'])
      .where('property_id', '=', propertyId)
      .execute();
    if (existing.length >= calendarLimits.feeds)
      throw conflict(`A property can have at most ${calendarLimits.feeds} calendar feeds`);
    const position = Math.max(-1, ...existing.map((f) => Number(f.position))) + 1;
    const row = await trx
      .insertInto('calendar_feeds')
      .values({
        property_id: propertyId,
        position,
        label: input.label,
        url: input.url,
        created_at: ctx.now().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
  return getFeed(ctx, propertyId, id);
}

/** A new address forgets the validators of the old one, so the next sync fetches it whole. */
export async function updateFeed(
  ctx: DomainContext,
  propertyId: number,
  feedId: number,
  input: CalendarFeedInput,
): Promise<CalendarFeed> {
  const current = await getFeed(ctx, propertyId, feedId);
  const urlChanged = current.url !== input.url;
  await ctx.db
    .updateTable('calendar_feeds')
    .set({
      label: input.label,
      url: input.url,
      ...(urlChanged ? { etag: null, last_modified: null } : {}),
    })
    .where('id', '=', feedId)
    .where('property_id', '=', propertyId)
    .execute();
  return getFeed(ctx, propertyId, feedId);
}

/** Removes a feed and the blocks imported from it. */
export async function deleteFeed(ctx: DomainContext, propertyId: number, feedId: number): Promise<void> {
  await inTransaction(ctx, async ({ db: trx }) => {
    await trx
      .deleteFrom('calendar_blocks')
      .where('feed_id', '=', feedId)
      .where('property_id', '=', propertyId)
      .executeTakeFirst();
    const removed = await trx
      .deleteFrom('calendar_feeds')
      .where('id', '=', feedId)
      .where('property_id', '=', propertyId)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) throw notFound('Calendar feed not found');
  });
}

/** Blocks with at least one night in `[from, to)`, imported and manual, notes included (staff only). */
export async function listBlocks(
  ctx: DomainContext,
  propertyId: number,
  from: string,
  to: string,
): Promise<CalendarBlock[]> {
  await requireProperty(ctx, propertyId);
  const rows = await ctx.db
    .selectFrom('calendar_blocks as b')
    .leftJoin('calendar_feeds as f', 'f.id', 'b.feed_id')
    .select([
      'b.id',
      'b.start_date',
      'b.end_date',
      'b.source',
      'b.feed_id',
      'f.label as feed_label',
      'b.note',
      'b.created_at',
    ])
    .where('b.property_id', '=', propertyId)
    .where('b.start_date', '<', to)
    .where('b.end_date', '>', from)
    .orderBy('b.start_date')
    .orderBy('b.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    start: row.start_date,
    end: row.end_date,
    source: row.source,
    feed_id: row.feed_id,
    feed_label: row.feed_label ?? null,
    note: row.source === 'manual' ? row.note : null,
    created_at: row.created_at,
  }));
}

/**
 * A manual block; it may overlap imported ones (the same nights blocked twice is harmless), but not a live
 * stay's nights unless `allow_overlap` (409 naming the stays).
 */
export async function createManualBlock(
  ctx: DomainContext,
  propertyId: number,
  input: ManualBlockInput,
  createdBy: string | null,
): Promise<CalendarBlock> {
  const parsed = manualBlockInputSchema.safeParse(input);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[issue.path.join('.') || 'body'] ??= issue.message;
    throw invalid(Object.values(fields)[0] ?? 'Invalid block', fields);
  }
  await requireProperty(ctx, propertyId);
  const { start, end, note } = parsed.data;
  await refuseBlockOverStays(ctx, propertyId, { start, end }, parsed.data.allow_overlap);
  const id = await inTransaction(ctx, async ({ db: trx }) => {
    const row = await trx
      .insertInto('calendar_blocks')
      .values({
        property_id: propertyId,
        start_date: start,
        end_date: end,
        source: 'manual',
        feed_id: null,
        note: note ?? null,
        created_by: createdBy,
        created_at: ctx.now().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
  const block = (await listBlocks(ctx, propertyId, start, end)).find((b) => b.id === id);
  if (!block) throw notFound('Block not found');
  return block;
}

/** Removes a manual block; imported blocks go only with their feed or its next sync. */
export async function deleteManualBlock(
  ctx: DomainContext,
  propertyId: number,
  blockId: number,
): Promise<void> {
  await inTransaction(ctx, async ({ db: trx }) => {
    const removed = await trx
      .deleteFrom('calendar_blocks')
      .where('id', '=', blockId)
      .where('property_id', '=', propertyId)
      .where('source', '=', 'manual')
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) throw notFound('Manual block not found');
  });
}

/** The property's export key (made with the property: reading it never writes). */
export async function getExportKey(ctx: DomainContext, propertyId: number): Promise<string> {
  const row = await ctx.db
    .selectFrom('properties')
    .select('calendar_export_key')
    .where('id', '=', propertyId)
    .executeTakeFirst();
  if (!row) throw propertyNotFound();
  return row.calendar_export_key;
}

/** A new key: the old export address stops working at once. */
export async function regenerateExportKey(ctx: DomainContext, propertyId: number): Promise<string> {
  const key = newExportKey();
  const result = await ctx.db
    .updateTable('properties')
    .set({ calendar_export_key: key })
    .where('id', '=', propertyId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw propertyNotFound();
  return key;
}

export const exportPath = (propertyId: number, key: string) =>
  `/properties/${propertyId}/calendar.ics?key=${encodeURIComponent(key)}`;

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The exported iCalendar feed of every blocked night from today on (manual, imported and stays), or null when the
 * property does not exist or the key is wrong (compared in constant time).
 */
export async function exportCalendar(
  ctx: DomainContext,
  propertyId: number,
  key: string | undefined,
): Promise<string | null> {
  const row = await ctx.db
    .selectFrom('properties')
    .select('calendar_export_key')
    .where('id', '=', propertyId)
    // a draft is in no feed (issue 40, item 5): its calendar is a 404 like an unknown home's
    .where('is_published', '=', 1)
    .executeTakeFirst();
  const expected = row?.calendar_export_key;
  // Comparing digests keeps the comparison constant-time whatever the lengths.
  const matches = timingSafeEqual(digest(key ?? ''), digest(expected ?? `\0${key ?? ''}`));
  if (!expected || !key || !matches) return null;
  const today = todayIn(ctx.config.site.timeZone, ctx.now());
  const blocks = await ctx.db
    .selectFrom('calendar_blocks')
    .select(['start_date', 'end_date'])
    .where('property_id', '=', propertyId)
    .where('end_date', '>', today)
    .execute();
  // stays occupy their nights too, so a channel learns of a stay staff entered by hand
  const stays = await ctx.db
    .selectFrom('stays')
    .select(['arrival', 'departure'])
    .where('property_id', '=', propertyId)
    .where('revoked_at', 'is', null)
    .where('departure', '>', today)
    .execute();
  const ranges: NightRange[] = [
    ...blocks.map((b) => ({ start: b.start_date, end: b.end_date })),
    ...stays.map((s) => ({ start: s.arrival, end: s.departure })),
  ];
  return buildExportFeed({
    propertyId,
    ranges,
    host: new URL(ctx.config.publicUrl).host,
    productName: ctx.config.site.name,
    now: ctx.now(),
  });
}

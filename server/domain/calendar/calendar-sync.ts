import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { CalendarFeed } from '#common/calendar.ts';
import { addDays, todayIn } from '#common/site-dates.ts';
import {
  defaultFeedFetchOptions,
  FeedFetchError,
  type FeedFetchOptions,
  fetchFeed,
} from '../../infra/calendar-fetch.ts';
import { defaultParserLimits, type ParserLimits, parseFeedInWorker } from '../../infra/calendar-parser.ts';
import { type DomainContext, inTransaction } from '../shared/context.ts';
import { listFeeds } from './calendar.ts';
import { type NightRange, NotICalendarError } from './calendar-ical.ts';
import { FeedTooComplexError } from './calendar-recurrence.ts';
import { storeFeedReservations } from './reservations.ts';

/**
 * Syncing channel feeds (issue 11, ADR 0017). Each feed is claimed in the database before it is fetched, so
 * only one node works on it at a time; a sync that works replaces the feed's blocks as a whole, one that
 * fails keeps them and records why. Feeds are independent: one failing never stops the others.
 */

/** How long a claim holds: longer than a fetch may take (10 s) plus parsing and storing. */
const claimLeaseMs = 2 * 60_000;
/** Longest error text kept. */
const maxErrorLength = 500;
/** How far ahead recurring events are expanded and feed blocks kept. */
const horizonMonths = 18;

/** 'stopped': the server is shutting down; the feed is left as it was, its claim released. */
export type FeedSyncOutcome = 'changed' | 'unchanged' | 'not-modified' | 'failed' | 'busy' | 'stopped';

export interface SyncOptions {
  fetch?: Partial<FeedFetchOptions>;
  parser?: Partial<ParserLimits>;
  /** who claims (a node) */
  worker?: string;
  /** ends the fetch and the parse under way (shutdown) */
  signal?: AbortSignal;
}

const defaultWorker = `${os.hostname()}:${process.pid}`.slice(0, 64);

function fetchOptions(ctx: DomainContext, options: SyncOptions): FeedFetchOptions {
  return {
    ...defaultFeedFetchOptions,
    allowPrivate: ctx.config.calendar.allowPrivate,
    userAgent: `${ctx.config.site.name} calendar sync`,
    ...options.fetch,
  };
}

/** The first night kept and the first one no longer kept, by the site's calendar. */
export function syncWindow(timeZone: string, now: Date): { from: string; to: string } {
  const from = todayIn(timeZone, now);
  const [y, m, d] = from.split('-').map(Number) as [number, number, number];
  const to = new Date(Date.UTC(y, m - 1 + horizonMonths, d)).toISOString().slice(0, 10);
  return { from, to: to > from ? to : addDays(from, 548) };
}

async function claimFeed(ctx: DomainContext, feedId: number, worker: string) {
  const now = ctx.now();
  const nowIso = now.toISOString();
  const claimed = await ctx.db
    .updateTable('calendar_feeds')
    .set({ claimed_until: new Date(now.getTime() + claimLeaseMs).toISOString(), claimed_by: worker })
    .where('id', '=', feedId)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', nowIso)]))
    .returning(['id', 'property_id', 'url', 'etag', 'last_modified'])
    .executeTakeFirst();
  return claimed;
}

/**
 * Fetches one feed and stores what it says. Never throws for a feed's own failure: the error is recorded
 * on the feed. Returns 'busy' when another node holds the feed's claim.
 */
export async function syncFeed(
  ctx: DomainContext,
  feedId: number,
  options: SyncOptions = {},
): Promise<FeedSyncOutcome> {
  const worker = options.worker ?? defaultWorker;
  const feed = await claimFeed(ctx, feedId, worker);
  if (!feed) return 'busy';
  const release = { claimed_until: null, claimed_by: null } as const;
  const attemptAt = ctx.now().toISOString();
  try {
    const answer = await fetchFeed(
      feed.url,
      { etag: feed.etag, lastModified: feed.last_modified },
      fetchOptions(ctx, options),
      options.signal,
    );
    if (answer.kind === 'not-modified') {
      await ctx.db
        .updateTable('calendar_feeds')
        .set({ ...release, last_attempt_at: attemptAt, last_success_at: attemptAt, last_error: null })
        .where('id', '=', feed.id)
        .where('claimed_by', '=', worker)
        .execute();
      return 'not-modified';
    }
    const window = { timeZone: ctx.config.site.timeZone, ...syncWindow(ctx.config.site.timeZone, ctx.now()) };
    // the booked nights, and the booking events one by one for stays made from them (issue 24, ADR 0028)
    const { ranges, reservations } = await parseFeedInWorker(
      { body: answer.body, contentType: answer.contentType, window },
      { ...defaultParserLimits, ...options.parser },
      options.signal,
    );
    return await inTransaction(ctx, async ({ db: trx }) => {
      const previous = await trx
        .selectFrom('calendar_blocks')
        .select(['start_date', 'end_date'])
        .where('feed_id', '=', feed.id)
        .orderBy('start_date')
        .orderBy('end_date')
        .execute();
      const changed = !sameRanges(
        previous.map((b) => ({ start: b.start_date, end: b.end_date })),
        ranges,
      );
      if (changed) {
        await trx.deleteFrom('calendar_blocks').where('feed_id', '=', feed.id).execute();
        const createdAt = ctx.now().toISOString();
        // in slices: a year of bookings is a few hundred rows, well under any parameter limit per slice
        for (let i = 0; i < ranges.length; i += 200) {
          await trx
            .insertInto('calendar_blocks')
            .values(
              ranges.slice(i, i + 200).map((r) => ({
                property_id: feed.property_id,
                start_date: r.start,
                end_date: r.end,
                source: 'feed' as const,
                feed_id: feed.id,
                note: null,
                created_by: null,
                created_at: createdAt,
              })),
            )
            .execute();
        }
      }
      await storeFeedReservations(trx, feed, reservations, window.from);
      await trx
        .updateTable('calendar_feeds')
        .set({
          ...release,
          etag: answer.etag ?? null,
          last_modified: answer.lastModified ?? null,
          last_attempt_at: attemptAt,
          last_success_at: attemptAt,
          last_error: null,
        })
        .where('id', '=', feed.id)
        .execute();
      return changed ? 'changed' : 'unchanged';
    });
  } catch (error) {
    if (options.signal?.aborted) {
      // not the feed's fault: the next attempt, here or on another node, starts afresh
      await ctx.db
        .updateTable('calendar_feeds')
        .set(release)
        .where('id', '=', feed.id)
        .where('claimed_by', '=', worker)
        .execute();
      return 'stopped';
    }
    const reason =
      error instanceof FeedFetchError ||
      error instanceof NotICalendarError ||
      error instanceof FeedTooComplexError
        ? error.message
        : `Sync failed: ${error instanceof Error ? error.message : String(error)}`;
    await ctx.db
      .updateTable('calendar_feeds')
      .set({ ...release, last_attempt_at: attemptAt, last_error: reason.slice(0, maxErrorLength) })
      .where('id', '=', feed.id)
      .where('claimed_by', '=', worker)
      .execute();
    return 'failed';
  }
}

function sameRanges(a: NightRange[], b: NightRange[]): boolean {
  return a.length === b.length && a.every((r, i) => r.start === b[i]?.start && r.end === b[i]?.end);
}

/** Syncs every feed of a property now (at most 5, in parallel) and answers with their status afterwards. */
export async function syncPropertyFeeds(
  ctx: DomainContext,
  propertyId: number,
  options: SyncOptions = {},
): Promise<CalendarFeed[]> {
  const feeds = await listFeeds(ctx, propertyId);
  await Promise.all(feeds.map((feed) => syncFeed(ctx, feed.id, options)));
  return listFeeds(ctx, propertyId);
}

/** Feeds whose last attempt is older than `olderThan` (or that never ran), oldest first. */
async function dueFeedIds(ctx: DomainContext, olderThan: Date): Promise<number[]> {
  const rows = await ctx.db
    .selectFrom('calendar_feeds')
    .select('id')
    .where((eb) =>
      eb.or([eb('last_attempt_at', 'is', null), eb('last_attempt_at', '<', olderThan.toISOString())]),
    )
    .orderBy('last_attempt_at')
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

export interface CalendarSyncOptions extends SyncOptions {
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** feeds fetched at the same time */
  concurrency?: number;
}

/**
 * The background sync: every CALENDAR_SYNC_MINUTES it fetches each feed not attempted within that time
 * (by any node). Like the enquiry mailer: started by the server, unref'd, stopped on app close.
 */
export class CalendarSync {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;
  /** aborted by stop(): a fetch or parse under way ends at once instead of holding up the shutdown */
  private readonly stopping = new AbortController();
  private readonly options: CalendarSyncOptions;

  constructor(
    private readonly ctx: DomainContext,
    options: CalendarSyncOptions,
  ) {
    this.options = { ...options, signal: this.stopping.signal };
  }

  start(): void {
    if (this.timer || this.stopped) return;
    const intervalMs = this.ctx.config.calendar.syncMinutes * 60_000;
    this.timer = setInterval(() => this.runInBackground(), intervalMs).unref();
    this.runInBackground();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.stopping.abort(new Error('The server is shutting down'));
    await this.running?.catch(() => {});
  }

  /** "Sync now" for one property, with this sync's fetch settings. */
  syncProperty(propertyId: number): Promise<CalendarFeed[]> {
    return syncPropertyFeeds(this.ctx, propertyId, this.options);
  }

  /** One pass over the due feeds; a pass already under way is joined instead of doubled. */
  runOnce(): Promise<void> {
    this.running ??= this.syncDue().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private runInBackground(): void {
    this.runOnce().catch((error: unknown) =>
      this.options.logger.error({ err: error }, 'calendar sync failed'),
    );
  }

  private async syncDue(): Promise<void> {
    // a little under the interval, so a feed synced by the last tick is due again at this one
    const intervalMs = this.ctx.config.calendar.syncMinutes * 60_000;
    const due = await dueFeedIds(this.ctx, new Date(this.ctx.now().getTime() - intervalMs * 0.9));
    const queue = [...due];
    const worker = async () => {
      for (let id = queue.shift(); id !== undefined && !this.stopped; id = queue.shift()) {
        try {
          const outcome = await syncFeed(this.ctx, id, this.options);
          if (outcome === 'failed') this.options.logger.warn({ feedId: id }, 'calendar feed sync failed');
        } catch (error) {
          // the database itself failed; the next feed may still work and the next tick retries this one
          this.options.logger.error({ err: error, feedId: id }, 'calendar feed sync failed');
        }
      }
    };
    await Promise.all(Array.from({ length: this.options.concurrency ?? 3 }, worker));
  }
}

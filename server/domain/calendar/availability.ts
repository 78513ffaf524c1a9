import { nightsBetween, todayIn } from '#common/site-dates.ts';
import { availabilityRange, type ListingQuery, stayWindowProblem } from '#common/stay-search.ts';
import type { Visibility } from '../properties/visibility.ts';
import type { DomainContext } from '../shared/context.ts';
import { invalid, notFound } from '../shared/errors.ts';
import { liveHolds } from '../stays/booking-holds.ts';

/**
 * The traveller's side of availability (issue 11): which nights of a property are taken, as the public
 * sees them. Blocks (manual or imported) and live stays are merged into plain ranges of nights `[start, end)`; their
 * source, note and feed never leave this module. The listing search, the property page's loader and the
 * API all come through here.
 */

export interface NightRange {
  start: string;
  end: string;
}

export interface Availability {
  property_id: number;
  from: string;
  to: string;
  minimum_nights: number;
  blocked: NightRange[];
  synced_at: string | null;
}

/** Today in the site's zone. */
export const siteToday = (ctx: DomainContext) => todayIn(ctx.config.site.timeZone, ctx.now());

/** Overlapping or touching ranges merged into one, clipped to `[from, to)`, in order. */
export function mergeRanges(ranges: readonly NightRange[], from: string, to: string): NightRange[] {
  const clipped = ranges
    .map((r) => ({ start: r.start < from ? from : r.start, end: r.end > to ? to : r.end }))
    .filter((r) => r.start < r.end)
    .sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  const merged: NightRange[] = [];
  for (const range of clipped) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) {
      if (range.end > last.end) last.end = range.end;
    } else {
      merged.push({ ...range });
    }
  }
  return merged;
}

/**
 * The taken nights of a property within `[from, to)`, merged: its blocks (manual or imported) and its
 * stays that are not revoked (a stay occupies `[arrival, departure)` like a booking, issue 24) and the
 * live holds of booking requests (issue 41).
 */
export async function blockedNights(
  ctx: DomainContext,
  propertyId: number,
  from: string,
  to: string,
): Promise<NightRange[]> {
  const [blocks, stays, holds] = await Promise.all([
    ctx.db
      .selectFrom('calendar_blocks')
      .select(['start_date as start', 'end_date as end'])
      .where('property_id', '=', propertyId)
      .where('start_date', '<', to)
      .where('end_date', '>', from)
      .execute(),
    ctx.db
      .selectFrom('stays')
      .select(['arrival as start', 'departure as end'])
      .where('property_id', '=', propertyId)
      .where('revoked_at', 'is', null)
      .where('arrival', '<', to)
      .where('departure', '>', from)
      .execute(),
    // a pending booking request's nights are taken until its hold ends (issue 41)
    liveHolds(ctx.db, ctx.now())
      .select(['check_in as start', 'check_out as end'])
      .where('property_id', '=', propertyId)
      .where('check_in', '<', to)
      .where('check_out', '>', from)
      .execute(),
  ]);
  return mergeRanges([...blocks, ...stays, ...holds], from, to);
}

/** When the newest successful sync of any of the property's feeds finished; null without one. */
async function syncedAt(ctx: DomainContext, propertyId: number): Promise<string | null> {
  const row = await ctx.db
    .selectFrom('calendar_feeds')
    .select((eb) => eb.fn.max('last_success_at').as('synced_at'))
    .where('property_id', '=', propertyId)
    .executeTakeFirst();
  return row?.synced_at ?? null;
}

/**
 * The availability of a property over `[from, to)` (defaults: today and 12 months on); a bad range is a 400,
 * an unknown property a 404.
 */
export async function getAvailability(
  ctx: DomainContext,
  propertyId: number,
  query: { from?: string | undefined; to?: string | undefined } = {},
  visibility: Visibility = 'published',
): Promise<Availability> {
  const range = availabilityRange(query, siteToday(ctx));
  if ('problem' in range) throw invalid(range.problem, { to: range.problem });
  const property = await ctx.db
    .selectFrom('properties')
    .select(['id', 'minimum_nights', 'is_published'])
    .where('id', '=', propertyId)
    .executeTakeFirst();
  // a draft does not exist for a visitor (issue 40, item 5)
  if (!property || (visibility === 'published' && property.is_published !== 1))
    throw notFound('Property not found');
  const [blocked, synced] = await Promise.all([
    blockedNights(ctx, propertyId, range.from, range.to),
    syncedAt(ctx, propertyId),
  ]);
  return {
    property_id: property.id,
    from: range.from,
    to: range.to,
    minimum_nights: property.minimum_nights,
    blocked,
    synced_at: synced,
  };
}

/**
 * The stay part of a listing query checked against today: a 400 when the dates are outside the bookable
 * window; the nights to search for otherwise (null without dates).
 */
export function stayOf(
  ctx: DomainContext,
  query: ListingQuery,
): { checkIn: string; checkOut: string; nights: number } | null {
  const problem = stayWindowProblem(query, siteToday(ctx));
  if (problem) throw invalid(problem, { check_in: problem });
  if (!query.check_in || !query.check_out) return null;
  return {
    checkIn: query.check_in,
    checkOut: query.check_out,
    nights: nightsBetween(query.check_in, query.check_out),
  };
}

import type {
  ChannelReviewInput,
  GuestReviewInput,
  ModerationInput,
  PropertyReviews,
  PublicReview,
  ReviewInvitation,
  StaffReview,
} from '#common/review.ts';
import { type ReviewStatus, reviewLimits } from '#common/review-rules.ts';
import { addDays, todayIn, zonedInstant } from '#common/site-dates.ts';
import type { ReviewsTable } from '../../db/schema.ts';
import { propertyNotFound } from '../properties/properties.ts';
import { type DomainContext, inTransaction } from '../shared/context.ts';
import { conflict, forbidden, gone, invalid, isUniqueViolation, notFound } from '../shared/errors.ts';
import { ratingsOf } from './property-ratings.ts';
import { reviewWindow, stayIdOfToken } from './review-links.ts';

/**
 * Guest reviews (issue 27, ADR 0030): one per stay through its review link, pending until staff publish it;
 * channel reviews staff copy in, published at once. Only published reviews reach the public, and every
 * change to what is published moves the public content revision (cached pages show the new rating).
 */

type ReviewRow = Pick<
  ReviewsTable,
  | 'property_id'
  | 'stay_id'
  | 'source'
  | 'rating'
  | 'text'
  | 'name'
  | 'stay_month'
  | 'status'
  | 'reply'
  | 'created_at'
  | 'published_at'
> & { id: number };

const reviewColumns = [
  'reviews.id',
  'reviews.property_id',
  'reviews.stay_id',
  'reviews.source',
  'reviews.rating',
  'reviews.text',
  'reviews.name',
  'reviews.stay_month',
  'reviews.status',
  'reviews.reply',
  'reviews.created_at',
  'reviews.published_at',
] as const;

const reviewNotFound = () => notFound('Review not found');
const linkNotValid = () => notFound('This review link is not valid');

function toPublic(row: ReviewRow): PublicReview {
  return {
    id: row.id,
    rating: row.rating,
    text: row.text,
    name: row.name,
    stay_month: row.stay_month,
    source: row.source,
    verified: row.source === 'direct' && row.stay_id !== null,
    reply: row.reply,
    published_at: row.published_at,
  };
}

const toStaff = (row: ReviewRow & { property_name: string }): StaffReview => ({
  ...toPublic(row),
  property_id: row.property_id,
  property_name: row.property_name,
  status: row.status,
  created_at: row.created_at,
});

/** A property's published reviews, newest first, `reviewLimits.pageSize` a page; 404 for no property. */
export async function listPropertyReviews(
  ctx: DomainContext,
  propertyId: number,
  page = 1,
): Promise<PropertyReviews> {
  const property = await ctx.db
    .selectFrom('properties')
    .select('id')
    .where('id', '=', propertyId)
    .executeTakeFirst();
  if (!property) throw propertyNotFound();
  const size = reviewLimits.pageSize;
  const [rating, direct, rows] = await Promise.all([
    ratingsOf(ctx, [propertyId]).then((m) => m.get(propertyId)),
    ratingsOf(ctx, [propertyId], 'direct').then((m) => m.get(propertyId) ?? null),
    ctx.db
      .selectFrom('reviews')
      .select(reviewColumns)
      .where('property_id', '=', propertyId)
      .where('status', '=', 'published')
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
  ]);
  const count = rating?.count ?? 0;
  return {
    property_id: propertyId,
    average: rating?.average ?? null,
    count,
    direct,
    page,
    pages: Math.max(1, Math.ceil(count / size)),
    reviews: rows.map(toPublic),
  };
}

/** Every review for staff, newest first; only those of one status when asked. */
export async function listReviews(ctx: DomainContext, status?: ReviewStatus): Promise<StaffReview[]> {
  let query = ctx.db
    .selectFrom('reviews')
    .innerJoin('properties', 'properties.id', 'reviews.property_id')
    .select([...reviewColumns, 'properties.name as property_name']);
  if (status) query = query.where('reviews.status', '=', status);
  const rows = await query.orderBy('reviews.created_at', 'desc').orderBy('reviews.id', 'desc').execute();
  return rows.map(toStaff);
}

async function findStaffReview(ctx: DomainContext, id: number): Promise<StaffReview> {
  const row = await ctx.db
    .selectFrom('reviews')
    .innerJoin('properties', 'properties.id', 'reviews.property_id')
    .select([...reviewColumns, 'properties.name as property_name'])
    .where('reviews.id', '=', id)
    .executeTakeFirst();
  if (!row) throw reviewNotFound();
  return toStaff(row);
}

/** A review received on a channel, entered by staff: published at once, dated by the channel's date. */
export async function createChannelReview(
  ctx: DomainContext,
  propertyId: number,
  input: ChannelReviewInput,
  createdBy: string | null,
): Promise<StaffReview> {
  const tz = ctx.config.site.timeZone;
  if (input.date > todayIn(tz, ctx.now())) {
    const message = 'Date cannot be in the future';
    throw invalid(message, { date: message });
  }
  const property = await ctx.db
    .selectFrom('properties')
    .select('id')
    .where('id', '=', propertyId)
    .executeTakeFirst();
  if (!property) throw propertyNotFound();
  const id = await inTransaction(ctx, async ({ db: trx }) => {
    const row = await trx
      .insertInto('reviews')
      .values({
        property_id: propertyId,
        stay_id: null,
        source: input.source,
        rating: input.rating,
        text: input.text,
        name: input.name,
        stay_month: null,
        reviewed_on: input.date,
        status: 'published',
        reply: null,
        created_at: ctx.now().toISOString(),
        published_at: zonedInstant(input.date, '00:00', tz).toISOString(),
        created_by: createdBy,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
  return findStaffReview(ctx, id);
}

/** Publishes or hides a review and sets its public reply (null removes it). */
export async function moderateReview(
  ctx: DomainContext,
  id: number,
  input: ModerationInput,
): Promise<StaffReview> {
  const now = ctx.now().toISOString();
  await inTransaction(ctx, async ({ db: trx }) => {
    const current = await trx
      .selectFrom('reviews')
      .select(['status', 'published_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!current) throw reviewNotFound();
    await trx
      .updateTable('reviews')
      .set({
        status: input.status,
        reply: input.reply,
        // first publication: the review's public date (a channel review keeps its channel date)
        published_at: current.published_at ?? (input.status === 'published' ? now : null),
      })
      .where('id', '=', id)
      .execute();
    if (current.status === 'published' || input.status === 'published') {
    }
  });
  return findStaffReview(ctx, id);
}

export async function deleteReview(ctx: DomainContext, id: number): Promise<void> {
  await inTransaction(ctx, async ({ db: trx }) => {
    const gone = await trx.deleteFrom('reviews').where('id', '=', id).returning('status').executeTakeFirst();
    if (!gone) throw reviewNotFound();
  });
}

interface InvitedStay {
  id: number;
  property_id: number;
  property_name: string;
  guest_name: string;
  departure: string;
  revoked_at: string | null;
}

/** The stay a review token belongs to (revoked stays have no review link), or null. */
async function stayOfToken(ctx: DomainContext, token: string): Promise<InvitedStay | null> {
  let stay: (InvitedStay & { link_nonce: string }) | undefined;
  const stayId = await stayIdOfToken(ctx, token, async (id) => {
    stay = await ctx.db
      .selectFrom('stays')
      .innerJoin('properties', 'properties.id', 'stays.property_id')
      .select([
        'stays.id',
        'stays.property_id',
        'properties.name as property_name',
        'stays.guest_name',
        'stays.departure',
        'stays.revoked_at',
        'stays.link_nonce',
      ])
      .where('stays.id', '=', id)
      .executeTakeFirst();
    return stay?.link_nonce ?? null;
  });
  if (stayId === null || !stay || stay.revoked_at) return null;
  return stay;
}

/** The stay's last night's month: what a verified review says of when the guest stayed. */
const stayMonthOf = (departure: string) => addDays(departure, -1).slice(0, 7);

async function hasReview(ctx: DomainContext, stayId: number): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('reviews')
    .select('id')
    .where('stay_id', '=', stayId)
    .executeTakeFirst();
  return row !== undefined;
}

/** What the review page shows for a token. */
export async function findReviewInvitation(ctx: DomainContext, token: string): Promise<ReviewInvitation> {
  const stay = await stayOfToken(ctx, token);
  if (!stay) return { state: 'invalid' };
  const propertyName = stay.property_name;
  if (await hasReview(ctx, stay.id)) return { state: 'reviewed', propertyName };
  const window = reviewWindow(stay.departure, ctx);
  if (window !== 'open') return { state: window, propertyName };
  return {
    state: 'open',
    propertyName,
    stayMonth: stayMonthOf(stay.departure),
    guestFirstName: stay.guest_name.split(/\s+/)[0] ?? '',
  };
}

/**
 * The guest's review through the stay's review link: pending until staff publish it. 404 for a token that
 * names no stay (or a revoked one), 409 once the stay has a review, 410 after the 30 days, 403 before the
 * stay's last night.
 */
export async function submitGuestReview(
  ctx: DomainContext,
  token: string,
  input: GuestReviewInput,
): Promise<PublicReview> {
  const stay = await stayOfToken(ctx, token);
  if (!stay) throw linkNotValid();
  if (await hasReview(ctx, stay.id)) throw alreadyReviewed();
  const window = reviewWindow(stay.departure, ctx);
  if (window === 'expired') throw gone('This review link has expired');
  if (window === 'not-yet') throw forbidden('Reviews open on the last night of the stay');
  try {
    const row = await ctx.db
      .insertInto('reviews')
      .values({
        property_id: stay.property_id,
        stay_id: stay.id,
        source: 'direct',
        rating: input.rating,
        text: input.text,
        name: input.name,
        stay_month: stayMonthOf(stay.departure),
        reviewed_on: null,
        status: 'pending',
        reply: null,
        created_at: ctx.now().toISOString(),
        published_at: null,
        created_by: null,
      })
      .returning(reviewColumns)
      .executeTakeFirstOrThrow();
    return toPublic(row);
  } catch (error) {
    // two submissions at once: the unique stay_id lets one in
    if (isUniqueViolation(error)) throw alreadyReviewed();
    throw error;
  }
}

const alreadyReviewed = () => conflict('This stay has already been reviewed');

import type { Rating } from '#common/review.ts';
import { roundRating } from '#common/review-rules.ts';
import type { DomainContext } from '../shared/context.ts';

/**
 * Average (one decimal) and count of the published reviews of each property; absent without any. `direct`
 * counts only the reviews written on this site (the ones structured data may carry, ADR 0030).
 */
export async function ratingsOf(
  ctx: DomainContext,
  propertyIds: number[],
  only: 'all' | 'direct' = 'all',
): Promise<Map<number, Rating>> {
  if (propertyIds.length === 0) return new Map();
  // SUM and COUNT (integers on both engines) rather than AVG, which PostgreSQL answers as a NUMERIC string
  const rows = await ctx.db
    .selectFrom('reviews')
    .select(({ fn }) => [
      'property_id',
      fn.sum<number>('rating').as('total'),
      fn.countAll<number>().as('count'),
    ])
    .where('status', '=', 'published')
    .where('property_id', 'in', propertyIds)
    .$if(only === 'direct', (q) => q.where('source', '=', 'direct'))
    .groupBy('property_id')
    .execute();
  return new Map(
    rows.map((r) => [
      r.property_id,
      { average: roundRating(Number(r.total) / Number(r.count)), count: Number(r.count) },
    ]),
  );
}

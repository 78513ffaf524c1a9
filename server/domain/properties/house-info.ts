import type { HouseInfo } from '#common/house-info.ts';
import { type DomainContext, inTransaction } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';

/** The house information of every home (or of one), by name: never a code, so every staff role reads it. */
function selectHouseInfo(ctx: DomainContext) {
  return ctx.db
    .selectFrom('properties as p')
    .leftJoin('welcome_pages as w', 'w.property_id', 'p.id')
    .leftJoin('house_notes as n', 'n.property_id', 'p.id')
    .select([
      'p.id as property_id',
      'p.name',
      'p.address',
      'w.check_in_time',
      'w.checkout_time',
      'n.turnover_notes',
    ])
    .orderBy('p.name')
    .orderBy('p.id');
}

type HouseInfoRow = Awaited<ReturnType<ReturnType<typeof selectHouseInfo>['execute']>>[number];

const toHouseInfo = (row: HouseInfoRow): HouseInfo => ({
  property_id: row.property_id,
  name: row.name,
  address: row.address,
  check_in_time: row.check_in_time ?? '',
  checkout_time: row.checkout_time ?? '',
  turnover_notes: row.turnover_notes ?? '',
});

/** What a changeover needs to know about each home (issue 24, item 6), by name. */
export async function listHouseInfo(ctx: DomainContext): Promise<HouseInfo[]> {
  return (await selectHouseInfo(ctx).execute()).map(toHouseInfo);
}

/** Replaces a home's turnover notes (blank clears them); the home's house information after the change. */
export async function setTurnoverNotes(
  ctx: DomainContext,
  propertyId: number,
  turnoverNotes: string,
): Promise<HouseInfo> {
  return inTransaction(ctx, async ({ db: trx }) => {
    const property = await trx
      .selectFrom('properties')
      .select('id')
      .where('id', '=', propertyId)
      .executeTakeFirst();
    if (!property) throw notFound('Property not found');
    const updated_at = ctx.now().toISOString();
    await trx
      .insertInto('house_notes')
      .values({ property_id: propertyId, turnover_notes: turnoverNotes, updated_at })
      .onConflict((oc) => oc.column('property_id').doUpdateSet({ turnover_notes: turnoverNotes, updated_at }))
      .execute();
    const row = await selectHouseInfo({ ...ctx, db: trx })
      .where('p.id', '=', propertyId)
      .executeTakeFirstOrThrow();
    return toHouseInfo(row);
  });
}

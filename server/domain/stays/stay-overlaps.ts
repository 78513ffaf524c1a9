import type { StayConflict } from '#common/stay.ts';
import type { DomainContext } from '../shared/context.ts';
import { conflict } from '../shared/errors.ts';
import { holdsOver } from './booking-holds.ts';

/**
 * What a stay's nights `[start, end)` would overlap at a property (issue 24): another live (not revoked)
 * stay, a manual block or a pending booking request's hold (issue 41). Imported channel reservations are left out on purpose: a stay usually is one of
 * them, so overlapping it is normal.
 */
export async function findStayOverlaps(
  ctx: Pick<DomainContext, 'db' | 'now'>,
  propertyId: number,
  start: string,
  end: string,
  exceptStayId?: number,
): Promise<StayConflict[]> {
  const [stayRows, blockRows, holds] = await Promise.all([
    liveStaysOver(ctx, propertyId, start, end, exceptStayId),
    ctx.db
      .selectFrom('calendar_blocks')
      .select(['id', 'start_date as start', 'end_date as end'])
      .where('property_id', '=', propertyId)
      .where('source', '=', 'manual')
      .where('start_date', '<', end)
      .where('end_date', '>', start)
      .orderBy('start_date')
      .orderBy('id')
      .execute(),
    holdsOver(ctx, propertyId, start, end),
  ]);
  return [
    ...stayRows,
    ...blockRows.map((r) => ({ kind: 'block' as const, ...r })),
    ...holds.map((r) => ({ kind: 'request' as const, ...r })),
  ];
}

/** The live (not revoked) stays of a property with a night in `[start, end)`: the departure day is free. */
async function liveStaysOver(
  ctx: Pick<DomainContext, 'db'>,
  propertyId: number,
  start: string,
  end: string,
  exceptStayId?: number,
): Promise<StayConflict[]> {
  let stays = ctx.db
    .selectFrom('stays')
    .select(['id', 'arrival as start', 'departure as end'])
    .where('property_id', '=', propertyId)
    .where('revoked_at', 'is', null)
    .where('arrival', '<', end)
    .where('departure', '>', start);
  if (exceptStayId !== undefined) stays = stays.where('id', '!=', exceptStayId);
  const rows = await stays.orderBy('arrival').orderBy('id').execute();
  return rows.map((r) => ({ kind: 'stay' as const, ...r }));
}

/**
 * A manual block's nights against the live stays (issue 24: no night double-booked without a warning): a 409
 * with the same shape as a stay's, unless staff chose to block anyway. Other blocks are not counted: the same
 * night blocked twice is harmless.
 */
export async function refuseBlockOverStays(
  ctx: Pick<DomainContext, 'db'>,
  propertyId: number,
  nights: { start: string; end: string },
  allowOverlap: boolean | undefined,
): Promise<void> {
  if (allowOverlap) return;
  const conflicts = await liveStaysOver(ctx, propertyId, nights.start, nights.end);
  if (conflicts.length === 0) return;
  const what = conflicts.length === 1 ? 'a stay' : 'stays';
  throw conflict(`These nights overlap ${what}. Send allow_overlap: true to block them anyway.`, {
    conflicts,
  });
}

/** A 409 naming what the nights overlap, unless there is nothing or staff chose to save anyway. */
export async function refuseOverlaps(
  ctx: Pick<DomainContext, 'db' | 'now'>,
  propertyId: number,
  nights: { start: string; end: string },
  options: { allowOverlap: boolean | undefined; exceptStayId?: number },
): Promise<void> {
  if (options.allowOverlap) return;
  const conflicts = await findStayOverlaps(ctx, propertyId, nights.start, nights.end, options.exceptStayId);
  if (conflicts.length === 0) return;
  const what =
    conflicts.length === 1
      ? conflicts[0]?.kind === 'stay'
        ? 'another stay'
        : conflicts[0]?.kind === 'request'
          ? 'a pending booking request'
          : 'a block'
      : 'other stays or blocks';
  throw conflict(`These nights overlap ${what}. Send allow_overlap: true to save anyway.`, { conflicts });
}

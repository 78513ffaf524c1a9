import type { ActivityAction } from '#common/activity-actions.ts';
import { zonedInstant } from '#common/site-dates.ts';
import type { Activity, ActivityQuery } from '#common/tasks.ts';
import type { DomainContext } from './context.ts';

/** Who did it: a signed-in staff user, or null for the site itself (a feed sync, a reconcile). */
export type Actor = { id: number; name: string } | null;

export interface ActivityEntry {
  action: ActivityAction;
  detail: string;
  propertyId?: number | null;
  stayId?: number | null;
  taskId?: number | null;
}

/**
 * Records who did what (issue 42, item 7). Called with the transaction of the change, so an entry exists
 * exactly when its change does.
 */
export async function recordActivity(
  ctx: Pick<DomainContext, 'db' | 'now'>,
  actor: Actor,
  entry: ActivityEntry,
): Promise<void> {
  await ctx.db
    .insertInto('activity')
    .values({
      at: ctx.now().toISOString(),
      user_id: actor?.id ?? null,
      user_name: actor?.name ?? null,
      action: entry.action,
      detail: entry.detail,
      property_id: entry.propertyId ?? null,
      stay_id: entry.stayId ?? null,
      task_id: entry.taskId ?? null,
    })
    .execute();
}

const maxEntries = 500;

/** The latest entries first (at most 500), of the home, stay and user given, in the days `[from, to)`. */
export async function listActivity(ctx: DomainContext, query: ActivityQuery): Promise<Activity[]> {
  const tz = ctx.config.site.timeZone;
  let select = ctx.db
    .selectFrom('activity')
    .select(['id', 'at', 'user_id', 'user_name', 'action', 'property_id', 'stay_id', 'task_id', 'detail'])
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(maxEntries);
  if (query.property_id !== undefined) select = select.where('property_id', '=', query.property_id);
  if (query.stay_id !== undefined) select = select.where('stay_id', '=', query.stay_id);
  if (query.user_id !== undefined) select = select.where('user_id', '=', query.user_id);
  if (query.task_id !== undefined) select = select.where('task_id', '=', query.task_id);
  if (query.from) select = select.where('at', '>=', zonedInstant(query.from, '00:00', tz).toISOString());
  if (query.to) select = select.where('at', '<', zonedInstant(query.to, '00:00', tz).toISOString());
  return select.execute();
}

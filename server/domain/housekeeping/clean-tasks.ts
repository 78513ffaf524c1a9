import { sql } from 'kysely';
import { todayIn, zonedInstant } from '#common/site-dates.ts';
import { stayTime } from '#common/stay-times.ts';
import { type DomainContext, inTransaction } from '../shared/context.ts';

/** When no welcome page names a check-in time, the one guests are told (guest-message-compose.ts). */
const defaultCheckInTime = '16:00';
const endOfDay = '23:59';

/**
 * The clean of a departure is due by the next guests' check-in when someone arrives that day (theirs, moved
 * by an approved early check-in), else by the end of the day (SITE_TIMEZONE).
 */
function cleanDueAt(departure: string, nextCheckIn: string | undefined, timeZone: string): string {
  return zonedInstant(departure, nextCheckIn ?? endOfDay, timeZone).toISOString();
}

/**
 * Brings a home's clean tasks in line with its stays (issue 42, item 1): one clean per live stay's departure,
 * due as `cleanDueAt` says, moved when dates change, cancelled (hidden) with the stay, back if it comes back.
 * A clean is made for a departure from today on: a stay that left before cleans were tracked (an upgraded
 * database, a stay entered after the fact) gets none, so nobody is sent to clean a home months later.
 * Called inside every stay write's transaction, and idempotent: the unique index on a clean's stay makes a
 * second insert (another node, a retry after a crash) a no-op, never a second task. A new clean gets a copy
 * of the home's checklist in the same transaction.
 */
export async function syncCleanTasks(
  ctx: Pick<DomainContext, 'db' | 'now' | 'config'>,
  propertyId: number,
): Promise<void> {
  const tz = ctx.config.site.timeZone;
  await inTransaction(ctx, async ({ db }) => {
    // A write first: SQLite then takes its write lock before anything is read (a reader that writes later
    // fails with "database is locked" instead of waiting), and PostgreSQL locks the home's cleans, so two
    // reconciles of a home run one after the other. The unique index stays the guarantee either way.
    await db
      .updateTable('tasks')
      .set({ cancelled_at: sql`cancelled_at` })
      .where('property_id', '=', propertyId)
      .where('kind', '=', 'clean')
      .execute();
    const stays = await db
      .selectFrom('stays')
      .select(['id', 'guest_name', 'arrival', 'departure', 'revoked_at', 'check_in_time'])
      .where('property_id', '=', propertyId)
      .execute();
    const welcome = await db
      .selectFrom('welcome_pages')
      .select('check_in_time')
      .where('property_id', '=', propertyId)
      .executeTakeFirst();
    const checkIn = welcome?.check_in_time || defaultCheckInTime;
    const live = stays.filter((s) => !s.revoked_at);
    // the arriving guests' check-in on each arrival day: their own once an early check-in is approved
    const arrivals = new Map(live.map((s) => [s.arrival, stayTime(s.check_in_time, checkIn)]));
    const existing = new Map(
      (
        await db
          .selectFrom('tasks')
          .select(['id', 'stay_id', 'due_at', 'cancelled_at'])
          .where('property_id', '=', propertyId)
          .where('kind', '=', 'clean')
          .execute()
      ).map((t) => [t.stay_id, t]),
    );
    const now = ctx.now().toISOString();
    const today = todayIn(tz, ctx.now());
    for (const stay of stays) {
      const task = existing.get(stay.id);
      if (stay.revoked_at) {
        if (task && !task.cancelled_at) {
          await db.updateTable('tasks').set({ cancelled_at: now }).where('id', '=', task.id).execute();
        }
        continue;
      }
      const dueAt = cleanDueAt(stay.departure, arrivals.get(stay.departure), tz);
      if (task) {
        if (task.due_at !== dueAt || task.cancelled_at) {
          await db
            .updateTable('tasks')
            .set({ due_at: dueAt, cancelled_at: null })
            .where('id', '=', task.id)
            .execute();
        }
        continue;
      }
      if (stay.departure < today) continue;
      const inserted = await db
        .insertInto('tasks')
        .values({
          kind: 'clean',
          property_id: propertyId,
          stay_id: stay.id,
          title: `Clean after ${stay.guest_name}`,
          description: '',
          note: '',
          due_at: dueAt,
          assignee_id: null,
          status: 'todo',
          priority: 'normal',
          created_by: null,
          created_at: now,
          cancelled_at: null,
        })
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted) await copyChecklist(db, propertyId, inserted.id);
    }
  });
}

/**
 * At start-up, every home's cleans brought in line with its stays (`syncCleanTasks`): stays made before
 * cleans were tracked get theirs, and any drift is mended. Idempotent, so each node of several may run it.
 */
export async function reconcileCleanTasks(
  ctx: Pick<DomainContext, 'db' | 'now' | 'config'>,
): Promise<number> {
  const homes = await ctx.db.selectFrom('properties').select('id').execute();
  for (const home of homes) await syncCleanTasks(ctx, home.id);
  return homes.length;
}

async function copyChecklist(db: DomainContext['db'], propertyId: number, taskId: number): Promise<void> {
  const items = await db
    .selectFrom('checklist_items')
    .select(['position', 'label', 'photo_required'])
    .where('property_id', '=', propertyId)
    .orderBy('position')
    .execute();
  if (items.length === 0) return;
  await db
    .insertInto('task_checklist_items')
    .values(items.map((item) => ({ task_id: taskId, ...item, done: 0, done_by: null, done_at: null })))
    .execute();
}

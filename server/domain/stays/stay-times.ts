import { addDays } from '#common/site-dates.ts';
import type { TimeRequestKind } from '#common/stay-times.ts';
import { blockedNights } from '../calendar/availability.ts';
import { syncCleanTasks } from '../housekeeping/clean-tasks.ts';
import type { DomainContext } from '../shared/context.ts';

/**
 * Early check-in and late checkout (issue 43, item 2). A home allows an earliest check-in and a latest
 * checkout (its welcome page's `early_check_in`, `late_checkout`; '' = not offered); a stay may ask for them
 * only when nobody else holds the home that day (no stay, booking hold, channel reservation or block ending on
 * its arrival day or starting on its departure day: availability's own taken nights). An approved request
 * gives the stay its own time (`stays.check_in_time`, `checkout_time`), which every reader takes through
 * `stayTime` (common/stay-times.ts): the guide, Today, the mails and the clean task.
 */

/** Whether someone else holds the home on the arrival day (the night before) and the departure day (that night). */
export async function sameDayTurnover(
  ctx: DomainContext,
  propertyId: number,
  arrival: string,
  departure: string,
): Promise<{ arrival: boolean; departure: boolean }> {
  const [before, after] = await Promise.all([
    blockedNights(ctx, propertyId, addDays(arrival, -1), arrival),
    blockedNights(ctx, propertyId, departure, addDays(departure, 1)),
  ]);
  return { arrival: before.length > 0, departure: after.length > 0 };
}

interface StayForTimes {
  propertyId: number;
  arrival: string;
  departure: string;
  checkIn: string | null;
  checkout: string | null;
}

interface HomeTimes {
  early_check_in: string;
  late_checkout: string;
}

/**
 * The times this stay may ask for: the home's, when it allows one, the stay does not already have it, and
 * the day is free of a turnover; null otherwise.
 */
export async function timeOptionsOf(
  ctx: DomainContext,
  stay: StayForTimes,
  home: HomeTimes,
): Promise<{ early_check_in: string | null; late_checkout: string | null }> {
  const wantsEarly = home.early_check_in !== '' && stay.checkIn !== home.early_check_in;
  const wantsLate = home.late_checkout !== '' && stay.checkout !== home.late_checkout;
  if (!wantsEarly && !wantsLate) return { early_check_in: null, late_checkout: null };
  const turnover = await sameDayTurnover(ctx, stay.propertyId, stay.arrival, stay.departure);
  return {
    early_check_in: wantsEarly && !turnover.arrival ? home.early_check_in : null,
    late_checkout: wantsLate && !turnover.departure ? home.late_checkout : null,
  };
}

/** A stay's times and its home's allowance, by the stay's id; undefined for an unknown stay. */
export async function findStayTimes(ctx: DomainContext, stayId: number) {
  const row = await ctx.db
    .selectFrom('stays')
    .leftJoin('welcome_pages', 'welcome_pages.property_id', 'stays.property_id')
    .select([
      'stays.property_id',
      'stays.arrival',
      'stays.departure',
      'stays.check_in_time',
      'stays.checkout_time',
      'welcome_pages.early_check_in',
      'welcome_pages.late_checkout',
      'welcome_pages.auto_approve_times',
    ])
    .where('stays.id', '=', stayId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    stay: {
      propertyId: row.property_id,
      arrival: row.arrival,
      departure: row.departure,
      checkIn: row.check_in_time,
      checkout: row.checkout_time,
    },
    home: {
      early_check_in: row.early_check_in ?? '',
      late_checkout: row.late_checkout ?? '',
      autoApprove: row.auto_approve_times === 1,
    },
  };
}

/**
 * An approved request of `kind` gives the stay the home's allowed time (nothing changes when the home names
 * none: staff's reply says what was agreed), and moves the clean task with it. Returns the time set, or null.
 */
export async function applyApprovedTime(
  ctx: DomainContext,
  stayId: number,
  kind: TimeRequestKind,
): Promise<string | null> {
  const found = await findStayTimes(ctx, stayId);
  if (!found) return null;
  const time = kind === 'early_check_in' ? found.home.early_check_in : found.home.late_checkout;
  if (time === '') return null;
  await ctx.db
    .updateTable('stays')
    .set(kind === 'early_check_in' ? { check_in_time: time } : { checkout_time: time })
    .where('id', '=', stayId)
    .execute();
  await syncCleanTasks(ctx, found.stay.propertyId);
  return time;
}

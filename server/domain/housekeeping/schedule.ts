import type {
  HomeReadiness,
  Readiness,
  Schedule,
  ScheduleBlock,
  ScheduleDay,
  ScheduleEntry,
} from '#common/reservations.ts';
import { addDays } from '#common/site-dates.ts';
import { stayTime } from '#common/stay-times.ts';
import { entryMissing, type HomeWayIn } from '../access/way-in.ts';
import type { DomainContext } from '../shared/context.ts';

/**
 * The day-by-day schedule across homes (issue 24): who arrives, leaves and stays each day of
 * `[from, to)` (dates in SITE_TIMEZONE), and the turnovers (a departure and an arrival at one home on the
 * same day). An entry is a live stay, or a channel reservation no live stay was made from: a reservation
 * made into a stay appears once, as the stay. Staff's blocks of those days come apart (`blocks`): they take
 * nights but bring nobody.
 */
export async function getSchedule(
  ctx: DomainContext,
  range: { from: string; to: string },
): Promise<Schedule> {
  const [stays, reservations, homes, blocks] = await Promise.all([
    ctx.db
      .selectFrom('stays as s')
      .innerJoin('properties as p', 'p.id', 's.property_id')
      .leftJoin('welcome_pages as w', 'w.property_id', 's.property_id')
      .select([
        's.id',
        's.property_id',
        'p.name as property_name',
        's.guest_name',
        's.arrival',
        's.departure',
        's.link_shared_at',
        's.guests',
        's.note',
        's.door_code as stay_door_code',
        's.check_in_time as stay_check_in_time',
        's.checkout_time as stay_checkout_time',
        ...homeEntryColumns,
      ])
      .where('s.revoked_at', 'is', null)
      .where('s.arrival', '<', range.to)
      .where('s.departure', '>=', range.from)
      .execute(),
    ctx.db
      .selectFrom('calendar_reservations as r')
      .innerJoin('properties as p', 'p.id', 'r.property_id')
      .leftJoin('welcome_pages as w', 'w.property_id', 'r.property_id')
      .select(['r.property_id', 'p.name as property_name', 'r.start_date', 'r.end_date', ...homeEntryColumns])
      .where('r.start_date', '<', range.to)
      .where('r.end_date', '>=', range.from)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('stays as linked')
              .select('linked.id')
              .whereRef('linked.reservation_feed_id', '=', 'r.feed_id')
              .whereRef('linked.reservation_uid', '=', 'r.uid')
              .where('linked.revoked_at', 'is', null),
          ),
        ),
      )
      .execute(),
    readinessOn(ctx, range.from),
    manualBlocksIn(ctx, range),
  ]);
  const entries: ScheduleEntry[] = [
    ...stays.map((s) => ({
      property_id: s.property_id,
      property_name: s.property_name,
      stay_id: s.id,
      guest_name: s.guest_name,
      start: s.arrival,
      end: s.departure,
      source: 'stay' as const,
      link_shared_at: s.link_shared_at,
      guests: s.guests,
      check_in_time: stayTime(s.stay_check_in_time, s.check_in_time),
      checkout_time: stayTime(s.stay_checkout_time, s.checkout_time),
      note: s.note ?? '',
      entry_missing: entryMissing(s.stay_door_code, wayIn(s)),
    })),
    ...reservations.map((r) => ({
      property_id: r.property_id,
      property_name: r.property_name,
      stay_id: null,
      guest_name: null,
      start: r.start_date,
      end: r.end_date,
      source: 'reservation' as const,
      link_shared_at: null,
      guests: null,
      check_in_time: stayTime(null, r.check_in_time),
      checkout_time: stayTime(null, r.checkout_time),
      note: '',
      entry_missing: entryMissing(null, wayIn(r)),
    })),
  ].sort(byHomeThenStart);
  const days: ScheduleDay[] = [];
  for (let date = range.from; date < range.to; date = addDays(date, 1)) days.push(dayOf(date, entries));
  return { from: range.from, to: range.to, days, homes, blocks };
}

/** Home by name (then id), then the first night: the order of the schedule's entries and blocks. */
const byHomeThenStart = (
  a: { property_name: string; property_id: number; start: string },
  b: { property_name: string; property_id: number; start: string },
) =>
  a.property_name.localeCompare(b.property_name) ||
  a.property_id - b.property_id ||
  compare(a.start, b.start);

/**
 * Staff's manual blocks with a night in `[from, to)`. Imported blocks are left out: the sync keeps the
 * channel's bookings as reservations, which the schedule already lists.
 */
async function manualBlocksIn(
  ctx: DomainContext,
  range: { from: string; to: string },
): Promise<ScheduleBlock[]> {
  const rows = await ctx.db
    .selectFrom('calendar_blocks as b')
    .innerJoin('properties as p', 'p.id', 'b.property_id')
    .select(['b.id', 'b.property_id', 'p.name as property_name', 'b.start_date', 'b.end_date', 'b.note'])
    .where('b.source', '=', 'manual')
    .where('b.start_date', '<', range.to)
    .where('b.end_date', '>', range.from)
    .orderBy('b.id')
    .execute();
  return rows
    .map((b) => ({
      id: b.id,
      property_id: b.property_id,
      property_name: b.property_name,
      start: b.start_date,
      end: b.end_date,
      note: b.note,
    }))
    .sort(byHomeThenStart);
}

/** What the schedule reads of a home's welcome page (null columns: the home has none). */
const homeEntryColumns = [
  'w.check_in_time',
  'w.checkout_time',
  'w.door_code as home_door_code',
  'w.door_instructions',
  'w.check_in_instructions',
] as const;

interface HomeEntry {
  check_in_time: string | null;
  checkout_time: string | null;
  home_door_code: string | null;
  door_instructions: string | null;
  check_in_instructions: string | null;
}

const wayIn = (w: HomeEntry): HomeWayIn => ({ ...w, door_code: w.home_door_code });

const readinessOf: Record<string, Readiness> = {
  todo: 'dirty',
  in_progress: 'cleaning',
  done: 'ready',
  inspected: 'inspected',
};

/**
 * Every home's readiness on `day`: the status of the clean task of its latest live stay's departure on or
 * before that day (issue 42, item 5).
 */
async function readinessOn(ctx: DomainContext, day: string): Promise<HomeReadiness[]> {
  const [homes, departed] = await Promise.all([
    ctx.db.selectFrom('properties').select(['id', 'name']).orderBy('name').orderBy('id').execute(),
    ctx.db
      .selectFrom('stays as s')
      .leftJoin('tasks as t', (join) =>
        join.onRef('t.stay_id', '=', 's.id').on('t.kind', '=', 'clean').on('t.cancelled_at', 'is', null),
      )
      .leftJoin('users as u', 'u.id', 't.assignee_id')
      .select(['s.property_id', 's.departure', 't.id as task_id', 't.status', 'u.name as assignee_name'])
      .where('s.revoked_at', 'is', null)
      .where('s.departure', '<=', day)
      .where(({ eb, selectFrom }) =>
        eb(
          's.departure',
          '=',
          selectFrom('stays as later')
            .select(({ fn }) => fn.max('later.departure').as('latest'))
            .whereRef('later.property_id', '=', 's.property_id')
            .where('later.revoked_at', 'is', null)
            .where('later.departure', '<=', day),
        ),
      )
      .orderBy('t.id')
      .execute(),
  ]);
  return homes.map((home) => {
    const mine = departed.filter((d) => d.property_id === home.id);
    const clean = mine.find((d) => d.task_id !== null) ?? mine[0];
    return {
      property_id: home.id,
      property_name: home.name,
      readiness: clean?.status ? (readinessOf[clean.status] ?? null) : null,
      departure: clean?.departure ?? null,
      task_id: clean?.task_id ?? null,
      assignee_name: clean?.assignee_name ?? null,
    };
  });
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** One day: `staying` are the guests in the house that day who neither arrive nor leave. */
function dayOf(date: string, entries: readonly ScheduleEntry[]): ScheduleDay {
  const arrivals = entries.filter((e) => e.start === date);
  const departures = entries.filter((e) => e.end === date);
  const staying = entries.filter((e) => e.start < date && e.end > date);
  const turnovers: ScheduleDay['turnovers'] = [];
  const arrivalsLeft = [...arrivals];
  for (const departure of departures) {
    const i = arrivalsLeft.findIndex((a) => a.property_id === departure.property_id);
    const arrival = arrivalsLeft[i];
    if (!arrival) continue;
    arrivalsLeft.splice(i, 1);
    turnovers.push({ property_id: departure.property_id, departure, arrival });
  }
  return { date, arrivals, departures, staying, turnovers };
}

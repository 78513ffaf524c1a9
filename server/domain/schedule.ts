import type { Schedule, ScheduleDay, ScheduleEntry } from '#common/reservations.ts';
import { addDays } from '#common/site-dates.ts';
import type { DomainContext } from './context.ts';

/**
 * The day-by-day schedule across homes (issue 24): who arrives, leaves and stays each day of
 * `[from, to)` (dates in SITE_TIMEZONE), and the turnovers (a departure and an arrival at one home on the
 * same day). An entry is a live stay, or a channel reservation no live stay was made from: a reservation
 * made into a stay appears once, as the stay.
 */
export async function getSchedule(
  ctx: DomainContext,
  range: { from: string; to: string },
): Promise<Schedule> {
  const [stays, reservations] = await Promise.all([
    ctx.db
      .selectFrom('stays as s')
      .innerJoin('properties as p', 'p.id', 's.property_id')
      .select([
        's.id',
        's.property_id',
        'p.name as property_name',
        's.guest_name',
        's.arrival',
        's.departure',
        's.link_shared_at',
      ])
      .where('s.revoked_at', 'is', null)
      .where('s.arrival', '<', range.to)
      .where('s.departure', '>=', range.from)
      .execute(),
    ctx.db
      .selectFrom('calendar_reservations as r')
      .innerJoin('properties as p', 'p.id', 'r.property_id')
      .select(['r.property_id', 'p.name as property_name', 'r.start_date', 'r.end_date'])
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
    })),
  ].sort(
    (a, b) =>
      a.property_name.localeCompare(b.property_name) ||
      a.property_id - b.property_id ||
      compare(a.start, b.start),
  );
  const days: ScheduleDay[] = [];
  for (let date = range.from; date < range.to; date = addDays(date, 1)) days.push(dayOf(date, entries));
  return { from: range.from, to: range.to, days };
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

import { useId } from 'react';
import type { Reservation, ScheduleDay, ScheduleEntry } from '#common/reservations.ts';
import type { Task } from '#common/tasks.ts';
import { isQuietDay, reservationOf } from '../../../lib/admin/today.ts';
import { formatClockTime } from '../../../lib/format/date-time.ts';
import { formatStayDate } from '../../../lib/welcome/format.ts';
import { ArrivalActions } from './arrival-actions.tsx';

const who = (entry: ScheduleEntry) => entry.guest_name ?? 'Channel reservation';

const party = (entry: ScheduleEntry) =>
  entry.guests === null ? '' : entry.guests === 1 ? ' · 1 guest' : ` · ${entry.guests} guests`;

/** The home, the guest and party, and the time that matters that day (check-in or checkout). */
function EntryLine({ entry, time }: { entry: ScheduleEntry; time?: string }) {
  return (
    <>
      <span className="font-semibold text-brand-900">{entry.property_name}</span> · {who(entry)}
      {party(entry)}
      {time ? <span className="font-medium"> · {time}</span> : null}{' '}
      <span className="text-sm text-slate-700">
        ({formatStayDate(entry.start)} to {formatStayDate(entry.end)})
      </span>
      {entry.note ? <span className="block text-sm text-slate-700 italic">Note: {entry.note}</span> : null}
    </>
  );
}

const checkIn = (e: ScheduleEntry) => (e.check_in_time ? `check-in ${formatClockTime(e.check_in_time)}` : '');
const checkout = (e: ScheduleEntry) =>
  e.checkout_time ? `checkout ${formatClockTime(e.checkout_time)}` : '';

/** Who cleans after a departure: the housekeeper's name, or that nobody is assigned yet. */
function CleanBy({ task }: { task: Task | undefined }) {
  if (!task) return null;
  return (
    <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">
      {task.assignee_name ? `Clean: ${task.assignee_name}` : 'Clean: not assigned'}
    </span>
  );
}

/** A group of the day, a list named by its title; nothing at all when it has no entry (no empty boxes). */
function Group({ title, children }: { title: string; children: React.ReactNode[] }) {
  const titleId = useId();
  if (children.length === 0) return null;
  return (
    <section className="min-w-0">
      <h4 id={titleId} className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
        {title}
      </h4>
      <ul aria-labelledby={titleId} className="mt-1 space-y-2">
        {children}
      </ul>
    </section>
  );
}

/**
 * One day of the Today screen: turnovers first (the cleaners' window), then arrivals (marked when no stay
 * exists yet, with the action that makes one), departures and who is staying; an article named by its day,
 * or one line when nobody arrives or leaves.
 */
export function DayAgenda({
  day,
  label,
  reservations,
  guideSent,
  canManageStays,
  cleans,
}: {
  day: ScheduleDay;
  label: string;
  reservations: readonly Reservation[];
  /** stays whose guide mail has gone out; null when the outbox cannot be read (no marks then) */
  guideSent: ReadonlySet<number> | null;
  canManageStays: boolean;
  /** the clean task of each stay's departure, by stay id (what the role may read of them) */
  cleans: ReadonlyMap<number, Task>;
}) {
  const labelId = useId();
  if (isQuietDay(day)) {
    return (
      <p data-day={day.date} data-quiet-day className="px-1 text-slate-700">
        <span className="font-semibold text-brand-900">{label}</span>: no arrivals or departures
        {day.staying.length > 0 ? ` · ${day.staying.length} staying` : ''}
      </p>
    );
  }
  return (
    <article
      aria-labelledby={labelId}
      data-day={day.date}
      className="card break-inside-avoid p-4 sm:p-5 print:border print:shadow-none"
    >
      <h3 id={labelId} className="font-display text-xl font-semibold text-brand-900">
        {label}
      </h3>
      <div className="mt-3 grid gap-4 md:grid-cols-2">
        <Group title="Turnovers">
          {day.turnovers.map((t) => (
            <li
              key={`${t.property_id}-${t.departure.start}`}
              data-turnover
              className="rounded-md bg-amber-50 p-2 print:bg-white"
            >
              <span className="font-semibold text-brand-900">{t.departure.property_name}</span>:{' '}
              {who(t.departure)} leaves
              {t.departure.checkout_time ? ` by ${formatClockTime(t.departure.checkout_time)}` : ''},{' '}
              {who(t.arrival)} arrives
              {t.arrival.check_in_time ? ` from ${formatClockTime(t.arrival.check_in_time)}` : ''}
              <CleanBy task={t.departure.stay_id === null ? undefined : cleans.get(t.departure.stay_id)} />
            </li>
          ))}
        </Group>
        <Group title="Arrivals">
          {day.arrivals.map((entry, i) => {
            const reservation = reservationOf(entry, reservations);
            const homeAndDates = `${entry.property_id}-${entry.start}-${entry.end}`;
            // two guests booked on the same dates at one home (a double booking) are told apart by order
            const twin = day.arrivals
              .slice(0, i)
              .filter((e) => `${e.property_id}-${e.start}-${e.end}` === homeAndDates).length;
            return (
              // keyed by home and dates: a reservation made into a stay keeps its row, share panel open
              <li key={`${homeAndDates}-${twin}`} data-arrival>
                <EntryLine entry={entry} time={checkIn(entry)} />
                {entry.entry_missing ? (
                  <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">
                    No door code or entry instructions
                  </span>
                ) : null}
                {entry.source === 'reservation' ? (
                  <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">
                    No stay yet
                  </span>
                ) : guideSent &&
                  entry.stay_id !== null &&
                  !guideSent.has(entry.stay_id) &&
                  entry.link_shared_at === null ? (
                  // the personal link has reached the guest neither by mail nor from its share panel
                  <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950">
                    Link not sent
                  </span>
                ) : null}
                {canManageStays ? (
                  <ArrivalActions entry={entry} {...(reservation ? { reservation } : {})} />
                ) : null}
              </li>
            );
          })}
        </Group>
        <Group title="Departures">
          {day.departures.map((entry) => (
            <li
              key={`${entry.source}-${entry.stay_id ?? ''}-${entry.property_id}-${entry.end}`}
              data-departure
            >
              <EntryLine entry={entry} time={checkout(entry)} />
              <CleanBy task={entry.stay_id === null ? undefined : cleans.get(entry.stay_id)} />
            </li>
          ))}
        </Group>
        <Group title="Staying">
          {day.staying.map((entry) => (
            <li key={`${entry.source}-${entry.stay_id ?? ''}-${entry.property_id}-${entry.start}`}>
              <EntryLine entry={entry} />
            </li>
          ))}
        </Group>
      </div>
    </article>
  );
}

import type { Reservation, ScheduleDay, ScheduleEntry } from '#common/reservations.ts';
import { reservationOf } from '../../../lib/admin/today.ts';
import { formatStayDate } from '../../../lib/welcome/format.ts';
import { ArrivalActions } from './arrival-actions.tsx';

const who = (entry: ScheduleEntry) => entry.guest_name ?? 'Channel reservation';

function EntryLine({ entry }: { entry: ScheduleEntry }) {
  return (
    <>
      <span className="font-semibold text-brand-900">{entry.property_name}</span> · {who(entry)}{' '}
      <span className="text-sm text-slate-700">
        ({formatStayDate(entry.start)} to {formatStayDate(entry.end)})
      </span>
    </>
  );
}

function Group({ title, children, empty }: { title: string; children: React.ReactNode[]; empty: string }) {
  return (
    <section className="min-w-0">
      <h4 className="text-sm font-semibold tracking-wide text-slate-700 uppercase">{title}</h4>
      {children.length === 0 ? (
        <p className="text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="mt-1 space-y-2">{children}</ul>
      )}
    </section>
  );
}

/**
 * One day of the Today screen: turnovers first (the cleaners' window), then arrivals (marked when no stay
 * exists yet, with the action that makes one), departures and who is staying.
 */
export function DayAgenda({
  day,
  label,
  reservations,
  guideSent,
  canManageStays,
}: {
  day: ScheduleDay;
  label: string;
  reservations: readonly Reservation[];
  /** stays whose guide mail has gone out; null when the outbox cannot be read (no marks then) */
  guideSent: ReadonlySet<number> | null;
  canManageStays: boolean;
}) {
  return (
    <article
      data-day={day.date}
      className="card break-inside-avoid p-4 sm:p-5 print:border print:shadow-none"
    >
      <h3 className="font-display text-xl font-semibold text-brand-900">{label}</h3>
      <div className="mt-3 grid gap-4 md:grid-cols-2">
        <Group title="Turnovers" empty="No turnovers">
          {day.turnovers.map((t) => (
            <li
              key={`${t.property_id}-${t.departure.start}`}
              data-turnover
              className="rounded-md bg-amber-50 p-2 print:bg-white"
            >
              <span className="font-semibold text-brand-900">{t.departure.property_name}</span>:{' '}
              {who(t.departure)} leaves, {who(t.arrival)} arrives
            </li>
          ))}
        </Group>
        <Group title="Arrivals" empty="No arrivals">
          {day.arrivals.map((entry) => {
            const reservation = reservationOf(entry, reservations);
            return (
              // keyed by home and dates: a reservation made into a stay keeps its row, share panel open
              <li key={`${entry.property_id}-${entry.start}-${entry.end}`} data-arrival>
                <EntryLine entry={entry} />
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
        <Group title="Departures" empty="No departures">
          {day.departures.map((entry) => (
            <li
              key={`${entry.source}-${entry.stay_id ?? ''}-${entry.property_id}-${entry.end}`}
              data-departure
            >
              <EntryLine entry={entry} />
            </li>
          ))}
        </Group>
        <Group title="Staying" empty="Nobody staying over">
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

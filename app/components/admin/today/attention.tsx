import { useId } from 'react';
import { Link } from 'react-router';
import type { BookingRequest } from '#common/booking.ts';
import type { HomeReadiness, Readiness } from '#common/reservations.ts';
import type { StayListItem } from '#common/stay.ts';
import type { Task } from '#common/tasks.ts';
import { formatDateTime } from '../../../lib/admin/format.ts';
import type { DoubleBooked } from '../../../lib/admin/today.ts';
import { formatCents } from '../../../lib/format/money.ts';
import { formatStayDate } from '../../../lib/welcome/format.ts';

/** One boxed warning on top of Today: a heading and its list, a region named by the heading. */
function Box({
  tone,
  title,
  testId,
  children,
}: {
  tone: 'red' | 'amber' | 'slate';
  title: string;
  testId: string;
  children: React.ReactNode;
}) {
  const headingId = useId();
  const tones = {
    red: 'bg-red-50 text-red-950 ring-red-300',
    amber: 'bg-amber-50 text-amber-950 ring-amber-300',
    slate: 'bg-white text-slate-900 ring-slate-300',
  };
  return (
    <section
      aria-labelledby={headingId}
      data-testid={testId}
      className={`rounded-xl px-4 py-3 ring-1 print:hidden ${tones[tone]}`}
    >
      <h3 id={headingId} className="font-semibold">
        {title}
      </h3>
      <ul className="mt-1 space-y-1">{children}</ul>
    </section>
  );
}

const plural = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

/** Nights taken twice at a home (the calendar's red nights), first of all. */
export function DoubleBookedAlert({ nights, linked }: { nights: readonly DoubleBooked[]; linked: boolean }) {
  if (nights.length === 0) return null;
  return (
    <Box
      tone="red"
      testId="double-booked"
      title={plural(nights.length, 'double-booked night', 'double-booked nights')}
    >
      {nights.map((n) => (
        <li key={`${n.property_id}-${n.night}`}>
          {linked ? (
            <Link to={`/admin/calendar?month=${n.night.slice(0, 7)}`} className="font-semibold underline">
              {n.property_name}
            </Link>
          ) : (
            <span className="font-semibold">{n.property_name}</span>
          )}
          , night of {formatStayDate(n.night)}: {n.who.join(' and ')}
        </li>
      ))}
    </Box>
  );
}

/** Maintenance tickets marked urgent that nobody has finished. */
export function UrgentTickets({ tickets }: { tickets: readonly Task[] }) {
  if (tickets.length === 0) return null;
  return (
    <Box
      tone="red"
      testId="urgent-tickets"
      title={plural(tickets.length, 'urgent ticket open', 'urgent tickets open')}
    >
      {tickets.map((t) => (
        <li key={t.id}>
          <span className="font-semibold">{t.property_name}</span>: {t.title}
          {t.assignee_name ? ` · ${t.assignee_name}` : ' · not assigned'}
        </li>
      ))}
    </Box>
  );
}

/** Requests to book waiting for an answer, with the time their hold on the nights ends. */
export function PendingRequests({
  requests,
  timeZone,
}: {
  requests: readonly BookingRequest[];
  timeZone: string;
}) {
  if (requests.length === 0) return null;
  return (
    <Box
      tone="amber"
      testId="pending-requests"
      title={plural(requests.length, 'request to book waiting', 'requests to book waiting')}
    >
      {requests.map((r) => (
        <li key={r.id} data-request={r.id}>
          <Link to="/admin/bookings" className="font-semibold underline">
            {r.name} · {r.property_name}
          </Link>
          , {formatStayDate(r.check_in)} to {formatStayDate(r.check_out)},{' '}
          {plural(r.guests, 'guest', 'guests')}: held until {formatDateTime(r.hold_until, timeZone)}
        </li>
      ))}
    </Box>
  );
}

/** Bookings arriving soon that still owe money. */
export function BalancesDue({ stays }: { stays: readonly StayListItem[] }) {
  if (stays.length === 0) return null;
  return (
    <Box
      tone="amber"
      testId="balances-due"
      title={plural(stays.length, 'balance due before arrival', 'balances due before arrival')}
    >
      {stays.map((s) => (
        <li key={s.id}>
          <Link
            to={`/admin/propertymanager/edit/${s.property_id}/guests`}
            className="font-semibold underline"
          >
            {s.guest_name} · {s.property_name}
          </Link>
          , arrives {formatStayDate(s.arrival)}: {formatCents(s.balance_cents ?? 0)} due
        </li>
      ))}
    </Box>
  );
}

/** Homes with guests coming who have neither a door code nor instructions for getting in (issue 43). */
export function NoEntryWarning({
  homes,
  linked,
}: {
  homes: readonly { property_id: number; property_name: string; first: string }[];
  /** staff who may edit homes get a link to each */
  linked: boolean;
}) {
  if (homes.length === 0) return null;
  return (
    <Box
      tone="red"
      testId="no-entry"
      title={plural(
        homes.length,
        'home has guests coming and no way in',
        'homes have guests coming and no way in',
      )}
    >
      {homes.map((h) => (
        <li key={h.property_id}>
          {linked ? (
            <Link to={`/admin/propertymanager/edit/${h.property_id}`} className="font-semibold underline">
              {h.property_name}
            </Link>
          ) : (
            <span className="font-semibold">{h.property_name}</span>
          )}
          : no door code or entry instructions, arrival {formatStayDate(h.first)}
        </li>
      ))}
    </Box>
  );
}

const readinessText: Record<Readiness, string> = {
  dirty: 'Dirty',
  cleaning: 'Cleaning',
  ready: 'Ready',
  inspected: 'Inspected',
};
const readinessStyle: Record<Readiness, string> = {
  dirty: 'bg-red-100 text-red-900',
  cleaning: 'bg-amber-100 text-amber-950',
  ready: 'bg-emerald-100 text-emerald-900',
  inspected: 'bg-emerald-700 text-white',
};

/** Each home's state for its next guests, from the clean of its latest departure. */
export function ReadinessList({ homes }: { homes: readonly HomeReadiness[] }) {
  const known = homes.filter((h) => h.readiness !== null);
  if (known.length === 0) return null;
  return (
    <section aria-labelledby="readiness-heading" data-testid="readiness">
      <h3 id="readiness-heading" className="text-lg font-semibold">
        Homes
      </h3>
      <ul className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {known.map((h) => (
          <li
            key={h.property_id}
            data-home-readiness={h.readiness ?? ''}
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-white px-3 py-2 ring-1 ring-slate-200"
          >
            <span className="font-semibold text-brand-900">{h.property_name}</span>
            <span className="flex items-center gap-2 text-sm">
              {h.assignee_name ? <span className="text-slate-700">{h.assignee_name}</span> : null}
              <span
                className={`rounded-full px-2 py-0.5 font-semibold ${readinessStyle[h.readiness as Readiness]}`}
              >
                {readinessText[h.readiness as Readiness]}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

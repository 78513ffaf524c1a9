import { Link } from 'react-router';
import { staffRoles } from '#common/auth.ts';
import type { BookingRequest } from '#common/booking.ts';
import { stayRequestKinds } from '#common/enquiry.ts';
import type { StaffRequest } from '#common/request-threads.ts';
import type { Reservation, Schedule } from '#common/reservations.ts';
import { addDays, todayIn } from '#common/site-dates.ts';
import type { StayListItem } from '#common/stay.ts';
import type { Task } from '#common/tasks.ts';
import { LoadState } from '../../components/admin/load-state.tsx';
import {
  BalancesDue,
  DoubleBookedAlert,
  NoEntryWarning,
  PendingRequests,
  ReadinessList,
  UrgentTickets,
} from '../../components/admin/today/attention.tsx';
import {
  ComplianceWarnings,
  type UnregisteredHome,
} from '../../components/admin/today/compliance-warnings.tsx';
import { DayAgenda } from '../../components/admin/today/day-agenda.tsx';
import { useAdminUser } from '../../lib/admin/admin-user.ts';
import { type ApiData, loadApiData, loading } from '../../lib/admin/api-data.ts';
import { missingCompliance } from '../../lib/admin/compliance.ts';
import { adminMeta } from '../../lib/admin/page-titles.ts';
import { doubleBookedNights, homesWithoutEntry, todayScreenDays } from '../../lib/admin/today.ts';
import { apiAnswer, client } from '../../lib/api/client.ts';
import { formatStayDate } from '../../lib/welcome/format.ts';
import type { Route } from './+types/home';
import './stays-print.css';
import './today-print.css';

export const meta: Route.MetaFunction = () => adminMeta('Today');

/** Today in the site's zone, decided by the server (the browser's own zone may differ). */
export async function loader({ context }: Route.LoaderArgs) {
  const user = await context.auth.adminUser();
  // housekeeping may not read reservations or the outbox: the screen does not ask (no 403 on every load)
  return {
    today: todayIn(context.site.timeZone),
    timeZone: context.site.timeZone,
    readsStaffData: user ? staffRoles.includes(user.role) : false,
  };
}

interface TodayData {
  schedule: Schedule;
  reservations: Reservation[];
  /** stays whose guide mail (the personal link) has gone out; null for a role that cannot read the outbox */
  guideSent: ReadonlySet<number> | null;
  /** published homes without the registration or business licence number BC requires (issue 40) */
  unregistered: UnregisteredHome[];
  /** guest requests waiting for an answer (issue 43); null for a role that cannot read them */
  openRequests: StaffRequest[] | null;
  /** the clean task of each stay's departure in the days shown, by stay id */
  cleans: ReadonlyMap<number, Task>;
  /** maintenance tickets marked urgent, not done */
  urgent: Task[];
  /** requests to book waiting for an answer (admin and manager; [] for housekeeping) */
  pending: BookingRequest[];
  /** bookings arriving in the next 60 days that still owe money (admin and manager; [] for housekeeping) */
  balancesDue: StayListItem[];
}

/** How far ahead Today looks for balances still due before arrival. */
const balanceLookAheadDays = 60;

/** How far back a guide sent for an arrival of the next days may lie (it goes N days ahead, N ≤ 60). */
const guideLookBackDays = 90;

/**
 * The back office's home: arrivals, departures, turnovers and who is staying, today and the next 7 days,
 * read from the schedule; the channel reservations (for staff who may make stays) name what an arrival
 * without a stay would become.
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const { today, timeZone, readsStaffData } = await serverLoader();
  const range = { from: today, to: addDays(today, todayScreenDays) };
  const sentRange = { from: addDays(today, -guideLookBackDays), to: range.to };
  // each role asks only for what it may read: housekeeping reads the schedule, tasks and homes (no 403s)
  const [schedule, reservations, sent, homes, requests, dueTasks, tickets, pending, balances] =
    await Promise.all([
      loadApiData(
        (signal) => apiAnswer(client.GET('/api/v1/schedule', { params: { query: range }, signal })),
        request,
      ),
      readsStaffData
        ? loadApiData(
            (signal) => apiAnswer(client.GET('/api/v1/reservations', { params: { query: range }, signal })),
            request,
          )
        : null,
      readsStaffData
        ? loadApiData(
            (signal) =>
              apiAnswer(
                client.GET('/api/v1/messages', {
                  params: { query: { status: 'sent', ...sentRange } },
                  signal,
                }),
              ),
            request,
          )
        : null,
      loadApiData((signal) => apiAnswer(client.GET('/api/v1/properties', { signal })), request),
      readsStaffData
        ? loadApiData(
            (signal) =>
              apiAnswer(client.GET('/api/v1/requests', { params: { query: { status: 'open' } }, signal })),
            request,
          )
        : null,
      loadApiData(
        (signal) =>
          apiAnswer(client.GET('/api/v1/tasks', { params: { query: { kind: 'clean', ...range } }, signal })),
        request,
      ),
      loadApiData(
        (signal) =>
          apiAnswer(client.GET('/api/v1/tasks', { params: { query: { kind: 'maintenance' } }, signal })),
        request,
      ),
      readsStaffData
        ? loadApiData(
            (signal) =>
              apiAnswer(
                client.GET('/api/v1/booking-requests', { params: { query: { status: 'pending' } }, signal }),
              ),
            request,
          )
        : null,
      readsStaffData
        ? loadApiData(
            (signal) =>
              apiAnswer(
                client.GET('/api/v1/stays', {
                  params: {
                    query: { balance_due: 'true', from: today, to: addDays(today, balanceLookAheadDays) },
                  },
                  signal,
                }),
              ),
            request,
          )
        : null,
    ]);
  if (schedule.status === 'error') return { today, timeZone, agenda: schedule };
  const cleans = new Map<number, Task>();
  if (dueTasks.status === 'ready')
    for (const task of dueTasks.data) if (task.stay_id !== null) cleans.set(task.stay_id, task);
  const agenda: ApiData<TodayData> = {
    status: 'ready',
    // housekeeping may not read reservations (403): the schedule alone is their view
    data: {
      schedule: schedule.data,
      reservations: reservations?.status === 'ready' ? reservations.data.reservations : [],
      guideSent:
        sent?.status === 'ready'
          ? new Set(sent.data.filter((m) => m.kind === 'guide').map((m) => m.stay_id))
          : null,
      unregistered:
        homes.status === 'ready'
          ? homes.data
              .filter((home) => home.is_published && missingCompliance(home).length > 0)
              .map((home) => ({ id: home.id, name: home.name, missing: missingCompliance(home) }))
          : [],
      openRequests: requests?.status === 'ready' ? requests.data : null,
      cleans,
      urgent:
        tickets.status === 'ready'
          ? tickets.data.filter(
              (t) => t.priority === 'urgent' && (t.status === 'todo' || t.status === 'in_progress'),
            )
          : [],
      pending: pending?.status === 'ready' ? pending.data : [],
      balancesDue:
        balances?.status === 'ready'
          ? balances.data.stays.filter((s) => s.status !== 'cancelled' && (s.balance_cents ?? 0) > 0)
          : [],
    },
  };
  return { today, timeZone, agenda };
}
clientLoader.hydrate = true as const;

export function HydrateFallback({ loaderData }: Route.HydrateFallbackProps) {
  return (
    <TodayView today={loaderData?.today ?? ''} timeZone={loaderData?.timeZone ?? 'UTC'} agenda={loading} />
  );
}

export default function Today({ loaderData }: Route.ComponentProps) {
  return <TodayView today={loaderData.today} timeZone={loaderData.timeZone} agenda={loaderData.agenda} />;
}

function dayLabel(date: string, today: string): string {
  if (date === today) return `Today · ${formatStayDate(date)}`;
  if (date === addDays(today, 1)) return `Tomorrow · ${formatStayDate(date)}`;
  return formatStayDate(date);
}

function TodayView({
  today,
  timeZone,
  agenda,
}: {
  today: string;
  timeZone: string;
  agenda: ApiData<TodayData>;
}) {
  const user = useAdminUser();
  const canManageStays = staffRoles.includes(user.role);
  return (
    <div data-today-screen className="space-y-5">
      <section aria-labelledby="welcome-heading" className="print:hidden">
        <h2 id="welcome-heading" className="text-2xl font-semibold">
          Welcome, {user.name}
        </h2>
        <div className="mt-2 flex flex-wrap gap-2">
          <Link
            to="/admin/propertymanager"
            className="card px-3 py-2 text-sm font-semibold text-brand-900 underline-offset-2 hover:underline"
          >
            Property Management
          </Link>
          <Link
            to="/admin/users"
            className="card px-3 py-2 text-sm font-semibold text-brand-900 underline-offset-2 hover:underline"
          >
            User Profile
          </Link>
        </div>
      </section>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-2xl font-semibold">The next 8 days</h2>
          <p className="text-slate-700">
            Arrivals, departures, turnovers and who is staying, across every home.
          </p>
        </div>
        <button type="button" className="btn-outline print:hidden" onClick={() => window.print()}>
          Print
        </button>
      </div>
      <LoadState
        state={agenda}
        loadingText="Loading today's schedule..."
        errorText="Couldn't load the schedule"
      >
        {({
          schedule,
          reservations,
          guideSent,
          unregistered,
          openRequests,
          cleans,
          urgent,
          pending,
          balancesDue,
        }) => (
          <div className="space-y-4">
            <DoubleBookedAlert nights={doubleBookedNights(schedule)} linked={canManageStays} />
            <UrgentTickets tickets={urgent} />
            <NoEntryWarning homes={homesWithoutEntry(schedule)} linked={canManageStays} />
            <PendingRequests requests={pending} timeZone={timeZone} />
            {openRequests && openRequests.length > 0 ? <OpenRequests requests={openRequests} /> : null}
            <BalancesDue stays={balancesDue} />
            <ComplianceWarnings homes={unregistered} />
            <ReadinessList homes={schedule.homes} />
            {schedule.days.map((day) => (
              <DayAgenda
                key={day.date}
                day={day}
                label={dayLabel(day.date, today)}
                reservations={reservations}
                guideSent={guideSent}
                canManageStays={canManageStays}
                cleans={cleans}
              />
            ))}
          </div>
        )}
      </LoadState>
    </div>
  );
}

/** Guest requests waiting for an answer, on top of the day's agenda: each opens its thread. */
function OpenRequests({ requests }: { requests: StaffRequest[] }) {
  return (
    <section data-open-requests className="rounded-xl border border-amber-300 bg-amber-50 p-4 print:hidden">
      <h3 className="text-lg font-semibold">
        {requests.length === 1 ? '1 guest request waiting' : `${requests.length} guest requests waiting`}
      </h3>
      <ul className="mt-2 space-y-1">
        {requests.map((r) => (
          <li key={r.id}>
            <Link to={`/admin/requests?status=open&stay=${r.stay.id}`} className="font-semibold underline">
              {stayRequestKinds[r.kind]} · {r.stay.guest_name} · {r.stay.property_name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { BookingRequest } from '#common/booking.ts';
import { formatCents } from '#common/money.ts';
import { addDays, todayIn } from '#common/site-dates.ts';
import type { StayListItem } from '#common/stay.ts';
import { LoadState } from '../../components/admin/load-state.tsx';
import { type ApiData, loadApiData, loading } from '../../lib/admin/api-data.ts';
import { bookingsCsv } from '../../lib/admin/bookings-csv.ts';
import { adminMeta } from '../../lib/admin/page-titles.ts';
import { useApiWrite } from '../../lib/admin/use-api-write.ts';
import { apiAnswer, client } from '../../lib/api/client.ts';
import type { operations } from '../../lib/api/schema.generated.ts';
import type { Route } from './+types/bookings';

export const meta: Route.MetaFunction = () => adminMeta('Bookings');

/** Today in the site's zone, decided by the server (the presets count from it). */
export async function loader({ context }: Route.LoaderArgs) {
  return { today: todayIn(context.site.timeZone) };
}

const filterNames = [
  'q',
  'from',
  'to',
  'property_id',
  'status',
  'balance_due',
  'link_not_sent',
  'page',
] as const;

/** The listing's filters as the address gives them: text, judged by the API (an unknown status is its 400). */
type StayFilters = Partial<Record<(typeof filterNames)[number], string>>;

/** The query of `GET /stays`; the filters' text goes to it as typed. */
type StayQuery = NonNullable<operations['listAllStays']['parameters']['query']>;

/** A page of the bookings across homes with these filters. */
const stayPage = (filters: StayFilters, signal?: AbortSignal) =>
  apiAnswer(client.GET('/api/v1/stays', { params: { query: filters as StayQuery }, signal }));

function filtersOf(url: URL): StayFilters {
  const filters: StayFilters = {};
  for (const name of filterNames) {
    const value = url.searchParams.get(name);
    if (value) filters[name] = value;
  }
  return filters;
}

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const { today } = await serverLoader();
  const filters = filtersOf(new URL(request.url));
  const [stays, requests, homes] = await Promise.all([
    loadApiData((signal) => stayPage(filters, signal), request),
    // housekeeping may not read requests: the section is left out for them
    loadApiData(
      (signal) =>
        apiAnswer(
          client.GET('/api/v1/booking-requests', { params: { query: { status: 'pending' } }, signal }),
        ),
      request,
    ),
    loadApiData((signal) => apiAnswer(client.GET('/api/v1/properties', { signal })), request),
  ]);
  // the home filter lists the homes by name; without them the filter is left out, the list still shows
  const homeOptions = homes.status === 'ready' ? homes.data.map(({ id, name }) => ({ id, name })) : [];
  return { today, filters, stays, requests, homes: homeOptions };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <BookingsView today="" filters={{}} stays={loading} requests={loading} homes={[]} />;
}

export default function Bookings({ loaderData }: Route.ComponentProps) {
  return <BookingsView {...loaderData} />;
}

type StayPage = { stays: StayListItem[]; total: number; page: number; page_size: number };
type Home = { id: number; name: string };

function BookingsView({
  today,
  filters,
  stays,
  requests,
  homes,
}: {
  today: string;
  filters: StayFilters;
  stays: ApiData<StayPage>;
  requests: ApiData<BookingRequest[]>;
  homes: Home[];
}) {
  const navigate = useNavigate();
  const go = (next: StayFilters) => {
    const search = new URLSearchParams(Object.entries(next).filter(([, v]) => v) as [string, string][]);
    void navigate(`/admin/bookings${search.size ? `?${search}` : ''}`);
  };
  const presets: { label: string; filters: StayFilters }[] = today
    ? [
        { label: 'Arriving this week', filters: { from: today, to: addDays(today, 7) } },
        { label: 'Balance due', filters: { balance_due: 'true' } },
        { label: 'Link not sent', filters: { link_not_sent: 'true' } },
      ]
    : [];

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-2xl font-semibold">Bookings</h2>
          <p className="text-slate-700">
            Every stay across homes, and the requests to book waiting for an answer.
          </p>
        </div>
        <ExportButton filters={filters} />
      </div>
      <PendingRequests requests={requests} />
      <section aria-labelledby="stays-heading" className="mt-8">
        <h3 id="stays-heading" className="text-xl font-semibold">
          Stays
        </h3>
        <nav className="mt-3 flex flex-wrap gap-2" aria-label="Presets">
          {presets.map((preset) => (
            <button
              key={preset.label}
              type="button"
              className="min-h-11 rounded-full border border-brand-900 px-4 font-semibold text-brand-900 hover:bg-brand-50"
              onClick={() => go(preset.filters)}
            >
              {preset.label}
            </button>
          ))}
          <a
            href="#requests-heading"
            className="flex min-h-11 items-center rounded-full border border-brand-900 px-4 font-semibold text-brand-900 hover:bg-brand-50"
          >
            Requests pending
          </a>
        </nav>
        <FilterForm key={JSON.stringify(filters)} filters={filters} homes={homes} onApply={go} />
        <div className="mt-4">
          <LoadState
            state={stays}
            loadingText="Loading bookings..."
            errorText="Couldn't load bookings"
            emptyText="No bookings match these filters."
            isEmpty={(page) => page.stays.length === 0}
          >
            {(page) => <StayTable page={page} onPage={(n) => go({ ...filters, page: String(n) })} />}
          </LoadState>
        </div>
      </section>
    </>
  );
}

/**
 * The listing's filters: a GET form that only navigates (ADR 0049), its inputs starting from the filters
 * of the address; with JavaScript the blank ones are left out of the address.
 */
function FilterForm({
  filters,
  homes,
  onApply,
}: {
  filters: StayFilters;
  homes: Home[];
  onApply: (f: StayFilters) => void;
}) {
  const field = (name: keyof StayFilters) => ({ name, defaultValue: filters[name] ?? '' });
  const input = 'mt-1 block min-h-11 w-full rounded-md border border-slate-400 px-3';
  return (
    <form
      method="get"
      action="/admin/bookings"
      className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={(e) => {
        e.preventDefault();
        onApply(Object.fromEntries(new FormData(e.currentTarget)) as StayFilters);
      }}
    >
      {/* the "Link not sent" preset has no input of its own: a search keeps it */}
      {filters.link_not_sent ? <input type="hidden" {...field('link_not_sent')} /> : null}
      <label className="lg:col-span-2">
        <span className="font-semibold">Guest name, email or phone</span>
        <input type="search" className={input} {...field('q')} />
      </label>
      <label>
        <span className="font-semibold">Arriving from</span>
        <input type="date" className={input} {...field('from')} />
      </label>
      <label>
        <span className="font-semibold">Arriving before</span>
        <input type="date" className={input} {...field('to')} />
      </label>
      {homes.length > 0 ? (
        <label>
          <span className="font-semibold">Home</span>
          <select className={input} {...field('property_id')}>
            <option value="">Any</option>
            {homes.map((home) => (
              <option key={home.id} value={String(home.id)}>
                {home.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <label>
        <span className="font-semibold">Status</span>
        <select className={input} {...field('status')}>
          <option value="">Any</option>
          <option value="upcoming">Upcoming</option>
          <option value="current">Staying now</option>
          <option value="ended">Ended</option>
          <option value="cancelled">Cancelled</option>
          <option value="revoked">Revoked</option>
        </select>
      </label>
      <label className="flex min-h-11 items-center gap-2 self-end">
        <input
          type="checkbox"
          name="balance_due"
          value="true"
          className="size-5 accent-brand-900"
          defaultChecked={filters.balance_due === 'true'}
        />
        <span className="font-semibold">Balance due</span>
      </label>
      <div className="flex gap-2 sm:col-span-2 lg:col-span-4">
        <button type="submit" className="min-h-11 rounded-md bg-brand-900 px-5 font-semibold text-white">
          Search
        </button>
        <button
          type="button"
          className="min-h-11 rounded-md border border-slate-400 px-5 font-semibold"
          onClick={() => onApply({})}
        >
          Clear
        </button>
      </div>
    </form>
  );
}

const money = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? '—' : formatCents(cents);

function StayTable({ page, onPage }: { page: StayPage; onPage: (n: number) => void }) {
  const pages = Math.max(1, Math.ceil(page.total / page.page_size));
  return (
    <>
      <p className="text-slate-700">
        {page.total} {page.total === 1 ? 'booking' : 'bookings'}
      </p>
      <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-300 bg-white">
        {page.stays.map((s) => (
          <li
            key={s.id}
            className="grid gap-1 p-3 sm:grid-cols-[2fr_2fr_1fr_1fr] sm:items-center"
            data-stay={s.id}
          >
            <div>
              <Link
                className="font-semibold text-brand-900 underline"
                to={`/admin/propertymanager/edit/${s.property_id}/guests#stay-${s.id}`}
              >
                {s.guest_name}
              </Link>
              <p className="text-sm text-slate-700">{s.property_name}</p>
            </div>
            <p>
              {s.arrival} → {s.departure}
              {s.guests ? ` · ${s.guests} guests` : ''}
            </p>
            <p className="text-sm font-semibold uppercase">{s.status}</p>
            {s.total_cents !== undefined ? (
              <p className="sm:text-right">
                <span className="block">Total {money(s.total_cents)}</span>
                <span className={s.balance_cents ? 'font-semibold text-red-800' : 'text-slate-700'}>
                  Balance {money(s.balance_cents)}
                </span>
              </p>
            ) : (
              <span />
            )}
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav aria-label="Pages" className="mt-3 flex items-center gap-3">
          <button
            type="button"
            disabled={page.page <= 1}
            className="min-h-11 rounded-md border px-4 disabled:opacity-50"
            onClick={() => onPage(page.page - 1)}
          >
            Previous
          </button>
          <span>
            Page {page.page} of {pages}
          </span>
          <button
            type="button"
            disabled={page.page >= pages}
            className="min-h-11 rounded-md border px-4 disabled:opacity-50"
            onClick={() => onPage(page.page + 1)}
          >
            Next
          </button>
        </nav>
      ) : null}
    </>
  );
}

function PendingRequests({ requests }: { requests: ApiData<BookingRequest[]> }) {
  const write = useApiWrite();
  const [error, setError] = useState<string | null>(null);
  if (requests.status === 'error' && requests.error.status === 403) return null;
  async function answer(id: number, how: 'accept' | 'decline') {
    setError(null);
    const result = await write.run<unknown>(`request-${id}`, () =>
      how === 'accept'
        ? apiAnswer(client.POST('/api/v1/booking-requests/{id}/accept', { params: { path: { id } } }))
        : apiAnswer(
            client.POST('/api/v1/booking-requests/{id}/decline', { params: { path: { id } }, body: {} }),
          ),
    );
    if (!result.ok && !result.expired) setError(result.error.message);
  }
  return (
    <section aria-labelledby="requests-heading" className="mt-6">
      <h3 id="requests-heading" className="text-xl font-semibold">
        Requests pending
      </h3>
      {error ? (
        <p role="alert" className="mt-2 rounded-md border-2 border-red-700 bg-red-50 p-3 text-red-950">
          {error}
        </p>
      ) : null}
      <div className="mt-3">
        <LoadState
          state={requests}
          loadingText="Loading requests..."
          errorText="Couldn't load requests"
          emptyText="No requests waiting for an answer."
          isEmpty={(list) => list.length === 0}
        >
          {(list) => (
            <ul className="space-y-3">
              {list.map((r) => (
                <li
                  key={r.id}
                  className="rounded-lg border-2 border-amber-500 bg-amber-50 p-4"
                  data-request={r.id}
                >
                  <p className="font-semibold">
                    {r.name} · {r.property_name}
                  </p>
                  <p>
                    {r.check_in} → {r.check_out} · {r.guests} guests · {formatCents(r.total_cents)}
                  </p>
                  <p className="text-sm text-slate-700">
                    {r.email} · {r.phone} · held until {new Date(r.hold_until).toLocaleString('en-CA')}
                  </p>
                  {r.message ? <p className="mt-1 whitespace-pre-wrap">{r.message}</p> : null}
                  <div className="mt-3 flex gap-2">
                    <button
                      type="button"
                      disabled={write.busy === `request-${r.id}`}
                      className="min-h-11 rounded-md bg-brand-900 px-5 font-semibold text-white"
                      onClick={() => void answer(r.id, 'accept')}
                    >
                      Accept
                    </button>
                    <button
                      type="button"
                      disabled={write.busy === `request-${r.id}`}
                      className="min-h-11 rounded-md border border-red-800 px-5 font-semibold text-red-800"
                      onClick={() => void answer(r.id, 'decline')}
                    >
                      Decline
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </LoadState>
      </div>
    </section>
  );
}

function ExportButton({ filters }: { filters: StayFilters }) {
  const [busy, setBusy] = useState(false);
  async function exportCsv() {
    setBusy(true);
    try {
      const all: StayListItem[] = [];
      for (let page = 1; ; page++) {
        const answer = await stayPage({ ...filters, page: String(page) });
        all.push(...answer.stays);
        if (page * answer.page_size >= answer.total) break;
      }
      const url = URL.createObjectURL(new Blob([bookingsCsv(all)], { type: 'text/csv' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = 'bookings.csv';
      link.click();
      URL.revokeObjectURL(url);
    } finally {
      setBusy(false);
    }
  }
  return (
    <button
      type="button"
      disabled={busy}
      className="min-h-11 rounded-md border border-brand-900 px-5 font-semibold text-brand-900"
      onClick={() => void exportCsv()}
    >
      {busy ? 'Exporting…' : 'Export CSV'}
    </button>
  );
}

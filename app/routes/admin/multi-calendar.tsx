import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { addDays, addMonths, todayIn } from '#common/site-dates.ts';
import {
  type HomeRow,
  hrefOf,
  MultiCalendarGrid,
} from '../../components/admin/calendar/multi-calendar-grid.tsx';
import { type Notice, NoticeDialog } from '../../components/admin/dialogs.tsx';
import { LoadState } from '../../components/admin/load-state.tsx';
import { type ApiData, type LoadedData, loadApiData, loading } from '../../lib/admin/api-data.ts';
import { nightsTaken, occupantsOf } from '../../lib/admin/occupancy.ts';
import { adminMeta } from '../../lib/admin/page-titles.ts';
import { useApiWrite } from '../../lib/admin/use-api-write.ts';
import { apiAnswer, client } from '../../lib/api/client.ts';
import { formatStayDate } from '../../lib/welcome/format.ts';
import type { Route } from './+types/multi-calendar';

export const meta: Route.MetaFunction = () => adminMeta('Calendar');

/** Today in the site's zone, decided by the server. */
export async function loader({ context }: Route.LoaderArgs) {
  return { today: todayIn(context.site.timeZone) };
}

const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

interface MonthData {
  month: string;
  days: string[];
  homes: HomeRow[];
}

/** A month of every home: each one's stays and blocks, and the channels' reservations of all of them. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const { today } = await serverLoader();
  const asked = new URL(request.url).searchParams.get('month') ?? '';
  const month = monthPattern.test(asked) ? asked : today.slice(0, 7);
  const from = `${month}-01`;
  const to = addMonths(from, 1);
  const fail = (part: LoadedData<unknown>) => ({ today, month, calendar: part as ApiData<MonthData> });
  const [properties, reservations] = await Promise.all([
    loadApiData((signal) => apiAnswer(client.GET('/api/v1/properties', { signal })), request),
    loadApiData(
      (signal) => apiAnswer(client.GET('/api/v1/reservations', { params: { query: { from, to } }, signal })),
      request,
    ),
  ]);
  if (properties.status === 'error') return fail(properties);
  if (reservations.status === 'error') return fail(reservations);
  const perHome = await Promise.all(
    properties.data.map(async (p) => {
      const [stays, blocks] = await Promise.all([
        loadApiData(
          (signal) =>
            apiAnswer(
              client.GET('/api/v1/properties/{id}/stays', { params: { path: { id: p.id } }, signal }),
            ),
          request,
        ),
        loadApiData(
          (signal) =>
            apiAnswer(
              client.GET('/api/v1/properties/{id}/calendar/blocks', {
                params: { path: { id: p.id }, query: { from, to } },
                signal,
              }),
            ),
          request,
        ),
      ]);
      return { p, stays, blocks };
    }),
  );
  const homes: HomeRow[] = [];
  for (const { p, stays, blocks } of perHome) {
    if (stays.status === 'error') return fail(stays);
    if (blocks.status === 'error') return fail(blocks);
    const own = reservations.data.reservations.filter((r) => r.property_id === p.id);
    homes.push({ id: p.id, name: p.name, occupants: occupantsOf(stays.data, own, blocks.data.blocks) });
  }
  const days: string[] = [];
  for (let day = from; day < to; day = addDays(day, 1)) days.push(day);
  const calendar: ApiData<MonthData> = { status: 'ready', data: { month, days, homes } };
  return { today, month, calendar };
}
clientLoader.hydrate = true as const;

export function HydrateFallback({ loaderData }: Route.HydrateFallbackProps) {
  return <MultiCalendarView today={loaderData?.today ?? ''} calendar={loading} />;
}

export default function MultiCalendar({ loaderData }: Route.ComponentProps) {
  return <MultiCalendarView today={loaderData.today} calendar={loaderData.calendar} />;
}

const monthTitle = new Intl.DateTimeFormat('en-CA', { month: 'long', year: 'numeric', timeZone: 'UTC' });

function MultiCalendarView({ today, calendar }: { today: string; calendar: ApiData<MonthData> }) {
  const [, setSearchParams] = useSearchParams();
  const block = useApiWrite();
  const [picked, setPicked] = useState<{ propertyId: number; day: string } | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  /** Blocks one night picked on the grid; the month is read again afterwards. */
  async function blockNight({ propertyId, day }: { propertyId: number; day: string }) {
    const result = await block.run('block', () =>
      apiAnswer(
        client.POST('/api/v1/properties/{id}/calendar/blocks', {
          params: { path: { id: propertyId } },
          body: { start: day, end: addDays(day, 1), note: 'Blocked from the calendar' },
        }),
      ),
    );
    setPicked(null);
    if (!result.ok && !result.expired)
      setNotice({ title: 'Error', message: `Failed to block the night: ${result.error.message}` });
  }

  return (
    <div className="space-y-4">
      <LoadState
        state={calendar}
        loadingText="Loading the calendar..."
        errorText="Couldn't load the calendar"
      >
        {({ month, days, homes }) => {
          const overlaps = homes.flatMap((home) =>
            nightsTaken(home.occupants, days[0] ?? today, addDays(days.at(-1) ?? today, 1)).overlaps.map(
              (o) => ({
                home,
                ...o,
              }),
            ),
          );
          const pickedHome = homes.find((h) => h.id === picked?.propertyId);
          return (
            <>
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h2 className="text-2xl font-semibold">
                  {monthTitle.format(new Date(`${month}-01T00:00:00Z`))}
                </h2>
                <div className="flex gap-2">
                  <button
                    type="button"
                    className="btn-outline"
                    onClick={() => setSearchParams({ month: addMonths(`${month}-01`, -1).slice(0, 7) })}
                  >
                    Previous month
                  </button>
                  <button
                    type="button"
                    className="btn-outline"
                    onClick={() => setSearchParams({ month: addMonths(`${month}-01`, 1).slice(0, 7) })}
                  >
                    Next month
                  </button>
                </div>
              </div>
              <p className="flex flex-wrap gap-3 text-sm text-slate-700">
                <span>Click a stay or block to open it.</span>
                <Key className="bg-emerald-700" text="Stay" />
                <Key className="bg-brand-700" text="Channel reservation without a stay" />
                <Key className="bg-alpenglow-700" text="Blocked by staff" />
                <Key className="bg-red-600" text="Double booked" />
                <Key
                  className="border-l-4 border-amber-300 bg-emerald-700"
                  text="Changeover (one leaves, the next arrives)"
                />
              </p>
              <MultiCalendarGrid
                homes={homes}
                days={days}
                today={today}
                picked={picked}
                onPick={(propertyId, day) => setPicked({ propertyId, day })}
              />
              {picked && pickedHome ? (
                <div
                  role="dialog"
                  aria-label={`${pickedHome.name}, ${formatStayDate(picked.day)}`}
                  className="card flex flex-wrap items-center gap-3 p-4"
                >
                  <p className="font-semibold">
                    {pickedHome.name}, night of {formatStayDate(picked.day)}
                  </p>
                  <div>
                    <button
                      type="button"
                      className="btn-dark"
                      disabled={block.busy !== null}
                      onClick={() => void blockNight(picked)}
                    >
                      {block.busy !== null ? 'Blocking…' : 'Block this night'}
                    </button>
                  </div>
                  <Link
                    to={`/admin/propertymanager/edit/${picked.propertyId}/guests?arrival=${picked.day}`}
                    className="btn-outline"
                  >
                    Add a stay
                  </Link>
                  <button type="button" className="btn-outline" onClick={() => setPicked(null)}>
                    Cancel
                  </button>
                </div>
              ) : null}
              <section aria-labelledby="overlaps-heading">
                <h3 id="overlaps-heading" className="text-lg font-semibold">
                  Double-booked nights
                </h3>
                {overlaps.length === 0 ? (
                  <p className="text-slate-700">None this month.</p>
                ) : (
                  <ul className="mt-1 space-y-1 text-red-900" data-overlaps>
                    {overlaps.map((o) => (
                      <li key={`${o.home.id}-${o.night}`}>
                        <span className="font-semibold">{o.home.name}</span>, {formatStayDate(o.night)}:{' '}
                        {o.list.map((x, i) => (
                          <span key={x.id}>
                            {i > 0 ? ' and ' : ''}
                            <Link to={hrefOf(x, o.home.id)} className="underline">
                              {x.label}
                            </Link>
                          </span>
                        ))}
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            </>
          );
        }}
      </LoadState>
      <NoticeDialog notice={notice} onDismiss={() => setNotice(null)} />
    </div>
  );
}

function Key({ className, text }: { className: string; text: string }) {
  return (
    <span className="inline-flex items-center gap-1">
      <span aria-hidden="true" className={`inline-block size-4 rounded-sm ${className}`} /> {text}
    </span>
  );
}

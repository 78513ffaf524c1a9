import { useEffect, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { dangerOutlineButton, removeTextButton } from '#app/components/admin/button-styles.ts';
import { type Notice, NoticeDialog } from '#app/components/admin/dialogs.tsx';
import { LoadState } from '#app/components/admin/load-state.tsx';
import { PropertyTabs } from '#app/components/admin/property-tabs.tsx';
import { type ApiData, loadApiData, loading, runApiAction } from '#app/lib/admin/api-data.ts';
import { formatDateTime } from '#app/lib/admin/format.ts';
import { adminMeta } from '#app/lib/admin/page-titles.ts';
import { useSessionExpiry } from '#app/lib/admin/session-expiry.ts';
import { type ApiError, api } from '#app/lib/api.ts';
import { monthWeeks } from '#app/lib/availability-calendar.ts';
import { useSite } from '#app/lib/use-site.ts';
import type { CalendarBlock, CalendarBlocks, CalendarExport, CalendarFeed } from '#common/calendar.ts';
import type { Property } from '#common/property.ts';
import { addDays } from '#common/site-dates.ts';
import type { Route } from './+types/property-calendar';

export const meta: Route.MetaFunction = () => adminMeta('Property calendar');

interface CalendarData {
  property: Property;
  feeds: CalendarFeed[];
  blocks: CalendarBlocks;
  exported: CalendarExport;
}

/** Months shown: this one and the next five. */
const monthsShown = 6;

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const base = `/properties/${params.id}`;
  const [property, feeds, blocks, exported] = await Promise.all([
    loadApiData<Property>(base, request),
    loadApiData<CalendarFeed[]>(`${base}/calendar/feeds`, request),
    loadApiData<CalendarBlocks>(`${base}/calendar/blocks`, request),
    loadApiData<CalendarExport>(`${base}/calendar/export`, request),
  ]);
  for (const part of [property, feeds, blocks, exported])
    if (part.status === 'error') return { calendar: part };
  const calendar: ApiData<CalendarData> = {
    status: 'ready',
    data: {
      property: (property as { data: Property }).data,
      feeds: (feeds as { data: CalendarFeed[] }).data,
      blocks: (blocks as { data: CalendarBlocks }).data,
      exported: (exported as { data: CalendarExport }).data,
    },
  };
  return { calendar };
}
clientLoader.hydrate = true as const;

/** Every change on this screen; the loader runs again afterwards. */
export async function clientAction({ params, request }: Route.ClientActionArgs) {
  const form = await request.formData();
  const base = `/properties/${params.id}/calendar`;
  const text = (name: string) => String(form.get(name) ?? '');
  const intent = text('intent');
  return {
    intent,
    ...(await runApiAction(() => {
      switch (intent) {
        case 'add-feed':
          return api(`${base}/feeds`, { json: { label: text('label'), url: text('url') } });
        case 'remove-feed':
          return api(`${base}/feeds/${text('id')}`, { method: 'DELETE' });
        case 'sync':
          return api(`${base}/sync`, { method: 'POST' });
        case 'add-block':
          return api(`${base}/blocks`, {
            json: { start: text('start'), end: text('end'), note: text('note') },
          });
        case 'remove-block':
          return api(`${base}/blocks/${text('id')}`, { method: 'DELETE' });
        case 'regenerate':
          return api(`${base}/export/regenerate`, { method: 'POST' });
        default:
          throw new Error(`Unknown action ${intent}`);
      }
    })),
  };
}

export function HydrateFallback({ params }: Route.HydrateFallbackProps) {
  return <CalendarView id={params.id} calendar={loading} />;
}

export default function PropertyCalendar({ loaderData, params }: Route.ComponentProps) {
  return <CalendarView key={params.id} id={params.id} calendar={loaderData.calendar} />;
}

function CalendarView({ id, calendar }: { id: string; calendar: ApiData<CalendarData> }) {
  return (
    <>
      <PropertyTabs propertyId={id} />
      <LoadState
        state={calendar}
        loadingText="Loading calendar..."
        errorText="Error loading the calendar"
        errorAction={
          <Link to="/admin/propertymanager" className="btn-outline mt-4">
            Back to properties
          </Link>
        }
      >
        {(data) => <CalendarScreen data={data} />}
      </LoadState>
    </>
  );
}

function CalendarScreen({ data }: { data: CalendarData }) {
  const action = useFetcher<typeof clientAction>();
  const { reportIfExpired } = useSessionExpiry();
  const [notice, setNotice] = useState<Notice | null>(null);
  const busy = action.state !== 'idle' ? String(action.formData?.get('intent') ?? '') : null;

  useEffect(() => {
    const result = action.data;
    if (result && !result.ok && !reportIfExpired(result.error))
      setNotice({ title: 'Error', message: result.error.message });
  }, [action.data, reportIfExpired]);

  return (
    <div className="space-y-6">
      <h2 className="text-2xl font-semibold">Calendar of {data.property.name}</h2>
      <FeedsSection feeds={data.feeds} action={action} busy={busy} />
      <BlocksSection data={data} action={action} busy={busy} />
      <ExportSection exported={data.exported} action={action} busy={busy} />
      <NoticeDialog notice={notice} onDismiss={() => setNotice(null)} />
    </div>
  );
}

type Action = ReturnType<typeof useFetcher<typeof clientAction>>;

function FeedsSection({
  feeds,
  action,
  busy,
}: {
  feeds: CalendarFeed[];
  action: Action;
  busy: string | null;
}) {
  const failed =
    action.data && !action.data.ok && action.data.intent === 'add-feed' ? action.data.error : null;
  return (
    <section className="card p-4 sm:p-6" aria-labelledby="feeds-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="feeds-heading" className="text-xl font-semibold">
          Channel feeds
        </h3>
        <action.Form method="post">
          <button
            type="submit"
            name="intent"
            value="sync"
            className="btn-dark"
            disabled={feeds.length === 0 || busy === 'sync'}
          >
            {busy === 'sync' ? 'Syncing...' : 'Sync now'}
          </button>
        </action.Form>
      </div>
      <p className="mt-1 text-slate-700">
        The iCalendar export of each channel (Guesty, Airbnb, Vrbo, Booking.com); up to 5. Fetched
        automatically; staff only.
      </p>
      {feeds.length === 0 ? (
        <p className="mt-4">No feeds yet.</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200">
          {feeds.map((feed) => (
            <li key={feed.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-semibold">{feed.label}</p>
                <p className="break-all text-sm text-slate-700">{feed.url}</p>
                <FeedStatus feed={feed} />
              </div>
              <action.Form method="post">
                <input type="hidden" name="id" value={feed.id} />
                <button
                  type="submit"
                  name="intent"
                  value="remove-feed"
                  className={removeTextButton}
                  aria-label={`Remove feed ${feed.label}`}
                >
                  Remove
                </button>
              </action.Form>
            </li>
          ))}
        </ul>
      )}
      {feeds.length < 5 ? (
        <action.Form method="post" className="mt-4 grid gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-end">
          <div>
            <label htmlFor="feed-label" className="field-label">
              Label
            </label>
            <input
              id="feed-label"
              name="label"
              required
              maxLength={60}
              className="field-input"
              placeholder="Airbnb"
            />
          </div>
          <div>
            <label htmlFor="feed-url" className="field-label">
              Feed address (.ics)
            </label>
            <input
              id="feed-url"
              name="url"
              type="url"
              required
              className="field-input"
              placeholder="https://www.airbnb.com/calendar/ical/....ics"
              aria-invalid={Boolean(failed?.fields.url)}
              aria-describedby={failed?.fields.url ? 'feed-url-error' : undefined}
            />
            {failed?.fields.url ? (
              <p id="feed-url-error" className="field-error">
                {failed.fields.url}
              </p>
            ) : null}
          </div>
          <button
            type="submit"
            name="intent"
            value="add-feed"
            className="btn-primary"
            disabled={busy === 'add-feed'}
          >
            Add feed
          </button>
        </action.Form>
      ) : null}
    </section>
  );
}

function FeedStatus({ feed }: { feed: CalendarFeed }) {
  const { timeZone } = useSite();
  const synced = feed.last_success_at
    ? `last synced ${formatDateTime(feed.last_success_at, timeZone)}`
    : 'never synced';
  if (feed.status === 'never') return <p className="mt-1 text-sm text-slate-700">Not synced yet</p>;
  if (feed.status === 'ok')
    return (
      <p className="mt-1 text-sm text-green-800">
        OK: {feed.block_count} {feed.block_count === 1 ? 'booking' : 'bookings'}, {synced}
      </p>
    );
  return (
    <p className="mt-1 text-sm text-red-800">
      Failed {feed.last_attempt_at ? formatDateTime(feed.last_attempt_at, timeZone) : ''}: {feed.last_error}{' '}
      (keeping the data from before; {synced})
    </p>
  );
}

const monthName = new Intl.DateTimeFormat('en-CA', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayName = new Intl.DateTimeFormat('en-CA', { dateStyle: 'full', timeZone: 'UTC' });
const shortDate = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeZone: 'UTC' });
const utc = (date: string) => new Date(`${date}T00:00:00Z`);

function BlocksSection({ data, action, busy }: { data: CalendarData; action: Action; busy: string | null }) {
  const { from } = data.blocks;
  const blocks = data.blocks.blocks;
  const months = Array.from({ length: monthsShown }, (_, i) => {
    const first = utc(`${from.slice(0, 7)}-01`);
    first.setUTCMonth(first.getUTCMonth() + i);
    return first.toISOString().slice(0, 7);
  });
  const lastShown = `${months.at(-1)}-31`;
  const listed = blocks.filter((b) => b.start <= lastShown);
  const failed =
    action.data && !action.data.ok && action.data.intent === 'add-block' ? action.data.error : null;
  // The nights picked on the grid (a click, a second click or a drag); the form below holds them.
  const [range, setRange] = useState({ start: '', end: '' });
  const [dragFrom, setDragFrom] = useState<string | null>(null);
  const pick = (day: string, phase: 'down' | 'over' | 'up') => {
    if (phase === 'down') {
      // a second click after the first night extends the range; any other click starts a new one
      const extending = range.start && day > range.start && range.end === addDays(range.start, 1);
      setRange(
        extending ? { start: range.start, end: addDays(day, 1) } : { start: day, end: addDays(day, 1) },
      );
      setDragFrom(extending ? null : day);
    } else if (dragFrom) {
      const [a, b] = day < dragFrom ? [day, dragFrom] : [dragFrom, day];
      setRange({ start: a, end: addDays(b, 1) });
      if (phase === 'up') setDragFrom(null);
    }
  };
  useEffect(() => {
    if (action.data?.ok && action.data.intent === 'add-block') setRange({ start: '', end: '' });
  }, [action.data]);
  return (
    <section className="card p-4 sm:p-6" aria-labelledby="blocks-heading">
      <h3 id="blocks-heading" className="text-xl font-semibold">
        Booked nights
      </h3>
      <p className="mt-1 text-slate-700">
        <span className="mr-3 inline-flex items-center gap-1">
          <span aria-hidden="true" className="inline-block size-4 rounded-sm bg-brand-700" /> Imported from a
          channel
        </span>
        <span className="inline-flex items-center gap-1">
          <span aria-hidden="true" className="inline-block size-4 rounded-sm bg-alpenglow-700" /> Blocked by
          staff
        </span>
      </p>
      <div className="mt-4 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {months.map((month) => (
          <MonthGrid key={month} month={month} blocks={blocks} today={from} picked={range} onPick={pick} />
        ))}
      </div>
      <p className="mt-2 text-sm text-slate-700">
        Click a free night (or drag across nights) to block it; click a later night to extend.
      </p>
      <BlockForm action={action} busy={busy} from={from} failed={failed} range={range} setRange={setRange} />

      <h4 className="mt-6 text-lg font-semibold">Blocks</h4>
      {listed.length === 0 ? (
        <p className="mt-2">Nothing booked in these months.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200" aria-label="Blocks">
          {listed.map((block) => (
            <li key={block.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div>
                <p>
                  <span className="font-semibold">
                    {shortDate.format(utc(block.start))} – {shortDate.format(utc(block.end))}
                  </span>{' '}
                  <span className="text-sm text-slate-700">
                    ({nightCount(block)} {nightCount(block) === 1 ? 'night' : 'nights'})
                  </span>
                </p>
                <p className="text-sm text-slate-700">
                  {block.source === 'feed' ? `Imported: ${block.feed_label ?? 'feed'}` : 'Blocked by staff'}
                  {block.note ? ` · ${block.note}` : ''}
                </p>
              </div>
              {block.source === 'manual' ? (
                <action.Form method="post">
                  <input type="hidden" name="id" value={block.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="remove-block"
                    className={removeTextButton}
                    aria-label={`Remove block ${block.start} to ${block.end}`}
                  >
                    Remove
                  </button>
                </action.Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The block form, right under the grid: the nights picked there, or typed. */
function BlockForm({
  action,
  busy,
  from,
  failed,
  range,
  setRange,
}: {
  action: Action;
  busy: string | null;
  from: string;
  failed: ApiError | null;
  range: { start: string; end: string };
  setRange: (range: { start: string; end: string }) => void;
}) {
  return (
    <>
      <h4 id="block-form-heading" className="mt-4 text-lg font-semibold">
        Block dates
      </h4>
      <action.Form method="post" className="mt-2 grid gap-3 sm:grid-cols-[auto_auto_1fr_auto] sm:items-end">
        <div>
          <label htmlFor="block-start" className="field-label">
            First night
          </label>
          <input
            id="block-start"
            name="start"
            type="date"
            required
            min={from}
            className="field-input"
            value={range.start}
            onChange={(e) => setRange({ ...range, start: e.target.value })}
            aria-invalid={Boolean(failed?.fields.start)}
            aria-describedby={failed?.fields.start ? 'block-start-error' : undefined}
          />
          {failed?.fields.start ? (
            <p id="block-start-error" className="field-error">
              First night: {failed.fields.start}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor="block-end" className="field-label">
            Check-out day
          </label>
          <input
            id="block-end"
            name="end"
            type="date"
            required
            min={addDays(from, 1)}
            className="field-input"
            value={range.end}
            onChange={(e) => setRange({ ...range, end: e.target.value })}
            aria-invalid={Boolean(failed?.fields.end)}
            aria-describedby={failed?.fields.end ? 'block-end-error' : undefined}
          />
          {failed?.fields.end ? (
            <p id="block-end-error" className="field-error">
              Check-out day: {failed.fields.end}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor="block-note" className="field-label">
            Private note (optional)
          </label>
          <input
            id="block-note"
            name="note"
            maxLength={500}
            className="field-input"
            placeholder="Owner stay"
          />
        </div>
        <button
          type="submit"
          name="intent"
          value="add-block"
          className="btn-primary"
          disabled={busy === 'add-block'}
        >
          Block dates
        </button>
      </action.Form>
    </>
  );
}

function nightCount(block: CalendarBlock): number {
  return Math.round((utc(block.end).getTime() - utc(block.start).getTime()) / 86_400_000);
}

/** One month as a table of nights; a booked night says how (imported or by staff) in its text, not colour alone. */
function MonthGrid({
  month,
  blocks,
  today,
  picked,
  onPick,
}: {
  month: string;
  blocks: CalendarBlock[];
  today: string;
  picked: { start: string; end: string };
  onPick: (day: string, phase: 'down' | 'over' | 'up') => void;
}) {
  const first = utc(`${month}-01`);
  // padding cells keep a key of their own: pad-<week>-<column>
  const weeks = monthWeeks(month, 'monday').map((week, w) =>
    week.map((day, column) => ({ key: day ?? `pad-${w}-${column}`, day })),
  );
  return (
    <table className="w-full table-fixed border-collapse text-center text-sm">
      <caption className="mb-1 text-left font-semibold">{monthName.format(first)}</caption>
      <thead>
        <tr>
          {['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((d) => (
            <th key={d} scope="col" className="py-1 font-normal text-slate-700">
              <abbr title={d}>{d.slice(0, 2)}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]?.key}>
            {week.map(({ key, day }) => {
              if (!day) return <td key={key} />;
              const manual = blocks.some((b) => b.source === 'manual' && b.start <= day && day < b.end);
              const imported = blocks.some((b) => b.source === 'feed' && b.start <= day && day < b.end);
              const state =
                manual && imported
                  ? 'booked (channel and staff)'
                  : manual
                    ? 'blocked by staff'
                    : imported
                      ? 'booked (channel)'
                      : 'free';
              const colour = manual
                ? 'bg-alpenglow-700 text-white'
                : imported
                  ? 'bg-brand-700 text-white'
                  : day < today
                    ? 'text-slate-500'
                    : '';
              const inRange = picked.start !== '' && picked.start <= day && day < picked.end;
              const cell = `flex h-8 w-full items-center justify-center rounded ${inRange ? 'bg-amber-300 text-black' : colour} ${manual && imported ? 'ring-2 ring-brand-900' : ''}`;
              const label = (
                <>
                  <span aria-hidden="true">{Number(day.slice(8))}</span>
                  <span className="sr-only">
                    {dayName.format(utc(day))}: {inRange ? 'picked' : state}
                  </span>
                </>
              );
              return (
                <td key={day} className="p-0.5">
                  {state === 'free' && day >= today ? (
                    <button
                      type="button"
                      data-day={day}
                      className={`${cell} touch-none hover:bg-amber-100`}
                      onPointerDown={() => onPick(day, 'down')}
                      onPointerEnter={(e) => e.buttons === 1 && onPick(day, 'over')}
                      onPointerUp={() => onPick(day, 'up')}
                      onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && onPick(day, 'down')}
                    >
                      {label}
                    </button>
                  ) : (
                    <span className={cell}>{label}</span>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ExportSection({
  exported,
  action,
  busy,
}: {
  exported: CalendarExport;
  action: Action;
  busy: string | null;
}) {
  const [copied, setCopied] = useState(false);
  return (
    <section className="card p-4 sm:p-6" aria-labelledby="export-heading">
      <h3 id="export-heading" className="text-xl font-semibold">
        Export to channels
      </h3>
      <p className="mt-1 text-slate-700">
        Paste this address into each channel&apos;s calendar import so they see every booked night (no notes
        or names are in it). Anyone with the address can read the dates: make a new one if it leaked.
      </p>
      <label htmlFor="export-url" className="field-label mt-3">
        Export address
      </label>
      <input id="export-url" readOnly value={exported.url} className="field-input font-mono text-sm" />
      <div className="mt-3 flex flex-wrap gap-3">
        <button
          type="button"
          className="btn-outline"
          onClick={() =>
            void navigator.clipboard.writeText(exported.url).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          Copy address
        </button>
        <action.Form method="post">
          <button
            type="submit"
            name="intent"
            value="regenerate"
            className={dangerOutlineButton}
            disabled={busy === 'regenerate'}
          >
            Make a new address
          </button>
        </action.Form>
        <p role="status" className="self-center text-sm text-green-800">
          {copied ? 'Copied' : ''}
        </p>
      </div>
    </section>
  );
}

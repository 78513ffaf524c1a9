import type { FormEvent } from 'react';
import type { CalendarFeed } from '#common/calendar.ts';
import { formatDateTime } from '../../../lib/admin/format.ts';
import { calendar } from '../../../lib/api/calendar.ts';
import { useSite } from '../../../lib/use-site.ts';
import { removeTextButton } from '../button-styles.ts';
import type { CalendarWrites } from './calendar-writes.ts';

/** The channels' iCalendar feeds: their status, Sync now, remove one, add one (up to 5). */
export function FeedsSection({
  propertyId,
  feeds,
  writes,
}: {
  propertyId: number;
  feeds: CalendarFeed[];
  writes: CalendarWrites;
}) {
  const { busy } = writes;
  const failed = writes.failure('add-feed');

  async function addFeed(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = new FormData(form);
    const feed = { label: String(fields.get('label') ?? ''), url: String(fields.get('url') ?? '') };
    if (await writes.run('add-feed', () => calendar.addFeed(propertyId, feed))) form.reset();
  }
  return (
    <section className="card p-4 sm:p-6" aria-labelledby="feeds-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="feeds-heading" className="text-xl font-semibold">
          Channel feeds
        </h3>
        <button
          type="button"
          className="btn-dark"
          disabled={feeds.length === 0 || busy === 'sync'}
          onClick={() => void writes.run('sync', () => calendar.sync(propertyId))}
        >
          {busy === 'sync' ? 'Syncing...' : 'Sync now'}
        </button>
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
              <button
                type="button"
                className={removeTextButton}
                aria-label={`Remove feed ${feed.label}`}
                onClick={() => void writes.run('remove-feed', () => calendar.removeFeed(propertyId, feed.id))}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      {feeds.length < 5 ? (
        <form
          onSubmit={(event) => void addFeed(event)}
          className="mt-4 grid gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-end"
        >
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
          <button type="submit" className="btn-primary" disabled={busy === 'add-feed'}>
            Add feed
          </button>
        </form>
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

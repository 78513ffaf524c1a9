import { getFormProps } from '@conform-to/react';
import { type CalendarFeed, calendarFeedInputSchema, calendarLimits } from '#common/calendar.ts';
import { formatDateTime } from '../../../lib/admin/format.ts';
import { apiAnswer, client } from '../../../lib/api/client.ts';
import type { ApiError } from '../../../lib/api.ts';
import { fieldRefusal } from '../../../lib/forms/field-refusal.ts';
import { textInput } from '../../../lib/forms/inputs.ts';
import { useApiForm } from '../../../lib/forms/use-api-form.ts';
import { useSite } from '../../../lib/site/use-site.ts';
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
  const { form, fields } = useApiForm({
    schema: calendarFeedInputSchema,
    defaultValue: { label: '', url: '' },
    resetOnSuccess: true,
    async onValid(feed) {
      let refusal: ApiError | null = null;
      const added = await writes.run(
        'add-feed',
        () =>
          apiAnswer(
            client.POST('/api/v1/properties/{id}/calendar/feeds', {
              params: { path: { id: propertyId } },
              body: feed,
            }),
          ),
        {
          // the screen's notice says it; its field messages go under the fields too
          inPlace: (error) => {
            refusal = error;
            return false;
          },
        },
      );
      if (added) return undefined;
      // refused: the form keeps what was typed (an empty refusal when no field is named)
      return fieldRefusal((refusal as ApiError | null)?.fields, ['label', 'url']) ?? {};
    },
  });
  const labelError = fields.label.errors?.[0];
  const urlError = fields.url.errors?.[0];
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
          onClick={() =>
            void writes.run('sync', () =>
              apiAnswer(
                client.POST('/api/v1/properties/{id}/calendar/sync', {
                  params: { path: { id: propertyId } },
                }),
              ),
            )
          }
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
                onClick={() =>
                  void writes.run('remove-feed', () =>
                    apiAnswer(
                      client.DELETE('/api/v1/properties/{id}/calendar/feeds/{feedId}', {
                        params: { path: { id: propertyId, feedId: feed.id } },
                      }),
                    ),
                  )
                }
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      {feeds.length < 5 ? (
        <form {...getFormProps(form)} className="mt-4 grid gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-end">
          <div>
            <label htmlFor="feed-label" className="field-label">
              Label
            </label>
            <input
              {...textInput(fields.label, 'text')}
              id="feed-label"
              required
              maxLength={calendarLimits.label}
              className="field-input"
              placeholder="Airbnb"
              aria-invalid={Boolean(labelError)}
              aria-describedby={labelError ? 'feed-label-error' : undefined}
            />
            {labelError ? (
              <p id="feed-label-error" className="field-error">
                {labelError}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor="feed-url" className="field-label">
              Feed address (.ics)
            </label>
            <input
              {...textInput(fields.url, 'url')}
              id="feed-url"
              required
              className="field-input"
              placeholder="https://www.airbnb.com/calendar/ical/....ics"
              aria-invalid={Boolean(urlError)}
              aria-describedby={urlError ? 'feed-url-error' : undefined}
            />
            {urlError ? (
              <p id="feed-url-error" className="field-error">
                {urlError}
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

import { useEffect, useId, useState } from 'react';
import { Link, useFetcher, useSearchParams } from 'react-router';
import { type Notice, NoticeDialog } from '#app/components/admin/dialogs.tsx';
import { LoadState } from '#app/components/admin/load-state.tsx';
import { Stars } from '#app/components/reviews/stars.tsx';
import { type ApiData, loadApiData, loading, runApiAction } from '#app/lib/admin/api-data.ts';
import { adminMeta } from '#app/lib/admin/page-titles.ts';
import { useSessionExpiry } from '#app/lib/admin/session-expiry.ts';
import { api } from '#app/lib/api.ts';
import type { Property } from '#common/property.ts';
import type { StaffReview } from '#common/review.ts';
import { type ReviewStatus, reviewSourceNames, reviewSources, reviewStatuses } from '#common/review-rules.ts';
import type { Route } from './+types/reviews';

export const meta: Route.MetaFunction = () => adminMeta('Reviews');

const statusOf = (value: string | null): ReviewStatus => reviewStatuses.find((s) => s === value) ?? 'pending';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const status = statusOf(new URL(request.url).searchParams.get('status'));
  const [reviews, properties] = await Promise.all([
    loadApiData<StaffReview[]>(`/reviews?status=${status}`, request),
    loadApiData<Property[]>('/properties', request),
  ]);
  return { reviews, properties };
}
clientLoader.hydrate = true as const;

/** Publish, hide or delete a review, or add one from a channel; the list's loader runs again afterwards. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData();
  const intent = String(form.get('intent'));
  if (intent === 'channel') {
    const json = {
      source: form.get('source'),
      date: form.get('date'),
      name: form.get('name'),
      rating: Number(form.get('rating')),
      text: form.get('text'),
    };
    return runApiAction(() =>
      api(`/properties/${Number(form.get('property_id'))}/reviews`, { method: 'POST', json }),
    );
  }
  const id = Number(form.get('id'));
  if (intent === 'delete') return runApiAction(() => api(`/reviews/${id}`, { method: 'DELETE' }));
  const json = { status: intent === 'publish' ? 'published' : 'hidden', reply: form.get('reply') };
  return runApiAction(() => api(`/reviews/${id}`, { method: 'PUT', json }));
}

export function HydrateFallback() {
  return <ReviewsView reviews={loading} properties={loading} />;
}

export default function Reviews({ loaderData }: Route.ComponentProps) {
  return <ReviewsView reviews={loaderData.reviews} properties={loaderData.properties} />;
}

const statusNames: Record<ReviewStatus, string> = {
  pending: 'Waiting',
  published: 'Published',
  hidden: 'Hidden',
};

function ReviewsView({
  reviews,
  properties,
}: {
  reviews: ApiData<StaffReview[]>;
  properties: ApiData<Property[]>;
}) {
  const [searchParams] = useSearchParams();
  const status = statusOf(searchParams.get('status'));
  const [notice, setNotice] = useState<Notice | null>(null);
  const { reportIfExpired } = useSessionExpiry();
  const update = useFetcher<typeof clientAction>();

  useEffect(() => {
    const result = update.data;
    if (result && !result.ok && !reportIfExpired(result.error)) {
      const fields = Object.values(result.error.fields ?? {}).join(' ');
      setNotice({ title: 'Error', message: `${result.error.message}${fields ? `: ${fields}` : ''}` });
    }
  }, [update.data, reportIfExpired]);

  return (
    <>
      <div>
        <h2 className="text-2xl font-semibold">Guest reviews</h2>
        <p className="text-slate-700">
          Reviews from stay links wait here until you publish them. Only published reviews count in a home's
          rating.
        </p>
      </div>
      <nav aria-label="Review status" className="mt-4 flex flex-wrap gap-2">
        {reviewStatuses.map((s) => (
          <Link
            key={s}
            to={`?status=${s}`}
            aria-current={s === status ? 'page' : undefined}
            className={s === status ? 'btn-dark' : 'btn-outline'}
          >
            {statusNames[s]}
          </Link>
        ))}
      </nav>
      <div className="mt-6">
        <LoadState
          state={reviews}
          loadingText="Loading reviews..."
          errorText="Couldn't load reviews"
          emptyText={`No ${statusNames[status].toLowerCase()} reviews.`}
          isEmpty={(list) => list.length === 0}
        >
          {(list) => (
            <ul className="space-y-4">
              {list.map((review) => (
                <li key={review.id}>
                  <ReviewCard review={review} fetcher={update} />
                </li>
              ))}
            </ul>
          )}
        </LoadState>
      </div>
      {properties.status === 'ready' ? (
        <ChannelReviewForm properties={properties.data} fetcher={update} />
      ) : null}
      <NoticeDialog notice={notice} onDismiss={() => setNotice(null)} />
    </>
  );
}

type Fetcher = ReturnType<typeof useFetcher<typeof clientAction>>;

function ReviewCard({ review, fetcher }: { review: StaffReview; fetcher: Fetcher }) {
  const id = useId();
  const busy = fetcher.state !== 'idle' && Number(fetcher.formData?.get('id')) === review.id;
  return (
    <fetcher.Form method="post" className="card p-4 sm:p-5" data-review={review.id}>
      <input type="hidden" name="id" value={review.id} />
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <span className="font-semibold text-brand-900">{review.property_name}</span>
        <span aria-hidden="true">·</span>
        <Stars rating={review.rating} />
        <span>{review.rating} of 5</span>
        <span aria-hidden="true">·</span>
        <span>
          {review.verified ? 'Verified stay' : `From ${reviewSourceNames[review.source]}`}
          {review.name ? `, ${review.name}` : ''}
        </span>
      </p>
      <p className="mt-2 whitespace-pre-line">{review.text}</p>
      <label htmlFor={`${id}-reply`} className="field-label mt-4">
        Public reply (optional)
      </label>
      <textarea
        id={`${id}-reply`}
        name="reply"
        rows={2}
        defaultValue={review.reply ?? ''}
        className="field-input text-sm"
      />
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="submit" name="intent" value="publish" className="btn-dark" disabled={busy}>
          {review.status === 'published' ? 'Save reply' : 'Publish'}
        </button>
        {review.status !== 'hidden' ? (
          <button type="submit" name="intent" value="hide" className="btn-outline" disabled={busy}>
            Hide
          </button>
        ) : null}
        <button type="submit" name="intent" value="delete" className="btn-outline" disabled={busy}>
          Delete
        </button>
      </div>
    </fetcher.Form>
  );
}

function ChannelReviewForm({ properties, fetcher }: { properties: Property[]; fetcher: Fetcher }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-10">
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        Add a review from a channel
      </h2>
      <p className="text-slate-700">Copied from Airbnb, Vrbo, Booking.com or Google; published at once.</p>
      <fetcher.Form method="post" className="card mt-4 grid gap-4 p-4 sm:grid-cols-2 sm:p-5">
        <input type="hidden" name="intent" value="channel" />
        <Field label="Home" id={`${id}-property`}>
          <select id={`${id}-property`} name="property_id" className="field-input" required>
            {properties.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Source" id={`${id}-source`}>
          <select id={`${id}-source`} name="source" className="field-input">
            {reviewSources.map((s) => (
              <option key={s} value={s}>
                {reviewSourceNames[s]}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Date of the review" id={`${id}-date`}>
          <input id={`${id}-date`} name="date" type="date" className="field-input" required />
        </Field>
        <Field label="Rating" id={`${id}-rating`}>
          <select id={`${id}-rating`} name="rating" className="field-input" defaultValue="5">
            {[5, 4, 3, 2, 1].map((n) => (
              <option key={n} value={n}>
                {n} of 5
              </option>
            ))}
          </select>
        </Field>
        <Field label="Guest's first name" id={`${id}-name`}>
          <input id={`${id}-name`} name="name" className="field-input" />
        </Field>
        <div className="sm:col-span-2">
          <Field label="Review" id={`${id}-text`}>
            <textarea id={`${id}-text`} name="text" rows={4} className="field-input" required />
          </Field>
        </div>
        <button type="submit" className="btn-dark justify-self-start" disabled={fetcher.state !== 'idle'}>
          Add review
        </button>
      </fetcher.Form>
    </section>
  );
}

function Field({ label, id, children }: { label: string; id: string; children: React.ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children}
    </div>
  );
}

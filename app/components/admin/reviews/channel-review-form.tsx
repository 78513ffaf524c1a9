import { type FormEvent, type ReactNode, useId } from 'react';
import type { Property } from '#common/property.ts';
import { type ReviewSource, reviewSourceNames, reviewSources } from '#common/review-rules.ts';
import type { ApiWrite } from '../../../lib/admin/use-api-write.ts';
import { reviews } from '../../../lib/api/reviews.ts';
import type { ApiError } from '../../../lib/api.ts';

/** A review copied from a channel, published at once; the list is read again afterwards. */
export function ChannelReviewForm({
  properties,
  write,
  onFailed,
}: {
  properties: Property[];
  write: ApiWrite;
  onFailed: (error: ApiError) => void;
}) {
  const id = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    const result = await write.run('channel', () =>
      reviews.addChannelReview(Number(form.get('property_id')), {
        source: text('source') as ReviewSource,
        date: text('date'),
        name: text('name'),
        rating: Number(form.get('rating')),
        text: text('text'),
      }),
    );
    if (!result.ok && !result.expired) onFailed(result.error);
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-10">
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        Add a review from a channel
      </h2>
      <p className="text-slate-700">Copied from Airbnb, Vrbo, Booking.com or Google; published at once.</p>
      <form
        onSubmit={(event) => void submit(event)}
        className="card mt-4 grid gap-4 p-4 sm:grid-cols-2 sm:p-5"
      >
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
        <button type="submit" className="btn-dark justify-self-start" disabled={write.busy !== null}>
          Add review
        </button>
      </form>
    </section>
  );
}

function Field({ label, id, children }: { label: string; id: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children}
    </div>
  );
}

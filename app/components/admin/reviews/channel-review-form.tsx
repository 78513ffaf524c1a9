import { getFormProps } from '@conform-to/react';
import { type ReactNode, useId } from 'react';
import { z } from 'zod';
import { parseId } from '#common/id.ts';
import type { Property } from '#common/property.ts';
import { channelReviewSchema } from '#common/review.ts';
import { reviewSourceNames, reviewSources } from '#common/review-rules.ts';
import type { ApiWrite } from '../../../lib/admin/use-api-write.ts';
import { apiAnswer, client } from '../../../lib/api/client.ts';
import type { ApiError } from '../../../lib/api.ts';
import { selectInput } from '../../../lib/forms/choice-inputs.ts';
import { fieldRefusal } from '../../../lib/forms/field-refusal.ts';
import { textArea, textInput } from '../../../lib/forms/inputs.ts';
import { useApiForm } from '../../../lib/forms/use-api-form.ts';

/** The API's channel review (POST /properties/{id}/reviews) with the home it goes to. */
const channelReviewFormSchema = channelReviewSchema.extend({
  property_id: z.string().transform((value, ctx) => {
    const id = parseId(value);
    if (id === null) ctx.addIssue({ code: 'custom', message: 'Choose a home' });
    return id ?? 0;
  }),
});
const fieldNames = ['source', 'date', 'name', 'rating', 'text'];

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

  const { form, fields } = useApiForm({
    schema: channelReviewFormSchema,
    defaultValue: { property_id: String(properties[0]?.id ?? ''), source: reviewSources[0], rating: '5' },
    async onValid({ property_id, ...review }) {
      const result = await write.run('channel', () =>
        apiAnswer(
          client.POST('/api/v1/properties/{id}/reviews', {
            params: { path: { id: property_id } },
            body: { ...review, name: review.name ?? '' },
          }),
        ),
      );
      if (result.ok || result.expired) return result.ok ? undefined : {};
      const onField = fieldRefusal(result.error.fields, fieldNames);
      if (!onField) onFailed(result.error);
      return onField ?? {};
    },
  });

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-10">
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        Add a review from a channel
      </h2>
      <p className="text-slate-700">Copied from Airbnb, Vrbo, Booking.com or Google; published at once.</p>
      <form {...getFormProps(form)} className="card mt-4 grid gap-4 p-4 sm:grid-cols-2 sm:p-5">
        <Field label="Home" id={`${id}-property`} error={fields.property_id.errors?.[0]}>
          <select {...selectInput(fields.property_id)} id={`${id}-property`} className="field-input">
            {properties.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Source" id={`${id}-source`} error={fields.source.errors?.[0]}>
          <select {...selectInput(fields.source)} id={`${id}-source`} className="field-input">
            {reviewSources.map((s) => (
              <option key={s} value={s}>
                {reviewSourceNames[s]}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Date of the review" id={`${id}-date`} error={fields.date.errors?.[0]}>
          <input {...textInput(fields.date, 'date')} id={`${id}-date`} className="field-input" />
        </Field>
        <Field label="Rating" id={`${id}-rating`} error={fields.rating.errors?.[0]}>
          <select {...selectInput(fields.rating)} id={`${id}-rating`} className="field-input">
            {[5, 4, 3, 2, 1].map((n) => (
              <option key={n} value={n}>
                {n} of 5
              </option>
            ))}
          </select>
        </Field>
        <Field label="Guest's first name" id={`${id}-name`} error={fields.name.errors?.[0]}>
          <input {...textInput(fields.name, 'text')} id={`${id}-name`} className="field-input" />
        </Field>
        <div className="sm:col-span-2">
          <Field label="Review" id={`${id}-text`} error={fields.text.errors?.[0]}>
            <textarea {...textArea(fields.text)} id={`${id}-text`} rows={4} className="field-input" />
          </Field>
        </div>
        <button type="submit" className="btn-dark justify-self-start" disabled={write.busy !== null}>
          Add review
        </button>
      </form>
    </section>
  );
}

/** A label over its control, and the field's message under it (the control carries `id`). */
function Field({
  label,
  id,
  error,
  children,
}: {
  label: string;
  id: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

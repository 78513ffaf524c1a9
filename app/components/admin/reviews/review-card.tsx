import { getFormProps } from '@conform-to/react';
import { useId } from 'react';
import { moderationSchema, type StaffReview } from '#common/review.ts';
import { reviewSourceNames } from '#common/review-rules.ts';
import type { ApiWrite } from '../../../lib/admin/use-api-write.ts';
import { apiAnswer, client } from '../../../lib/api/client.ts';
import type { ApiError } from '../../../lib/api.ts';
import { fieldRefusal } from '../../../lib/forms/field-refusal.ts';
import { textArea } from '../../../lib/forms/inputs.ts';
import { useApiForm } from '../../../lib/forms/use-api-form.ts';
import { Stars } from '../../ui/stars.tsx';

/** The reply as the API checks it (PUT /reviews/{id}); the status comes from the button pressed. */
const replySchema = moderationSchema.pick({ reply: true });

/** One review with its reply and Publish, Hide, Delete; the list is read again after each. */
export function ReviewCard({
  review,
  write,
  onFailed,
}: {
  review: StaffReview;
  write: ApiWrite;
  onFailed: (error: ApiError) => void;
}) {
  const id = useId();
  const busy = write.busy === `review-${review.id}`;

  const { form, fields } = useApiForm({
    schema: replySchema,
    defaultValue: { reply: review.reply ?? '' },
    async onValid({ reply }, submitter) {
      const intent = submitter?.getAttribute('value');
      const result = await write.run(`review-${review.id}`, async () => {
        const path = { id: review.id };
        if (intent === 'delete') await apiAnswer(client.DELETE('/api/v1/reviews/{id}', { params: { path } }));
        else
          await apiAnswer(
            client.PUT('/api/v1/reviews/{id}', {
              params: { path },
              body: { status: intent === 'publish' ? 'published' : 'hidden', reply: reply ?? '' },
            }),
          );
      });
      if (result.ok || result.expired) return result.ok ? undefined : {};
      const onField = fieldRefusal(result.error.fields, ['reply']);
      if (!onField) onFailed(result.error);
      return onField ?? {};
    },
  });
  const replyError = fields.reply.errors?.[0];

  return (
    <form {...getFormProps(form)} className="card p-4 sm:p-5" data-review={review.id}>
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
        {...textArea(fields.reply)}
        id={`${id}-reply`}
        rows={2}
        aria-invalid={Boolean(replyError)}
        aria-describedby={replyError ? `${id}-reply-error` : undefined}
        className="field-input text-sm"
      />
      {replyError ? (
        <p id={`${id}-reply-error`} className="field-error">
          {replyError}
        </p>
      ) : null}
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
    </form>
  );
}

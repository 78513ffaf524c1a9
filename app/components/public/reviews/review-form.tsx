import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react';
import { Form, useNavigation } from 'react-router';
import { msg } from '#common/i18n/message.ts';
import { reviewLimits } from '#common/review-rules.ts';
import { formatMonth } from '../../../lib/format/plain-format.ts';
import { textArea, textInput } from '../../../lib/forms/inputs.ts';
import { useTexts } from '../../../lib/site/language.tsx';
import { FieldError } from '../../ui/field-error.tsx';
import { RemainingCharacters } from '../contact/remaining-characters.tsx';

/** The review's fields as the form posts them. */
interface ReviewFields {
  rating: string;
  text: string;
  name: string;
}

const ratingWords = [msg('Poor'), msg('Fair'), msg('Good'), msg('Very good'), msg('Excellent')] as const;

/**
 * The review form of /review/{token}: a rating of 1 to 5, the text, the first name shown. It posts to the
 * route's action (with or without JavaScript), whose Conform reply (`result`) brings back each field's
 * problem, a refusal for the whole form and what the guest had entered (ADR 0049).
 */
export function ReviewForm({
  propertyName,
  stayMonth,
  firstName,
  result,
}: {
  propertyName: string;
  stayMonth: string;
  firstName: string;
  result: SubmissionResult<string[]> | undefined;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const { t, lang } = useTexts();
  // no browser-side schema: a public page carries no zod (ADR 0049), the action answers each field
  const [form, fields] = useForm<ReviewFields>({
    id: 'review',
    lastResult: result,
    defaultValue: { name: firstName },
  });
  const { rating, text, name } = fields;
  const refusal = form.errors?.[0];
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-semibold sm:text-4xl">{t('How was {name}?', { name: propertyName })}</h1>
      <p className="mt-3 text-lg text-slate-700">
        {t(
          'Thank you for staying with us in {month}. Your review appears on the home\'s page marked "Verified stay", with the first name you choose below, never your e-mail.',
          { month: formatMonth(stayMonth, lang) },
        )}
      </p>
      {refusal ? (
        <p role="alert" className="mt-6 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-800">
          {refusal}
        </p>
      ) : null}
      <Form method="post" {...getFormProps(form)} noValidate className="card mt-8 grid gap-6 p-6 sm:p-8">
        <fieldset aria-describedby={rating.errors ? 'rating-error' : undefined}>
          <legend className="field-label">{t('Your rating')}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {ratingWords.map((word, i) => (
              <label
                key={word}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full px-4 text-sm font-semibold text-brand-900 ring-1 ring-stone has-checked:bg-brand-900 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-brand-700"
              >
                <input
                  type="radio"
                  name={rating.name}
                  value={i + 1}
                  defaultChecked={rating.initialValue === String(i + 1)}
                  className="sr-only"
                />
                <span aria-hidden="true">{'★'.repeat(i + 1)}</span>
                <span>
                  {i + 1} – {t(word)}
                </span>
              </label>
            ))}
          </div>
          <FieldError field={rating} id="rating-error" />
        </fieldset>
        <div>
          <label htmlFor="review-text" className="field-label">
            {t('Your review')}
          </label>
          <textarea
            {...textArea(text)}
            id="review-text"
            rows={7}
            required
            minLength={reviewLimits.textMin}
            maxLength={reviewLimits.textMax}
            aria-invalid={text.errors ? true : undefined}
            aria-describedby={`review-text-left${text.errors ? ' review-text-error' : ''}`}
            className="field-input"
          />
          <RemainingCharacters
            id="review-text-left"
            length={text.value?.length ?? 0}
            max={reviewLimits.textMax}
          />
          <FieldError field={text} id="review-text-error" />
        </div>
        <div>
          <label htmlFor="review-name" className="field-label">
            {t('First name to show (optional)')}
          </label>
          <input
            {...textInput(name, 'text')}
            id="review-name"
            maxLength={reviewLimits.name}
            autoComplete="given-name"
            aria-invalid={name.errors ? true : undefined}
            aria-describedby={name.errors ? 'review-name-error' : undefined}
            className="field-input"
          />
          <FieldError field={name} id="review-name-error" />
        </div>
        <button type="submit" className="btn-primary justify-self-start" disabled={busy}>
          {busy ? t('Sending…') : t('Send my review')}
        </button>
      </Form>
    </div>
  );
}

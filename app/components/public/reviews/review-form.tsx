import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { msg } from '#common/i18n/message.ts';
import { reviewLimits } from '#common/review-rules.ts';
import { useTexts } from '../../../lib/language.tsx';
import { formatMonth } from '../../../lib/plain-format.ts';
import { RemainingCharacters } from '../remaining-characters.tsx';

/** A review the action refused: the message, each field's problem, and what the guest had entered. */
export interface ReviewProblem {
  message: string;
  fields: Record<string, string>;
  values: Record<string, string>;
}

const ratingWords = [msg('Poor'), msg('Fair'), msg('Good'), msg('Very good'), msg('Excellent')] as const;

/** The review form of /review/{token}: a rating of 1 to 5, the text, the first name shown; it posts to the route's action. */
export function ReviewForm({
  propertyName,
  stayMonth,
  firstName,
  result,
}: {
  propertyName: string;
  stayMonth: string;
  firstName: string;
  result: ReviewProblem | null;
}) {
  const navigation = useNavigation();
  const [text, setText] = useState(result?.values.text ?? '');
  const errors = result?.fields ?? {};
  const busy = navigation.state === 'submitting';
  const { t, lang } = useTexts();
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-semibold sm:text-4xl">{t('How was {name}?', { name: propertyName })}</h1>
      <p className="mt-3 text-lg text-slate-700">
        {t(
          'Thank you for staying with us in {month}. Your review appears on the home\'s page marked "Verified stay", with the first name you choose below, never your e-mail.',
          { month: formatMonth(stayMonth, lang) },
        )}
      </p>
      {result && Object.keys(errors).length === 0 ? (
        <p role="alert" className="mt-6 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-800">
          {result.message}
        </p>
      ) : null}
      <Form method="post" className="card mt-8 grid gap-6 p-6 sm:p-8" noValidate>
        <fieldset aria-describedby={errors.rating ? 'rating-error' : undefined}>
          <legend className="field-label">{t('Your rating')}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {ratingWords.map((word, i) => (
              <label
                key={word}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full px-4 text-sm font-semibold text-brand-900 ring-1 ring-stone has-checked:bg-brand-900 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-brand-700"
              >
                <input
                  type="radio"
                  name="rating"
                  value={i + 1}
                  defaultChecked={result?.values.rating === String(i + 1)}
                  className="sr-only"
                />
                <span aria-hidden="true">{'★'.repeat(i + 1)}</span>
                <span>
                  {i + 1} – {t(word)}
                </span>
              </label>
            ))}
          </div>
          {errors.rating ? (
            <p id="rating-error" className="field-error">
              {errors.rating}
            </p>
          ) : null}
        </fieldset>
        <div>
          <label htmlFor="review-text" className="field-label">
            {t('Your review')}
          </label>
          <textarea
            id="review-text"
            name="text"
            rows={7}
            required
            minLength={reviewLimits.textMin}
            maxLength={reviewLimits.textMax}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={errors.text ? true : undefined}
            aria-describedby={`review-text-left${errors.text ? ' review-text-error' : ''}`}
            className="field-input"
          />
          <RemainingCharacters id="review-text-left" length={text.length} max={reviewLimits.textMax} />
          {errors.text ? (
            <p id="review-text-error" className="field-error">
              {errors.text}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor="review-name" className="field-label">
            {t('First name to show (optional)')}
          </label>
          <input
            id="review-name"
            name="name"
            maxLength={reviewLimits.name}
            defaultValue={result?.values.name ?? firstName}
            autoComplete="given-name"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? 'review-name-error' : undefined}
            className="field-input"
          />
          {errors.name ? (
            <p id="review-name-error" className="field-error">
              {errors.name}
            </p>
          ) : null}
        </div>
        <button type="submit" className="btn-primary justify-self-start" disabled={busy}>
          {busy ? t('Sending…') : t('Send my review')}
        </button>
      </Form>
    </div>
  );
}

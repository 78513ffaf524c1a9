import { type ReactNode, useState } from 'react';
import { data, Form, Link, useNavigation } from 'react-router';
import { msg } from '#common/i18n/message.ts';
import { translate } from '#common/i18n/translate.ts';
import { guestReviewMessage, guestReviewSchema } from '#common/review.ts';
import { reviewLimits } from '#common/review-rules.ts';
import { RemainingCharacters } from '../../components/public/remaining-characters.tsx';
import { textsIn, useTexts } from '../../lib/language.tsx';
import { formatMonth } from '../../lib/plain-format.ts';
import { privateHeaders } from '../../lib/private-headers.ts';
import { langFromMatches, pageMeta, siteFromMatches } from '../../lib/seo.ts';
import type { Route } from './+types/review';

/**
 * /review/{token}: the stay's guest reviews the home (issue 27, ADR 0030). The link is personal, so the page
 * is never cached or indexed. The form posts to this route's action (with or without JavaScript), which
 * checks it with the API's schema and stores it through the domain's by-token rule. The action answers in
 * the page's language (/fr/review/{token} in French).
 */
export const headers = () => privateHeaders;

export function meta({ matches, location }: Route.MetaArgs) {
  const lang = langFromMatches(matches);
  const { t } = textsIn(lang);
  return pageMeta(siteFromMatches(matches), {
    lang,
    title: t('Review your stay'),
    description: t('Tell future guests about your stay.'),
    path: location.pathname,
    noindex: true,
  });
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const invitation = await context.data.reviewInvitation(params.token);
  const status = invitation.state === 'invalid' ? 404 : invitation.state === 'expired' ? 410 : 200;
  return data(invitation, { status });
}

type ActionResult =
  | { sent: true }
  | { sent: false; message: string; fields: Record<string, string>; values: Record<string, string> };

export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = {
    rating: String(form.get('rating') ?? ''),
    text: String(form.get('text') ?? ''),
    name: String(form.get('name') ?? ''),
  };
  const parsed = guestReviewSchema.safeParse(values);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      fields[String(issue.path[0])] ??= guestReviewMessage(issue.message, context.lang);
    }
    const message = translate(context.lang, 'Please check the review');
    const result: ActionResult = { sent: false, message, fields, values };
    return data(result, { status: 400 });
  }
  const outcome = await context.reviews.submit(params.token, parsed.data);
  if (outcome.ok) return { sent: true } satisfies ActionResult;
  const result: ActionResult = {
    sent: false,
    message: translate(context.lang, outcome.message),
    fields: outcome.fields ?? {},
    values,
  };
  return data(result, { status: outcome.status });
}

export default function ReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const invitation = loaderData;
  const { t } = useTexts();
  if (actionData?.sent) {
    return (
      <Notice title={t('Thank you!')}>
        {t(
          "Your review is with our team. It appears on the home's page once we have read it, usually within a day.",
        )}
      </Notice>
    );
  }
  switch (invitation.state) {
    case 'invalid':
      return (
        <Notice title={t('This review link is not valid')}>
          {t('Please check the link in your message.')}
        </Notice>
      );
    case 'reviewed':
      return (
        <Notice title={t('Thank you, this stay has been reviewed')}>
          {t('Each stay can be reviewed once. Your words help the next guests of {name}.', {
            name: invitation.propertyName,
          })}
        </Notice>
      );
    case 'expired':
      return (
        <Notice title={t('This review link has expired')}>
          {t('Reviews of {name} can be written for 30 days after check-out.', {
            name: invitation.propertyName,
          })}
        </Notice>
      );
    case 'not-yet':
      return (
        <Notice title={t('Enjoy your stay first')}>
          {t('Reviews of {name} open on the last night of your stay.', { name: invitation.propertyName })}
        </Notice>
      );
    default:
      return (
        <ReviewForm
          propertyName={invitation.propertyName}
          stayMonth={invitation.stayMonth}
          firstName={invitation.guestFirstName}
          result={actionData ?? null}
        />
      );
  }
}

function Notice({ title, children }: { title: string; children: ReactNode }) {
  const { t, path } = useTexts();
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 sm:px-6">
      <div role="status" className="card p-6 sm:p-8">
        <h1 className="text-3xl font-semibold">{title}</h1>
        <p className="mt-3 text-lg text-slate-700">{children}</p>
      </div>
      <Link to={path('/properties')} className="btn-outline mt-8">
        {t('See our homes')}
      </Link>
    </div>
  );
}

const ratingWords = [msg('Poor'), msg('Fair'), msg('Good'), msg('Very good'), msg('Excellent')] as const;

function ReviewForm({
  propertyName,
  stayMonth,
  firstName,
  result,
}: {
  propertyName: string;
  stayMonth: string;
  firstName: string;
  result: Extract<ActionResult, { sent: false }> | null;
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

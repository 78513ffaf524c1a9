import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { ReactNode } from 'react';
import { data, Link } from 'react-router';
import { translate } from '#common/i18n/translate.ts';
import { guestReviewMessage, guestReviewSchema } from '#common/review.ts';
import { ReviewForm } from '../../components/public/reviews/review-form.tsx';
import { privateHeaders } from '../../lib/seo/private-headers.ts';
import { langFromMatches, pageMeta, siteFromMatches } from '../../lib/seo/seo.ts';
import { textsIn, useTexts } from '../../lib/site/language.tsx';
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

/** What the review form's post came to: sent, or Conform's reply with the problems and what was typed. */
type ActionResult = { sent: true } | { sent: false; reply: SubmissionResult<string[]> };

/**
 * The review form's post (ADR 0049): read by Conform with the API's schema, its messages in the page's
 * language, then the domain's by-token rule; a refusal with fields goes under them, else above the form.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), {
    schema: guestReviewSchema,
    disableAutoCoercion: true,
    formatError: (issues: { message: string }[]) =>
      issues.map((issue) => guestReviewMessage(issue.message, context.lang)),
  });
  if (submission.status !== 'success') {
    return data<ActionResult>({ sent: false, reply: submission.reply() }, { status: 400 });
  }
  const outcome = await context.reviews.submit(params.token, submission.value);
  if (outcome.ok) return { sent: true } satisfies ActionResult;
  const fields = Object.entries(outcome.fields ?? {}).map(([name, text]) => [name, [text]]);
  const reply = submission.reply(
    fields.length > 0
      ? { fieldErrors: Object.fromEntries(fields) }
      : { formErrors: [translate(context.lang, outcome.message)] },
  );
  return data<ActionResult>({ sent: false, reply }, { status: outcome.status });
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
          result={actionData?.sent === false ? actionData.reply : undefined}
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

import { getFormProps, useForm } from '@conform-to/react';
import { Form, useActionData, useNavigation } from 'react-router';
import { type StayRequestKind, stayRequestKinds, stayRequestLimits } from '#common/enquiry.ts';
import { textArea, textInput } from '../../lib/forms/inputs.ts';
import { useTexts } from '../../lib/site/language.tsx';
import { formatClockTime } from '../../lib/welcome/format.ts';
import type { RequestActionData } from '../../lib/welcome/request-form.ts';
import { useHydrated, useOnline } from '../../lib/welcome/use-browser-state.ts';
import { CharacterCount } from './character-count.tsx';
import { RequestThread, type ShownRequest } from './request-thread.tsx';
import { Section } from './section.tsx';

type TimeOptions = { early_check_in: string | null; late_checkout: string | null };

/** The kinds the form offers: early check-in and late checkout only with a time to offer, then "other". */
export function offeredKinds(timeOptions: TimeOptions | null): StayRequestKind[] {
  return (Object.keys(stayRequestKinds) as StayRequestKind[]).filter(
    (id) => id === 'other' || Boolean(timeOptions?.[id]),
  );
}

/** The request form's fields as it posts them. */
interface RequestFields {
  kind: StayRequestKind;
  message: string;
  email: string;
}

/**
 * The guest's requests (issue 43): each with its status and the replies, readable offline from the saved
 * copy, and a form to ask for early check-in, late checkout or something else. Nothing is chosen for the
 * guest; an open request of the kind chosen is pointed to instead of sending it twice; the limit is said
 * before it is reached and a longer text is refused, never cut. The form is a form post to the guide's
 * action, with or without JavaScript, which checks it with the API's schema and answers Conform's reply
 * (ADR 0049); with JavaScript the page's data (the list) is read again after each post.
 */
export function RequestsSection({
  stayEmail,
  requests,
  timeOptions,
}: {
  stayEmail: string | null;
  requests: ShownRequest[];
  /** the earlier check-in and later checkout this stay may ask for (null: not offered, issue 43) */
  timeOptions: TimeOptions | null;
}) {
  const hydrated = useHydrated();
  const online = useOnline();
  const { t, lang } = useTexts();
  // a plain form post to the guide's action (a fetcher would add its code to every public page's framework
  // chunk); its answer comes back as the page's action data, marked with its intent
  const navigation = useNavigation();
  const sending = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'request';
  const posted = useActionData<RequestActionData>();
  const answer = posted?.intent === 'request' ? posted : undefined;
  // no browser-side schema: the guide carries no zod (ADR 0049), the action answers each field
  const [form, fields] = useForm<RequestFields>({
    id: 'guide-request',
    lastResult: answer?.reply,
    defaultValue: { email: stayEmail ?? '' },
  });
  const kind = fields.kind.value as StayRequestKind | undefined;
  const problems = {
    kind: fields.kind.errors?.[0],
    message: fields.message.errors?.[0],
    email: fields.email.errors?.[0],
  };
  const refusal = form.errors?.[0];

  const openOfKind = (id: StayRequestKind | undefined) =>
    id && id !== 'other' ? requests.find((r) => r.kind === id && r.status === 'open') : undefined;
  const duplicate = openOfKind(kind);

  // without JavaScript the form posts as it is (the action checks it); offline, nothing can be sent
  const usable = !hydrated || online;
  const kindLabels: Record<StayRequestKind, string> = {
    early_check_in: t('Early check-in'),
    late_checkout: t('Late checkout'),
    other: t('Something else'),
  };
  // early check-in and late checkout only when the home allows them and nobody else holds it that day
  const offered = offeredKinds(timeOptions);
  const optionLabel = (id: StayRequestKind) => {
    const time = id === 'other' ? null : timeOptions?.[id];
    if (!time) return kindLabels[id];
    const shown = formatClockTime(time, lang);
    return id === 'early_check_in'
      ? t('Early check-in, from {time}', { time: shown })
      : t('Late checkout, until {time}', { time: shown });
  };
  const count = (fields.message.value ?? '').trim().length;
  return (
    <Section id="requests">
      <p>
        {offered.length > 1
          ? t(
              'Early check-in, a late checkout or anything else: ask here. Our answer shows here and comes by email.',
            )
          : t('Anything you need: ask here. Our answer shows here and comes by email.')}
      </p>
      {requests.length > 0 ? (
        <div className="space-y-2">
          <h3 className="font-semibold text-brand-900">{t('Your requests')}</h3>
          <ol className="space-y-3">
            {requests.map((request) => (
              <RequestThread
                key={request.id}
                request={request}
                kindLabel={kindLabels[request.kind]}
                usable={usable}
              />
            ))}
          </ol>
        </div>
      ) : null}
      <Form
        method="post"
        {...getFormProps(form)}
        replace
        preventScrollReset
        noValidate
        className="space-y-4 print:hidden"
      >
        <input type="hidden" name="intent" value="request" />
        <input type="hidden" name="lang" value={lang} />
        <fieldset aria-describedby={problems.kind ? 'request-kind-error' : undefined}>
          <legend className="font-semibold text-brand-900">{t('What would you like?')}</legend>
          <div className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
            {offered.map((id) => (
              <label key={id} className="flex min-h-11 items-center gap-2">
                <input
                  key={`${fields.kind.key}-${id}`}
                  type="radio"
                  name={fields.kind.name}
                  value={id}
                  defaultChecked={fields.kind.initialValue === id}
                  className="size-5 accent-brand-900"
                />
                {optionLabel(id)}
              </label>
            ))}
          </div>
          {problems.kind ? (
            <p id="request-kind-error" className="field-error">
              {problems.kind}
            </p>
          ) : null}
        </fieldset>
        {duplicate ? (
          <p data-duplicate-request className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900">
            {t('You already asked for this and we have not answered yet: add to your request above.')}
          </p>
        ) : (
          <>
            <div>
              <label htmlFor="request-message" className="font-semibold text-brand-900">
                {kind === 'other' ? t('Message') : t('Message (optional)')}
              </label>
              <textarea
                key={fields.message.key}
                {...textArea(fields.message)}
                id="request-message"
                rows={3}
                aria-invalid={Boolean(problems.message)}
                aria-describedby={`request-message-count${problems.message ? ' request-message-error' : ''}`}
                className="field-input mt-1"
              />
              <CharacterCount id="request-message-count" count={count} max={stayRequestLimits.message} />
              {problems.message ? (
                <p id="request-message-error" className="field-error">
                  {problems.message}
                </p>
              ) : null}
            </div>
            <div>
              <label htmlFor="request-email" className="font-semibold text-brand-900">
                {t('Your email, for our answer')}
              </label>
              <input
                key={fields.email.key}
                {...textInput(fields.email, 'email')}
                id="request-email"
                autoComplete="email"
                aria-invalid={Boolean(problems.email)}
                aria-describedby={problems.email ? 'request-email-error' : undefined}
                className="field-input mt-1"
              />
              {problems.email ? (
                <p id="request-email-error" className="field-error">
                  {problems.email}
                </p>
              ) : null}
            </div>
            <div className="flex flex-wrap items-center gap-4">
              <button type="submit" className="btn-dark" disabled={!usable || sending}>
                {sending ? t('Sending…') : t('Send request')}
              </button>
              <p role="status" className="font-semibold text-brand-900">
                {!online ? t('Requests need a connection.') : !sending && answer?.sent ? answer.sent : ''}
              </p>
            </div>
          </>
        )}
        {refusal && !sending ? (
          <p role="alert" className="field-error">
            {refusal}
          </p>
        ) : null}
      </Form>
    </Section>
  );
}

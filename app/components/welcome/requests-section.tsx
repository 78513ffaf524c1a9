import { type FormEvent, useEffect, useState } from 'react';
import { Form, useActionData, useNavigation } from 'react-router';
import { type StayRequestKind, stayRequestKinds, stayRequestLimits } from '#common/enquiry.ts';
import { useTexts } from '../../lib/language.tsx';
import { formatClockTime } from '../../lib/welcome/format.ts';
import { type RequestActionData, requestFormProblems } from '../../lib/welcome/request-form.ts';
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

/** A refusal's field messages in the page's language (the API's are English texts of the catalogue). */
const translated = (fields: Record<string, string>, t: (english: string) => string) =>
  Object.fromEntries(Object.entries(fields).map(([name, text]) => [name, t(text)]));

/**
 * The guest's requests (issue 43): each with its status and the replies, readable offline from the saved
 * copy, and a form to ask for early check-in, late checkout or something else. Nothing is chosen for the
 * guest; an open request of the kind chosen is pointed to instead of sending it twice; the limit is said
 * before it is reached and a longer text is refused, never cut. The form is a form post: it works without
 * JavaScript too, and with it the page's data (the list) is read again after each post.
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
  const [kind, setKind] = useState<StayRequestKind | null>(null);
  const [message, setMessage] = useState('');
  const [email, setEmail] = useState(stayEmail ?? '');
  const [problems, setProblems] = useState<Record<string, string>>({});
  /** false once the page refused a new attempt itself: an older answer must not stay under its error */
  const [showAnswer, setShowAnswer] = useState(true);
  const answer = !sending && posted?.intent === 'request' ? posted : undefined;

  useEffect(() => {
    if (!answer) return;
    if (answer.ok) {
      setKind(null);
      setMessage('');
    } else setProblems(translated(answer.fields ?? {}, t));
  }, [answer, t]);

  const openOfKind = (id: StayRequestKind | null) =>
    id && id !== 'other' ? requests.find((r) => r.kind === id && r.status === 'open') : undefined;
  const duplicate = openOfKind(kind);

  function submit(event: FormEvent<HTMLFormElement>) {
    const found = requestFormProblems({ kind, message }, t);
    if (!stayEmail && !email.trim()) found.email ??= t('Email is required');
    setProblems(found);
    if (Object.keys(found).length > 0 || duplicate) {
      event.preventDefault();
      setShowAnswer(false);
      return;
    }
    setShowAnswer(true);
  }

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
  const shownProblems = answer && !answer.ok && !hydrated ? translated(answer.fields ?? {}, t) : problems;
  const count = message.trim().length;
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
        replace
        preventScrollReset
        noValidate
        onSubmit={submit}
        className="space-y-4 print:hidden"
      >
        <input type="hidden" name="intent" value="request" />
        <input type="hidden" name="lang" value={lang} />
        <fieldset aria-describedby={shownProblems.kind ? 'request-kind-error' : undefined}>
          <legend className="font-semibold text-brand-900">{t('What would you like?')}</legend>
          <div className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
            {offered.map((id) => (
              <label key={id} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name="kind"
                  value={id}
                  checked={kind === id}
                  onChange={() => {
                    setKind(id);
                    setProblems(({ kind: _chosen, ...rest }) => rest);
                  }}
                  className="size-5 accent-brand-900"
                />
                {optionLabel(id)}
              </label>
            ))}
          </div>
          {shownProblems.kind ? (
            <p id="request-kind-error" className="field-error">
              {shownProblems.kind}
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
                id="request-message"
                name="message"
                rows={3}
                value={message}
                onChange={(e) => setMessage(e.target.value)}
                aria-invalid={Boolean(shownProblems.message)}
                aria-describedby={`request-message-count${shownProblems.message ? ' request-message-error' : ''}`}
                className="field-input mt-1"
              />
              <CharacterCount id="request-message-count" count={count} max={stayRequestLimits.message} />
              {shownProblems.message ? (
                <p id="request-message-error" className="field-error">
                  {shownProblems.message}
                </p>
              ) : null}
            </div>
            <div>
              <label htmlFor="request-email" className="font-semibold text-brand-900">
                {t('Your email, for our answer')}
              </label>
              <input
                id="request-email"
                name="email"
                type="email"
                autoComplete="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                aria-invalid={Boolean(shownProblems.email)}
                aria-describedby={shownProblems.email ? 'request-email-error' : undefined}
                className="field-input mt-1"
              />
              {shownProblems.email ? (
                <p id="request-email-error" className="field-error">
                  {shownProblems.email}
                </p>
              ) : null}
            </div>
            <div className="flex flex-wrap items-center gap-4">
              <button type="submit" className="btn-dark" disabled={!usable || sending}>
                {sending ? t('Sending…') : t('Send request')}
              </button>
              <p role="status" className="font-semibold text-brand-900">
                {!online ? t('Requests need a connection.') : showAnswer && answer?.ok ? answer.message : ''}
              </p>
            </div>
          </>
        )}
        {showAnswer && answer && !answer.ok ? (
          <p role="alert" className="field-error">
            {answer.message}
          </p>
        ) : null}
      </Form>
    </Section>
  );
}

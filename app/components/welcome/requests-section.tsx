import { type FormEvent, useState } from 'react';
import {
  type StayRequestKind,
  stayRequestEmailRequired,
  stayRequestKinds,
  stayRequestLimits,
  stayRequestSchema,
} from '#common/enquiry.ts';
import { ApiError, api } from '../../lib/api.ts';
import { useTexts } from '../../lib/language.tsx';
import { useHydrated, useOnline } from '../../lib/welcome/use-browser-state.ts';
import { Section } from './section.tsx';

type Outcome = { kind: 'sent'; message: string } | { kind: 'refused'; message: string } | null;

/**
 * Asks the host for early check-in, late checkout or something else (a short message), with the address
 * to answer to: the stay's guest email to start with when staff entered one (left blank, the API uses it),
 * else typed. It needs a connection and the page's code; offline it says so instead of failing.
 */
export function RequestsSection({ propertyId, stayEmail }: { propertyId: number; stayEmail: string | null }) {
  const hydrated = useHydrated();
  const online = useOnline();
  const { t, lang } = useTexts();
  const [kind, setKind] = useState<StayRequestKind>('early_check_in');
  const [message, setMessage] = useState('');
  const [email, setEmail] = useState(stayEmail ?? '');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = stayRequestSchema.safeParse({ kind, message, email, lang });
    const found: Record<string, string> = {};
    if (!checked.success)
      for (const issue of checked.error.issues) found[issue.path.join('.')] ??= t(issue.message);
    // without a stay address, the guest's is needed (the API would answer the same 400)
    if (!stayEmail && !email.trim()) found.email ??= t(stayRequestEmailRequired);
    if (!checked.success || Object.keys(found).length > 0) {
      setProblems(found);
      return;
    }
    setProblems({});
    setSending(true);
    try {
      const answer = await api<{ message: string }>(`/properties/welcome/${propertyId}/requests`, {
        json: checked.data,
      });
      setOutcome({ kind: 'sent', message: answer.message });
      setMessage('');
    } catch (error) {
      if (error instanceof ApiError && error.status > 0) {
        setProblems(error.fields);
        setOutcome({ kind: 'refused', message: error.message });
      } else setOutcome({ kind: 'refused', message: t('Not sent: check the connection and try again.') });
    } finally {
      setSending(false);
    }
  }

  const usable = hydrated && online;
  // the kinds' words are the back office's too (common/enquiry.ts): the guest's language is chosen here
  const kindLabels: Record<StayRequestKind, string> = {
    early_check_in: t('Early check-in'),
    late_checkout: t('Late checkout'),
    other: t('Something else'),
  };
  return (
    <Section id="requests">
      <p>{t('Early check-in, a late checkout or anything else: ask here and we answer by email.')}</p>
      <form noValidate onSubmit={submit} className="space-y-4 print:hidden">
        <fieldset>
          <legend className="font-semibold text-brand-900">{t('What would you like?')}</legend>
          <div className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
            {(Object.keys(stayRequestKinds) as StayRequestKind[]).map((id) => (
              <label key={id} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name="kind"
                  value={id}
                  checked={kind === id}
                  onChange={() => setKind(id)}
                  className="size-5 accent-brand-900"
                />
                {kindLabels[id]}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor="request-message" className="font-semibold text-brand-900">
            {kind === 'other' ? t('Message') : t('Message (optional)')}
          </label>
          <textarea
            id="request-message"
            rows={3}
            maxLength={stayRequestLimits.message}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            aria-invalid={Boolean(problems.message)}
            aria-describedby={problems.message ? 'request-message-error' : undefined}
            className="field-input mt-1"
          />
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
            id="request-email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
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
            {!online ? t('Requests need a connection.') : outcome?.kind === 'sent' ? outcome.message : ''}
          </p>
        </div>
        {outcome?.kind === 'refused' ? (
          <p role="alert" className="field-error">
            {outcome.message}
          </p>
        ) : null}
      </form>
    </Section>
  );
}

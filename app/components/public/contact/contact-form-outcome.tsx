import { messages } from '#common/messages.ts';
import { useTexts } from '../../../lib/site/language.tsx';
import { Modal } from '../../ui/modal.tsx';
import type { ContactFormResult } from './contact-form-values.ts';

/** What became of a message sent with JavaScript: sent, or failed (with the server's word, if any). */
export type Outcome = { kind: 'sent' } | { kind: 'failed'; detail?: string } | null;

/** The answer to a message sent with JavaScript, in a dialog; closing it after a success resets the form. */
export function OutcomeDialog({
  idPrefix,
  outcome,
  onClose,
}: {
  idPrefix: string;
  outcome: Outcome;
  onClose: () => void;
}) {
  const { t } = useTexts();
  return (
    <Modal
      titleId={`${idPrefix}-outcome-title`}
      open={outcome !== null}
      title={outcome?.kind === 'sent' ? t('Message Sent') : t('Error')}
      onClose={onClose}
    >
      <p>{t(outcome?.kind === 'sent' ? messages.contactSent : messages.contactFailed)}</p>
      {outcome?.kind === 'failed' && outcome.detail ? (
        <p className="mt-2 text-slate-600">{outcome.detail}</p>
      ) : null}
    </Modal>
  );
}

/** The answer to a form post sent without JavaScript, drawn in the page (a modal needs JavaScript). */
export function PostedOutcome({ result }: { result: Exclude<ContactFormResult, { status: 'invalid' }> }) {
  const { t } = useTexts();
  const sent = result.status === 'sent';
  return (
    <div
      role={sent ? 'status' : 'alert'}
      className={`rounded-2xl sm:col-span-2 border p-5 ${sent ? 'border-green-200 bg-green-50 text-green-900' : 'border-red-200 bg-red-50 text-red-800'}`}
    >
      <h3 className="font-display text-xl font-semibold">{sent ? t('Message Sent') : t('Error')}</h3>
      <p className="mt-1">{t(sent ? messages.contactSent : messages.contactFailed)}</p>
      {result.status === 'failed' && result.detail ? <p className="mt-1">{result.detail}</p> : null}
    </div>
  );
}

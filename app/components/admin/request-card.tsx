import { getFormProps } from '@conform-to/react';
import { stayRequestKinds } from '#common/enquiry.ts';
import {
  replyLimits,
  requestStatusLabels,
  type StaffRequest,
  staffReplySchema,
  type staffReplyStatuses,
  textLength,
} from '#common/request-threads.ts';
import { radioInput } from '../../lib/forms/choice-inputs.ts';
import { textArea } from '../../lib/forms/inputs.ts';
import { useApiForm } from '../../lib/forms/use-api-form.ts';

type Decision = (typeof staffReplyStatuses)[number];

const decisions: { value: Decision; label: string }[] = [
  { value: 'answered', label: 'Answer' },
  { value: 'approved', label: 'Approve' },
  { value: 'declined', label: 'Decline' },
];

/**
 * One guest request as a thread: the stay, what was asked, every reply (a staff reply with its mail), and a
 * form to answer, approve or decline; the answer is mailed to the guest in the stay's language.
 */
export function RequestCard({
  request,
  busy,
  error,
  onAnswer,
}: {
  request: StaffRequest;
  busy: boolean;
  error: string | null;
  onAnswer: (answer: { text: string; status: Decision }) => Promise<boolean>;
}) {
  const { form, fields } = useApiForm({
    schema: staffReplySchema,
    defaultValue: { text: '', status: 'answered' },
    resetOnSuccess: true,
    // the route shows a refusal (`error`); an empty refusal keeps what was typed
    onValid: async ({ text, status }) =>
      (await onAnswer({ text, status: status ?? 'answered' })) ? undefined : {},
  });
  const { stay } = request;
  const fieldId = `answer-${request.id}`;
  const problem = fields.text.errors?.[0] ?? error;

  return (
    <article
      data-request-card={request.id}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-semibold">
          {stayRequestKinds[request.kind]} · {stay.guest_name}
        </h3>
        <span
          data-status={request.status}
          className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold"
        >
          {requestStatusLabels[request.status]}
        </span>
      </header>
      <p className="text-sm text-slate-700">
        {stay.property_name} · {stay.arrival} to {stay.departure} ·{' '}
        {stay.language === 'fr' ? 'French' : 'English'} · {request.email} · asked{' '}
        {request.created_at.slice(0, 16).replace('T', ' ')} UTC
      </p>
      <p className="mt-2 whitespace-pre-wrap">{request.message || <em>No message</em>}</p>
      {request.replies.length > 0 ? (
        <ol className="mt-3 space-y-2">
          {request.replies.map((reply) => (
            <li
              key={`${reply.at}-${reply.from}`}
              className={`rounded-lg px-3 py-2 ${reply.from === 'staff' ? 'bg-brand-50' : 'bg-slate-100'}`}
            >
              <p className="text-sm font-semibold">
                {reply.from === 'staff' ? (reply.by ?? 'Staff') : 'Guest'} ·{' '}
                {reply.at.slice(0, 16).replace('T', ' ')} UTC
                {reply.mail
                  ? ` · mail ${reply.mail.status}${reply.mail.last_error ? `: ${reply.mail.last_error}` : ''}`
                  : ''}
              </p>
              <p className="whitespace-pre-wrap">{reply.text}</p>
            </li>
          ))}
        </ol>
      ) : null}
      <form {...getFormProps(form)} className="mt-3 space-y-2">
        <label htmlFor={fieldId} className="font-semibold">
          Your answer (mailed to the guest, shown in their guide)
        </label>
        <textarea
          {...textArea(fields.text)}
          id={fieldId}
          rows={3}
          aria-invalid={Boolean(problem)}
          className="field-input"
        />
        <p className="text-sm text-slate-600">
          {textLength(fields.text.value ?? '')} of {replyLimits.staff} characters
        </p>
        <fieldset className="flex flex-wrap gap-4">
          <legend className="sr-only">Decision</legend>
          {decisions.map((d) => (
            <label key={d.value} className="flex min-h-11 items-center gap-2">
              <input {...radioInput(fields.status, d.value)} />
              {d.label}
            </label>
          ))}
        </fieldset>
        {problem ? (
          <p role="alert" className="field-error">
            {problem}
          </p>
        ) : null}
        <button type="submit" className="btn-dark" disabled={busy}>
          {busy ? 'Sending…' : 'Send to guest'}
        </button>
      </form>
    </article>
  );
}

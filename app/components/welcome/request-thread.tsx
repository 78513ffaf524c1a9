import { getFormProps, useForm } from '@conform-to/react';
import { Form, useActionData, useNavigation } from 'react-router';
import {
  closedStatuses,
  type GuestRequest,
  replyLimits,
  requestStatusLabels,
} from '#common/request-threads.ts';
import { textArea } from '../../lib/forms/inputs.ts';
import { useTexts } from '../../lib/site/language.tsx';
import type { RequestActionData } from '../../lib/welcome/request-form.ts';
import { CharacterCount } from './character-count.tsx';

/** A request as the guide shows it: dates already written in the site's time zone by the loader. */
export type ShownRequest = Omit<GuestRequest, 'replies'> & {
  created: string;
  replies: (GuestRequest['replies'][number] & { when: string })[];
};

const statusStyles: Record<GuestRequest['status'], string> = {
  open: 'bg-amber-100 text-amber-900',
  answered: 'bg-sky-100 text-sky-900',
  approved: 'bg-emerald-100 text-emerald-900',
  declined: 'bg-slate-200 text-slate-800',
};

/**
 * One of the guest's requests: what they asked, its status and the replies; while it is not settled, a
 * short form adds to it (a form post to the guide's action, with or without JavaScript, answered with
 * Conform's reply: the API's schema's message under the text, or the text cleared once sent). Reading needs no connection: the saved
 * copy holds it.
 */
export function RequestThread({
  request,
  kindLabel,
  usable,
}: {
  request: ShownRequest;
  kindLabel: string;
  usable: boolean;
}) {
  const { t, lang } = useTexts();
  // a plain form post to the guide's action (a fetcher would add its code to every public page's framework
  // chunk): the action's answer comes back as the page's action data, marked with its intent and request
  const navigation = useNavigation();
  const sending =
    navigation.state !== 'idle' &&
    navigation.formData?.get('intent') === 'reply' &&
    navigation.formData.get('request_id') === String(request.id);
  const posted = useActionData<RequestActionData>();
  const answer = posted?.intent === 'reply' && posted.requestId === request.id ? posted : undefined;
  // no browser-side schema: the guide carries no zod (ADR 0049), the action answers the text
  const [form, fields] = useForm<{ text: string }>({
    id: `request-${request.id}-reply-form`,
    lastResult: answer?.reply,
  });
  const { text } = fields;
  const problem = sending ? undefined : text.errors?.[0];
  const open = !closedStatuses.includes(request.status);
  const fieldId = `request-${request.id}-reply`;

  return (
    <li data-request={request.kind} className="rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-brand-900">{kindLabel}</h3>
        <span
          data-request-status={request.status}
          className={`rounded-full px-3 py-1 text-sm font-semibold ${statusStyles[request.status]}`}
        >
          {t(requestStatusLabels[request.status])}
        </span>
      </div>
      <p className="text-sm text-slate-600">{t('Asked {date}', { date: request.created })}</p>
      {request.message ? <p className="mt-2 whitespace-pre-wrap">{request.message}</p> : null}
      {request.replies.length > 0 ? (
        <ol className="mt-3 space-y-2">
          {request.replies.map((reply) => (
            <li
              key={`${reply.at}-${reply.from}`}
              data-reply-from={reply.from}
              className={`rounded-lg px-3 py-2 ${reply.from === 'staff' ? 'bg-brand-50' : 'bg-slate-100'}`}
            >
              <p className="text-sm font-semibold text-brand-900">
                {reply.from === 'staff'
                  ? t('Our answer, {date}', { date: reply.when })
                  : t('You, {date}', { date: reply.when })}
              </p>
              <p className="whitespace-pre-wrap">{reply.text}</p>
            </li>
          ))}
        </ol>
      ) : null}
      {open ? (
        <Form
          method="post"
          {...getFormProps(form)}
          replace
          preventScrollReset
          noValidate
          className="mt-3 space-y-2 print:hidden"
        >
          <input type="hidden" name="intent" value="reply" />
          <input type="hidden" name="request_id" value={request.id} />
          <input type="hidden" name="lang" value={lang} />
          <label htmlFor={fieldId} className="text-sm font-semibold text-brand-900">
            {t('Add to this request')}
          </label>
          <textarea
            key={text.key}
            {...textArea(text)}
            id={fieldId}
            rows={2}
            aria-invalid={Boolean(problem)}
            aria-describedby={`${fieldId}-count${problem ? ` ${fieldId}-error` : ''}`}
            className="field-input"
          />
          <CharacterCount
            id={`${fieldId}-count`}
            count={(text.value ?? '').trim().length}
            max={replyLimits.guest}
          />
          {problem ? (
            <p id={`${fieldId}-error`} role="alert" className="field-error">
              {problem}
            </p>
          ) : null}
          <button type="submit" className="btn-light" disabled={!usable || sending}>
            {sending ? t('Sending…') : t('Send')}
          </button>
        </Form>
      ) : null}
    </li>
  );
}

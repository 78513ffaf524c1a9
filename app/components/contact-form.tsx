import { type FormEvent, useId, useState } from 'react';
import type { EnquiryInput } from '../../common/enquiry.ts';
import { messages } from '../../common/messages.ts';
import { ApiError, api } from '../lib/api.ts';
import { Modal } from './modal.tsx';

type FieldName = 'firstName' | 'lastName' | 'email' | 'phone' | 'message';
type Values = Record<FieldName, string>;
type Errors = Partial<Record<FieldName, string>>;

const emptyValues: Values = { firstName: '', lastName: '', email: '', phone: '', message: '' };

/**
 * The field rules live in common/enquiry.ts (shared with the API). They are loaded when the visitor first
 * touches the form, so zod is not part of the page's initial JavaScript.
 */
const loadSchema = () => import('../../common/enquiry.ts').then((m) => m.enquirySchema);

async function validate(values: Values): Promise<Errors> {
  const result = (await loadSchema()).safeParse(values);
  if (result.success) return {};
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as FieldName;
    errors[field] ??= issue.message;
  }
  return errors;
}

type Outcome = { kind: 'sent' } | { kind: 'failed'; detail?: string } | null;

/**
 * The contact form (SPEC.md sections 2 and 4): five required fields with inline errors, posted to
 * /api/v1/enquiries. Success opens "Message Sent" and the form is reset when it closes; failure opens
 * "Error" and keeps what was typed.
 */
export function ContactForm({ idPrefix = 'contact' }: { idPrefix?: string }) {
  const [values, setValues] = useState<Values>(emptyValues);
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [honeypot, setHoneypot] = useState('');
  const formId = useId();

  const update = (name: FieldName, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted) void validate(next).then(setErrors);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSubmitted(true);
    const found = await validate(values);
    setErrors(found);
    const firstInvalid = (Object.keys(emptyValues) as FieldName[]).find((name) => found[name]);
    if (firstInvalid) {
      document.getElementById(`${idPrefix}-${firstInvalid}`)?.focus();
      return;
    }
    setSending(true);
    try {
      const body: EnquiryInput = { ...values, website: honeypot };
      await api<{ message: string }>('/enquiries', { json: body });
      setOutcome({ kind: 'sent' });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) setErrors(error.fields as Errors);
      const detail = error instanceof ApiError && error.status === 429 ? error.message : undefined;
      setOutcome({ kind: 'failed', detail });
    } finally {
      setSending(false);
    }
  };

  const closeOutcome = () => {
    if (outcome?.kind === 'sent') {
      setValues(emptyValues);
      setErrors({});
      setSubmitted(false);
      setHoneypot('');
    }
    setOutcome(null);
  };

  const field = (name: FieldName) => {
    const id = `${idPrefix}-${name}`;
    const error = errors[name];
    return {
      id,
      name,
      value: values[name],
      required: true,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-error` : undefined,
      onFocus: () => void loadSchema(),
      onChange: (event: { target: { value: string } }) => update(name, event.target.value),
      className: 'field-input',
    } as const;
  };

  const errorOf = (name: FieldName) =>
    errors[name] ? (
      <p id={`${idPrefix}-${name}-error`} className="field-error">
        {errors[name]}
      </p>
    ) : null;

  return (
    <>
      <form
        id={formId}
        noValidate
        onSubmit={onSubmit}
        aria-label="Contact form"
        className="grid gap-5 sm:grid-cols-2"
        aria-busy={sending}
      >
        <div>
          <label htmlFor={`${idPrefix}-firstName`} className="field-label">
            First Name
          </label>
          <input {...field('firstName')} type="text" autoComplete="given-name" />
          {errorOf('firstName')}
        </div>
        <div>
          <label htmlFor={`${idPrefix}-lastName`} className="field-label">
            Last Name
          </label>
          <input {...field('lastName')} type="text" autoComplete="family-name" />
          {errorOf('lastName')}
        </div>
        <div>
          <label htmlFor={`${idPrefix}-email`} className="field-label">
            Email
          </label>
          <input {...field('email')} type="email" autoComplete="email" inputMode="email" />
          {errorOf('email')}
        </div>
        <div>
          <label htmlFor={`${idPrefix}-phone`} className="field-label">
            Phone
          </label>
          <input {...field('phone')} type="tel" autoComplete="tel" inputMode="tel" />
          {errorOf('phone')}
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={`${idPrefix}-message`} className="field-label">
            Enter Message Here
          </label>
          <textarea {...field('message')} rows={5} />
          {errorOf('message')}
        </div>
        <div className="hidden" aria-hidden="true">
          <label htmlFor={`${idPrefix}-website`}>Leave this field empty</label>
          <input
            id={`${idPrefix}-website`}
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={honeypot}
            onChange={(event) => setHoneypot(event.target.value)}
          />
        </div>
        <div className="sm:col-span-2">
          <button type="submit" className="btn-primary w-full sm:w-auto" disabled={sending}>
            {sending ? 'Sending…' : 'Submit'}
          </button>
        </div>
      </form>
      <Modal
        open={outcome !== null}
        title={outcome?.kind === 'sent' ? 'Message Sent' : 'Error'}
        onClose={closeOutcome}
      >
        <p>{outcome?.kind === 'sent' ? messages.contactSent : messages.contactFailed}</p>
        {outcome?.kind === 'failed' && outcome.detail ? (
          <p className="mt-2 text-slate-600">{outcome.detail}</p>
        ) : null}
      </Modal>
    </>
  );
}

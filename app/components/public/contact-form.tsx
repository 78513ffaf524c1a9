import { type FormEvent, useEffect, useState } from 'react';
import type { EnquiryInput } from '#common/enquiry.ts';
import { enquiryLimits } from '#common/enquiry-limits.ts';
import type { Lang } from '#common/translations.ts';
import { ApiError, api } from '../../lib/api.ts';
import { LanguageProvider, useTexts } from '../../lib/language.tsx';
import { type Outcome, OutcomeDialog, PostedOutcome } from './contact-form-outcome.tsx';
import { loadSchema, validate } from './contact-form-rules.ts';
import {
  type ContactFormResult,
  type Errors,
  emptyValues,
  type FieldName,
  fieldNames,
  formValues,
  type Values,
} from './contact-form-values.ts';
import { RemainingCharacters } from './remaining-characters.tsx';

/**
 * The contact form (docs/spec.md sections 2 and 4): five required fields with inline errors, posted to
 * /api/v1/enquiries. Success opens "Message Sent" and the form is reset when it closes; failure (no
 * connection included) opens "Error" and keeps what was typed. Without JavaScript it is a plain form post
 * to /contact, whose action answers with the same states drawn in the page (ContactFormResult).
 */
interface ContactFormProps {
  idPrefix?: string;
  /** the contact page's answer to a form post made without JavaScript (its action data) */
  posted?: ContactFormResult | undefined;
  /** the page's language: the form may be an island (hydrate-when-near.tsx), outside the page's context */
  lang: Lang;
}

export function ContactForm({ lang, ...props }: ContactFormProps) {
  return (
    <LanguageProvider lang={lang}>
      <ContactFormFields {...props} />
    </LanguageProvider>
  );
}

function ContactFormFields({ idPrefix = 'contact', posted }: Omit<ContactFormProps, 'lang'>) {
  const { lang, t, path } = useTexts();
  const postedValues = posted && posted.status !== 'sent' ? posted.values : undefined;
  const [values, setValues] = useState<Values>(postedValues ?? emptyValues);
  const [errors, setErrors] = useState<Errors>(posted?.status === 'invalid' ? posted.errors : {});
  const [submitted, setSubmitted] = useState(posted?.status === 'invalid');
  // the page's answer to a form post is shown until the form is used again with JavaScript
  const [postedShown, setPostedShown] = useState(posted !== undefined);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [honeypot, setHoneypot] = useState('');

  // what was typed into the server's form before this code ran (a part hydrated late, hydrate-when-near.tsx)
  // is what the form holds: React keeps the text on the page but would send its own empty values
  useEffect(() => {
    const form = document.getElementById(`${idPrefix}-form`);
    if (!(form instanceof HTMLFormElement)) return;
    const { website: _honeypot, ...typed } = formValues(new FormData(form));
    setValues((current) => (fieldNames.some((name) => typed[name] !== current[name]) ? typed : current));
  }, [idPrefix]);

  // a page answered by the server after a post with errors puts the focus on the first one
  useEffect(() => {
    if (posted?.status !== 'invalid') return;
    const first = fieldNames.find((name) => posted.errors[name]);
    if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
  }, [posted, idPrefix]);

  const showErrors = (found: Errors) => {
    setErrors(found);
    const firstInvalid = fieldNames.find((name) => found[name]);
    if (firstInvalid) document.getElementById(`${idPrefix}-${firstInvalid}`)?.focus();
    return firstInvalid !== undefined;
  };

  const update = (name: FieldName, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted) void validate(next, lang).then((found) => found && setErrors(found));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSubmitted(true);
    setPostedShown(false);
    const found = await validate(values, lang);
    if (found && showErrors(found)) return;
    setSending(true);
    try {
      const body: EnquiryInput = { ...values, website: honeypot };
      await api<{ message: string }>('/enquiries', { json: body });
      setOutcome({ kind: 'sent' });
    } catch (error) {
      // the server's rules answer when the browser's could not be loaded: inline, like the browser's
      if (error instanceof ApiError && error.status === 400 && Object.keys(error.fields).length > 0) {
        const fields = Object.entries(error.fields).map(([name, text]) => [name, t(text)]);
        if (showErrors(Object.fromEntries(fields))) return;
      }
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
        id={`${idPrefix}-form`}
        method="post"
        action={`${path('/contact')}#contact-form`}
        noValidate
        onSubmit={onSubmit}
        aria-label={t('Contact form')}
        className="grid gap-5 sm:grid-cols-2"
        aria-busy={sending}
      >
        {postedShown && posted && posted.status !== 'invalid' ? <PostedOutcome result={posted} /> : null}
        <div>
          <label htmlFor={`${idPrefix}-firstName`} className="field-label">
            {t('First Name')}
          </label>
          <input {...field('firstName')} type="text" autoComplete="given-name" />
          {errorOf('firstName')}
        </div>
        <div>
          <label htmlFor={`${idPrefix}-lastName`} className="field-label">
            {t('Last Name')}
          </label>
          <input {...field('lastName')} type="text" autoComplete="family-name" />
          {errorOf('lastName')}
        </div>
        <div>
          <label htmlFor={`${idPrefix}-email`} className="field-label">
            {t('Email')}
          </label>
          <input {...field('email')} type="email" autoComplete="email" inputMode="email" />
          {errorOf('email')}
        </div>
        <div>
          <label htmlFor={`${idPrefix}-phone`} className="field-label">
            {t('Phone')}
          </label>
          <input {...field('phone')} type="tel" autoComplete="tel" inputMode="tel" />
          {errorOf('phone')}
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={`${idPrefix}-message`} className="field-label">
            {t('Enter Message Here')}
          </label>
          <textarea
            {...field('message')}
            rows={5}
            aria-describedby={[`${idPrefix}-message-left`, errors.message ? `${idPrefix}-message-error` : '']
              .join(' ')
              .trim()}
          />
          <RemainingCharacters
            id={`${idPrefix}-message-left`}
            length={values.message.length}
            max={enquiryLimits.message}
          />
          {errorOf('message')}
        </div>
        <div className="hidden" aria-hidden="true">
          <label htmlFor={`${idPrefix}-website`}>{t('Leave this field empty')}</label>
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
            {sending ? t('Sending…') : t('Submit')}
          </button>
        </div>
      </form>
      <OutcomeDialog idPrefix={idPrefix} outcome={outcome} onClose={closeOutcome} />
    </>
  );
}

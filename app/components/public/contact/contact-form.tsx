import { type FieldMetadata, getFormProps, useForm } from '@conform-to/react';
import { type FormEvent, useEffect, useState } from 'react';
import { enquiryLimits } from '#common/enquiry-limits.ts';
import type { Lang } from '#common/translations.ts';
import { textArea, textInput } from '../../../lib/forms/inputs.ts';
import { LanguageProvider, useTexts } from '../../../lib/site/language.tsx';
import { FieldError } from '../../ui/field-error.tsx';
import { type Outcome, OutcomeDialog, PostedOutcome } from './contact-form-outcome.tsx';
import type { ContactFields, ContactFormResult } from './contact-form-values.ts';
import { RemainingCharacters } from './remaining-characters.tsx';
import type { ContactPost } from './use-contact-post.ts';

/**
 * The contact form (docs/spec.md sections 2 and 4): five required fields with inline errors, posted to the
 * /contact action, which checks them with the API's schema and stores the enquiry as the API does (ADR
 * 0049: Conform holds the fields, no schema in the browser). With JavaScript the page's fetcher sends it
 * (`send`): success opens "Message Sent" and the form is reset when it closes; failure (no connection
 * included) opens "Error" and keeps what was typed. Without JavaScript (or before an island's code ran) it
 * is a plain form post to /contact, whose answer the page draws (`posted`).
 */
interface ContactFormProps extends Partial<ContactPost> {
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

function ContactFormFields({
  idPrefix = 'contact',
  posted,
  send,
  answer,
  sending = false,
}: Omit<ContactFormProps, 'lang'>) {
  const { t, path } = useTexts();
  const [form, fields] = useForm<ContactFields>({
    id: `${idPrefix}-form`,
    lastResult: (answer ?? posted)?.reply,
  });
  // the page's answer to a form post is shown until the form is sent again
  const [postedShown, setPostedShown] = useState(posted !== undefined);
  const [outcome, setOutcome] = useState<Outcome>(null);

  useEffect(() => {
    if (!answer || answer.status === 'invalid') return;
    setOutcome(answer.status === 'sent' ? { kind: 'sent' } : { kind: 'failed', detail: answer.detail });
  }, [answer]);

  const formProps = getFormProps(form);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    formProps.onSubmit(event);
    setPostedShown(false);
    if (!send || event.defaultPrevented) return;
    event.preventDefault();
    if (!sending) send(event.currentTarget);
  };

  const closeOutcome = () => {
    // the action's reply to a success has reset the form's state; the fields still show the text
    if (outcome?.kind === 'sent') (document.getElementById(form.id) as HTMLFormElement | null)?.reset();
    setOutcome(null);
  };

  const field = (meta: FieldMetadata<string>, describedBy?: string) => {
    const id = `${idPrefix}-${meta.name}`;
    const error = meta.errors ? `${id}-error` : undefined;
    return {
      id,
      required: true,
      'aria-invalid': meta.errors ? true : undefined,
      'aria-describedby': [describedBy, error].filter(Boolean).join(' ') || undefined,
      className: 'field-input',
    } as const;
  };

  const { firstName, lastName, email, phone, message } = fields;
  return (
    <>
      <form
        {...formProps}
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
          <input {...textInput(firstName, 'text')} {...field(firstName)} autoComplete="given-name" />
          <FieldError field={firstName} id={`${idPrefix}-${firstName.name}-error`} />
        </div>
        <div>
          <label htmlFor={`${idPrefix}-lastName`} className="field-label">
            {t('Last Name')}
          </label>
          <input {...textInput(lastName, 'text')} {...field(lastName)} autoComplete="family-name" />
          <FieldError field={lastName} id={`${idPrefix}-${lastName.name}-error`} />
        </div>
        <div>
          <label htmlFor={`${idPrefix}-email`} className="field-label">
            {t('Email')}
          </label>
          <input {...textInput(email, 'email')} {...field(email)} autoComplete="email" inputMode="email" />
          <FieldError field={email} id={`${idPrefix}-${email.name}-error`} />
        </div>
        <div>
          <label htmlFor={`${idPrefix}-phone`} className="field-label">
            {t('Phone')}
          </label>
          <input {...textInput(phone, 'tel')} {...field(phone)} autoComplete="tel" inputMode="tel" />
          <FieldError field={phone} id={`${idPrefix}-${phone.name}-error`} />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={`${idPrefix}-message`} className="field-label">
            {t('Enter Message Here')}
          </label>
          <textarea {...textArea(message)} {...field(message, `${idPrefix}-message-left`)} rows={5} />
          <RemainingCharacters
            id={`${idPrefix}-message-left`}
            length={message.value?.length ?? 0}
            max={enquiryLimits.message}
          />
          <FieldError field={message} id={`${idPrefix}-${message.name}-error`} />
        </div>
        <div className="hidden" aria-hidden="true">
          <label htmlFor={`${idPrefix}-website`}>{t('Leave this field empty')}</label>
          <input
            id={`${idPrefix}-website`}
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
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

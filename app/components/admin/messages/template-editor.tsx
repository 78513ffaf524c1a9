import { type FieldMetadata, getFormProps } from '@conform-to/react';
import { useEffect, useId, useState } from 'react';
import {
  messagePlaceholders,
  type RenderedMessage,
  type Template,
  templateInputSchema,
} from '#common/guest-messages.ts';
import type { Lang } from '#common/translations.ts';
import { needsFrench } from '../../../lib/admin/french-texts.ts';
import { messageKindLabels } from '../../../lib/admin/guest-message-labels.ts';
import { useApiWrite } from '../../../lib/admin/use-api-write.ts';
import { apiAnswer, client } from '../../../lib/api/client.ts';
import { ApiError } from '../../../lib/api.ts';
import { checkboxInput, checkboxValue } from '../../../lib/forms/choice-inputs.ts';
import { textArea, textInput } from '../../../lib/forms/inputs.ts';
import { useApiForm } from '../../../lib/forms/use-api-form.ts';
import { Markdown } from '../../ui/markdown.tsx';
import { MissingFrench } from '../missing-french.tsx';

interface Texts {
  subject: string;
  body: string;
}

/** The template as the API checks it (PUT /message-templates/{kind}); "send this mail" is a checkbox. */
const templateFormSchema = templateInputSchema.extend({ enabled: checkboxValue });

const previewLanguages: { lang: Lang; label: string }[] = [
  { lang: 'en', label: 'English' },
  { lang: 'fr', label: 'French' },
];

/**
 * One kind's text, English and French side by side (issue 28), with its preview below (issue 25): the
 * preview asks the server for the mail a sample stay would get in the chosen language (the same safe
 * renderer as the real mails), half a second after typing stops. A French text left empty goes out in
 * English, so the French preview then shows the English.
 */
export function TemplateEditor({
  template,
  onSaved,
}: {
  template: Template;
  onSaved: (saved: Template) => void;
}) {
  const id = useId();
  const [previewLang, setPreviewLang] = useState<Lang>('en');
  const [preview, setPreview] = useState<RenderedMessage | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
  // the screen's templates are read again before onSaved: the switches above show the new state
  const write = useApiWrite();
  const saving = write.busy !== null;
  const { form, fields } = useApiForm({
    schema: templateFormSchema,
    defaultValue: {
      subject: template.subject,
      body: template.body,
      enabled: template.enabled,
      translations: {
        fr: { subject: template.translations.fr?.subject ?? '', body: template.translations.fr?.body ?? '' },
      },
    },
    async onValid(values) {
      const result = await write.run('save', () =>
        apiAnswer(
          client.PUT('/api/v1/message-templates/{kind}', {
            params: { path: { kind: template.kind } },
            body: {
              ...values,
              translations: { fr: { subject: '', body: '', ...values.translations?.fr } },
            },
          }),
        ),
      );
      if (result.ok) onSaved(result.data);
      return result.ok || result.expired ? undefined : { message: describe(result.error) };
    },
  });
  const frenchFields = fields.translations.getFieldset().fr.getFieldset();
  // what is typed, as Conform reads it on each input: the preview follows it
  const english: Texts = { subject: fields.subject.value ?? '', body: fields.body.value ?? '' };
  const french: Texts = { subject: frenchFields.subject.value ?? '', body: frenchFields.body.value ?? '' };
  const error = form.errors?.[0] ?? previewError;

  const previewed: Texts =
    previewLang === 'fr'
      ? { subject: french.subject.trim() || english.subject, body: french.body.trim() || english.body }
      : english;
  const { subject, body } = previewed;

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      // a read (nothing is stored), so it is no write of useApiWrite
      apiAnswer(
        client.POST('/api/v1/message-templates/{kind}/preview', {
          params: { path: { kind: template.kind } },
          body: { subject, body, lang: previewLang },
          signal: controller.signal,
        }),
      )
        .then((rendered) => {
          setPreview(rendered);
          setPreviewError(null);
        })
        .catch((e: unknown) => {
          if (!controller.signal.aborted) setPreviewError(describe(e));
        });
    }, 500);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [template.kind, subject, body, previewLang]);

  return (
    <div className="space-y-6">
      <form {...getFormProps(form)} className="card space-y-4 p-5">
        <h3 className="text-lg font-semibold">{messageKindLabels[template.kind]}</h3>
        <label className="flex items-center gap-2">
          <input {...checkboxInput(fields.enabled)} />
          Send this mail to every stay with an email
        </label>
        <div className="grid gap-6 lg:grid-cols-2">
          <TemplateTexts id={`${id}-en`} language="English" subject={fields.subject} body={fields.body} />
          <TemplateTexts
            id={`${id}-fr`}
            language="French"
            subject={frenchFields.subject}
            body={frenchFields.body}
            english={english}
          />
        </div>
        <p className="text-sm text-slate-700">
          Placeholders: {messagePlaceholders.map((p) => `{${p}}`).join(' ')}. A French text left empty goes
          out in English to guests whose stay is in French.
        </p>
        {error ? (
          <p role="alert" className="font-semibold text-red-800">
            {error}
          </p>
        ) : null}
        <button type="submit" className="btn-dark" disabled={saving}>
          {saving ? 'Saving...' : 'Save'}
        </button>
      </form>
      <section className="card p-5" aria-label="Preview">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 className="text-lg font-semibold">Preview with a sample stay</h3>
          <fieldset className="flex gap-2">
            <legend className="sr-only">Preview language</legend>
            {previewLanguages.map(({ lang, label }) => (
              <button
                key={lang}
                type="button"
                aria-pressed={previewLang === lang}
                className={`${previewLang === lang ? 'btn-dark' : 'btn-outline'} min-h-10 px-4 py-1.5 text-sm`}
                onClick={() => setPreviewLang(lang)}
              >
                {label}
              </button>
            ))}
          </fieldset>
        </div>
        {preview ? (
          <>
            <p className="mt-2">
              <span className="font-semibold">Subject:</span> {preview.subject}
            </p>
            <Markdown html={preview.html} className="prose mt-3 max-w-none" />
          </>
        ) : (
          <p className="mt-2 text-slate-700">Preparing the preview...</p>
        )}
      </section>
    </div>
  );
}

/** The subject and body of one language; given `english`, the French marks the texts it lacks. */
function TemplateTexts({
  id,
  language,
  subject,
  body,
  english,
}: {
  id: string;
  language: string;
  subject: FieldMetadata<string | undefined>;
  body: FieldMetadata<string | undefined>;
  english?: Texts;
}) {
  const missing = (field: keyof Texts, typed: FieldMetadata<string | undefined>) =>
    english !== undefined && needsFrench({ english: english[field], french: typed.value ?? '' });
  return (
    <fieldset className="min-w-0 space-y-4">
      <legend className="mb-2 font-semibold text-brand-900">{language}</legend>
      <div>
        <label htmlFor={`${id}-subject`} className="field-label">
          {language} subject
          <MissingFrench show={missing('subject', subject)} />
        </label>
        <input
          {...textInput(subject, 'text')}
          id={`${id}-subject`}
          aria-invalid={Boolean(subject.errors)}
          className="field-input w-full"
        />
        <FieldError errors={subject.errors} />
      </div>
      <div>
        <label htmlFor={`${id}-body`} className="field-label">
          {language} text (Markdown)
          <MissingFrench show={missing('body', body)} />
        </label>
        <textarea
          {...textArea(body)}
          id={`${id}-body`}
          aria-invalid={Boolean(body.errors)}
          className="field-input h-72 w-full font-mono text-sm"
        />
        <FieldError errors={body.errors} />
      </div>
    </fieldset>
  );
}

/** A text's message from the schema or the API, under it. */
function FieldError({ errors }: { errors: string[] | undefined }) {
  return errors?.[0] ? <p className="field-error">{errors[0]}</p> : null;
}

function describe(error: unknown): string {
  if (error instanceof ApiError) {
    const fields = Object.values(error.fields ?? {});
    return fields.length > 0 ? fields.join('. ') : error.message;
  }
  return (error as Error).message;
}

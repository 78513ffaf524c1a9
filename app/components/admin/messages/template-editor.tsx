import { useEffect, useId, useState } from 'react';
import { messagePlaceholders, type RenderedMessage, type Template } from '#common/guest-messages.ts';
import type { Lang } from '#common/translations.ts';
import { needsFrench } from '../../../lib/admin/french-texts.ts';
import { messageKindLabels } from '../../../lib/admin/guest-message-labels.ts';
import { useApiWrite } from '../../../lib/admin/use-api-write.ts';
import { guestMessages } from '../../../lib/api/guest-messages.ts';
import { ApiError } from '../../../lib/api.ts';
import { Markdown } from '../../ui/markdown.tsx';
import { MissingFrench } from '../missing-french.tsx';

interface Texts {
  subject: string;
  body: string;
}

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
  const [english, setEnglish] = useState<Texts>({ subject: template.subject, body: template.body });
  const [french, setFrench] = useState<Texts>({
    subject: template.translations.fr?.subject ?? '',
    body: template.translations.fr?.body ?? '',
  });
  const [enabled, setEnabled] = useState(template.enabled);
  const [previewLang, setPreviewLang] = useState<Lang>('en');
  const [preview, setPreview] = useState<RenderedMessage | null>(null);
  const [error, setError] = useState<string | null>(null);
  // the screen's templates are read again before onSaved: the switches above show the new state
  const write = useApiWrite();
  const saving = write.busy !== null;

  const previewed: Texts =
    previewLang === 'fr'
      ? { subject: french.subject.trim() || english.subject, body: french.body.trim() || english.body }
      : english;
  const { subject, body } = previewed;

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      // a read (nothing is stored), so it is no write of useApiWrite
      guestMessages
        .preview(template.kind, { subject, body, lang: previewLang }, controller.signal)
        .then((rendered) => {
          setPreview(rendered);
          setError(null);
        })
        .catch((e: unknown) => {
          if (!controller.signal.aborted) setError(describe(e));
        });
    }, 500);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [template.kind, subject, body, previewLang]);

  const save = async () => {
    const result = await write.run('save', () =>
      guestMessages.saveTemplate(template.kind, { ...english, enabled, translations: { fr: french } }),
    );
    if (result.ok) {
      setError(null);
      onSaved(result.data);
    } else if (!result.expired) setError(describe(result.error));
  };

  return (
    <div className="space-y-6">
      <form
        className="card space-y-4 p-5"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <h3 className="text-lg font-semibold">{messageKindLabels[template.kind]}</h3>
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
          Send this mail to every stay with an email
        </label>
        <div className="grid gap-6 lg:grid-cols-2">
          <TemplateTexts id={`${id}-en`} language="English" texts={english} onChange={setEnglish} />
          <TemplateTexts
            id={`${id}-fr`}
            language="French"
            texts={french}
            onChange={setFrench}
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
  texts,
  onChange,
  english,
}: {
  id: string;
  language: string;
  texts: Texts;
  onChange: (texts: Texts) => void;
  english?: Texts;
}) {
  const missing = (field: keyof Texts) =>
    english !== undefined && needsFrench({ english: english[field], french: texts[field] });
  return (
    <fieldset className="min-w-0 space-y-4">
      <legend className="mb-2 font-semibold text-brand-900">{language}</legend>
      <div>
        <label htmlFor={`${id}-subject`} className="field-label">
          {language} subject
          <MissingFrench show={missing('subject')} />
        </label>
        <input
          id={`${id}-subject`}
          className="field-input w-full"
          value={texts.subject}
          onChange={(e) => onChange({ ...texts, subject: e.target.value })}
        />
      </div>
      <div>
        <label htmlFor={`${id}-body`} className="field-label">
          {language} text (Markdown)
          <MissingFrench show={missing('body')} />
        </label>
        <textarea
          id={`${id}-body`}
          className="field-input h-72 w-full font-mono text-sm"
          value={texts.body}
          onChange={(e) => onChange({ ...texts, body: e.target.value })}
        />
      </div>
    </fieldset>
  );
}

function describe(error: unknown): string {
  if (error instanceof ApiError) {
    const fields = Object.values(error.fields ?? {});
    return fields.length > 0 ? fields.join('. ') : error.message;
  }
  return (error as Error).message;
}

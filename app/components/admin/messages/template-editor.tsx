import { useEffect, useId, useState } from 'react';
import { messagePlaceholders, type RenderedMessage, type Template } from '#common/guest-messages.ts';
import { messageKindLabels } from '../../../lib/admin/guest-message-labels.ts';
import { useApiWrite } from '../../../lib/admin/use-api-write.ts';
import { guestMessages } from '../../../lib/api/guest-messages.ts';
import { ApiError } from '../../../lib/api.ts';
import { Markdown } from '../../content.tsx';

/**
 * One kind's text with its preview beside it (issue 25): the preview asks the server for the mail a sample
 * stay would get (the same safe renderer as the real mails), half a second after typing stops.
 */
export function TemplateEditor({
  template,
  onSaved,
}: {
  template: Template;
  onSaved: (saved: Template) => void;
}) {
  const id = useId();
  const [subject, setSubject] = useState(template.subject);
  const [body, setBody] = useState(template.body);
  const [enabled, setEnabled] = useState(template.enabled);
  const [preview, setPreview] = useState<RenderedMessage | null>(null);
  const [error, setError] = useState<string | null>(null);
  // the screen's templates are read again before onSaved: the switches above show the new state
  const write = useApiWrite();
  const saving = write.busy !== null;

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      // a read (nothing is stored), so it is no write of useApiWrite
      guestMessages
        .preview(template.kind, { subject, body }, controller.signal)
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
  }, [template.kind, subject, body]);

  const save = async () => {
    const result = await write.run('save', () =>
      guestMessages.saveTemplate(template.kind, { subject, body, enabled }),
    );
    if (result.ok) {
      setError(null);
      onSaved(result.data);
    } else if (!result.expired) setError(describe(result.error));
  };

  return (
    <div className="grid gap-6 lg:grid-cols-2">
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
        <div>
          <label htmlFor={`${id}-subject`} className="field-label">
            Subject
          </label>
          <input
            id={`${id}-subject`}
            className="field-input w-full"
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor={`${id}-body`} className="field-label">
            Text (Markdown)
          </label>
          <textarea
            id={`${id}-body`}
            className="field-input h-72 w-full font-mono text-sm"
            value={body}
            onChange={(e) => setBody(e.target.value)}
          />
          <p className="mt-1 text-sm text-slate-700">
            Placeholders: {messagePlaceholders.map((p) => `{${p}}`).join(' ')}
          </p>
        </div>
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
        <h3 className="text-lg font-semibold">Preview with a sample stay</h3>
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

function describe(error: unknown): string {
  if (error instanceof ApiError) {
    const fields = Object.values(error.fields ?? {});
    return fields.length > 0 ? fields.join('. ') : error.message;
  }
  return (error as Error).message;
}

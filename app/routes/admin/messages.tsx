import { getFormProps } from '@conform-to/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import {
  guideDaysBeforeSchema,
  type MessageKind,
  type MessageSettings,
  type Template,
} from '#common/guest-messages.ts';
import { LoadState } from '../../components/admin/load-state.tsx';
import { TemplateEditor } from '../../components/admin/messages/template-editor.tsx';
import { type ApiData, loadApiData, loading } from '../../lib/admin/api-data.ts';
import { messageKindLabels } from '../../lib/admin/guest-message-labels.ts';
import { adminMeta } from '../../lib/admin/page-titles.ts';
import { useApiWrite } from '../../lib/admin/use-api-write.ts';
import { apiAnswer, client } from '../../lib/api/client.ts';
import { fieldRefusal } from '../../lib/forms/field-refusal.ts';
import { textInput } from '../../lib/forms/inputs.ts';
import { numberFromText } from '../../lib/forms/number-text.ts';
import { useApiForm } from '../../lib/forms/use-api-form.ts';
import type { Route } from './+types/messages';

export const meta: Route.MetaFunction = () => adminMeta('Messages');

interface MessagesData {
  templates: Template[];
  settings: MessageSettings;
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const [templates, settings] = await Promise.all([
    loadApiData((signal) => apiAnswer(client.GET('/api/v1/message-templates', { signal })), request),
    loadApiData((signal) => apiAnswer(client.GET('/api/v1/message-settings', { signal })), request),
  ]);
  if (templates.status === 'error') return { messages: templates };
  if (settings.status === 'error') return { messages: settings };
  const messages: ApiData<MessagesData> = {
    status: 'ready',
    data: { templates: templates.data, settings: settings.data },
  };
  return { messages };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <MessagesView messages={loading} />;
}

export default function Messages({ loaderData }: Route.ComponentProps) {
  return <MessagesView messages={loaderData.messages} />;
}

/** The texts of the guest mails (issue 25), one kind at a time with its preview, and when the guide goes. */
function MessagesView({ messages }: { messages: ApiData<MessagesData> }) {
  const [kind, setKind] = useState<MessageKind>('guide');
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <>
      <div>
        <h2 className="text-2xl font-semibold">Messages to guests</h2>
        <p className="text-slate-700">
          Every stay with a guest email gets these mails by itself, each once. See what went out in the{' '}
          <Link to="/admin/outbox" className="underline">
            Outbox
          </Link>
          .
        </p>
      </div>
      <LoadState
        state={messages}
        loadingText="Loading the messages..."
        errorText="Couldn't load the messages"
      >
        {({ templates, settings }) => {
          const template = templates.find((t) => t.kind === kind);
          return (
            <div className="mt-6 space-y-6">
              <GuideDaysForm days={settings.guide_days_before} />
              <div className="flex flex-wrap gap-2" role="tablist" aria-label="Mail">
                {templates.map((t) => (
                  <button
                    key={t.kind}
                    type="button"
                    role="tab"
                    aria-selected={t.kind === kind}
                    className={t.kind === kind ? 'btn-dark' : 'btn-outline'}
                    onClick={() => {
                      setKind(t.kind);
                      setSaved(null);
                    }}
                  >
                    {messageKindLabels[t.kind]}
                    {t.enabled ? '' : ' (off)'}
                  </button>
                ))}
              </div>
              {saved ? (
                <p role="status" className="font-semibold text-emerald-800">
                  {saved}
                </p>
              ) : null}
              {template ? (
                <TemplateEditor
                  key={`${template.kind} ${template.updated_at}`}
                  template={template}
                  onSaved={(t) => setSaved(`${messageKindLabels[t.kind]} saved`)}
                />
              ) : null}
            </div>
          );
        }}
      </LoadState>
    </>
  );
}

/** The guide's days as the API checks them (PUT /message-settings), from the number typed. */
const guideDaysSchema = z.object({ guide_days_before: numberFromText(guideDaysBeforeSchema) });

/** When the guide goes; the screen is read again after a save. */
function GuideDaysForm({ days }: { days: number }) {
  const write = useApiWrite();
  const { form, fields } = useApiForm({
    schema: guideDaysSchema,
    defaultValue: { guide_days_before: String(days) },
    async onValid(settings) {
      const result = await write.run('save', () =>
        apiAnswer(client.PUT('/api/v1/message-settings', { body: settings })),
      );
      if (result.ok || result.expired) return result.ok ? undefined : {};
      return fieldRefusal(result.error.fields, ['guide_days_before']) ?? { message: result.error.message };
    },
  });
  const error = fields.guide_days_before.errors?.[0] ?? form.errors?.[0];

  return (
    <form {...getFormProps(form)} className="card flex flex-wrap items-end gap-3 p-5">
      <div>
        <label htmlFor="guide-days" className="field-label">
          Send the guide this many days before arrival (at 10:00)
        </label>
        <input
          {...textInput(fields.guide_days_before, 'number')}
          id="guide-days"
          min={0}
          max={60}
          aria-invalid={Boolean(error)}
          className="field-input w-32"
        />
      </div>
      <button type="submit" className="btn-outline">
        Save
      </button>
      {error ? (
        <p role="alert" className="w-full font-semibold text-red-800">
          {error}
        </p>
      ) : null}
    </form>
  );
}

import { getFormProps } from '@conform-to/react';
import { type FormEvent, useState } from 'react';
import { contentMessages } from '#common/site-content.ts';
import { needsFrench } from '../../../lib/admin/french-texts.ts';
import { useApiWrite } from '../../../lib/admin/use-api-write.ts';
import { apiAnswer, client } from '../../../lib/api/client.ts';
import { textArea, textInput } from '../../../lib/forms/inputs.ts';
import { useApiForm } from '../../../lib/forms/use-api-form.ts';
import { Field } from '../field.tsx';
import { LeaveGuard } from '../leave-guard.tsx';
import { FormSection } from '../property-form/form-section.tsx';
import { MissingFrench } from './content-field.tsx';
import { BookingSettingsSection } from './settings-booking.tsx';
import {
  formNameOfServerField,
  frenchFieldsOf,
  frenchOf,
  type SaveState,
  type SiteSettingsData,
  settingsDefaults,
  settingsFields,
  settingsFormSchema,
} from './settings-fields.ts';
import { PricingSettingsSection } from './settings-pricing.tsx';
import { SettingsSaveBar } from './settings-save-bar.tsx';
import { SocialLinksSection } from './settings-social-links.tsx';

const fieldsNeedAttention = 'Not saved: some fields need your attention. They are marked in red.';

/**
 * The brand and contact details every public page shows (header, footer, contact page), and the taxes and
 * cancellation policy every quote and the Terms page use (issue 40), and the requests to book's hold and
 * payment instructions (issue 41).
 */
export function SettingsForm({ settings }: { settings: SiteSettingsData }) {
  // the form keeps what it saved: no loader to run again
  const write = useApiWrite({ revalidate: false });
  const [save, setSave] = useState<SaveState>({ kind: 'idle', message: '' });
  const [updatedAt, setUpdatedAt] = useState(settings.updated_at);
  // what the form counts changes from: the settings as loaded, then as last saved
  const [saved, setSaved] = useState(() => settingsDefaults(settings, settings.translations.fr));
  const { form, fields } = useApiForm({
    schema: settingsFormSchema,
    defaultValue: saved,
    resetOnSuccess: true,
    async onValid(values) {
      setSave({ kind: 'busy', message: 'Saving settings…' });
      const result = await write.run('save', () =>
        apiAnswer(client.PUT('/api/v1/settings', { body: values })),
      );
      if (result.ok) {
        setSaved(settingsDefaults(values, result.data.translations.fr));
        setUpdatedAt(result.data.updated_at ?? new Date().toISOString());
        setSave({ kind: 'done', message: `${contentMessages.settingsSaved}: every page shows them now.` });
        return undefined;
      }
      if (result.expired) {
        setSave({ kind: 'error', message: 'Not saved: your session expired. Log in again, then retry.' });
        return {};
      }
      const named = Object.entries(result.error.fields);
      setSave({
        kind: 'error',
        message: named.length > 0 ? fieldsNeedAttention : `Not saved: ${result.error.message}`,
      });
      return {
        fields: Object.fromEntries(named.map(([name, message]) => [formNameOfServerField(name), message])),
      };
    },
  });
  // a form the schema refused says so in the bar, until the next save is tried
  const shown: SaveState =
    form.status === 'error' && save.kind === 'idle' ? { kind: 'error', message: fieldsNeedAttention } : save;
  const french = frenchFieldsOf(fields);

  /** A new try at saving starts with nothing said (Conform's list buttons submit too: they have a name). */
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!(event.nativeEvent as SubmitEvent).submitter?.getAttribute('name'))
      setSave({ kind: 'idle', message: '' });
    form.onSubmit(event);
  };

  return (
    <form {...getFormProps(form)} onSubmit={onSubmit} aria-label="Site settings">
      <fieldset disabled={save.kind === 'busy'} className="min-w-0 space-y-6">
        <FormSection
          title="Brand and contact details"
          description="Shown in the header, the footer and on the contact page."
        >
          <div className="grid gap-4 md:grid-cols-2">
            {settingsFields.map((setting) => {
              const field = fields[setting.name];
              const english = (
                <Field
                  key={setting.name}
                  label={setting.label}
                  required={setting.required}
                  hint={setting.hint}
                  error={field.errors?.[0]}
                  className={setting.rows && !frenchOf[setting.name] ? 'md:col-span-2' : undefined}
                >
                  {(controlProps) =>
                    setting.rows ? (
                      <textarea
                        {...controlProps}
                        {...textArea(field)}
                        rows={setting.rows}
                        className="field-input"
                      />
                    ) : (
                      <input
                        {...controlProps}
                        {...textInput(field, setting.type ?? 'text')}
                        className="field-input"
                      />
                    )
                  }
                </Field>
              );
              const frenchName = frenchOf[setting.name];
              if (!frenchName) return english;
              const frenchField = french[frenchName];
              const missing = needsFrench({
                english: String(field.value ?? ''),
                french: frenchField.value ?? '',
              });
              return (
                <div key={setting.name} className="grid gap-4 sm:grid-cols-2 md:col-span-2" data-bilingual="">
                  {english}
                  <Field
                    label={`${setting.label} in French`}
                    hint={missing ? <MissingFrench /> : 'Shown on the French pages (/fr).'}
                    error={frenchField.errors?.[0]}
                  >
                    {(controlProps) =>
                      setting.rows ? (
                        <textarea
                          {...controlProps}
                          {...textArea(frenchField)}
                          lang="fr"
                          rows={setting.rows}
                          className="field-input"
                        />
                      ) : (
                        <input
                          {...controlProps}
                          {...textInput(frenchField, 'text')}
                          lang="fr"
                          className="field-input"
                        />
                      )
                    }
                  </Field>
                </div>
              );
            })}
          </div>
        </FormSection>
        <SocialLinksSection form={form} fields={fields} />
        <PricingSettingsSection form={form} fields={fields} />
        <BookingSettingsSection fields={fields} />
      </fieldset>
      <SettingsSaveBar save={shown} dirty={Boolean(form.dirty)} updatedAt={updatedAt} />
      <LeaveGuard when={Boolean(form.dirty) && save.kind !== 'busy'} />
    </form>
  );
}

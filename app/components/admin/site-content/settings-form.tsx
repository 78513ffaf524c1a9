import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { get, type Resolver, useForm, useWatch } from 'react-hook-form';
import { contentMessages } from '#common/site-content.ts';
import { useApiWrite } from '../../../lib/admin/use-api-write.ts';
import { type SettingsWithPricing, siteContent } from '../../../lib/api/site-content.ts';
import { Field } from '../field.tsx';
import { LeaveGuard } from '../leave-guard.tsx';
import { FormSection } from '../property-form/form-section.tsx';
import { MissingFrench } from './content-field.tsx';
import { BookingSettingsSection } from './settings-booking.tsx';
import {
  type FrenchSettings,
  frenchDefaults,
  frenchOf,
  type SaveState,
  type SettingsInput,
  type SettingsOutput,
  settingsFields,
  settingsFormSchema,
} from './settings-fields.ts';
import { PricingSettingsSection } from './settings-pricing.tsx';
import { SettingsSaveBar } from './settings-save-bar.tsx';
import { SocialLinksSection } from './settings-social-links.tsx';

/**
 * The brand and contact details every public page shows (header, footer, contact page), and the taxes and
 * cancellation policy every quote and the Terms page use (issue 40), and the requests to book's hold and
 * payment instructions (issue 41).
 */
export function SettingsForm({ settings }: { settings: SettingsWithPricing }) {
  // the form keeps what it saved: no loader to run again
  const write = useApiWrite({ revalidate: false });
  const [save, setSave] = useState<SaveState>({ kind: 'idle', message: '' });
  const [updatedAt, setUpdatedAt] = useState(settings.updated_at);
  const form = useForm<SettingsInput, unknown, SettingsOutput>({
    resolver: zodResolver(settingsFormSchema) as unknown as Resolver<SettingsInput, unknown, SettingsOutput>,
    mode: 'onTouched',
    defaultValues: {
      brand_name: settings.brand_name,
      phone: settings.phone,
      email: settings.email,
      office_address: settings.office_address,
      footer_blurb: settings.footer_blurb,
      social_links: settings.social_links,
      developer_credit: settings.developer_credit,
      taxes: settings.taxes,
      cancellation: settings.cancellation,
      request_hold_hours: settings.request_hold_hours,
      payment_instructions: settings.payment_instructions,
      after_hours_phone: settings.after_hours_phone,
      translations: { fr: frenchDefaults(settings.translations.fr) },
    },
  });
  const watched = useWatch({ control: form.control });
  const { register, formState, handleSubmit, reset, setError } = form;
  const errorOf = (name: string) =>
    (get(formState.errors, name) as { message?: string } | undefined)?.message;

  const submit = handleSubmit(
    async (values) => {
      setSave({ kind: 'busy', message: 'Saving settings…' });
      const result = await write.run('save', () => siteContent.saveSettings(values));
      if (result.ok) {
        reset({
          ...values,
          translations: { fr: frenchDefaults(result.data.translations.fr) },
        });
        setUpdatedAt(result.data.updated_at ?? new Date().toISOString());
        setSave({ kind: 'done', message: `${contentMessages.settingsSaved}: every page shows them now.` });
        return;
      }
      if (result.expired) {
        setSave({ kind: 'error', message: 'Not saved: your session expired. Log in again, then retry.' });
        return;
      }
      const named = Object.entries(result.error.fields);
      for (const [name, message] of named)
        setError(name.replace(/\[(\d+)\]/g, '.$1') as never, { type: 'server', message });
      setSave({
        kind: 'error',
        message:
          named.length > 0
            ? 'Not saved: some fields need your attention. They are marked in red.'
            : `Not saved: ${result.error.message}`,
      });
    },
    () =>
      setSave({
        kind: 'error',
        message: 'Not saved: some fields need your attention. They are marked in red.',
      }),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Site settings">
      <fieldset disabled={save.kind === 'busy'} className="min-w-0 space-y-6">
        <FormSection
          title="Brand and contact details"
          description="Shown in the header, the footer and on the contact page."
        >
          <div className="grid gap-4 md:grid-cols-2">
            {settingsFields.map((field) => {
              const english = (
                <Field
                  key={field.name}
                  label={field.label}
                  required={field.required}
                  hint={field.hint}
                  error={errorOf(field.name)}
                  className={field.rows && !frenchOf[field.name] ? 'md:col-span-2' : undefined}
                >
                  {(controlProps) =>
                    field.rows ? (
                      <textarea
                        {...controlProps}
                        {...register(field.name)}
                        rows={field.rows}
                        className="field-input"
                      />
                    ) : (
                      <input
                        {...controlProps}
                        {...register(field.name)}
                        type={field.type ?? 'text'}
                        className="field-input"
                      />
                    )
                  }
                </Field>
              );
              const french = frenchOf[field.name];
              if (!french) return english;
              const englishText = watched[field.name as keyof FrenchSettings];
              const frenchText = watched.translations?.fr?.[field.name as keyof FrenchSettings];
              const missing = Boolean(englishText?.trim()) && !frenchText?.trim();
              return (
                <div key={field.name} className="grid gap-4 sm:grid-cols-2 md:col-span-2" data-bilingual="">
                  {english}
                  <Field
                    label={`${field.label} in French`}
                    hint={missing ? <MissingFrench /> : 'Shown on the French pages (/fr).'}
                    error={errorOf(french)}
                  >
                    {(controlProps) =>
                      field.rows ? (
                        <textarea
                          {...controlProps}
                          {...register(french)}
                          lang="fr"
                          rows={field.rows}
                          className="field-input"
                        />
                      ) : (
                        <input {...controlProps} {...register(french)} lang="fr" className="field-input" />
                      )
                    }
                  </Field>
                </div>
              );
            })}
          </div>
        </FormSection>
        <SocialLinksSection form={form} errorOf={errorOf} />
        <PricingSettingsSection form={form} errorOf={errorOf} />
        <BookingSettingsSection form={form} errorOf={errorOf} />
      </fieldset>
      <SettingsSaveBar save={save} dirty={formState.isDirty} updatedAt={updatedAt} />
      <LeaveGuard when={formState.isDirty && save.kind !== 'busy'} />
    </form>
  );
}

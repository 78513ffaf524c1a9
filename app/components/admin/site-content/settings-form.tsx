import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type FieldPath, get, type Resolver, useFieldArray, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  contentMessages,
  type SiteContentSettingsResponse,
  type settingsTranslatable,
  siteContentSettingsInputSchema,
  type siteContentSettingsSchema,
} from '#common/site-content.ts';
import { formatDateTime } from '../../../lib/admin/format.ts';
import { useApiWrite } from '../../../lib/admin/use-api-write.ts';
import { siteContent } from '../../../lib/api/site-content.ts';
import { useSiteTimeZone } from '../../../lib/use-site.ts';
import { removeTextButton } from '../button-styles.ts';
import { Field } from '../field.tsx';
import { LeaveGuard } from '../leave-guard.tsx';
import { FormSection } from '../property-form/form-section.tsx';
import { MissingFrench } from './content-field.tsx';

type FrenchSettings = Record<keyof typeof settingsTranslatable, string>;
type SettingsInput = z.input<typeof siteContentSettingsSchema> & { translations: { fr: FrenchSettings } };
type SettingsOutput = z.output<typeof siteContentSettingsInputSchema>;

/** The settings' texts with a French beside them (issue 28), where the form keeps it. */
const frenchOf: Partial<Record<string, `translations.fr.${keyof FrenchSettings}`>> = {
  footer_blurb: 'translations.fr.footer_blurb',
  developer_credit: 'translations.fr.developer_credit',
};

/** The French the form starts from: '' where there is none (saved blank, it stays none). */
const frenchDefaults = (french: Partial<FrenchSettings> | undefined): FrenchSettings => ({
  footer_blurb: french?.footer_blurb ?? '',
  developer_credit: french?.developer_credit ?? '',
});

type SaveState = { kind: 'idle' | 'busy' | 'done' | 'error'; message: string };

const fields: Array<{
  name: FieldPath<SettingsInput>;
  label: string;
  required?: boolean;
  rows?: number;
  type?: string;
  hint?: string;
}> = [
  { name: 'brand_name', label: 'Brand name', required: true },
  { name: 'phone', label: 'Phone', required: true, type: 'tel' },
  { name: 'email', label: 'E-mail', required: true, type: 'email' },
  { name: 'office_address', label: 'Office address', required: true, rows: 2 },
  {
    name: 'footer_blurb',
    label: 'Footer blurb',
    rows: 3,
    hint: 'The short text about the company in every page footer.',
  },
  {
    name: 'developer_credit',
    label: 'Developer credit',
    hint: 'The credit line at the very bottom of each page.',
  },
];

/** The brand and contact details every public page shows (header, footer, contact page). */
export function SettingsForm({ settings }: { settings: SiteContentSettingsResponse }) {
  const timeZone = useSiteTimeZone();
  // the form keeps what it saved: no loader to run again
  const write = useApiWrite({ revalidate: false });
  const [save, setSave] = useState<SaveState>({ kind: 'idle', message: '' });
  const [updatedAt, setUpdatedAt] = useState(settings.updated_at);
  const form = useForm<SettingsInput, unknown, SettingsOutput>({
    resolver: zodResolver(siteContentSettingsInputSchema) as unknown as Resolver<
      SettingsInput,
      unknown,
      SettingsOutput
    >,
    mode: 'onTouched',
    defaultValues: {
      brand_name: settings.brand_name,
      phone: settings.phone,
      email: settings.email,
      office_address: settings.office_address,
      footer_blurb: settings.footer_blurb,
      social_links: settings.social_links,
      developer_credit: settings.developer_credit,
      translations: { fr: frenchDefaults(settings.translations.fr) },
    },
  });
  const watched = useWatch({ control: form.control });
  const { register, formState, handleSubmit, reset, setError, control } = form;
  const social = useFieldArray({ control, name: 'social_links' });
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
            {fields.map((field) => {
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
        <FormSection
          title="Social links"
          description="Links to the company's pages elsewhere, e.g. Instagram."
        >
          {social.fields.length === 0 ? <p className="text-slate-700">No social links yet.</p> : null}
          <ul className="space-y-4">
            {social.fields.map((item, index) => (
              <li
                key={item.id}
                className="grid gap-4 rounded-xl border border-slate-200 p-4 md:grid-cols-[1fr_2fr_auto] md:items-start"
              >
                <Field label="Name" required error={errorOf(`social_links.${index}.label`)}>
                  {(controlProps) => (
                    <input
                      {...controlProps}
                      {...register(`social_links.${index}.label`)}
                      className="field-input"
                    />
                  )}
                </Field>
                <Field label="Address" required error={errorOf(`social_links.${index}.href`)}>
                  {(controlProps) => (
                    <input
                      {...controlProps}
                      {...register(`social_links.${index}.href`)}
                      type="url"
                      className="field-input"
                    />
                  )}
                </Field>
                <button
                  type="button"
                  className={`${removeTextButton} md:mt-8`}
                  onClick={() => social.remove(index)}
                >
                  Remove<span className="sr-only"> social link {index + 1}</span>
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="btn-outline mt-3 min-h-10 px-4 py-1.5 text-sm"
            onClick={() => social.append({ label: '', href: '' })}
          >
            <span aria-hidden="true">+</span> Add social link
          </button>
        </FormSection>
      </fieldset>
      <div className="sticky bottom-0 z-10 -mx-4 mt-6 border-t border-brand-100 bg-white/95 px-4 py-4 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border sm:px-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          {save.kind === 'error' ? (
            <p role="alert" className="font-medium text-red-700">
              {save.message}
            </p>
          ) : (
            <p role="status" className="font-medium text-brand-900">
              {save.kind === 'busy' || save.kind === 'done'
                ? formState.isDirty && save.kind === 'done'
                  ? 'Unsaved changes'
                  : save.message
                : formState.isDirty
                  ? 'Unsaved changes'
                  : updatedAt
                    ? `Last changed ${formatDateTime(updatedAt, timeZone)}`
                    : 'No changes'}
            </p>
          )}
          <button type="submit" className="btn-primary" disabled={save.kind === 'busy'}>
            Save settings
          </button>
        </div>
      </div>
      <LeaveGuard when={formState.isDirty && save.kind !== 'busy'} />
    </form>
  );
}

import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { removeTextButton } from '../button-styles.ts';
import { Field } from '../field.tsx';
import { FormSection } from '../property-form/form-section.tsx';
import type { SettingsInput, SettingsOutput } from './settings-fields.ts';

/** The settings' social links: a name and an address each, added and removed in place. */
export function SocialLinksSection({
  form,
  errorOf,
}: {
  form: UseFormReturn<SettingsInput, unknown, SettingsOutput>;
  errorOf: (name: string) => string | undefined;
}) {
  const { control, register } = form;
  const social = useFieldArray({ control, name: 'social_links' });
  return (
    <FormSection title="Social links" description="Links to the company's pages elsewhere, e.g. Instagram.">
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
  );
}

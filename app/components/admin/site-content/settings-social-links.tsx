import { textInput } from '../../../lib/forms/inputs.ts';
import { Field } from '../field.tsx';
import { FormSection } from '../property-form/form-section.tsx';
import { RowList } from '../row-list.tsx';
import type { SettingsFields, SettingsForm } from './settings-fields.ts';

/** The settings' social links: a name and an address each, added and removed in place. */
export function SocialLinksSection({ form, fields }: { form: SettingsForm; fields: SettingsFields }) {
  const links = fields.social_links.getFieldList();
  const name = fields.social_links.name;
  return (
    <FormSection title="Social links" description="Links to the company's pages elsewhere, e.g. Instagram.">
      <RowList
        rows={links}
        noun="social link"
        addLabel="Add social link"
        empty="No social links yet."
        rowClassName="grid gap-4 rounded-xl border border-slate-200 p-4 md:grid-cols-[1fr_2fr_auto] md:items-start"
        onAdd={() => form.insert({ name, defaultValue: { label: '', href: '' } })}
        onRemove={(index) => form.remove({ name, index })}
      >
        {(index) => {
          const link = links[index]!.getFieldset();
          return (
            <>
              <Field label="Name" required error={link.label.errors?.[0]}>
                {(p) => <input {...p} {...textInput(link.label, 'text')} className="field-input" />}
              </Field>
              <Field label="Address" required error={link.href.errors?.[0]}>
                {(p) => <input {...p} {...textInput(link.href, 'url')} className="field-input" />}
              </Field>
            </>
          );
        }}
      </RowList>
    </FormSection>
  );
}

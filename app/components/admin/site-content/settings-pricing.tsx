import { checkboxInput } from '../../../lib/forms/choice-inputs.ts';
import { textInput } from '../../../lib/forms/inputs.ts';
import { Field } from '../field.tsx';
import { FormSection } from '../property-form/form-section.tsx';
import { RowList } from '../row-list.tsx';
import type { SettingsFields, SettingsForm } from './settings-fields.ts';

/**
 * The site's taxes and cancellation policy (issue 40, item 2): every quote and the Terms page read them,
 * so they cannot disagree. Percents as numbers (5, 2.5); a tax may stop for stays of so many nights or more.
 */
export function PricingSettingsSection({ form, fields }: { form: SettingsForm; fields: SettingsFields }) {
  const taxes = fields.taxes.getFieldList();
  const steps = fields.cancellation.getFieldList();
  const policyError = fields.cancellation.errors?.[0];
  return (
    <>
      <FormSection
        title="Taxes"
        description="Added to every quote, each on its own base: the nights after discount, plus the fees when it applies to fees."
      >
        <RowList
          rows={taxes}
          noun="tax"
          addLabel="Add tax"
          empty="No taxes."
          rowTestId="tax-row"
          rowClassName="grid gap-4 rounded-xl border border-slate-200 p-4 md:grid-cols-[1fr_8rem_10rem_auto_auto] md:items-start"
          onAdd={() =>
            form.insert({
              name: fields.taxes.name,
              defaultValue: { name: '', percent: '0', on_fees: true, exempt_from_nights: '' },
            })
          }
          onRemove={(index) => form.remove({ name: fields.taxes.name, index })}
        >
          {(index) => {
            const tax = taxes[index]!.getFieldset();
            return (
              <>
                <Field label="Tax name" required error={tax.name.errors?.[0]}>
                  {(p) => <input {...p} {...textInput(tax.name, 'text')} className="field-input" />}
                </Field>
                <Field label="Percent" required error={tax.percent.errors?.[0]}>
                  {(p) => (
                    <input
                      {...p}
                      {...textInput(tax.percent, 'text')}
                      inputMode="decimal"
                      className="field-input"
                    />
                  )}
                </Field>
                <Field
                  label="Exempt from nights"
                  hint="Blank: never exempt."
                  error={tax.exempt_from_nights.errors?.[0]}
                >
                  {(p) => (
                    <input
                      {...p}
                      {...textInput(tax.exempt_from_nights, 'text')}
                      inputMode="numeric"
                      className="field-input"
                    />
                  )}
                </Field>
                <label className="flex min-h-11 items-center gap-2 md:mt-8">
                  <input {...checkboxInput(tax.on_fees)} className="size-5" />
                  On fees too
                </label>
              </>
            );
          }}
        </RowList>
      </FormSection>
      <FormSection
        title="Cancellation policy"
        description="Each step: cancelling at least so many days before arrival refunds this percent of the total, less a processing fee percent. The quote shows the deadlines as dates."
      >
        {policyError ? (
          <p role="alert" className="font-semibold text-red-800">
            {policyError}
          </p>
        ) : null}
        <RowList
          rows={steps}
          noun="step"
          addLabel="Add step"
          rowTestId="cancellation-row"
          rowClassName="grid gap-4 rounded-xl border border-slate-200 p-4 md:grid-cols-[1fr_1fr_1fr_auto] md:items-start"
          onAdd={() =>
            form.insert({
              name: fields.cancellation.name,
              defaultValue: { days_before: '0', refund_percent: '0', fee_percent: '0' },
            })
          }
          onRemove={(index) => form.remove({ name: fields.cancellation.name, index })}
        >
          {(index) => {
            const step = steps[index]!.getFieldset();
            return (
              <>
                <Field label="Days before arrival" required error={step.days_before.errors?.[0]}>
                  {(p) => (
                    <input
                      {...p}
                      {...textInput(step.days_before, 'text')}
                      inputMode="numeric"
                      className="field-input"
                    />
                  )}
                </Field>
                <Field label="Refund percent" required error={step.refund_percent.errors?.[0]}>
                  {(p) => (
                    <input
                      {...p}
                      {...textInput(step.refund_percent, 'text')}
                      inputMode="decimal"
                      className="field-input"
                    />
                  )}
                </Field>
                <Field label="Fee percent" required error={step.fee_percent.errors?.[0]}>
                  {(p) => (
                    <input
                      {...p}
                      {...textInput(step.fee_percent, 'text')}
                      inputMode="decimal"
                      className="field-input"
                    />
                  )}
                </Field>
              </>
            );
          }}
        </RowList>
      </FormSection>
    </>
  );
}

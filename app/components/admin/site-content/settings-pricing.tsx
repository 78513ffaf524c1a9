import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { removeTextButton } from '../button-styles.ts';
import { Field } from '../field.tsx';
import { FormSection } from '../property-form/form-section.tsx';
import type { SettingsInput, SettingsOutput } from './settings-fields.ts';

const asNumber = (value: unknown) => (value === '' || value === null ? Number.NaN : Number(value));
const asNumberOrNull = (value: unknown) => (value === '' || value === null ? null : Number(value));

/**
 * The site's taxes and cancellation policy (issue 40, item 2): every quote and the Terms page read them,
 * so they cannot disagree. Percents as numbers (5, 2.5); a tax may stop for stays of so many nights or more.
 */
export function PricingSettingsSection({
  form,
  errorOf,
}: {
  form: UseFormReturn<SettingsInput, unknown, SettingsOutput>;
  errorOf: (name: string) => string | undefined;
}) {
  const { control, register } = form;
  const taxes = useFieldArray({ control, name: 'taxes' });
  const steps = useFieldArray({ control, name: 'cancellation' });
  return (
    <>
      <FormSection
        title="Taxes"
        description="Added to every quote, each on its own base: the nights after discount, plus the fees when it applies to fees."
      >
        {taxes.fields.length === 0 ? <p className="text-slate-700">No taxes.</p> : null}
        <ul className="space-y-4">
          {taxes.fields.map((item, index) => (
            <li
              key={item.id}
              data-testid="tax-row"
              className="grid gap-4 rounded-xl border border-slate-200 p-4 md:grid-cols-[1fr_8rem_10rem_auto_auto] md:items-start"
            >
              <Field label="Tax name" required error={errorOf(`taxes.${index}.name`)}>
                {(p) => <input {...p} {...register(`taxes.${index}.name`)} className="field-input" />}
              </Field>
              <Field label="Percent" required error={errorOf(`taxes.${index}.percent`)}>
                {(p) => (
                  <input
                    {...p}
                    {...register(`taxes.${index}.percent`, { setValueAs: asNumber })}
                    inputMode="decimal"
                    className="field-input"
                  />
                )}
              </Field>
              <Field
                label="Exempt from nights"
                hint="Blank: never exempt."
                error={errorOf(`taxes.${index}.exempt_from_nights`)}
              >
                {(p) => (
                  <input
                    {...p}
                    {...register(`taxes.${index}.exempt_from_nights`, { setValueAs: asNumberOrNull })}
                    inputMode="numeric"
                    className="field-input"
                  />
                )}
              </Field>
              <label className="flex min-h-11 items-center gap-2 md:mt-8">
                <input type="checkbox" {...register(`taxes.${index}.on_fees`)} className="size-5" />
                On fees too
              </label>
              <button
                type="button"
                className={`${removeTextButton} md:mt-8`}
                onClick={() => taxes.remove(index)}
              >
                Remove<span className="sr-only"> tax {index + 1}</span>
              </button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="btn-outline mt-3 min-h-10 px-4 py-1.5 text-sm"
          onClick={() => taxes.append({ name: '', percent: 0, on_fees: true, exempt_from_nights: null })}
        >
          <span aria-hidden="true">+</span> Add tax
        </button>
      </FormSection>
      <FormSection
        title="Cancellation policy"
        description="Each step: cancelling at least so many days before arrival refunds this percent of the total, less a processing fee percent. The quote shows the deadlines as dates."
      >
        {errorOf('cancellation') ? (
          <p role="alert" className="font-semibold text-red-800">
            {errorOf('cancellation')}
          </p>
        ) : null}
        <ul className="space-y-4">
          {steps.fields.map((item, index) => (
            <li
              key={item.id}
              data-testid="cancellation-row"
              className="grid gap-4 rounded-xl border border-slate-200 p-4 md:grid-cols-[1fr_1fr_1fr_auto] md:items-start"
            >
              <Field
                label="Days before arrival"
                required
                error={errorOf(`cancellation.${index}.days_before`)}
              >
                {(p) => (
                  <input
                    {...p}
                    {...register(`cancellation.${index}.days_before`, { setValueAs: asNumber })}
                    inputMode="numeric"
                    className="field-input"
                  />
                )}
              </Field>
              <Field label="Refund percent" required error={errorOf(`cancellation.${index}.refund_percent`)}>
                {(p) => (
                  <input
                    {...p}
                    {...register(`cancellation.${index}.refund_percent`, { setValueAs: asNumber })}
                    inputMode="decimal"
                    className="field-input"
                  />
                )}
              </Field>
              <Field label="Fee percent" required error={errorOf(`cancellation.${index}.fee_percent`)}>
                {(p) => (
                  <input
                    {...p}
                    {...register(`cancellation.${index}.fee_percent`, { setValueAs: asNumber })}
                    inputMode="decimal"
                    className="field-input"
                  />
                )}
              </Field>
              <button
                type="button"
                className={`${removeTextButton} md:mt-8`}
                onClick={() => steps.remove(index)}
              >
                Remove<span className="sr-only"> step {index + 1}</span>
              </button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="btn-outline mt-3 min-h-10 px-4 py-1.5 text-sm"
          onClick={() => steps.append({ days_before: 0, refund_percent: 0, fee_percent: 0 })}
        >
          <span aria-hidden="true">+</span> Add step
        </button>
      </FormSection>
    </>
  );
}

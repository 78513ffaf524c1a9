import type { UseFormReturn } from 'react-hook-form';
import { Field } from '../field.tsx';
import { FormSection } from '../property-form/form-section.tsx';
import { MissingFrench } from './content-field.tsx';
import type { SettingsInput, SettingsOutput } from './settings-fields.ts';

const asNumber = (value: unknown) => (value === '' || value === null ? Number.NaN : Number(value));

/**
 * Requests to book (issue 41): how many hours a request holds its nights before it expires, and what the
 * confirmation of an accepted request tells the guest about paying, in English and French.
 */
export function BookingSettingsSection({
  form,
  errorOf,
}: {
  form: UseFormReturn<SettingsInput, unknown, SettingsOutput>;
  errorOf: (name: string) => string | undefined;
}) {
  const { register, watch } = form;
  const [english, french] = watch(['payment_instructions.en', 'payment_instructions.fr']);
  const frenchMissing = Boolean(english?.trim()) && !french?.trim();
  return (
    <FormSection
      title="Requests to book"
      description="A request holds its nights until staff answer or the hold ends; the confirmation of an accepted request gives the guest these payment instructions."
    >
      <div className="grid gap-4 md:grid-cols-2">
        <Field
          label="Hold requests for (hours)"
          required
          hint="From 1 to 168. Past it, a request not answered expires and its nights are free again."
          error={errorOf('request_hold_hours')}
        >
          {(p) => (
            <input
              {...p}
              {...register('request_hold_hours', { setValueAs: asNumber })}
              inputMode="numeric"
              className="field-input"
            />
          )}
        </Field>
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-2" data-bilingual="">
        <Field label="Payment instructions" error={errorOf('payment_instructions.en')}>
          {(p) => (
            <textarea {...p} {...register('payment_instructions.en')} rows={4} className="field-input" />
          )}
        </Field>
        <Field
          label="Payment instructions in French"
          hint={frenchMissing ? <MissingFrench /> : 'Sent to guests who booked in French.'}
          error={errorOf('payment_instructions.fr')}
        >
          {(p) => (
            <textarea
              {...p}
              {...register('payment_instructions.fr')}
              lang="fr"
              rows={4}
              className="field-input"
            />
          )}
        </Field>
      </div>
    </FormSection>
  );
}

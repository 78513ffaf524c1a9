import { needsFrench } from '../../../lib/admin/french-texts.ts';
import { textArea, textInput } from '../../../lib/forms/inputs.ts';
import { Field } from '../field.tsx';
import { FormSection } from '../property-form/form-section.tsx';
import { MissingFrench } from './content-field.tsx';
import type { SettingsFields } from './settings-fields.ts';

/**
 * Requests to book (issue 41): how many hours a request holds its nights before it expires, and what the
 * confirmation of an accepted request tells the guest about paying, in English and French.
 */
export function BookingSettingsSection({ fields }: { fields: SettingsFields }) {
  const hold = fields.request_hold_hours;
  const { en: english, fr: french } = fields.payment_instructions.getFieldset();
  const frenchMissing = needsFrench({ english: english.value ?? '', french: french.value ?? '' });
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
          error={hold.errors?.[0]}
        >
          {(p) => <input {...p} {...textInput(hold, 'text')} inputMode="numeric" className="field-input" />}
        </Field>
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-2" data-bilingual="">
        <Field label="Payment instructions" error={english.errors?.[0]}>
          {(p) => <textarea {...p} {...textArea(english)} rows={4} className="field-input" />}
        </Field>
        <Field
          label="Payment instructions in French"
          hint={frenchMissing ? <MissingFrench /> : 'Sent to guests who booked in French.'}
          error={french.errors?.[0]}
        >
          {(p) => <textarea {...p} {...textArea(french)} lang="fr" rows={4} className="field-input" />}
        </Field>
      </div>
    </FormSection>
  );
}

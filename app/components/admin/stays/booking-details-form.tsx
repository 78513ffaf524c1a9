import { getFormProps } from '@conform-to/react';
import { z } from 'zod';
import { stayMoneyInputShape } from '#common/booking.ts';
import { formatCents } from '#common/money.ts';
import type { Stay } from '#common/stay.ts';
import { dollarsOfCents } from '../../../lib/admin/dollars.ts';
import type { ApiWrite } from '../../../lib/admin/use-api-write.ts';
import { apiAnswer, client } from '../../../lib/api/client.ts';
import { fieldRefusal } from '../../../lib/forms/field-refusal.ts';
import { textInput } from '../../../lib/forms/inputs.ts';
import { countText, dollarsText } from '../../../lib/forms/number-text.ts';
import { useApiForm } from '../../../lib/forms/use-api-form.ts';
import { Field } from '../field.tsx';
import { InlineFormActions } from './inline-form-actions.tsx';

/** The API's booking details of a stay as the form types them: guests as text, the total in dollars. */
const detailsFormSchema = z.object({
  guests: countText(stayMoneyInputShape.guests),
  guest_phone: stayMoneyInputShape.guest_phone,
  total_cents: dollarsText(stayMoneyInputShape.total_cents, 'Total', { blankIsNull: true }),
});

const fieldNames: readonly string[] = Object.keys(detailsFormSchema.shape);

/**
 * The party size, phone and total of a booking, for one taken by phone or through a channel (a request's
 * come from its quote). The total is typed in dollars and saved as cents; blank leaves it unknown.
 */
export function BookingDetailsForm({
  propertyId,
  stay,
  write,
  onDone,
  onCancel,
}: {
  propertyId: number;
  stay: Stay;
  write: ApiWrite;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const busy = write.busy === `details-${stay.id}`;
  const { form, fields } = useApiForm({
    schema: detailsFormSchema,
    defaultValue: {
      guests: stay.guests === null ? '' : String(stay.guests),
      guest_phone: stay.guest_phone ?? '',
      total_cents: dollarsOfCents(stay.total_cents),
    },
    async onValid(values: z.output<typeof detailsFormSchema>) {
      // blank is '' for the phone (as the API reads it), null for the count and the total (not known)
      const change = {
        guests: values.guests ?? null,
        guest_phone: values.guest_phone ?? '',
        total_cents: values.total_cents ?? null,
      };
      const result = await write.run(`details-${stay.id}`, () =>
        apiAnswer(
          client.PATCH('/api/v1/properties/{id}/stays/{stayId}', {
            params: { path: { id: propertyId, stayId: stay.id } },
            body: change,
          }),
        ),
      );
      if (result.ok) {
        const total = change.total_cents;
        onDone(`Saved: total ${total === null ? 'not set' : formatCents(total)}.`);
        return undefined;
      }
      if (result.expired) return undefined;
      return (
        fieldRefusal(result.error.fields, fieldNames) ?? { message: `Not saved: ${result.error.message}` }
      );
    },
  });

  return (
    <form
      {...getFormProps(form)}
      aria-label={`Booking details of ${stay.guest_name}`}
      className="mt-3 space-y-3 rounded-lg border border-slate-300 bg-slate-50 p-3"
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <Field label="Guests" error={fields.guests.errors?.[0]}>
          {(control) => (
            <input
              {...textInput(fields.guests, 'text')}
              {...control}
              inputMode="numeric"
              className="field-input"
            />
          )}
        </Field>
        <Field label="Guest phone" error={fields.guest_phone.errors?.[0]}>
          {(control) => (
            <input
              {...textInput(fields.guest_phone, 'tel')}
              {...control}
              autoComplete="off"
              className="field-input"
            />
          )}
        </Field>
        <Field
          label="Total ($)"
          hint="For a phone or channel booking. Blank: not known."
          error={fields.total_cents.errors?.[0]}
        >
          {(control) => (
            <input
              {...textInput(fields.total_cents, 'text')}
              {...control}
              inputMode="decimal"
              autoComplete="off"
              className="field-input"
            />
          )}
        </Field>
      </div>
      <InlineFormActions
        error={form.errors?.[0]}
        busy={busy}
        label="Save details"
        busyLabel="Saving…"
        onCancel={onCancel}
      />
    </form>
  );
}

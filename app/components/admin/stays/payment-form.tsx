import { getFormProps } from '@conform-to/react';
import type { z } from 'zod';
import { paymentInputSchema, paymentMethods } from '#common/booking.ts';
import { formatCents } from '#common/money.ts';
import type { Stay } from '#common/stay.ts';
import { paymentMethodLabels } from '../../../lib/admin/stay-money.ts';
import type { ApiWrite } from '../../../lib/admin/use-api-write.ts';
import { apiAnswer, client } from '../../../lib/api/client.ts';
import { selectInput } from '../../../lib/forms/choice-inputs.ts';
import { fieldRefusal } from '../../../lib/forms/field-refusal.ts';
import { textInput } from '../../../lib/forms/inputs.ts';
import { dollarsText } from '../../../lib/forms/number-text.ts';
import { useApiForm } from '../../../lib/forms/use-api-form.ts';
import { Field } from '../field.tsx';
import { InlineFormActions } from './inline-form-actions.tsx';

/** The API's payment as the form types it: the amount in dollars, turned into the cents the API checks. */
const paymentFormSchema = paymentInputSchema.extend({
  cents: dollarsText(paymentInputSchema.shape.cents, 'Amount'),
});

const fieldNames: readonly string[] = Object.keys(paymentFormSchema.shape);

/**
 * "Record a payment": the amount typed in dollars (sent as cents), how it came, the day it was received and a
 * note. A refused amount or date is shown beside its field; the form closes once the API has the payment.
 */
export function PaymentForm({
  propertyId,
  stay,
  today,
  write,
  onDone,
  onCancel,
}: {
  propertyId: number;
  stay: Stay;
  today: string;
  write: ApiWrite;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const busy = write.busy === `payment-${stay.id}`;
  const { form, fields } = useApiForm({
    schema: paymentFormSchema,
    defaultValue: { cents: '', method: 'e-transfer', received_on: today, note: '' },
    async onValid(values: z.output<typeof paymentFormSchema>) {
      const payment = { ...values, note: values.note || undefined };
      const result = await write.run(`payment-${stay.id}`, () =>
        apiAnswer(
          client.POST('/api/v1/properties/{id}/stays/{stayId}/payments', {
            params: { path: { id: propertyId, stayId: stay.id } },
            body: payment,
          }),
        ),
      );
      if (result.ok) {
        const balance = result.data.balance_cents;
        onDone(
          `Payment of ${formatCents(values.cents)} recorded.` +
            (balance === null ? '' : ` Balance now ${formatCents(balance)}.`),
        );
        return undefined;
      }
      if (result.expired) return undefined;
      return (
        fieldRefusal(result.error.fields, fieldNames) ?? { message: `Not recorded: ${result.error.message}` }
      );
    },
  });

  return (
    <form
      {...getFormProps(form)}
      aria-label={`Record a payment for ${stay.guest_name}`}
      className="mt-3 space-y-3 rounded-lg border border-slate-300 bg-slate-50 p-3"
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Field label="Amount ($)" required error={fields.cents.errors?.[0]}>
          {(control) => (
            <input
              {...textInput(fields.cents, 'text')}
              {...control}
              inputMode="decimal"
              autoComplete="off"
              placeholder="1,234.50"
              className="field-input"
            />
          )}
        </Field>
        <Field label="Method" required error={fields.method.errors?.[0]}>
          {(control) => (
            <select {...selectInput(fields.method)} {...control} className="field-input">
              {paymentMethods.map((m) => (
                <option key={m} value={m}>
                  {paymentMethodLabels[m]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Received on" required error={fields.received_on.errors?.[0]}>
          {(control) => (
            <input {...textInput(fields.received_on, 'date')} {...control} className="field-input" />
          )}
        </Field>
        <Field label="Note" error={fields.note.errors?.[0]}>
          {(control) => (
            <input
              {...textInput(fields.note, 'text')}
              {...control}
              autoComplete="off"
              className="field-input"
            />
          )}
        </Field>
      </div>
      <InlineFormActions
        error={form.errors?.[0]}
        busy={busy}
        label="Record payment"
        busyLabel="Recording…"
        onCancel={onCancel}
      />
    </form>
  );
}

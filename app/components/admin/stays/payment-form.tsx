import { useState } from 'react';
import { type PaymentMethod, paymentMethods } from '#common/booking.ts';
import { formatCents } from '#common/money.ts';
import type { Stay } from '#common/stay.ts';
import { parseDollars } from '../../../lib/admin/dollars.ts';
import { paymentMethodLabels } from '../../../lib/admin/stay-money.ts';
import type { ApiWrite } from '../../../lib/admin/use-api-write.ts';
import { stays } from '../../../lib/api/stays.ts';
import { Field } from '../field.tsx';

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
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<PaymentMethod>('e-transfer');
  const [receivedOn, setReceivedOn] = useState(today);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const busy = write.busy === `payment-${stay.id}`;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = parseDollars(amount);
    const problems: Record<string, string> = {};
    if (!parsed.ok) problems.cents = parsed.message;
    else if (parsed.cents === 0) problems.cents = 'Amount must be more than zero';
    if (!receivedOn) problems.received_on = 'Received on is required';
    setErrors(problems);
    if (!parsed.ok || Object.keys(problems).length > 0) return;
    const payment = { cents: parsed.cents, method, received_on: receivedOn, note: note.trim() || undefined };
    const result = await write.run(`payment-${stay.id}`, () =>
      stays.addPayment(propertyId, stay.id, payment),
    );
    if (result.ok) {
      const balance = result.data.balance_cents;
      onDone(
        `Payment of ${formatCents(parsed.cents)} recorded.` +
          (balance === null ? '' : ` Balance now ${formatCents(balance)}.`),
      );
      return;
    }
    if (result.expired) return;
    const fields = result.error.fields;
    setErrors(Object.keys(fields).length > 0 ? fields : { form: `Not recorded: ${result.error.message}` });
  }

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={`Record a payment for ${stay.guest_name}`}
      className="mt-3 space-y-3 rounded-lg border border-slate-300 bg-slate-50 p-3"
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Field label="Amount ($)" required error={errors.cents}>
          {(control) => (
            <input
              {...control}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              inputMode="decimal"
              autoComplete="off"
              placeholder="1,234.50"
              className="field-input"
            />
          )}
        </Field>
        <Field label="Method" required error={errors.method}>
          {(control) => (
            <select
              {...control}
              value={method}
              onChange={(e) => setMethod(e.target.value as PaymentMethod)}
              className="field-input"
            >
              {paymentMethods.map((m) => (
                <option key={m} value={m}>
                  {paymentMethodLabels[m]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Received on" required error={errors.received_on}>
          {(control) => (
            <input
              {...control}
              type="date"
              value={receivedOn}
              onChange={(e) => setReceivedOn(e.target.value)}
              className="field-input"
            />
          )}
        </Field>
        <Field label="Note" error={errors.note}>
          {(control) => (
            <input
              {...control}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              autoComplete="off"
              className="field-input"
            />
          )}
        </Field>
      </div>
      {errors.form ? (
        <p role="alert" className="font-semibold text-red-800">
          {errors.form}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-dark min-h-10 px-4 py-1.5 text-sm" disabled={busy}>
          {busy ? 'Recording…' : 'Record payment'}
        </button>
        <button type="button" className="btn-outline min-h-10 px-4 py-1.5 text-sm" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

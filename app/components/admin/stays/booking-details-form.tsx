import { useState } from 'react';
import { formatCents } from '#common/money.ts';
import type { Stay } from '#common/stay.ts';
import { dollarsOfCents, parseDollars } from '../../../lib/admin/dollars.ts';
import type { ApiWrite } from '../../../lib/admin/use-api-write.ts';
import { stays } from '../../../lib/api/stays.ts';
import { Field } from '../field.tsx';

const guestsProblem = 'Guests must be a whole number from 1 to 100';

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
  const [guests, setGuests] = useState(stay.guests === null ? '' : String(stay.guests));
  const [phone, setPhone] = useState(stay.guest_phone ?? '');
  const [total, setTotal] = useState(dollarsOfCents(stay.total_cents));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const busy = write.busy === `details-${stay.id}`;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const problems: Record<string, string> = {};
    const parsedTotal = total.trim() === '' ? null : parseDollars(total, 'Total');
    if (parsedTotal && !parsedTotal.ok) problems.total_cents = parsedTotal.message;
    const count = guests.trim() === '' ? null : Number(guests);
    if (count !== null && (!Number.isInteger(count) || count < 1 || count > 100))
      problems.guests = guestsProblem;
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const totalCents = parsedTotal?.ok ? parsedTotal.cents : null;
    const change = { guests: count, guest_phone: phone.trim(), total_cents: totalCents };
    const result = await write.run(`details-${stay.id}`, () => stays.update(propertyId, stay.id, change));
    if (result.ok) {
      onDone(`Saved: total ${totalCents === null ? 'not set' : formatCents(totalCents)}.`);
      return;
    }
    if (result.expired) return;
    const fields = result.error.fields;
    setErrors(Object.keys(fields).length > 0 ? fields : { form: `Not saved: ${result.error.message}` });
  }

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={`Booking details of ${stay.guest_name}`}
      className="mt-3 space-y-3 rounded-lg border border-slate-300 bg-slate-50 p-3"
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <Field label="Guests" error={errors.guests}>
          {(control) => (
            <input
              {...control}
              value={guests}
              onChange={(e) => setGuests(e.target.value)}
              inputMode="numeric"
              className="field-input"
            />
          )}
        </Field>
        <Field label="Guest phone" error={errors.guest_phone}>
          {(control) => (
            <input
              {...control}
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
              type="tel"
              autoComplete="off"
              className="field-input"
            />
          )}
        </Field>
        <Field
          label="Total ($)"
          hint="For a phone or channel booking. Blank: not known."
          error={errors.total_cents}
        >
          {(control) => (
            <input
              {...control}
              value={total}
              onChange={(e) => setTotal(e.target.value)}
              inputMode="decimal"
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
          {busy ? 'Saving…' : 'Save details'}
        </button>
        <button type="button" className="btn-outline min-h-10 px-4 py-1.5 text-sm" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

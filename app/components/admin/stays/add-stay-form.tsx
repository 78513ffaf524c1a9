import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useSessionExpiry } from '#app/lib/admin/session-expiry.ts';
import { ApiError, api } from '#app/lib/api.ts';
import { type Stay, stayInputSchema } from '#common/stay.ts';
import { Field } from '../field.tsx';

type StayFormInput = z.input<typeof stayInputSchema>;
type StayFormValues = z.output<typeof stayInputSchema>;

/** Adds a stay: the guest's name and the dates (calendar days in the site's zone). */
export function AddStayForm({
  propertyId,
  onAdded,
  onFailed,
}: {
  propertyId: number;
  onAdded: (stay: Stay) => void;
  onFailed: (message: string) => void;
}) {
  const { reportIfExpired } = useSessionExpiry();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<StayFormInput, unknown, StayFormValues>({
    resolver: zodResolver(stayInputSchema),
    mode: 'onTouched',
    defaultValues: { guest_name: '', arrival: '', departure: '' },
  });

  const submit = handleSubmit(async (values) => {
    try {
      const stay = await api<Stay>(`/properties/${propertyId}/stays`, { json: values });
      reset();
      onAdded(stay);
    } catch (error) {
      if (reportIfExpired(error)) return;
      const fields = error instanceof ApiError ? error.fields : {};
      let shown = false;
      for (const name of ['guest_name', 'arrival', 'departure'] as const) {
        if (fields[name]) {
          setError(name, { message: fields[name] });
          shown = true;
        }
      }
      if (!shown) onFailed((error as Error).message);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="add-stay-title" className="card space-y-4 p-4 sm:p-6">
      <h3 id="add-stay-title" className="text-xl font-semibold">
        Add stay
      </h3>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Guest name" error={errors.guest_name?.message} required>
          {(control) => (
            <input {...control} {...register('guest_name')} autoComplete="off" className="field-input" />
          )}
        </Field>
        <Field label="Arrival" error={errors.arrival?.message} required>
          {(control) => <input {...control} {...register('arrival')} type="date" className="field-input" />}
        </Field>
        <Field label="Departure" error={errors.departure?.message} required>
          {(control) => <input {...control} {...register('departure')} type="date" className="field-input" />}
        </Field>
      </div>
      <button type="submit" className="btn-dark" disabled={isSubmitting}>
        {isSubmitting ? 'Adding…' : 'Add stay'}
      </button>
    </form>
  );
}

import { getFormProps } from '@conform-to/react';
import { useState } from 'react';
import { bookingLimits, cancelInputSchema } from '#common/booking.ts';
import { formatCents } from '#common/money.ts';
import type { Stay } from '#common/stay.ts';
import { stayDates } from '../../../lib/admin/stay-message.ts';
import { type ApiWrite, useApiWrite } from '../../../lib/admin/use-api-write.ts';
import { apiAnswer, client } from '../../../lib/api/client.ts';
import { textArea } from '../../../lib/forms/inputs.ts';
import { useApiForm } from '../../../lib/forms/use-api-form.ts';
import { Modal } from '../../ui/modal.tsx';
import { Field } from '../field.tsx';

/**
 * Cancelling a booking, which is not revoking its link (issue 41, item 4): staff give the reason, then see the
 * refund the cancellation policy gives today (the API's dry run: the browser computes nothing of the policy)
 * before they confirm. Afterwards the stay shows cancelled, its reason and the refund due.
 */
export function CancelBookingDialog({
  propertyId,
  stay,
  onClose,
  onCancelled,
}: {
  propertyId: number;
  stay: Stay | null;
  onClose: () => void;
  onCancelled: (stay: Stay) => void;
}) {
  // the dry run changes nothing: no loader to run again after it
  const check = useApiWrite({ revalidate: false });
  const write = useApiWrite();
  const busy = check.busy ?? write.busy;
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Modal open={stay !== null} title="Cancel this booking?" onClose={close}>
      {/* the form lives while the dialog is open: each opening starts blank */}
      {stay ? (
        <CancelBookingForm
          propertyId={propertyId}
          stay={stay}
          check={check}
          write={write}
          busy={busy}
          onClose={close}
          onCancelled={onCancelled}
        />
      ) : null}
    </Modal>
  );
}

/**
 * The reason, checked by the API's schema; "See the refund" sends it to the dry run, then "Cancel booking"
 * (the form's second submit button) cancels with it.
 */
function CancelBookingForm({
  propertyId,
  stay,
  check,
  write,
  busy,
  onClose,
  onCancelled,
}: {
  propertyId: number;
  stay: Stay;
  check: ApiWrite;
  write: ApiWrite;
  busy: string | null;
  onClose: () => void;
  onCancelled: (stay: Stay) => void;
}) {
  const [refund, setRefund] = useState<number | null>(null);
  const { form, fields } = useApiForm({
    schema: cancelInputSchema,
    defaultValue: { reason: '' },
    async onValid({ reason }, submitter) {
      if (submitter?.getAttribute('name') !== 'confirm') {
        const result = await check.run('preview', () =>
          apiAnswer(
            client.POST('/api/v1/properties/{id}/stays/{stayId}/cancel', {
              params: { path: { id: propertyId, stayId: stay.id }, query: { dry_run: 'true' } },
              body: { reason },
            }),
          ),
        );
        // a dry run's answer always has the refund (the API's document says: dry_run only)
        if (result.ok) setRefund(result.data.refund_due_cents ?? null);
        else if (!result.expired)
          return { fields: { reason: result.error.fields.reason ?? result.error.message } };
        return undefined;
      }
      const result = await write.run('cancel', () =>
        apiAnswer(
          client.POST('/api/v1/properties/{id}/stays/{stayId}/cancel', {
            params: { path: { id: propertyId, stayId: stay.id } },
            body: { reason },
          }),
        ),
      );
      if (result.ok) onCancelled(result.data.stay);
      else if (!result.expired) {
        // the reason comes back to edit, with what the API said
        setRefund(null);
        return { fields: { reason: result.error.message } };
      }
      return undefined;
    },
  });

  return (
    <form {...getFormProps(form)} className="space-y-4 text-slate-800">
      <p>
        <strong>{stay.guest_name}</strong>, {stayDates(stay)}. The nights become free, mails not sent yet are
        cancelled, the link stops working and the guest is emailed (when there is an email). To give the guest
        a new link for the same stay instead, use New link.
      </p>
      <Field label="Reason" required error={refund === null ? fields.reason.errors?.[0] : undefined}>
        {(control) => (
          <textarea
            {...textArea(fields.reason)}
            {...control}
            maxLength={bookingLimits.reason}
            rows={3}
            readOnly={refund !== null}
            className="field-input"
          />
        )}
      </Field>
      {refund !== null ? (
        <p role="status" className="rounded-lg border-2 border-amber-500 bg-amber-50 p-3 text-amber-950">
          Refund due under the cancellation policy today:{' '}
          <strong data-refund-preview="">{formatCents(refund)}</strong>
          {stay.total_cents === null ? ' (no total was entered for this booking)' : ''}.
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className="btn-outline" onClick={onClose} disabled={busy !== null}>
          Keep booking
        </button>
        {refund === null ? (
          <button type="submit" className="btn-dark" disabled={busy !== null}>
            {busy === 'preview' ? 'Checking…' : 'See the refund'}
          </button>
        ) : (
          <button type="submit" name="confirm" className="btn-danger" disabled={busy !== null}>
            {busy === 'cancel' ? 'Cancelling…' : 'Cancel booking'}
          </button>
        )}
      </div>
    </form>
  );
}

import { useState } from 'react';
import { bookingLimits } from '#common/booking.ts';
import { formatCents } from '#common/money.ts';
import type { Stay } from '#common/stay.ts';
import { stayDates } from '../../../lib/admin/stay-message.ts';
import { useApiWrite } from '../../../lib/admin/use-api-write.ts';
import { stays } from '../../../lib/api/stays.ts';
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
  const [reason, setReason] = useState('');
  const [refund, setRefund] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    if (busy) return;
    setReason('');
    setRefund(null);
    setError(null);
    onClose();
  };

  async function preview(event: React.FormEvent) {
    event.preventDefault();
    if (!stay) return;
    if (!reason.trim()) return setError('Reason is required');
    setError(null);
    const result = await check.run('preview', () => stays.previewCancel(propertyId, stay.id, reason));
    if (result.ok) setRefund(result.data.refund_due_cents);
    else if (!result.expired) setError(result.error.fields.reason ?? result.error.message);
  }

  async function confirm() {
    if (!stay) return;
    const result = await write.run('cancel', () => stays.cancel(propertyId, stay.id, reason));
    if (result.ok) {
      setReason('');
      setRefund(null);
      onCancelled(result.data.stay);
    } else if (!result.expired) {
      setRefund(null);
      setError(result.error.message);
    }
  }

  return (
    <Modal open={stay !== null} title="Cancel this booking?" onClose={close}>
      <form onSubmit={(e) => void preview(e)} noValidate className="space-y-4 text-slate-800">
        <p>
          <strong>{stay?.guest_name}</strong>, {stay ? stayDates(stay) : ''}. The nights become free, mails
          not sent yet are cancelled, the link stops working and the guest is emailed (when there is an
          email). To give the guest a new link for the same stay instead, use New link.
        </p>
        <Field label="Reason" required error={refund === null ? (error ?? undefined) : undefined}>
          {(control) => (
            <textarea
              {...control}
              value={reason}
              maxLength={bookingLimits.reason}
              rows={3}
              readOnly={refund !== null}
              onChange={(e) => setReason(e.target.value)}
              className="field-input"
            />
          )}
        </Field>
        {refund !== null ? (
          <p role="status" className="rounded-lg border-2 border-amber-500 bg-amber-50 p-3 text-amber-950">
            Refund due under the cancellation policy today:{' '}
            <strong data-refund-preview="">{formatCents(refund)}</strong>
            {stay?.total_cents === null ? ' (no total was entered for this booking)' : ''}.
          </p>
        ) : null}
        {refund !== null && error ? (
          <p role="alert" className="font-semibold text-red-800">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className="btn-outline" onClick={close} disabled={busy !== null}>
            Keep booking
          </button>
          {refund === null ? (
            <button type="submit" className="btn-dark" disabled={busy !== null}>
              {busy === 'preview' ? 'Checking…' : 'See the refund'}
            </button>
          ) : (
            <button
              type="button"
              className="btn-danger"
              disabled={busy !== null}
              onClick={() => void confirm()}
            >
              {busy === 'cancel' ? 'Cancelling…' : 'Cancel booking'}
            </button>
          )}
        </div>
      </form>
    </Modal>
  );
}

import { useState } from 'react';
import type { Payment } from '#common/booking.ts';
import { formatCents } from '#common/money.ts';
import type { Stay } from '#common/stay.ts';
import { formatDateTime } from '../../../lib/admin/format.ts';
import { centsOrDash, paymentMethodLabels } from '../../../lib/admin/stay-money.ts';
import { useApiWrite } from '../../../lib/admin/use-api-write.ts';
import { apiAnswer, client } from '../../../lib/api/client.ts';
import { useSiteTimeZone } from '../../../lib/site/use-site.ts';
import { removeTextButton } from '../button-styles.ts';
import { ConfirmDialog } from '../dialogs.tsx';
import { BookingDetailsForm } from './booking-details-form.tsx';
import { PaymentForm } from './payment-form.tsx';

type Outcome = { kind: 'done' | 'error'; message: string } | null;

/**
 * The money of a booking (issue 41): party, phone, total, what was paid and the balance always in view; the
 * payments staff recorded, with "Record a payment", and, for an admin, removing one entered by mistake. Each
 * save says so in place (a status line), so nobody wonders whether it worked.
 */
export function StayMoney({
  propertyId,
  stay,
  today,
  isAdmin,
}: {
  propertyId: number;
  stay: Stay;
  today: string;
  isAdmin: boolean;
}) {
  const timeZone = useSiteTimeZone();
  const write = useApiWrite();
  const [open, setOpen] = useState<'payment' | 'details' | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [toDelete, setToDelete] = useState<Payment | null>(null);
  const cancelled = stay.status === 'cancelled';
  const done = (message: string) => {
    setOpen(null);
    setOutcome({ kind: 'done', message });
  };

  async function deletePayment(payment: Payment) {
    const result = await write.run(`delete-${payment.id}`, () =>
      apiAnswer(
        client.DELETE('/api/v1/properties/{id}/stays/{stayId}/payments/{paymentId}', {
          params: { path: { id: propertyId, stayId: stay.id, paymentId: payment.id } },
        }),
      ),
    );
    setToDelete(null);
    if (result.ok)
      done(
        `Payment of ${formatCents(payment.cents)} deleted. Balance now ${centsOrDash(result.data.balance_cents)}.`,
      );
    else if (!result.expired) setOutcome({ kind: 'error', message: `Not deleted: ${result.error.message}` });
  }

  const balanceDue = (stay.balance_cents ?? 0) > 0;
  return (
    <section
      aria-label={`Money of ${stay.guest_name}'s booking`}
      className="mt-4 border-t border-slate-200 pt-3"
    >
      {cancelled ? (
        <div
          className="mb-3 rounded-lg border-2 border-amber-500 bg-amber-50 p-3 text-amber-950"
          data-cancelled=""
        >
          <p className="font-semibold">
            Booking cancelled{stay.cancelled_at ? ` on ${formatDateTime(stay.cancelled_at, timeZone)}` : ''}
          </p>
          {stay.cancel_reason ? <p>Reason: {stay.cancel_reason}</p> : null}
          <p>
            Refund due: <strong data-refund-due="">{centsOrDash(stay.refund_due_cents)}</strong>
          </p>
        </div>
      ) : null}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-5">
        <Figure term="Guests" value={stay.guests === null ? '—' : String(stay.guests)} />
        <Figure term="Phone" value={stay.guest_phone ?? '—'} />
        <Figure term="Total" value={centsOrDash(stay.total_cents)} />
        <Figure term="Paid" value={formatCents(stay.paid_cents)} />
        <Figure
          term="Balance"
          value={centsOrDash(stay.balance_cents)}
          className={balanceDue ? 'font-semibold text-red-800' : 'text-emerald-900'}
        />
      </dl>
      {stay.payments.length > 0 ? (
        <ul aria-label={`Payments of ${stay.guest_name}`} className="mt-3 divide-y divide-slate-200 text-sm">
          {stay.payments.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-1.5" data-payment={p.id}>
              <span className="font-semibold tabular-nums">{formatCents(p.cents)}</span>
              <span>{paymentMethodLabels[p.method]}</span>
              <span className="text-slate-700">received {p.received_on}</span>
              {p.note ? <span className="italic">{p.note}</span> : null}
              <span className="text-slate-700">recorded by {p.recorded_by ?? 'the site'}</span>
              {isAdmin ? (
                <button
                  type="button"
                  className={`${removeTextButton} ms-auto`}
                  onClick={() => setToDelete(p)}
                >
                  Delete<span className="sr-only"> payment of {formatCents(p.cents)}</span>
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-700">No payments recorded.</p>
      )}
      <p
        role="status"
        className={outcome?.kind === 'done' ? 'mt-2 font-semibold text-emerald-900' : 'sr-only'}
      >
        {outcome?.kind === 'done' ? outcome.message : ''}
      </p>
      {outcome?.kind === 'error' ? (
        <p role="alert" className="mt-2 font-semibold text-red-800">
          {outcome.message}
        </p>
      ) : null}
      {!cancelled ? (
        <div className="mt-2 flex flex-wrap gap-2">
          <button
            type="button"
            className="btn-outline min-h-10 px-4 py-1.5 text-sm"
            aria-expanded={open === 'payment'}
            onClick={() => {
              setOutcome(null);
              setOpen(open === 'payment' ? null : 'payment');
            }}
          >
            Record a payment<span className="sr-only"> for {stay.guest_name}</span>
          </button>
          <button
            type="button"
            className="btn-outline min-h-10 px-4 py-1.5 text-sm"
            aria-expanded={open === 'details'}
            onClick={() => {
              setOutcome(null);
              setOpen(open === 'details' ? null : 'details');
            }}
          >
            Edit guests and total<span className="sr-only"> of {stay.guest_name}</span>
          </button>
        </div>
      ) : null}
      {open === 'payment' ? (
        <PaymentForm
          propertyId={propertyId}
          stay={stay}
          today={today}
          write={write}
          onDone={done}
          onCancel={() => setOpen(null)}
        />
      ) : null}
      {open === 'details' ? (
        <BookingDetailsForm
          propertyId={propertyId}
          stay={stay}
          write={write}
          onDone={done}
          onCancel={() => setOpen(null)}
        />
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this payment?"
        confirmLabel="Delete payment"
        pendingText="Deleting..."
        pending={toDelete !== null && write.busy === `delete-${toDelete.id}`}
        onConfirm={() => toDelete && void deletePayment(toDelete)}
        onCancel={() => setToDelete(null)}
      >
        <p>
          The payment of <strong>{toDelete ? formatCents(toDelete.cents) : ''}</strong> received{' '}
          {toDelete?.received_on} is removed from {stay.guest_name}'s booking and the balance goes up by as
          much. Only for an entry made by mistake.
        </p>
      </ConfirmDialog>
    </section>
  );
}

function Figure({ term, value, className }: { term: string; value: string; className?: string }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{term}</dt>
      <dd className={`tabular-nums ${className ?? 'text-slate-900'}`}>{value}</dd>
    </div>
  );
}

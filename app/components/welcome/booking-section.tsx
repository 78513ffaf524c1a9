import type { GuestBookingSummary } from '#common/booking.ts';
import { formatCents } from '../../lib/format/money.ts';
import { formatShortDate } from '../../lib/format/plain-format.ts';
import { cancellationTerms } from '../../lib/listings/stay-quote.ts';
import { useTexts } from '../../lib/site/language.tsx';
import { Section } from './section.tsx';

/**
 * The guest's booking (issue 41, item 6): dates, guests, total, paid, balance, how to pay and the
 * cancellation deadlines. Only a stay's own guest gets the data (the welcome page's loader).
 */
export function BookingSection({ booking }: { booking: GuestBookingSummary }) {
  const texts = useTexts();
  const { t, tn, lang } = texts;
  const terms = cancellationTerms(
    { check_in: booking.arrival, cancellation: booking.cancellation },
    booking.policy,
    texts,
  );
  const row = (label: string, cents: number, testId: string, className = '') => (
    <div className={`contents ${className}`}>
      <dt>{label}</dt>
      <dd className="text-right tabular-nums" data-testid={testId}>
        {formatCents(cents, lang)}
      </dd>
    </div>
  );
  return (
    <Section id="booking">
      <p className="font-semibold text-brand-900">
        {formatShortDate(booking.arrival, lang)} – {formatShortDate(booking.departure, lang)}
        {booking.guests ? ` · ${tn(booking.guests, '{count} guest', '{count} guests')}` : ''}
      </p>
      <dl className="grid max-w-sm grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        {row(t('Total (CAD)'), booking.total_cents, 'booking-total')}
        {row(t('Paid'), booking.paid_cents, 'booking-paid')}
        {row(t('Balance'), booking.balance_cents, 'booking-balance', 'font-semibold text-brand-900')}
      </dl>
      {booking.balance_cents > 0 && booking.payment_instructions.trim() ? (
        <div>
          <h3 className="font-semibold text-brand-900">{t('How to pay')}</h3>
          <p className="whitespace-pre-line" data-testid="booking-payment-instructions">
            {booking.payment_instructions.trim()}
          </p>
        </div>
      ) : null}
      <div>
        <h3 className="font-semibold text-brand-900">{t('Cancellation')}</h3>
        <ul className="list-disc pl-5" data-testid="booking-cancellation">
          {terms.map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ul>
      </div>
    </Section>
  );
}

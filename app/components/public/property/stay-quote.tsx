import type { CancellationStep, Quote, StayPrice } from '#common/pricing.ts';
import { formatCents } from '../../../lib/format/money.ts';
import { formatShortDate } from '../../../lib/format/plain-format.ts';
import { cancellationTerms, quoteLines, refusalMessage } from '../../../lib/listings/stay-quote.ts';
import { useTexts } from '../../../lib/site/language.tsx';

/**
 * The price of the chosen stay beside Book Now (issue 40): each line of the quote, the total, and the
 * cancellation deadlines as dates; or why these dates have no price. A live region: a screen reader hears
 * the new total when the dates or guests change.
 */
export function StayQuote({
  price,
  busy,
  policy,
  maxGuests,
}: {
  price: StayPrice | null;
  busy: boolean;
  policy: CancellationStep[];
  maxGuests: number;
}) {
  const texts = useTexts();
  const { t } = texts;
  const refusal = price && 'refusal' in price ? refusalMessage(price.refusal, maxGuests, texts) : null;
  return (
    <div
      aria-live="polite"
      aria-busy={busy}
      className={`transition-opacity ${busy ? 'opacity-60' : ''}`}
      data-testid="stay-quote"
    >
      {price && 'quote' in price ? (
        <QuoteDetails quote={price.quote} policy={policy} />
      ) : refusal ? (
        <p className="rounded-xl bg-alpenglow-100 px-4 py-3 font-medium text-alpenglow-700">{refusal}</p>
      ) : price ? null : (
        <p className="text-sm text-slate-600">{t('Choose your dates to see the total with taxes.')}</p>
      )}
    </div>
  );
}

function QuoteDetails({ quote, policy }: { quote: Quote; policy: CancellationStep[] }) {
  const texts = useTexts();
  const { t, tn, lang } = texts;
  const lines = quoteLines(quote, texts);
  const varies = new Set(quote.nights_detail.map((night) => night.cents)).size > 1;
  return (
    <div>
      <p className="text-sm font-semibold text-slate-600">
        {formatShortDate(quote.check_in, lang)} – {formatShortDate(quote.check_out, lang)} ·{' '}
        {tn(quote.guests, '{count} guest', '{count} guests')}
      </p>
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-slate-700" data-testid="quote-lines">
        {lines.map((line) => (
          <div key={line.label} className="contents">
            <dt>{line.label}</dt>
            <dd className="text-right tabular-nums">{line.amount}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 flex justify-between gap-4 border-t border-stone pt-3 text-lg font-semibold text-brand-900">
        <span>{t('Total (CAD)')}</span>
        <span className="tabular-nums" data-testid="quote-total">
          {formatCents(quote.total_cents, lang)}
        </span>
      </p>
      {varies ? (
        <details className="mt-3 text-sm text-slate-700">
          <summary className="cursor-pointer font-semibold text-brand-900">
            {t('Price of each night')}
          </summary>
          <ul className="mt-2 grid gap-1">
            {quote.nights_detail.map((night) => (
              <li key={night.date} className="flex justify-between tabular-nums">
                <span>{formatShortDate(night.date, lang)}</span>
                <span>{formatCents(night.cents, lang)}</span>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <div className="mt-4 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900">
        <p className="font-semibold">{t('Cancellation')}</p>
        <p className="mt-1" data-testid="quote-cancellation">
          {cancellationTerms(quote, policy, texts).join('; ')}.
        </p>
      </div>
    </div>
  );
}

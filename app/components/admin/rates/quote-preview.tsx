import { useState } from 'react';
import type { z } from 'zod';
import type { quoteSchema } from '#common/pricing.ts';
import { formatCents } from '../../../lib/admin/rates-form.ts';
import { useApiWrite } from '../../../lib/admin/use-api-write.ts';
import { pricing } from '../../../lib/api/pricing.ts';
import { RateInput } from './money-input.tsx';

type Quote = z.infer<typeof quoteSchema>;

/**
 * The quote a traveller would get for chosen dates, from GET /properties/{id}/quote with the staff session
 * (a draft can be quoted too): the saved rates, the site's taxes and cancellation policy, the calendar.
 */
export function QuotePreview({ propertyId }: { propertyId: number }) {
  const write = useApiWrite({ revalidate: false });
  const [checkIn, setCheckIn] = useState('');
  const [checkOut, setCheckOut] = useState('');
  const [guests, setGuests] = useState('2');
  const [quote, setQuote] = useState<Quote | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const preview = async () => {
    setQuote(null);
    setProblem(null);
    if (!checkIn || !checkOut) {
      setProblem('Choose a check-in and a check-out date.');
      return;
    }
    const result = await write.run('quote', () =>
      pricing.quote(propertyId, { check_in: checkIn, check_out: checkOut, guests: Number(guests) || 0 }),
    );
    if (result.ok) setQuote(result.data);
    else if (!result.expired) setProblem(result.error.message);
  };

  return (
    <section
      aria-labelledby="quote-preview-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h3 id="quote-preview-heading" className="text-lg font-semibold">
        Quote preview
      </h3>
      <p className="text-slate-700">What a traveller sees for these dates, from the saved rates.</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-[1fr_1fr_8rem_auto] sm:items-end">
        <RateInput label="Check-in" type="date" value={checkIn} onChange={setCheckIn} />
        <RateInput label="Check-out" type="date" value={checkOut} onChange={setCheckOut} />
        <RateInput label="Guests" inputMode="numeric" value={guests} onChange={setGuests} />
        <button
          type="button"
          className="btn-outline"
          onClick={() => void preview()}
          disabled={write.busy === 'quote'}
        >
          {write.busy === 'quote' ? 'Quoting…' : 'Preview quote'}
        </button>
      </div>
      {problem ? (
        <p role="alert" className="mt-4 font-semibold text-red-800">
          {problem}
        </p>
      ) : null}
      {quote ? (
        <table className="mt-4 w-full text-left" data-testid="quote-preview">
          <caption className="sr-only">Quote for {quote.nights} nights</caption>
          <tbody>
            {quote.lines.map((line) => (
              <tr key={`${line.kind}-${line.label}`} className="border-b border-slate-100">
                <th scope="row" className="py-1.5 font-normal">
                  {line.label}
                </th>
                <td className="py-1.5 text-right tabular-nums">{formatCents(line.cents)}</td>
              </tr>
            ))}
            <tr>
              <th scope="row" className="py-2 font-semibold">
                Total ({quote.nights} nights, {quote.guests} guests)
              </th>
              <td className="py-2 text-right font-semibold tabular-nums" data-testid="quote-total">
                {formatCents(quote.total_cents)}
              </td>
            </tr>
          </tbody>
        </table>
      ) : null}
    </section>
  );
}

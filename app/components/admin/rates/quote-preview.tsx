import { getFormProps } from '@conform-to/react';
import { useState } from 'react';
import { z } from 'zod';
import type { Quote } from '#common/pricing.ts';
import { formatCents } from '../../../lib/admin/rates-form.ts';
import { useApiWrite } from '../../../lib/admin/use-api-write.ts';
import { apiAnswer, client } from '../../../lib/api/client.ts';
import { useApiForm } from '../../../lib/forms/use-api-form.ts';
import { RateInput } from './money-input.tsx';

/**
 * The stay to quote as typed: both dates are needed before asking; the API judges the rest (dates in the
 * past or reversed, the party size), and its refusal is shown as it words it.
 */
const quoteFormSchema = z
  .object({ check_in: z.string(), check_out: z.string(), guests: z.string() })
  .superRefine(({ check_in, check_out }, ctx) => {
    if (!check_in || !check_out)
      ctx.addIssue({ code: 'custom', message: 'Choose a check-in and a check-out date.', path: [] });
  });

/**
 * The quote a traveller would get for chosen dates, from GET /properties/{id}/quote with the staff session
 * (a draft can be quoted too): the saved rates, the site's taxes and cancellation policy, the calendar.
 */
export function QuotePreview({ propertyId }: { propertyId: number }) {
  const write = useApiWrite({ revalidate: false });
  const [quote, setQuote] = useState<Quote | null>(null);
  const { form, fields } = useApiForm({
    schema: quoteFormSchema,
    defaultValue: { check_in: '', check_out: '', guests: '2' },
    async onValid({ check_in, check_out, guests }) {
      setQuote(null);
      const query = { check_in, check_out, guests: String(Number(guests) || 0) };
      const result = await write.run('quote', () =>
        apiAnswer(
          client.GET('/api/v1/properties/{id}/quote', { params: { path: { id: propertyId }, query } }),
        ),
      );
      if (result.ok) setQuote(result.data);
      else if (!result.expired) return { message: result.error.message };
      return undefined;
    },
  });
  const problem = form.errors?.[0];
  const shown = problem ? null : quote;

  return (
    <section
      aria-labelledby="quote-preview-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h3 id="quote-preview-heading" className="text-lg font-semibold">
        Quote preview
      </h3>
      <p className="text-slate-700">What a traveller sees for these dates, from the saved rates.</p>
      <form {...getFormProps(form)} className="mt-4 grid gap-4 sm:grid-cols-[1fr_1fr_8rem_auto] sm:items-end">
        <RateInput label="Check-in" type="date" field={fields.check_in} />
        <RateInput label="Check-out" type="date" field={fields.check_out} />
        <RateInput label="Guests" inputMode="numeric" field={fields.guests} />
        <button type="submit" className="btn-outline" disabled={write.busy === 'quote'}>
          {write.busy === 'quote' ? 'Quoting…' : 'Preview quote'}
        </button>
      </form>
      {problem ? (
        <p role="alert" className="mt-4 font-semibold text-red-800">
          {problem}
        </p>
      ) : null}
      {shown ? (
        <table className="mt-4 w-full text-left" data-testid="quote-preview">
          <caption className="sr-only">Quote for {shown.nights} nights</caption>
          <tbody>
            {shown.lines.map((line) => (
              <tr key={`${line.kind}-${line.label}`} className="border-b border-slate-100">
                <th scope="row" className="py-1.5 font-normal">
                  {line.label}
                </th>
                <td className="py-1.5 text-right tabular-nums">{formatCents(line.cents)}</td>
              </tr>
            ))}
            <tr>
              <th scope="row" className="py-2 font-semibold">
                Total ({shown.nights} nights, {shown.guests} guests)
              </th>
              <td className="py-2 text-right font-semibold tabular-nums" data-testid="quote-total">
                {formatCents(shown.total_cents)}
              </td>
            </tr>
          </tbody>
        </table>
      ) : null}
    </section>
  );
}

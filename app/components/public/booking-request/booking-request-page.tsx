import { type FieldMetadata, getFormProps, useForm } from '@conform-to/react';
import { Form, Link, useNavigation } from 'react-router';
import { bookingLimits } from '#common/booking.ts';
import type { CancellationStep, Quote, StayPrice } from '#common/pricing.ts';
import { formatCents } from '../../../lib/format/money.ts';
import { formatShortDate } from '../../../lib/format/plain-format.ts';
import { textArea, textInput } from '../../../lib/forms/inputs.ts';
import { cancellationTerms, quoteLines, refusalMessage } from '../../../lib/listings/stay-quote.ts';
import { useTexts } from '../../../lib/site/language.tsx';
import { useSite } from '../../../lib/site/use-site.ts';
import { FieldError } from '../../ui/field-error.tsx';
import type { RequestFormResult } from './request-form-values.ts';

/** The traveller's fields of the form. */
interface RequestFields {
  name: string;
  email: string;
  phone: string;
  message: string;
}

export interface BookingRequestData {
  home: { id: number; name: string; max_guests: number };
  stay: { check_in: string; check_out: string; guests: number } | null;
  price: StayPrice | null;
  policy: CancellationStep[];
  holdHours: number;
}

/**
 * The request to book (issue 41): the stay's quote summary, then the traveller's name, email, phone and a
 * message. A plain form post that works without JavaScript; the answer (received, field errors, a refusal)
 * comes back from the route's action.
 */
export function BookingRequestPage({
  page,
  result,
}: {
  page: BookingRequestData;
  result?: RequestFormResult;
}) {
  const { t, path } = useTexts();
  const homePath = path(`/property/${page.home.id}`);
  return (
    <article className="mx-auto max-w-3xl px-4 pt-8 pb-20 sm:px-6 lg:pt-12">
      <p>
        <Link to={homePath} className="font-semibold text-brand-900 underline underline-offset-4">
          {t('Back to {name}', { name: page.home.name })}
        </Link>
      </p>
      {result?.status === 'received' ? (
        <Received result={result} />
      ) : (
        <>
          <h1 className="mt-4 font-display text-3xl font-semibold text-brand-900 sm:text-4xl">
            {t('Request to book {name}', { name: page.home.name })}
          </h1>
          <Summary page={page} />
          {page.price && 'quote' in page.price ? (
            <RequestForm quote={page.price.quote} result={result} />
          ) : null}
        </>
      )}
    </article>
  );
}

function Received({ result }: { result: Extract<RequestFormResult, { status: 'received' }> }) {
  const { t } = useTexts();
  const site = useSite();
  return (
    <section
      aria-labelledby="request-received"
      className="mt-6 rounded-2xl border border-green-200 bg-green-50 p-6 text-green-900"
      data-testid="request-received"
    >
      <h1 id="request-received" className="font-display text-3xl font-semibold">
        {t('Request received')}
      </h1>
      <p className="mt-3">
        {t('We hold these nights for you until {time} ({town} time).', {
          time: result.holdUntil,
          town: site.town,
        })}
      </p>
      <p className="mt-2">
        {t('An email with your request is on its way to {email}. We will answer before the hold ends.', {
          email: result.email,
        })}
      </p>
      <p className="mt-2">{t('No payment is taken on our website.')}</p>
    </section>
  );
}

function Summary({ page }: { page: BookingRequestData }) {
  const texts = useTexts();
  const { t, tn, lang, path } = texts;
  const back = (
    <Link
      to={path(`/property/${page.home.id}#booking`)}
      className="font-semibold text-brand-900 underline underline-offset-4"
    >
      {t('Choose your dates')}
    </Link>
  );
  if (!page.stay || !page.price) return <p className="mt-6 text-slate-700">{back}</p>;
  if ('refusal' in page.price) {
    const said =
      refusalMessage(page.price.refusal, page.home.max_guests, texts) ??
      t("These dates can't be booked online: pick others or call us");
    return (
      <div className="mt-6 grid gap-3">
        <p className="rounded-xl bg-alpenglow-100 px-4 py-3 font-medium text-alpenglow-700" role="alert">
          {said}
        </p>
        <p>{back}</p>
      </div>
    );
  }
  const quote = page.price.quote;
  return (
    <section aria-label={t('Your stay')} className="card mt-6 p-6" data-testid="request-summary">
      <p className="font-semibold text-brand-900">
        {formatShortDate(quote.check_in, lang)} – {formatShortDate(quote.check_out, lang)} ·{' '}
        {tn(quote.guests, '{count} guest', '{count} guests')}
      </p>
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-slate-700">
        {quoteLines(quote, texts).map((line) => (
          <div key={line.label} className="contents">
            <dt>{line.label}</dt>
            <dd className="text-right tabular-nums">{line.amount}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 flex justify-between gap-4 border-t border-stone pt-3 text-lg font-semibold text-brand-900">
        <span>{t('Total (CAD)')}</span>
        <span className="tabular-nums" data-testid="request-total">
          {formatCents(quote.total_cents, lang)}
        </span>
      </p>
      <h2 className="mt-4 text-base font-semibold text-brand-900">{t('Cancellation')}</h2>
      <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
        {cancellationTerms(quote, page.policy, texts).map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-slate-700">
        {tn(
          page.holdHours,
          'We hold these nights for {count} hour after you send your request, while we answer. No payment is taken on our website.',
          'We hold these nights for {count} hours after you send your request, while we answer. No payment is taken on our website.',
        )}
      </p>
    </section>
  );
}

function RequestForm({ quote, result }: { quote: Quote; result?: RequestFormResult }) {
  const { t } = useTexts();
  const sending = useNavigation().state === 'submitting';
  // no browser-side schema: a public page carries no zod (ADR 0049), the action answers each field
  const [form, fields] = useForm<RequestFields>({
    id: 'request',
    lastResult: result?.status === 'answered' ? result.reply : undefined,
  });
  const problem = form.errors?.[0];
  const described = (field: FieldMetadata<string>) => ({
    id: field.id,
    'aria-invalid': field.errors ? true : undefined,
    'aria-describedby': field.errors ? field.errorId : undefined,
    className: 'field-input',
  });
  return (
    <Form method="post" {...getFormProps(form)} aria-label={t('Request to book')} className="mt-8 grid gap-5">
      <input type="hidden" name="check_in" value={quote.check_in} />
      <input type="hidden" name="check_out" value={quote.check_out} />
      <input type="hidden" name="guests" value={quote.guests} />
      {problem ? (
        <p
          className="rounded-xl bg-alpenglow-100 px-4 py-3 font-medium text-alpenglow-700"
          role="alert"
          data-testid="request-problem"
        >
          {problem}
        </p>
      ) : null}
      <div>
        <label htmlFor={fields.name.id} className="field-label">
          {t('Your name')}
        </label>
        <input
          {...textInput(fields.name, 'text')}
          {...described(fields.name)}
          autoComplete="name"
          required
          maxLength={bookingLimits.name}
        />
        <FieldError field={fields.name} />
      </div>
      <div>
        <label htmlFor={fields.email.id} className="field-label">
          {t('Email')}
        </label>
        <input
          {...textInput(fields.email, 'email')}
          {...described(fields.email)}
          autoComplete="email"
          required
          maxLength={bookingLimits.email}
        />
        <FieldError field={fields.email} />
      </div>
      <div>
        <label htmlFor={fields.phone.id} className="field-label">
          {t('Phone')}
        </label>
        <input
          {...textInput(fields.phone, 'tel')}
          {...described(fields.phone)}
          autoComplete="tel"
          required
          maxLength={bookingLimits.phone}
        />
        <FieldError field={fields.phone} />
      </div>
      <div>
        <label htmlFor={fields.message.id} className="field-label">
          {t('Message (optional)')}
        </label>
        <textarea
          {...textArea(fields.message)}
          {...described(fields.message)}
          rows={4}
          maxLength={bookingLimits.message}
        />
        <FieldError field={fields.message} />
      </div>
      <div>
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={sending}>
          {sending ? t('Sending…') : t('Send request')}
        </button>
      </div>
    </Form>
  );
}

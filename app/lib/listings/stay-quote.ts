import type { CancellationStep, Quote, QuoteRefusal } from '#common/pricing.ts';
import { percentIn, quoteLineLabels } from '#common/quote-labels.ts';
import { addDays } from '#common/site-dates.ts';
import { formatCents } from '../format/money.ts';
import { formatShortDate } from '../format/plain-format.ts';
import type { Texts } from '../site/language.tsx';

/**
 * What the property page writes of a quote (issue 40): the lines in the page's language, the refusals as
 * inline messages and the cancellation deadlines as dates (the lines' names: common/quote-labels.ts).
 */

type Words = Pick<Texts, 't' | 'tn' | 'lang'>;

/** The lines of a quote as the page shows them, each with its amount written out. */
export function quoteLines(
  quote: Quote,
  { lang }: Pick<Words, 'lang'>,
): Array<{ label: string; amount: string }> {
  const labels = quoteLineLabels(quote, lang);
  return quote.lines.map((line, i) => ({
    label: labels[i] ?? line.label,
    amount: formatCents(line.cents, lang),
  }));
}

/**
 * The cancellation deadlines in words, from the quote's schedule and the policy's percents: "Full refund
 * less 4% until Thu, Dec 24" and "50% refund until Sat, Jan 9", then what is left after the last date.
 */
export function cancellationTerms(
  quote: Pick<Quote, 'check_in' | 'cancellation'>,
  policy: CancellationStep[],
  { t, lang }: Words,
): string[] {
  const terms: string[] = [];
  for (const step of quote.cancellation) {
    if (step.until === null) continue;
    const rule = policy.find((r) => addDays(quote.check_in, -r.days_before) === step.until);
    const date = formatShortDate(step.until, lang);
    const fee = rule?.fee_percent ? percentIn(`${rule.fee_percent}%`, lang) : null;
    if (rule?.refund_percent === 100)
      terms.push(
        fee
          ? t('Full refund less {fee} until {date}', { fee, date })
          : t('Full refund until {date}', { date }),
      );
    else if (rule) {
      const percent = percentIn(`${rule.refund_percent}%`, lang);
      terms.push(
        fee
          ? t('{percent} refund less {fee} until {date}', { percent, fee, date })
          : t('{percent} refund until {date}', { percent, date }),
      );
    } else
      terms.push(t('{amount} back until {date}', { amount: formatCents(step.refund_cents, lang), date }));
  }
  terms.push(terms.length > 0 ? t('no refund after that') : t('No refund if you cancel'));
  return terms;
}

/** Why these dates have no price, said inline; null for a home without rates (it shows its "from" rate). */
export function refusalMessage(
  refusal: QuoteRefusal,
  maxGuests: number,
  { t }: Pick<Texts, 't'>,
): string | null {
  switch (refusal.reason) {
    case 'no_rates':
      return null;
    case 'minimum_nights':
      return t('This home needs at least {count} nights', { count: refusal.minimum_nights ?? 2 });
    case 'maximum_guests':
      return t('This home sleeps at most {count}', { count: maxGuests });
    case 'unavailable':
      return t('These dates are not available');
    case 'past':
      return t('That day has passed');
    case 'failed':
      return t("The price couldn't be loaded: check your connection and pick the dates again");
    default:
      return t("These dates can't be booked online: pick others or call us");
  }
}

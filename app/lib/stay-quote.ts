import type { CancellationStep, Quote, QuoteRefusal } from '#common/pricing.ts';
import { addDays } from '#common/site-dates.ts';
import type { Texts } from './language.tsx';
import { formatCents } from './money.ts';
import { formatShortDate } from './plain-format.ts';

/**
 * What the property page writes of a quote (issue 40): the lines in the page's language, the refusals as
 * inline messages and the cancellation deadlines as dates. The quote's own labels are the API's English;
 * the page writes each line again from its kind and figures.
 */

type Words = Pick<Texts, 't' | 'tn' | 'lang'>;

/** The French names of British Columbia's taxes; a tax staff named otherwise keeps its name. */
const frenchTaxNames: Record<string, string> = { GST: 'TPS', PST: 'TVP', MRDT: 'TMRD' };

/** "5%" in English, "5 %" in French (a no-break space), for the percents the quote's labels carry. */
const percentIn = (label: string, lang: Words['lang']) => {
  const percent = /(\d+(?:\.\d+)?)%/.exec(label)?.[1] ?? '';
  return lang === 'fr' ? `${percent.replace('.', ',')}\u00a0%` : `${percent}%`;
};

/** The lines of a quote as the page shows them, each with its amount written out. */
export function quoteLines(quote: Quote, { t, tn, lang }: Words): Array<{ label: string; amount: string }> {
  const rates = new Set(quote.nights_detail.map((night) => night.cents));
  const [first] = quote.nights_detail;
  let nightsSeen = 0;
  return quote.lines.map((line) => {
    let label: string;
    if (line.kind === 'nights') {
      nightsSeen++;
      label =
        nightsSeen > 1
          ? t('Extra guests')
          : rates.size === 1 && first && quote.lines.filter((l) => l.kind === 'nights').length === 1
            ? tn(quote.nights, '{price} × {count} night', '{price} × {count} nights', {
                price: formatCents(first.cents, lang),
              })
            : tn(quote.nights, '{count} night', '{count} nights');
    } else if (line.kind === 'discount') {
      label = t('Length-of-stay discount ({percent})', { percent: percentIn(line.label, lang) });
    } else if (line.kind === 'fee') {
      label = t('Cleaning fee');
    } else {
      const name = line.label.replace(/\s*\d+(?:\.\d+)?%$/, '');
      label = `${lang === 'fr' ? (frenchTaxNames[name] ?? name) : name} ${percentIn(line.label, lang)}`;
    }
    return { label, amount: formatCents(line.cents, lang) };
  });
}

/**
 * The cancellation deadlines in words, from the quote's schedule and the policy's percents: "Full refund
 * less 4% until Thu, Dec 24" and "50% refund until Sat, Jan 9", then what is left after the last date.
 */
export function cancellationTerms(quote: Quote, policy: CancellationStep[], { t, lang }: Words): string[] {
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

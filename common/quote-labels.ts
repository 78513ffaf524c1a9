import { translate, translateCount } from './i18n/translate.ts';
import { formatCents } from './money.ts';
import type { Quote } from './pricing.ts';
import type { Lang } from './translations.ts';

/**
 * The names of a quote's lines in a language (issues 40 and 41): the quote's own labels are the API's
 * English, so the property page, the request page and the booking emails write each line again from its
 * kind and figures.
 */

/** The French names of British Columbia's taxes; a tax staff named otherwise keeps its name. */
const frenchTaxNames: Record<string, string> = { GST: 'TPS', PST: 'TVP', MRDT: 'TMRD' };

/** "5%" in English, "5 %" in French (a no-break space), for the percents the quote's labels carry. */
export const percentIn = (label: string, lang: Lang) => {
  const percent = /(\d+(?:\.\d+)?)%/.exec(label)?.[1] ?? '';
  return lang === 'fr' ? `${percent.replace('.', ',')}\u00a0%` : `${percent}%`;
};

/** The label of each of the quote's lines, in order. */
export function quoteLineLabels(
  quote: Pick<Quote, 'lines' | 'nights' | 'nights_detail'>,
  lang: Lang,
): string[] {
  const rates = new Set(quote.nights_detail.map((night) => night.cents));
  const [first] = quote.nights_detail;
  const oneRate = rates.size === 1 && first && quote.lines.filter((l) => l.kind === 'nights').length === 1;
  let nightsSeen = 0;
  return quote.lines.map((line) => {
    if (line.kind === 'nights') {
      nightsSeen++;
      if (nightsSeen > 1) return translate(lang, 'Extra guests');
      return oneRate
        ? translateCount(lang, quote.nights, '{price} × {count} night', '{price} × {count} nights', {
            price: formatCents(first.cents, lang),
          })
        : translateCount(lang, quote.nights, '{count} night', '{count} nights');
    }
    if (line.kind === 'discount')
      return translate(lang, 'Length-of-stay discount ({percent})', { percent: percentIn(line.label, lang) });
    if (line.kind === 'fee') return translate(lang, 'Cleaning fee');
    const name = line.label.replace(/\s*\d+(?:\.\d+)?%$/, '');
    return `${lang === 'fr' ? (frenchTaxNames[name] ?? name) : name} ${percentIn(line.label, lang)}`;
  });
}

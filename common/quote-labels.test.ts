import { beforeAll, describe, expect, it } from 'vitest';
import { frenchCatalogue } from './i18n/french/index.ts';
import { registerFrenchCatalogue } from './i18n/translate.ts';
import { quoteLineLabels } from './quote-labels.ts';

beforeAll(() => registerFrenchCatalogue(frenchCatalogue));

/** A week at two rates with extra guests, a discount, cleaning and BC's taxes, as the quote labels them. */
const quote = {
  nights: 3,
  nights_detail: [
    { date: '2027-01-08', cents: 20_000 },
    { date: '2027-01-09', cents: 25_000 },
    { date: '2027-01-10', cents: 20_000 },
  ],
  lines: [
    { kind: 'nights' as const, label: '3 nights', cents: 65_000 },
    { kind: 'nights' as const, label: 'Extra guests', cents: 6_000 },
    { kind: 'discount' as const, label: 'Length-of-stay discount 7.5%', cents: -5_325 },
    { kind: 'fee' as const, label: 'Cleaning fee', cents: 10_000 },
    { kind: 'tax' as const, label: 'GST 5%', cents: 3_784 },
    { kind: 'tax' as const, label: 'Resort fee 2%', cents: 1_514 },
  ],
};

describe("a quote's lines in the reader's language", () => {
  it('writes them in English from their kind and figures', () => {
    expect(quoteLineLabels(quote, 'en')).toEqual([
      '3 nights',
      'Extra guests',
      'Length-of-stay discount (7.5%)',
      'Cleaning fee',
      'GST 5%',
      'Resort fee 2%',
    ]);
  });

  it('writes them in French, with the French tax names and a no-break space before %', () => {
    expect(quoteLineLabels(quote, 'fr')).toEqual([
      '3 nuitées',
      'Voyageurs supplémentaires',
      expect.stringContaining('7,5\u00a0%'),
      'Frais de ménage',
      'TPS 5\u00a0%',
      'Resort fee 2\u00a0%',
    ]);
  });

  it('names the rate when every night costs the same', () => {
    const even = { ...quote, nights_detail: quote.nights_detail.map((n) => ({ ...n, cents: 20_000 })) };
    expect(quoteLineLabels({ ...even, lines: [quote.lines[0]!] }, 'en')).toEqual(['$200.00 × 3 nights']);
  });
});

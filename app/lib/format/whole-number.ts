import type { Lang } from '#common/translations.ts';

/**
 * A whole number grouped by thousands as \`toLocaleString\` writes it for 'en-CA' (12345 → "12,345") and
 * 'fr-CA' (12345 → "12 345", a no-break space), without \`Intl\`: a new ICU formatter per call cost the
 * listing's cards 100–300 ms of a slowed phone's main thread (ADR 0034). Apart from the dates of
 * plain-format.ts so that pages with cards and no calendar load only this.
 */
export function formatWholeNumber(n: number, lang: Lang = 'en'): string {
  const sign = n < 0 ? '-' : '';
  const separator = lang === 'fr' ? '\u00a0' : ',';
  return sign + String(Math.round(Math.abs(n))).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** A price in whole dollars: "$1,234"; in French "1 234 $" (no-break spaces, as fr-CA writes CAD). */
export function formatDollars(n: number, lang: Lang = 'en'): string {
  return lang === 'fr' ? `${formatWholeNumber(n, 'fr')}\u00a0$` : `$${formatWholeNumber(n)}`;
}

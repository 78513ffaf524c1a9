import type { Lang } from './translations.ts';

/**
 * Cents (CAD) written out without `Intl` (as plain-format.ts does for dates): "$1,234.56" in English,
 * "1 234,56 $" in French (Canadian usage, a no-break space between thousands).
 */
export function formatCents(cents: number, lang: Lang = 'en'): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100);
  const rest = String(abs % 100).padStart(2, '0');
  const grouped = String(dollars).replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'fr' ? '\u00a0' : ',');
  return lang === 'fr' ? `${sign}${grouped},${rest}\u00a0$` : `${sign}$${grouped}.${rest}`;
}

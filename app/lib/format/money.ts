import type { Lang } from '#common/translations.ts';
import { formatWholeNumber } from './whole-number.ts';

/** An amount in cents as Intl writes CAD for 'en-CA' ("$1,234.56", "-$40.00") and 'fr-CA' ("1 234,56 $"). */
export function formatCents(cents: number, lang: Lang = 'en'): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(Math.round(cents));
  const dollars = formatWholeNumber(Math.floor(whole / 100), lang);
  const rest = String(whole % 100).padStart(2, '0');
  return lang === 'fr' ? `${sign}${dollars},${rest}\u00a0$` : `${sign}$${dollars}.${rest}`;
}

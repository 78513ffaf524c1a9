import { formatWholeNumber } from '../../../lib/format/whole-number.ts';
import { useTexts } from '../../../lib/site/language.tsx';

/** "1,234" in English, "1 234" (a non-breaking space between thousands) in French, as fr-CA writes it. */
const countIn = (lang: 'en' | 'fr', n: number) =>
  lang === 'fr' ? formatWholeNumber(n).replace(/,/g, '\u00a0') : formatWholeNumber(n);

/**
 * "1,234 characters left" under a text field with a limit, updated as the visitor types, so the limit is
 * known before sending (the field's aria-describedby points at `id`).
 */
export function RemainingCharacters({ id, length, max }: { id: string; length: number; max: number }) {
  const { lang, tn } = useTexts();
  const left = max - length;
  const words =
    left >= 0
      ? tn(left, '{count} character left', '{count} characters left', { count: countIn(lang, left) })
      : tn(-left, '{count} character over the limit', '{count} characters over the limit', {
          count: countIn(lang, -left),
        });
  return (
    <p
      id={id}
      data-testid="remaining-characters"
      className={`mt-1 text-right text-sm tabular-nums ${left < 0 ? 'font-semibold text-red-700' : 'text-slate-600'}`}
    >
      {words}
    </p>
  );
}

import { formatWholeNumber } from '../lib/whole-number.ts';
/**
 * "1,234 characters left" under a text field with a limit, updated as the visitor types, so the limit is
 * known before sending (the field's aria-describedby points at `id`).
 */
export function RemainingCharacters({ id, length, max }: { id: string; length: number; max: number }) {
  const left = max - length;
  const words =
    left >= 0
      ? `${formatWholeNumber(left)} ${left === 1 ? 'character' : 'characters'} left`
      : `${formatWholeNumber(-left)} ${left === -1 ? 'character' : 'characters'} over the limit`;
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

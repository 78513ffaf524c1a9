import { useTexts } from '../../lib/site/language.tsx';

/**
 * The limit, said before it is reached ("Up to 500 characters"), and how many are used; over the limit it
 * says so in the error colour (the text is never cut).
 */
export function CharacterCount({ id, count, max }: { id: string; count: number; max: number }) {
  const { t } = useTexts();
  const over = count > max;
  return (
    <p
      id={id}
      data-character-count
      className={`text-sm ${over ? 'font-semibold text-red-700' : 'text-slate-600'}`}
    >
      {t('Up to {max} characters', { max })} · {t('{count} of {max}', { count, max })}
    </p>
  );
}

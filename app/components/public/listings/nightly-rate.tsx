import type { ReactNode } from 'react';
import { useTexts } from '../../../lib/site/language.tsx';

/**
 * "From $450 / night" around the price's own markup; the French puts the price elsewhere in the sentence
 * ("À partir de 450 $ / nuit"), so the translated sentence is cut at its `{price}`.
 */
export function NightlyRate({ price }: { price: ReactNode }) {
  const { t } = useTexts();
  const [before = '', after = ''] = t('From {price} / night').split('{price}');
  return (
    <>
      {before}
      {price}
      {after}
    </>
  );
}

/**
 * Counting a form's French versions (issue 28): a text needs French once its English has some; it is
 * missing while its French is blank.
 */

export interface TextPair {
  english: string;
  french: string;
}

export const needsFrench = ({ english, french }: TextPair) => english.trim() !== '' && french.trim() === '';

/** "French: 4 of 12 texts missing", or that all are there; null when no English text is written yet. */
export function frenchSummary(pairs: readonly TextPair[]): string | null {
  const total = pairs.filter((pair) => pair.english.trim() !== '').length;
  if (total === 0) return null;
  const missing = pairs.filter(needsFrench).length;
  if (missing === 0) return 'French: all texts translated';
  return `French: ${missing} of ${total} ${total === 1 ? 'text' : 'texts'} missing`;
}

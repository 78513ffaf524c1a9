import type { Lang } from '../translations.ts';
import { type TextValues, translate } from './translate.ts';

/**
 * Messages a schema writes from a template and fixed values ("Please write at least 20 characters" from
 * `msg('Please write at least {count} characters')` and the limit). The API answers with the English; a page
 * that shows such a message in French finds which template it was filled from and fills the French one.
 */
export function filledMessages(entries: ReadonlyArray<readonly [template: string, values: TextValues]>) {
  const filled = entries.map(([template, values]) => ({
    template,
    values,
    english: translate('en', template, values),
  }));
  return {
    /** The English messages, in the order of the entries. */
    english: filled.map((entry) => entry.english),
    /** A message in `lang`: a filled template's translation, or any other message's. */
    in(lang: Lang, message: string): string {
      const entry = filled.find((candidate) => candidate.english === message);
      return entry ? translate(lang, entry.template, entry.values) : translate(lang, message);
    },
  };
}

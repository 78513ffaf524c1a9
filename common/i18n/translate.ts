import type { Lang } from '../translations.ts';

/**
 * The site's own texts in French (issue 28). The English text is the key (as in gettext): the code reads
 * as the page does, and the spec's English stays verbatim where it is used. The French catalogue
 * (common/i18n/french/) is loaded only where French is needed: the server imports it, the browser loads it
 * before hydrating a French page (app/entry.client.tsx), so English pages never download it.
 */
export type Catalogue = Readonly<Record<string, string>>;

let french: Catalogue | undefined;

/** Makes the French catalogue available to `translate`; the server and French pages call it once. */
export function registerFrenchCatalogue(catalogue: Catalogue): void {
  french = catalogue;
}

/** Values put in a text's `{name}` placeholders. */
export type TextValues = Readonly<Record<string, string | number>>;

function fill(text: string, values: TextValues | undefined): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * A fixed text in a language, its `{name}` placeholders filled. French falls back to the English when the
 * catalogue has no entry (the catalogue test keeps that from happening) or is not loaded.
 */
export function translate(lang: Lang, english: string, values?: TextValues): string {
  const text = lang === 'fr' ? (french?.[english] ?? english) : english;
  return fill(text, values);
}

/**
 * A text that depends on a count: `one` for a single thing, `other` for the rest. French counts 0 and 1 as
 * one ("0 logement"), English only 1. `{count}` is filled with the count.
 */
export function translateCount(
  lang: Lang,
  count: number,
  one: string,
  other: string,
  values?: TextValues,
): string {
  const single = lang === 'fr' ? Math.abs(count) < 2 : count === 1;
  return translate(lang, single ? one : other, { count, ...values });
}

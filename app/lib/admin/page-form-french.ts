import type { PageTranslations } from '#common/site-content.ts';

/**
 * The page editor holds each text's French beside its English (issue 28): an object with texts gets an
 * `fr` object of the same texts (`{heading, fr: {heading}}`, `{label, href, fr: {label}}`). Moving or
 * removing a section, a card or a button so moves its French with it; the API's shape
 * (`translations.fr.sections` by index) is made from the form only when the form is checked or saved.
 */

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Keys that are not read as text (addresses, ids, dates): never translated. */
const notText = new Set(['kind', 'id', 'href', 'url', 'key', 'effective_date']);
/** Texts the editor does not offer in French yet (a picture's alt text keeps the English). */
const notEdited = new Set(['alt']);
export const isTranslatedText = (key: string) => !notText.has(key) && !notEdited.has(key);

/** The form's values: the English content with its French (API shape) put beside each text. */
export function withFrenchBeside(english: unknown, french: unknown): unknown {
  if (Array.isArray(english)) {
    const items = Array.isArray(french) ? french : [];
    return english.map((item, i) => withFrenchBeside(item, items[i]));
  }
  if (!isObject(english)) return english;
  const from = isObject(french) ? french : {};
  const result: Json = {};
  const fr: Json = {};
  for (const [key, value] of Object.entries(english)) {
    if (typeof value === 'string') {
      result[key] = value;
      if (isTranslatedText(key)) fr[key] = typeof from[key] === 'string' ? from[key] : '';
    } else result[key] = notText.has(key) ? value : withFrenchBeside(value, from[key]);
  }
  // the texts French has but English does not (an optional English text left out) stay the French's
  for (const [key, value] of Object.entries(from))
    if (typeof value === 'string' && !(key in fr)) fr[key] = value;
  return Object.keys(fr).length > 0 ? { ...result, fr } : result;
}

/** A value of the form split into its English and its French (API shape; undefined where none). */
function split(value: unknown): { english: unknown; french: unknown } {
  if (Array.isArray(value)) {
    const parts = value.map(split);
    const french = parts.map((p) => p.french ?? null);
    return {
      english: parts.map((p) => p.english),
      french: french.some((f) => f !== null) ? french : undefined,
    };
  }
  if (!isObject(value)) return { english: value, french: undefined };
  const { fr, ...rest } = value;
  const english: Json = {};
  const french: Json = {};
  for (const [key, text] of Object.entries(isObject(fr) ? fr : {})) {
    if (typeof text === 'string' && text.trim() !== '') french[key] = text;
  }
  for (const [key, child] of Object.entries(rest)) {
    const part = split(child);
    english[key] = part.english;
    if (part.french !== undefined) french[key] = part.french;
  }
  return { english, french: Object.keys(french).length > 0 ? french : undefined };
}

/** The content the API takes (`{seo, sections, translations}`) from the form's values. */
export function contentOfForm(values: unknown): {
  seo: unknown;
  sections: unknown;
  translations: PageTranslations;
} {
  const form = isObject(values) ? values : {};
  const seo = split(form.seo);
  const sections = split(form.sections ?? []);
  const fr: Json = {};
  if (seo.french !== undefined) fr.seo = seo.french;
  if (sections.french !== undefined) fr.sections = sections.french;
  return {
    seo: seo.english,
    sections: sections.english,
    translations: (Object.keys(fr).length > 0 ? { fr } : {}) as PageTranslations,
  };
}

/** Where the form shows a French text the API named (`translations.fr.sections.0.heading` -> `sections.0.fr.heading`). */
export function formPathOfFrench(path: readonly PropertyKey[]): PropertyKey[] {
  if (path[0] !== 'translations' || path[1] !== 'fr' || path.length < 4) return [...path];
  const rest = path.slice(2);
  return [...rest.slice(0, -1), 'fr', rest.at(-1)!];
}

/**
 * The texts of the form written in English with no French beside them, for the editor's count
 * ("3 texts missing French").
 */
export function countMissingFrench(values: unknown): number {
  if (Array.isArray(values)) return values.reduce<number>((sum, item) => sum + countMissingFrench(item), 0);
  if (!isObject(values)) return 0;
  const fr = isObject(values.fr) ? values.fr : {};
  let missing = 0;
  for (const [key, value] of Object.entries(values)) {
    if (key === 'fr') continue;
    if (typeof value === 'string') {
      const french = fr[key];
      if (
        isTranslatedText(key) &&
        value.trim() !== '' &&
        (typeof french !== 'string' || french.trim() === '')
      )
        missing += 1;
    } else if (!notText.has(key)) missing += countMissingFrench(value);
  }
  return missing;
}

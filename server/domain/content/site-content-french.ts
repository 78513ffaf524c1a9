import {
  type FrenchSection,
  frenchSectionSchemas,
  frenchSeoSchema,
  type PageSeo,
  type PageTranslations,
  type PublishedPage,
  type Section,
  sectionSchema,
} from '#common/site-content.ts';
import type { Lang } from '#common/translations.ts';

/**
 * The French of a page's texts (issue 28, ADR 0036): kept with the English it translates. A page's
 * content carries `translations: {fr: {seo, sections}}` (sections by index); stored, each French section
 * goes inside its English section's JSON and the French SEO inside the SEO JSON, so that a draft, a
 * revision and a restore move both languages together without a column of their own.
 */

/** A page's content as the API and the editor hold it. */
export interface ContentWithFrench {
  seo: PageSeo;
  sections: Section[];
  translations: PageTranslations;
}

export type Stored = Record<string, unknown> & { translations?: { fr?: unknown } };

/** The SEO and the sections as stored: each with its French inside (see above). */
export function toStored(content: ContentWithFrench): { seo: Stored; sections: Stored[] } {
  const french = content.translations.fr;
  const withFrench = (english: object, fr: object | null | undefined): Stored =>
    fr && Object.keys(fr).length > 0 ? { ...english, translations: { fr } } : { ...english };
  return {
    seo: withFrench(content.seo, french?.seo),
    sections: content.sections.map((section, i) => withFrench(section, french?.sections?.[i])),
  };
}

/**
 * The content back from its stored SEO and sections (each section's `kind` and `id` included). A French
 * text that no longer passes its English's rules is dropped: the English shows instead.
 */
export function fromStored(seo: Stored, sections: Stored[]): ContentWithFrench {
  const { translations: seoFrench, ...englishSeo } = seo;
  const english = sections.map(({ translations: _french, ...section }) => sectionSchema.parse(section));
  const frenchSeo = frenchSeoSchema.safeParse(seoFrench?.fr);
  const frenchSections = sections.map((section, i): FrenchSection | null => {
    const parsed = frenchSectionSchemas[english[i]!.kind].safeParse(section.translations?.fr);
    return parsed.success ? (parsed.data as FrenchSection) : null;
  });
  const fr: NonNullable<PageTranslations['fr']> = {};
  if (frenchSeo.success) fr.seo = frenchSeo.data;
  if (frenchSections.some((s) => s !== null)) fr.sections = frenchSections;
  return {
    seo: englishSeo as PageSeo,
    sections: english,
    translations: Object.keys(fr).length > 0 ? { fr } : {},
  };
}

/** Keys that are not texts a reader reads: they stay the English section's own. */
const notText = new Set(['kind', 'id', 'href', 'url', 'key', 'effective_date']);

/**
 * The English value with each of its texts replaced by the French at the same place where that is not
 * blank; every text left in English goes into `untranslated` by its path (`hero.buttons.0.label`).
 */
function overlay(english: unknown, french: unknown, path: string, untranslated: string[]): unknown {
  if (typeof english === 'string') {
    if (typeof french === 'string' && french.trim() !== '') return french;
    untranslated.push(path);
    return english;
  }
  if (Array.isArray(english)) {
    const items = Array.isArray(french) ? french : [];
    return english.map((item, i) => overlay(item, items[i], `${path}.${i}`, untranslated));
  }
  if (english && typeof english === 'object') {
    const from = french && typeof french === 'object' ? (french as Record<string, unknown>) : {};
    return Object.fromEntries(
      Object.entries(english).map(([key, value]) => [
        key,
        notText.has(key) ? value : overlay(value, from[key], `${path}.${key}`, untranslated),
      ]),
    );
  }
  return english;
}

/**
 * A page as a reader of `lang` sees it: in French, each text in French where staff gave one, else in
 * English, named in `untranslated` by its render key (`seo.title`, `hero.heading`, `services.items.0.text`).
 * Without a language, the page as stored (English, with its `translations`) for the back office.
 */
export function localisePage(page: PublishedPage, lang: Lang | undefined): PublishedPage {
  if (!lang) return page;
  const { translations, ...english } = page;
  if (lang === 'en') return { ...english, lang, untranslated: [] };
  const french = translations?.fr;
  const untranslated: string[] = [];
  const seo = overlay(english.seo, french?.seo, 'seo', untranslated) as PageSeo;
  const sections = english.sections.map(
    (section, i) => overlay(section, french?.sections?.[i], section.id, untranslated) as Section,
  );
  return { ...english, seo, sections, lang, untranslated };
}

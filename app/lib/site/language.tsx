import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useMatches } from 'react-router';
import { localisedPath } from '#common/i18n/paths.ts';
import { type TextValues, translate, translateCount } from '#common/i18n/translate.ts';
import type { Lang } from '#common/translations.ts';
import { langFromMatches } from '../seo/seo.ts';

const LanguageContext = createContext<Lang>('en');

/** The language of what is inside: the page's (root.tsx), or an island's (it has no page around it). */
export function LanguageProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  return <LanguageContext value={lang}>{children}</LanguageContext>;
}

/** The language the visitor reads this page in. */
export function useLang(): Lang {
  return useContext(LanguageContext);
}

/**
 * The page's language, decided by its routes: the deepest route whose data names a `lang` (a welcome page
 * follows its stay), else the root's (from the address: French under /fr).
 */
export function usePageLang(): Lang {
  return langFromMatches(useMatches());
}

/** What a component needs to write in the visitor's language. */
export interface Texts {
  lang: Lang;
  /** A fixed text in the page's language, `{name}` placeholders filled (common/i18n/translate.ts). */
  t: (english: string, values?: TextValues) => string;
  /** A text that depends on a count (`{count}` filled); French counts 0 as one. */
  tn: (count: number, one: string, other: string, values?: TextValues) => string;
  /** A public page's address in the page's language (`/about` -> `/fr/about` on French pages). */
  path: (english: string) => string;
}

export function textsIn(lang: Lang): Texts {
  return {
    lang,
    t: (english, values) => translate(lang, english, values),
    tn: (count, one, other, values) => translateCount(lang, count, one, other, values),
    path: (english) => localisedPath(english, lang),
  };
}

/** The page's language with its translate functions. */
export function useTexts(): Texts {
  const lang = useLang();
  return useMemo(() => textsIn(lang), [lang]);
}

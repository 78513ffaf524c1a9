import type { Lang } from '../translations.ts';

/**
 * Where each language lives (issue 28): English at the site's own addresses, French under `/fr`. The same
 * page in the other language is the same path with or without the prefix, so the language switch keeps the
 * page and its query, and hreflang pairs are made from the path alone.
 */
const frenchPrefix = '/fr';

/** The language of a public address: French under `/fr`, English everywhere else. */
export function langOfPath(pathname: string): Lang {
  return pathname === frenchPrefix || pathname.startsWith(`${frenchPrefix}/`) ? 'fr' : 'en';
}

/** The English address of a page (`/fr/about` -> `/about`, `/fr` -> `/`). */
export function unlocalisedPath(pathname: string): string {
  if (langOfPath(pathname) === 'en') return pathname;
  return pathname.slice(frenchPrefix.length) || '/';
}

/** A page's address in a language: `localisedPath('/about', 'fr')` -> `/fr/about`; `/` -> `/fr`. */
export function localisedPath(path: string, lang: Lang): string {
  const english = unlocalisedPath(path);
  if (lang === 'en') return english;
  return english === '/'
    ? frenchPrefix
    : english.startsWith('/?')
      ? `${frenchPrefix}${english.slice(1)}`
      : `${frenchPrefix}${english}`;
}

import { useLocation } from 'react-router';
import { localisedPath } from '#common/i18n/paths.ts';
import type { Lang } from '#common/translations.ts';
import { useTexts } from '../../../lib/site/language.tsx';
import { isPrivatePath } from '../../../lib/site/public-pages.ts';

/** Each language named in itself, as a switch offers it to a reader of the other. */
const names: Record<Lang, string> = { en: 'English', fr: 'Français' };

/** The same page and query in the other language (issue 28: `/about?x=1` <-> `/fr/about?x=1`). */
export function otherLanguageAddress(pathname: string, search: string, lang: Lang) {
  const other: Lang = lang === 'fr' ? 'en' : 'fr';
  return { lang: other, href: `${localisedPath(pathname, other)}${search}` };
}

/**
 * The link to this page in the other language, in the menu and the footer. A full document load, not a
 * client navigation: the French catalogue is loaded before a French page hydrates (app/entry.client.tsx),
 * and the server renders the page in its language. None on a private page (a guest's guide, the login):
 * those have no `/fr` address (the guide has its own switch, app/components/welcome/language-switch.tsx).
 */
export function LanguageSwitch({ className, onClick }: { className?: string; onClick?: () => void }) {
  const { pathname, search, hash } = useLocation();
  const { lang } = useTexts();
  if (isPrivatePath(pathname)) return null;
  const other = otherLanguageAddress(pathname, search, lang);
  return (
    <a
      href={`${other.href}${hash}`}
      lang={other.lang === 'fr' ? 'fr-CA' : 'en-CA'}
      hrefLang={other.lang === 'fr' ? 'fr-CA' : 'en-CA'}
      onClick={onClick}
      className={className}
      data-testid="language-switch"
    >
      {names[other.lang]}
    </a>
  );
}

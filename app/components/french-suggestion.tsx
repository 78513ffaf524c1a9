import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { localisedPath } from '#common/i18n/paths.ts';
import type { Lang } from '#common/translations.ts';
import { useTexts } from '../lib/language.tsx';
import { CloseIcon } from './icons.tsx';

/** Where a dismissal is remembered, in this browser, for every later visit. */
export const dismissedKey = 'french-suggestion-dismissed';

/**
 * Whether to suggest the French pages: an English page, read in a browser whose first language is French,
 * by a visitor who has not dismissed the suggestion. Never a redirect (issue 28: shared links and crawlers
 * must get the page they asked for).
 */
export function suggestsFrench(pageLang: Lang, browserLanguages: readonly string[], dismissed: boolean) {
  return pageLang === 'en' && !dismissed && /^fr\b/i.test(browserLanguages[0] ?? '');
}

function wasDismissed(): boolean {
  try {
    return localStorage.getItem(dismissedKey) !== null;
  } catch {
    return false; // storage refused (private mode): the suggestion shows, its button still hides it
  }
}

/**
 * A one-line bar "Ce site est aussi offert en français." over the foot of an English page, for browsers
 * that prefer French, with a link to the same page in French and a dismiss button. It is decided after
 * hydration (the server's HTML, cached, is the same for every visitor) and is fixed to the viewport, so it
 * moves nothing on the page (no layout shift). It is written in French only: it speaks to French readers.
 */
export function FrenchSuggestion() {
  const { lang } = useTexts();
  const { pathname, search } = useLocation();
  const [shown, setShown] = useState(false);

  useEffect(() => {
    setShown(suggestsFrench(lang, navigator.languages ?? [navigator.language], wasDismissed()));
  }, [lang]);

  if (!shown) return null;
  const dismiss = () => {
    setShown(false);
    try {
      localStorage.setItem(dismissedKey, new Date().toISOString());
    } catch {
      // not remembered: it shows again on the next page
    }
  };
  return (
    <aside
      lang="fr-CA"
      aria-label="Langue"
      data-testid="french-suggestion"
      className="fixed inset-x-0 bottom-0 z-[74] flex justify-center px-3 pb-3"
    >
      <p className="flex max-w-full items-center gap-x-3 rounded-full bg-brand-950/95 py-1.5 pr-1.5 pl-5 text-sm text-white shadow-lg">
        <span className="min-w-0">
          Ce site est aussi offert en français.{' '}
          <a
            href={`${localisedPath(pathname, 'fr')}${search}`}
            hrefLang="fr-CA"
            className="font-semibold whitespace-nowrap text-alpenglow-100 underline underline-offset-4"
          >
            Voir en français
          </a>
        </span>
        <button
          type="button"
          onClick={dismiss}
          aria-label="Fermer"
          className="grid size-9 shrink-0 place-items-center rounded-full hover:bg-white/15"
        >
          <CloseIcon size={18} />
        </button>
      </p>
    </aside>
  );
}

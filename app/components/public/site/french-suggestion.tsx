import { lazy, Suspense, useEffect, useState } from 'react';
import type { Lang } from '#common/translations.ts';
import { useTexts } from '../../../lib/site/language.tsx';

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

/** The bar's own code, fetched only for the few visitors it is shown to (English pages stay as light). */
const SuggestionBar = lazy(() =>
  import('./french-suggestion-bar.tsx').then((m) => ({ default: m.FrenchSuggestionBar })),
);

/**
 * A one-line bar "Ce site est aussi offert en français." over the foot of an English page, for browsers
 * that prefer French, with a link to the same page in French and a dismiss button. It is decided after
 * hydration (the server's HTML, cached, is the same for every visitor) and is fixed to the viewport, so it
 * moves nothing on the page (no layout shift).
 */
export function FrenchSuggestion() {
  const { lang } = useTexts();
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
    <Suspense fallback={null}>
      <SuggestionBar onDismiss={dismiss} />
    </Suspense>
  );
}

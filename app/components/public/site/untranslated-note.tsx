import { useMatches } from 'react-router';
import { useTexts } from '../../../lib/site/language.tsx';

/**
 * The staff texts a route's data shows in English on a French page for want of French (issue 28): a
 * brochure page's (`page.page.untranslated`) or a property's (`property.untranslated`).
 */
function untranslatedOf(data: unknown): readonly string[] {
  if (!data || typeof data !== 'object') return [];
  const { page, property } = data as { page?: { page?: { untranslated?: string[] } }; property?: unknown };
  const fromProperty = (property as { untranslated?: string[] } | undefined)?.untranslated;
  return [...(page?.page?.untranslated ?? []), ...(fromProperty ?? [])];
}

/**
 * A discreet line under a French page whose staff texts are partly English (the English shows where the
 * French is empty): the reader knows it is not an error. Nothing on English pages.
 */
export function UntranslatedNote() {
  const { lang, t } = useTexts();
  const matches = useMatches();
  if (lang === 'en' || !matches.some((match) => untranslatedOf(match.data).length > 0)) return null;
  return (
    <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-slate-600 italic sm:px-6 lg:px-8">
      {t('Some parts of this page are not translated yet.')}
    </p>
  );
}

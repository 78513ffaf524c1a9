import { useLocation } from 'react-router';
import { localisedPath } from '#common/i18n/paths.ts';
import { CloseIcon } from './icons.tsx';

/**
 * The French suggestion's bar (french-suggestion.tsx decides when it shows): the same page in French, and a
 * button that dismisses it. Written in French only: it speaks to French readers on an English page.
 */
export function FrenchSuggestionBar({ onDismiss }: { onDismiss: () => void }) {
  const { pathname, search } = useLocation();
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
          onClick={onDismiss}
          aria-label="Fermer"
          className="grid size-9 shrink-0 place-items-center rounded-full hover:bg-white/15"
        >
          <CloseIcon size={18} />
        </button>
      </p>
    </aside>
  );
}

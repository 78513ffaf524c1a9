import { useLocation, useNavigation } from 'react-router';
import { msg } from '#common/i18n/message.ts';
import { unlocalisedPath } from '#common/i18n/paths.ts';
import { messages } from '#common/messages.ts';
import { useRetrying } from '../../../lib/loading/with-retries.ts';
import { useTexts } from '../../../lib/site/language.tsx';

/** The message of a page that is loading, by where the navigation goes (in either language). */
function pendingMessage(pathname: string): string {
  const page = unlocalisedPath(pathname);
  if (page === '/properties') return messages.listingsLoading;
  if (page.startsWith('/property/')) return msg('Loading property details');
  return msg('Loading…');
}

/**
 * While the next page loads, a thin bar runs along the top of the screen and a small notice names what is
 * loading (the loading states of docs/spec.md section 2, such as "Loading property details"). A page that
 * reloads itself, such as the listing with new filters, shows its own loading state instead. While a load
 * waits to be tried again (the retry policy, ADR 0020), the notice says "Retrying…".
 */
export function NavigationStatus() {
  const navigation = useNavigation();
  const retrying = useRetrying() && navigation.state === 'loading';
  const { pathname } = useLocation();
  const { t } = useTexts();
  const target =
    navigation.state === 'loading' && navigation.location.pathname !== pathname
      ? navigation.location
      : undefined;
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 top-0 z-[70]">
      {target || retrying ? (
        <>
          <div className="navigation-bar h-1 bg-alpenglow-500" />
          <p className="mx-auto mt-3 w-fit rounded-full bg-brand-950/90 px-4 py-2 text-sm font-medium text-white shadow-lg">
            {retrying || !target ? t('Retrying…') : t(pendingMessage(target.pathname))}
          </p>
        </>
      ) : null}
    </div>
  );
}

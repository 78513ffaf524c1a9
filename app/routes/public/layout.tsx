import { Outlet, useRouteLoaderData } from 'react-router';
import { FrenchSuggestion } from '../../components/public/site/french-suggestion.tsx';
import { NavigationStatus } from '../../components/public/site/navigation-status.tsx';
import { RouteTransition } from '../../components/public/site/route-transition.tsx';
import { SiteFooter } from '../../components/public/site/site-footer.tsx';
import { SiteHeader } from '../../components/public/site/site-header.tsx';
import { SiteOffline } from '../../components/public/site/site-offline.tsx';
import { UntranslatedNote } from '../../components/public/site/untranslated-note.tsx';
import { useTexts } from '../../lib/site/language.tsx';
import { usePageHasHero } from '../../lib/site/route-handle.ts';
import type { loader as rootLoader } from '../../root.tsx';

/** The main layout of docs/spec.md section 2: header, the routed page, footer. */
export default function MainLayout() {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const overHero = usePageHasHero();
  const { t } = useTexts();
  if (!root) return <Outlet />;
  const { site, year } = root;
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[80] rounded-full bg-white px-5 py-3 font-semibold text-brand-900 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('Skip to content')}
      </a>
      <SiteHeader site={site} overHero={overHero} />
      <NavigationStatus />
      <SiteOffline />
      <FrenchSuggestion />
      <RouteTransition>
        <main id="main" tabIndex={-1} className={`outline-none ${overHero ? '' : 'pt-20'}`}>
          <Outlet />
          <UntranslatedNote />
        </main>
        <SiteFooter site={site} year={year} />
      </RouteTransition>
    </>
  );
}

import displayFontUrl from '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url';
import textFontUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import { type ReactNode, useEffect } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import './app.css';
import { JsonLd } from './components/public/site/json-ld.tsx';
import { NotFound } from './components/public/site/not-found.tsx';
import { noSplashScript, SplashScreen, splashScript } from './components/public/site/splash-screen.tsx';
import { companyJsonLd } from './lib/seo/structured-data.ts';
import { gtagBootstrap, gtagScriptUrl, usePageViews } from './lib/site/analytics.ts';
import { LanguageProvider, usePageLang, useTexts } from './lib/site/language.tsx';
import { isPrivatePath } from './lib/site/public-pages.ts';
import { useIsPreview } from './lib/site/route-handle.ts';

export async function loader({ context }: Route.LoaderArgs) {
  return {
    // the address's language (French under /fr); a route below may name another (a stay's guide)
    lang: context.lang,
    site: context.site,
    nonce: context.nonce,
    // the year of the copyright line comes from the server so server and browser render the same text
    year: new Date().getFullYear(),
    // made here so the code that makes it stays on the server (the browser only writes it out)
    companyJsonLd: companyJsonLd(context.site),
  };
}

/**
 * The root's data (site settings, this document's CSP nonce, the year) does not change while the visitor
 * moves around: a client navigation never reads it again, so a navigation that fails (no connection) stays
 * with its page's own error state instead of the site-wide one. Form posts still revalidate it.
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod || formMethod.toUpperCase() === 'GET') return false;
  return defaultShouldRevalidate;
}

export const links: Route.LinksFunction = () => [
  // The display face of the splash's name and every page's h1, above the fold on the first paint: fetched
  // beside the stylesheet instead of after it, so it has usually arrived before the text is laid out and
  // swapping it in moves nothing (the same file app.css's @font-face names; Vite gives both one URL).
  { rel: 'preload', as: 'font', type: 'font/woff2', href: displayFontUrl, crossOrigin: 'anonymous' },
  // The text face (Latin, French included), for the same reason: arriving after the first layout, it was
  // swapped in with a relayout of every line of text on the page (in a Chrome trace of / at 4× CPU, the
  // preload took the load's layout time from ~500 to ~380 ms, median of 4 each; ADR 0031)
  { rel: 'preload', as: 'font', type: 'font/woff2', href: textFontUrl, crossOrigin: 'anonymous' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
];

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const site = data?.site;
  const nonce = data?.nonce;
  const { pathname } = useLocation();
  const privatePage = isPrivatePath(pathname);
  // a staff preview is no visit: no page views, no contact widget
  const thirdParty = !useIsPreview();
  const headScript = privatePage ? noSplashScript : splashScript;
  const lang = usePageLang();
  // A public signal that React has taken the page over (journeys wait for it; React's own markers are private).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    // the head script adds classes to <html> before React hydrates it
    <html
      lang={lang === 'fr' ? 'fr-CA' : 'en-CA'}
      // which French the browser loads before hydrating (app/entry.client.tsx)
      data-texts={privatePage ? 'private' : 'public'}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2f4159" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of ours, with the nonce */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: headScript }} />
        {privatePage ? <meta name="robots" content="noindex, nofollow" /> : null}
        <Meta />
        <Links nonce={nonce} />
        {site?.gaMeasurementId && thirdParty ? (
          <>
            <script async src={gtagScriptUrl(site.gaMeasurementId)} nonce={nonce} />
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: gtag start-up, the id is JSON-encoded */}
            <script nonce={nonce} dangerouslySetInnerHTML={{ __html: gtagBootstrap(site.gaMeasurementId) }} />
          </>
        ) : null}
        {data ? <JsonLd data={data.companyJsonLd} nonce={nonce} /> : null}
      </head>
      <body className="bg-snow text-slate-900 antialiased">
        <LanguageProvider lang={lang}>
          {/* the splash greets travellers; a guest at the door or staff at work get their page at once */}
          {privatePage ? null : <SplashScreen name={site?.name ?? 'Selkirk Stays'} />}
          {children}
        </LanguageProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        {site?.contactWidgetUrl && thirdParty ? (
          <script async src={site.contactWidgetUrl} nonce={nonce} />
        ) : null}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const preview = useIsPreview();
  usePageViews(preview ? undefined : loaderData.site.gaMeasurementId);
  return <Outlet />;
}

/**
 * Errors above the page layouts; a 404 gets the spec's not-found page, a 429 says how long to wait (its
 * `{message}`, as the API's).
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main id="main">
        <NotFound />
      </main>
    );
  }
  return <SiteError error={error} />;
}

function SiteError({ error }: { error: unknown }) {
  const { t, path } = useTexts();
  const tooMany = isRouteErrorResponse(error) && error.status === 429;
  return (
    <main id="main" className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-3xl font-semibold text-brand-900">
        {tooMany ? t('Too many requests') : t('Something went wrong')}
      </h1>
      <p className="mt-4">{tooMany ? String(error.data?.message) : t('Please try again in a moment.')}</p>
      <a className="btn-dark mt-8" href={path('/')}>
        {t('Back to Home')}
      </a>
    </main>
  );
}

import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import './app.css';

export async function loader({ context }: Route.LoaderArgs) {
  return { site: context.site, nonce: context.nonce };
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  return (
    <html lang="en-CA">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2f4159" />
        <Meta />
        <Links />
      </head>
      <body className="bg-snow text-slate-900 antialiased">
        {children}
        <ScrollRestoration nonce={data?.nonce} />
        <Scripts nonce={data?.nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-3xl font-semibold text-brand-900">
        {notFound ? 'Page not found' : 'Something went wrong'}
      </h1>
      <p className="mt-4">
        {notFound ? "Oops... The page you're looking for doesn't exist." : 'Please try again in a moment.'}
      </p>
      <a className="mt-8 inline-block underline" href="/">
        Back to Home
      </a>
    </main>
  );
}

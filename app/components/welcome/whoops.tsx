import { type ReactNode, useEffect } from 'react';
import { isRouteErrorResponse, useRouteLoaderData } from 'react-router';
import { loadFailedMessage } from '../../lib/loading/load-failure.ts';
import { telHref } from '../../lib/welcome/contact-links.ts';

/** The welcome pages' error state (docs/spec.md: Whoops! with a contact-us message and the error). */
export function Whoops({
  error,
  detail,
  phone,
  email,
}: {
  error: string;
  /** A friendlier sentence shown under the error. */
  detail?: string;
  phone?: string;
  email?: string;
}) {
  let contact: ReactNode = 'Please contact us and we will sort it out.';
  if (phone || email) {
    contact = (
      <>
        Please contact us
        {phone ? (
          <>
            {' '}
            at{' '}
            <a href={telHref(phone)} className="font-semibold underline">
              {phone}
            </a>
          </>
        ) : null}
        {phone && email ? ' or' : null}
        {email ? (
          <>
            {' '}
            by email at{' '}
            <a href={`mailto:${email}`} className="font-semibold wrap-anywhere underline">
              {email}
            </a>
          </>
        ) : null}{' '}
        and we will sort it out.
      </>
    );
  }
  return (
    <div className="mx-auto max-w-xl px-4 py-20 sm:px-6">
      <div className="card p-6 sm:p-8">
        <h1 className="text-3xl font-semibold">Whoops!</h1>
        <p className="mt-4 text-lg">Something went wrong with this welcome page. {contact}</p>
        <p className="mt-4 rounded-lg bg-brand-50 px-4 py-3 text-brand-900">
          <span className="font-semibold">Error: </span>
          {error}
          {detail ? <span className="mt-1 block">{detail}</span> : null}
        </p>
      </div>
    </div>
  );
}

/**
 * The error boundary of the welcome routes: the error's text, and the company's contact details. With
 * `failedLoad`, a failed load (an error response) reads docs/spec.md's "Failed to fetch welcome page data:
 * {status}" with the server's sentence under it, and "Network response was not ok" goes to the console.
 */
export function WhoopsBoundary({
  error,
  failedLoad,
}: {
  error: unknown;
  failedLoad?: (status: number) => string;
}) {
  const site = useRouteLoaderData<{ site?: { phone: string; email: string } }>('root')?.site;
  const failed = failedLoad && isRouteErrorResponse(error) ? error : null;
  useEffect(() => {
    if (failed) console.error(loadFailedMessage, failed.status);
  }, [failed]);
  if (failed && failedLoad) {
    const detail = typeof failed.data === 'string' ? failed.data : undefined;
    return (
      <Whoops error={failedLoad(failed.status)} detail={detail} phone={site?.phone} email={site?.email} />
    );
  }
  return <Whoops error={errorText(error)} phone={site?.phone} email={site?.email} />;
}

function errorText(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    return typeof error.data === 'string' ? error.data : `${error.status} ${error.statusText}`;
  }
  return error instanceof Error ? error.message : 'Unknown error';
}

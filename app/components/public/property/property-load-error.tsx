import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRevalidator } from 'react-router';
import { failedToFetch, loadFailedMessage } from '../../../lib/loading/load-failure.ts';
import { useTexts } from '../../../lib/site/language.tsx';
import { isOfflineFailure } from '../../../lib/site/public-data.ts';
import { NotFound } from '../site/not-found.tsx';
import { RetryButton } from '../site/retry-button.tsx';

/**
 * A missing property is the not-found page. No connection on a client navigation is an offline message
 * with a retry button (the service worker answers a full navigation, app/service-workers/site-sw.ts). Any other
 * failure reads docs/spec.md's "Error loading property details: Failed to fetch property details: {status}",
 * with the server's sentence under it.
 */
export function PropertyLoadError({ error }: { error: unknown }) {
  const revalidator = useRevalidator();
  const { t, path } = useTexts();
  const response = isRouteErrorResponse(error) ? error : null;
  const notFound = response?.status === 404;
  useEffect(() => {
    if (!notFound) console.error(loadFailedMessage, error);
  }, [error, notFound]);
  if (notFound) {
    return (
      <NotFound>
        <p>{t('No property details available.')}</p>
      </NotFound>
    );
  }
  if (isOfflineFailure(error)) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-24 sm:px-6">
        <div role="alert" className="card p-6 sm:p-8">
          <h1 className="text-3xl font-semibold">{t('You are offline')}</h1>
          <p className="mt-3 text-lg text-slate-700">
            {t(
              'This home could not be loaded: there is no connection right now. Homes you have opened before also open without one.',
            )}
          </p>
          <RetryButton busy={revalidator.state === 'loading'} onRetry={() => void revalidator.revalidate()} />
        </div>
        <Link to={path('/properties')} className="btn-outline mt-8">
          {t('Back to all rentals')}
        </Link>
      </div>
    );
  }
  const message: unknown = response ? response.data?.message : (error as Error | null)?.message;
  const detail = typeof message === 'string' ? message : undefined;
  return (
    <div className="mx-auto max-w-3xl px-4 py-24 sm:px-6">
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-800">
        <p className="font-semibold">
          {t('Error loading property details: {reason}', {
            reason: failedToFetch.propertyDetails(response?.status ?? 0),
          })}
        </p>
        {detail ? <p className="mt-1">{detail}</p> : null}
      </div>
      <Link to={path('/properties')} className="btn-dark mt-8">
        {t('Back to all rentals')}
      </Link>
    </div>
  );
}

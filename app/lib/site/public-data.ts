import { data, isRouteErrorResponse } from 'react-router';
import { loadFailedMessage } from '../loading/load-failure.ts';
import { failureStatus, withRetries } from '../loading/with-retries.ts';

/** The message of a client navigation whose data got no answer at all (the connection is gone). */
export const offlineMessage = 'You appear to be offline. Check your connection and try again.';

/** What a public route's error boundary gets for a load that got no answer (status 503, `offline`). */
export interface OfflineFailure {
  message: string;
  offline: true;
}

export const isOfflineFailure = (error: unknown): boolean =>
  isRouteErrorResponse(error) &&
  typeof error.data === 'object' &&
  error.data !== null &&
  (error.data as Partial<OfflineFailure>).offline === true;

/**
 * A public page's data on a client navigation (its clientLoader calls this with its `serverLoader`): tried
 * again under the retry policy while there is no answer or a server error (ADR 0020), then a failure
 * with no answer becomes an error response the page's own boundary draws in place, with a retry button,
 * instead of an error that reaches the site-wide boundary. Error responses of the loader pass unchanged.
 */
export async function loadPublicData<T>(serverLoader: () => Promise<T>, request: Request): Promise<T> {
  try {
    return await withRetries(serverLoader, { signal: request.signal });
  } catch (error) {
    if (request.signal.aborted || failureStatus(error) !== 0) throw error;
    console.error(loadFailedMessage, error);
    const failure: OfflineFailure = { message: offlineMessage, offline: true };
    throw data(failure, { status: 503 });
  }
}

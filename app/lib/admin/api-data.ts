import { ApiError } from '../api.ts';
import { withRetries } from '../loading/with-retries.ts';

/** What a back-office screen holds of one /api/v1 read: still loading (first paint), failed, or the data. */
export type ApiData<T> =
  | { status: 'loading' }
  | { status: 'error'; error: ApiError }
  | { status: 'ready'; data: T };

/** The outcome of a finished read, as a clientLoader returns it. */
export type LoadedData<T> = Exclude<ApiData<T>, { status: 'loading' }>;

/** Any failure as an ApiError (a bug's message with status 0 when it was not one). */
export function asApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : new ApiError(0, (error as Error).message);
}

/**
 * The one way back-office loaders read /api/v1 (ADR 0011), through the one client (ADR 0050):
 * `loadApiData((signal) => apiAnswer(client.GET('/api/v1/users', { signal })), request)`. A failed read is returned, not thrown, so
 * the screen keeps the admin shell and shows its own error state; only a navigation that was abandoned
 * (aborted signal) throws. Reads that get no answer or a server error are tried again under the retry policy
 * (app/lib/loading/retry-policy.ts: after 1 s, 2 s and 4 s; ADR 0020) while the screen says "Retrying…".
 */
export async function loadApiData<T>(
  read: (signal: AbortSignal) => Promise<T>,
  request: Request,
): Promise<LoadedData<T>> {
  try {
    const data = await withRetries(() => read(request.signal), { signal: request.signal });
    return { status: 'ready', data };
  } catch (error) {
    if (request.signal.aborted) throw error;
    return { status: 'error', error: asApiError(error) };
  }
}

/** The first paint of a back-office screen, before its clientLoader has answered. */
export const loading = { status: 'loading' } as const;

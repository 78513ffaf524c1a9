import { ApiError, api } from '#app/lib/api.ts';
import { withRetries } from '#app/lib/with-retries.ts';

/** What a back-office screen holds of one /api/v1 read: still loading (first paint), failed, or the data. */
export type ApiData<T> =
  | { status: 'loading' }
  | { status: 'error'; error: ApiError }
  | { status: 'ready'; data: T };

/** The outcome of a finished read, as a clientLoader returns it. */
export type LoadedData<T> = Exclude<ApiData<T>, { status: 'loading' }>;

/**
 * The one way back-office loaders read /api/v1 (ADR 0011). A failed read is returned, not thrown, so the
 * screen keeps the admin shell and shows its own error state; only a navigation that was abandoned
 * (aborted signal) throws. Reads that get no answer or a server error are tried again under the retry policy
 * (app/lib/retry-policy.ts: after 1 s, 2 s and 4 s; ADR 0020) while the screen says "Retrying…".
 */
export async function loadApiData<T>(path: string, request: Request): Promise<LoadedData<T>> {
  try {
    const data = await withRetries(() => api<T>(path, { signal: request.signal }), {
      signal: request.signal,
    });
    return { status: 'ready', data };
  } catch (error) {
    if (request.signal.aborted) throw error;
    return {
      status: 'error',
      error: error instanceof ApiError ? error : new ApiError(0, (error as Error).message),
    };
  }
}

/** The first paint of a back-office screen, before its clientLoader has answered. */
export const loading = { status: 'loading' } as const;

/** The outcome of a back-office write made by a clientAction: done, or the API's refusal. */
export type ApiActionResult = { ok: true } | { ok: false; error: ApiError };

/** The one way back-office clientActions write to /api/v1: a refusal is returned for the screen to show. */
export async function runApiAction(write: () => Promise<unknown>): Promise<ApiActionResult> {
  try {
    await write();
    return { ok: true };
  } catch (error) {
    return {
      ok: false,
      error: error instanceof ApiError ? error : new ApiError(0, (error as Error).message),
    };
  }
}

import { useCallback, useEffect, useState } from 'react';
import { ApiError, api } from '~/lib/api.ts';
import { useSessionExpiry } from './session-expiry.ts';

export type ApiData<T> =
  | { status: 'loading' }
  | { status: 'error'; error: ApiError }
  | { status: 'ready'; data: T };

/**
 * Reads `path` from /api/v1 in the browser. `reload()` fetches again while the current data stays on
 * screen; an expired session opens the log-in-again prompt and the data is read again after it.
 */
export function useApiData<T>(path: string): [ApiData<T>, reload: () => void] {
  const [state, setState] = useState<ApiData<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const { generation, reportIfExpired } = useSessionExpiry();

  // biome-ignore lint/correctness/useExhaustiveDependencies: round and generation are reload triggers
  useEffect(() => {
    const controller = new AbortController();
    api<T>(path, { signal: controller.signal }).then(
      (data) => setState({ status: 'ready', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        reportIfExpired(error);
        setState({
          status: 'error',
          error: error instanceof ApiError ? error : new ApiError(0, (error as Error).message),
        });
      },
    );
    return () => controller.abort();
  }, [path, round, generation, reportIfExpired]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  return [state, reload];
}

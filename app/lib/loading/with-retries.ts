import { useSyncExternalStore } from 'react';
import { retryDelay } from './retry-policy.ts';

/**
 * The HTTP status a failed load stands for: an ApiError's or an error response's status, 0 for a request
 * that got no answer (fetch's TypeError), -1 for anything else (a bug, not worth another try).
 */
export function failureStatus(error: unknown): number {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const status = (error as { status: unknown }).status;
    if (typeof status === 'number') return status;
  }
  return error instanceof TypeError ? 0 : -1;
}

/** Loads waiting for their next try right now; the "Retrying…" states read this. */
let waiting = 0;
const listeners = new Set<() => void>();
const setWaiting = (change: number) => {
  waiting += change;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True while some data load is waiting to try again (shows "Retrying…"). */
export function useRetrying(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => waiting > 0,
    () => false,
  );
}

const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const done = () => {
      signal?.removeEventListener('abort', stop);
      resolve();
    };
    const timer = setTimeout(done, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', stop, { once: true });
  });
}

/**
 * Runs a data load, trying it again under the retry policy (app/lib/loading/retry-policy.ts) while it fails with
 * no answer or a server error: after 1 s, 2 s and 4 s. Writes are never tried again. When the browser
 * says it is offline, the load fails at once: a retry cannot reach anything, and the page's own "Try
 * again" takes over. An aborted navigation stops the waiting.
 */
export async function withRetries<T>(
  load: () => Promise<T>,
  { method = 'GET', signal }: { method?: string; signal?: AbortSignal } = {},
): Promise<T> {
  for (let retry = 1; ; retry++) {
    try {
      return await load();
    } catch (error) {
      if (signal?.aborted) throw error;
      const delay = browserOffline() ? null : retryDelay(method, failureStatus(error), retry);
      if (delay === null) throw error;
      setWaiting(1);
      try {
        await pause(delay, signal);
      } finally {
        setWaiting(-1);
      }
    }
  }
}

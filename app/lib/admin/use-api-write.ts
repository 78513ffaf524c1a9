import { useCallback, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { ApiError } from '../api.ts';
import { asApiError } from './api-data.ts';
import { useSessionExpiry } from './session-expiry.ts';

/**
 * A finished write: done with the API's answer, or refused. `expired` says the refusal was a 401 that
 * opened the log-in-again prompt already, so the screen has nothing more to say about it.
 */
export type WriteResult<T> = { ok: true; data: T } | { ok: false; error: ApiError; expired: boolean };

export interface WriteOptions {
  /**
   * Run the screen's loaders again after a write that succeeded (the default), as React Router does after an
   * action; the write counts as under way until they have answered. Off for a screen that keeps what it
   * edits itself (a form that navigates away, a page editor, a login).
   */
  revalidate?: boolean;
  /** Report a 401 to the log-in-again prompt (the default). Off for the login itself. */
  reportExpiry?: boolean;
}

export interface ApiWrite {
  /**
   * Runs one write (a typed client call of app/lib/api/, or several in order) named by `key`; resolves with
   * its outcome and never throws, so the handler that started it shows the result where it belongs.
   */
  run<T>(key: string, write: () => Promise<T>): Promise<WriteResult<T>>;
  /** The key of the write under way (the latest started), or null. */
  busy: string | null;
  /** The last finished write's key and outcome, until the next one starts; for results shown in place. */
  last: { key: string; result: WriteResult<unknown> } | null;
}

/**
 * The one way the back office writes to /api/v1 (ADR 0037): every save, delete and action of a screen goes
 * through `run`, which tracks what is under way, reports an expired session, returns the refusal as a
 * value and afterwards reloads the screen's data.
 */
export function useApiWrite({ revalidate = true, reportExpiry = true }: WriteOptions = {}): ApiWrite {
  const revalidator = useRevalidator();
  const { reportIfExpired } = useSessionExpiry();
  const [busy, setBusy] = useState<string | null>(null);
  const [last, setLast] = useState<ApiWrite['last']>(null);
  const running = useRef(0);

  const run = useCallback(
    async <T>(key: string, write: () => Promise<T>): Promise<WriteResult<T>> => {
      running.current += 1;
      setBusy(key);
      setLast(null);
      let result: WriteResult<T>;
      try {
        const data = await write();
        if (revalidate) await revalidator.revalidate();
        result = { ok: true, data };
      } catch (failure) {
        const error = asApiError(failure);
        result = { ok: false, error, expired: reportExpiry && reportIfExpired(error) };
      }
      running.current -= 1;
      if (running.current === 0) setBusy(null);
      setLast({ key, result });
      return result;
    },
    [revalidate, reportExpiry, revalidator, reportIfExpired],
  );

  return { run, busy, last };
}

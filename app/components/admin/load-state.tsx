import { type ReactNode, useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import type { ApiData } from '../../lib/admin/api-data.ts';
import { isSessionExpired, useSessionExpiry } from '../../lib/admin/session-expiry.ts';
import type { ApiError } from '../../lib/api.ts';
import { useRetrying } from '../../lib/loading/with-retries.ts';

export interface LoadStateProps<T> {
  state: ApiData<T>;
  /** e.g. "Loading properties..." */
  loadingText: string;
  /** The headline of a failed load; a function gets the reason and replaces both lines (one-line texts). */
  errorText: string | ((message: string) => string);
  /** The second line of a failed load; by default the error's message. */
  errorMessage?: (error: ApiError) => string;
  /** Shown when `isEmpty` says the data is empty. */
  emptyText?: string;
  isEmpty?: (data: T) => boolean;
  /** What a failed load offers; by default "Try again", which runs the screen's loaders again. */
  errorAction?: ReactNode;
  /** `card`: a screen of its own; `inline`: inside a card that already frames it. */
  frame?: 'card' | 'inline';
  children: (data: T) => ReactNode;
}

/**
 * The loading, error and empty states of every back-office screen, in one place. A read refused because the
 * session expired opens the log-in-again prompt, and the screen loads again once the user is back. While a
 * read waits to be tried again (loadApiData's retries), the loading state says "Retrying…".
 */
export function LoadState<T>(props: LoadStateProps<T>) {
  const { state, frame = 'card' } = props;
  const revalidator = useRevalidator();
  const { generation, reportIfExpired } = useSessionExpiry();
  const error = state.status === 'error' ? state.error : null;
  const loggedInAt = useRef(generation);
  const retrying = useRetrying();

  useEffect(() => {
    if (error) reportIfExpired(error);
  }, [error, reportIfExpired]);

  // Logging in again from the prompt raises the generation: read what the expired session could not.
  useEffect(() => {
    if (generation === loggedInAt.current) return;
    loggedInAt.current = generation;
    if (isSessionExpired(error)) void revalidator.revalidate();
  }, [generation, error, revalidator]);

  const box = frame === 'card' ? 'card p-6' : 'mt-4';
  if (state.status === 'loading') {
    return (
      <p role="status" className={`${box} text-slate-700`}>
        {retrying ? 'Retrying…' : props.loadingText}
      </p>
    );
  }
  if (state.status === 'error') {
    const message = props.errorMessage?.(state.error) ?? state.error.message;
    const oneLine = typeof props.errorText === 'function' ? props.errorText(message) : null;
    return (
      <div role="alert" className={frame === 'card' ? 'card border-l-4 border-red-700 p-6' : 'mt-4'}>
        <p className="font-semibold text-red-800">{oneLine ?? (props.errorText as string)}</p>
        {oneLine === null ? <p className="mt-1 text-slate-700">{message}</p> : null}
        {props.errorAction ?? (
          <button
            type="button"
            className="btn-outline mt-4"
            disabled={revalidator.state === 'loading'}
            onClick={() => void revalidator.revalidate()}
          >
            {retrying ? 'Retrying…' : 'Try again'}
          </button>
        )}
      </div>
    );
  }
  if (props.emptyText !== undefined && props.isEmpty?.(state.data)) {
    return <p className={`${box} text-slate-700`}>{props.emptyText}</p>;
  }
  return props.children(state.data);
}

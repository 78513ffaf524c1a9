import { useCallback, useEffect, useMemo, useRef } from 'react';

/**
 * A function that runs `callback` once calls have paused for `delayMs`, plus `cancel` to drop a pending
 * call. The latest callback is always the one run.
 */
export function useDebouncedCallback<Args extends unknown[]>(
  callback: (...args: Args) => void,
  delayMs: number,
): { run: (...args: Args) => void; cancel: () => void } {
  const latest = useRef(callback);
  latest.current = callback;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  const run = useCallback(
    (...args: Args) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = undefined;
        latest.current(...args);
      }, delayMs);
    },
    [delayMs],
  );

  useEffect(() => cancel, [cancel]);
  return useMemo(() => ({ run, cancel }), [run, cancel]);
}

/**
 * The retry policy of the browser's data loads (docs/spec.md section 9, "data cache defaults": 3 retries with a
 * back-off of 1 s doubling up to 30 s, cached data dropped after 5 minutes unused). Pure: no timers, no
 * fetch; `withRetries` (app/lib/loading/with-retries.ts) runs it. ADR 0020 says where it applies.
 */
export const retryPolicy = {
  /** Tries after the first one. */
  retries: 3,
  /** Wait before the first retry; each next wait doubles. */
  baseDelayMs: 1000,
  /** No wait is longer than this. */
  maxDelayMs: 30_000,
  /**
   * Data nobody has used for this long is dropped. The pages keep no data cache of their own (every
   * navigation reads through its loader), so nothing holds data longer than this today; a cache added
   * later takes its lifetime from here.
   */
  unusedDataMs: 5 * 60_000,
} as const;

/** A policy's numbers (tests try other ones). */
export interface RetryPolicy {
  retries: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

/** Methods that may be sent again without changing anything: only these are retried automatically. */
const idempotentReads = new Set(['GET', 'HEAD']);

/** Whether a failure is worth another try: no answer at all (status 0), a timeout, or a server error. */
export function isRetryableStatus(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

/**
 * The wait before retry number `retry` (1-based): 1 s, 2 s, 4 s, ... capped at `maxDelayMs`; null when the
 * request must not be tried again (a write, a refusal the same request would meet again, retries used up).
 */
export function retryDelay(
  method: string,
  status: number,
  retry: number,
  policy: RetryPolicy = retryPolicy,
): number | null {
  if (!idempotentReads.has(method.toUpperCase())) return null;
  if (!isRetryableStatus(status)) return null;
  if (!Number.isInteger(retry) || retry < 1 || retry > policy.retries) return null;
  return Math.min(policy.baseDelayMs * 2 ** (retry - 1), policy.maxDelayMs);
}

/** The moments (ms after the first try starts, ignoring the tries' own durations) of every try. */
export function attemptTimes(policy: RetryPolicy = retryPolicy): number[] {
  const times = [0];
  for (let retry = 1; retry <= policy.retries; retry++) {
    const delay = retryDelay('GET', 0, retry, policy) ?? 0;
    times.push((times.at(-1) ?? 0) + delay);
  }
  return times;
}

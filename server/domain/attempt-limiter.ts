/**
 * Attempt limits (login brute-force protection, the enquiry form) over a pluggable store: in process by
 * default, Redis when several nodes must share the counts (ADR 0008 has the policy and its numbers).
 */

/** What a store remembers of one key: how many attempts, when the first and the last were made. */
export interface AttemptRecord {
  count: number;
  firstAt: number;
  lastAt: number;
}

/** Where attempt counts live. Every method may reject when the store is unreachable. */
export interface AttemptStore {
  /** Counts one attempt at `now`; the record is forgotten `ttlMs` after its first (`slide`: last) attempt. */
  hit(key: string, now: number, ttlMs: number, slide: boolean): Promise<AttemptRecord>;
  get(key: string, now: number): Promise<AttemptRecord | null>;
  reset(key: string): Promise<void>;
}

/**
 * How many attempts are allowed before waiting, and how long to wait.
 * - `window`: `max` attempts per fixed window of `windowMs`, then wait until the window ends.
 * - `backoff`: `free` attempts, then each further one must wait `baseDelayMs` doubled per attempt over
 *   the free ones, at most `maxDelayMs`; the count is forgotten `forgetAfterMs` after the last attempt.
 */
export type LimitPolicy =
  | { kind: 'window'; max: number; windowMs: number }
  | { kind: 'backoff'; free: number; baseDelayMs: number; maxDelayMs: number; forgetAfterMs: number };

/**
 * When the store cannot be reached: `open` lets the attempt through (public reads and forms: an outage of
 * the limit store must not take the site down), `closed` refuses it (logins: an outage must not switch
 * brute-force protection off).
 */
export type StoreFailureMode = 'open' | 'closed';

export class LimitStoreUnavailable extends Error {
  constructor(cause: unknown) {
    super('The attempt-limit store is unavailable', { cause });
  }
}

/** Milliseconds a record obliges the next attempt to wait under a policy, 0 when it may go ahead. */
export function waitFor(policy: LimitPolicy, record: AttemptRecord | null, now: number): number {
  if (!record) return 0;
  if (policy.kind === 'window') {
    const end = record.firstAt + policy.windowMs;
    return record.count >= policy.max && end > now ? end - now : 0;
  }
  if (record.lastAt + policy.forgetAfterMs <= now) return 0;
  const over = record.count - policy.free;
  if (over < 0) return 0;
  const delay = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.min(over, 30));
  return Math.max(0, record.lastAt + delay - now);
}

export class AttemptLimiter {
  constructor(
    /** Names the limit in store keys and logs (`admin-login:address`). */
    readonly name: string,
    readonly policy: LimitPolicy,
    private readonly store: AttemptStore,
    readonly onStoreFailure: StoreFailureMode,
    private readonly now: () => number = Date.now,
  ) {}

  private key(subject: string) {
    return `${this.name}:${subject}`;
  }

  /**
   * Milliseconds until `subject` may try again, 0 when it may go ahead now. A store outage answers 0 for
   * an `open` limiter and throws LimitStoreUnavailable for a `closed` one.
   */
  async retryAfter(subject: string): Promise<number> {
    const now = this.now();
    try {
      return waitFor(this.policy, await this.store.get(this.key(subject), now), now);
    } catch (error) {
      return this.failed(error, 0);
    }
  }

  /** Counts one (failed) attempt of `subject`. */
  async hit(subject: string): Promise<void> {
    const p = this.policy;
    const ttl = p.kind === 'window' ? p.windowMs : p.forgetAfterMs;
    try {
      await this.store.hit(this.key(subject), this.now(), ttl, p.kind === 'backoff');
    } catch (error) {
      this.failed(error, undefined);
    }
  }

  async reset(subject: string): Promise<void> {
    try {
      await this.store.reset(this.key(subject));
    } catch (error) {
      this.failed(error, undefined);
    }
  }

  private failed<T>(error: unknown, openAnswer: T): T {
    if (this.onStoreFailure === 'closed') throw new LimitStoreUnavailable(error);
    return openAnswer;
  }
}

/** Counts in this process's memory: one node only, forgotten on restart. */
export class MemoryAttemptStore implements AttemptStore {
  private readonly records = new Map<string, AttemptRecord & { expiresAt: number }>();

  async hit(key: string, now: number, ttlMs: number, slide: boolean): Promise<AttemptRecord> {
    let record = this.records.get(key);
    if (!record || record.expiresAt <= now) {
      record = { count: 0, firstAt: now, lastAt: now, expiresAt: now + ttlMs };
      this.records.set(key, record);
      if (this.records.size > 50_000) this.prune(now);
    }
    record.count += 1;
    record.lastAt = now;
    if (slide) record.expiresAt = now + ttlMs;
    return { count: record.count, firstAt: record.firstAt, lastAt: record.lastAt };
  }

  async get(key: string, now: number): Promise<AttemptRecord | null> {
    const record = this.records.get(key);
    if (!record) return null;
    if (record.expiresAt <= now) {
      this.records.delete(key);
      return null;
    }
    return { count: record.count, firstAt: record.firstAt, lastAt: record.lastAt };
  }

  async reset(key: string): Promise<void> {
    this.records.delete(key);
  }

  private prune(now: number) {
    for (const [key, record] of this.records) if (record.expiresAt <= now) this.records.delete(key);
  }
}

export function waitMessage(ms: number, what = 'attempts'): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) {
    return `Too many ${what}. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`;
  }
  const minutes = Math.ceil(seconds / 60);
  return `Too many ${what}. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}

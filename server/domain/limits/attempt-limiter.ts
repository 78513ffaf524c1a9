/**
 * Attempt limits (login brute-force protection, the enquiry form, stay links, calendar export keys) over a
 * pluggable store: in process by default, Redis when several nodes must share the counts (ADR 0008 has the
 * policy and its numbers).
 *
 * An attempt reserves its slot before the work it guards (a password compared, a token looked up): the
 * store decides and counts in one atomic step, so N parallel attempts get at most the policy's number of
 * slots, on one node or on several sharing the store. A success that must not count gives its slot back.
 */

/** What a store remembers of one key: how many attempts, when the first and the last were made. */
export interface AttemptRecord {
  count: number;
  firstAt: number;
  lastAt: number;
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

/** One key to reserve an attempt on, with the policy that decides whether it may. */
export interface KeyedPolicy {
  key: string;
  policy: LimitPolicy;
}

/** Where attempt counts live. Every method may reject when the store is unreachable. */
export interface AttemptStore {
  /**
   * In one atomic step: the longest wait any of `keys` imposes at `now` (per its policy); when none
   * does, one attempt is counted on every key and 0 is answered. Nothing is counted when one must wait.
   */
  reserve(keys: KeyedPolicy[], now: number): Promise<number>;
  /** Takes back one counted attempt of each key (a success that must not count against the limit). */
  release(keys: string[]): Promise<void>;
  reset(key: string): Promise<void>;
}

/**
 * When the store cannot be reached: `open` lets the attempt through, counted in this node's memory under the
 * same policy instead (public reads and forms: an outage of the limit store must not take the site down,
 * nor let a flood through unbounded), `closed` refuses it (logins: an outage must not switch brute-force
 * protection off, and one node's counts would give a guesser N times the attempts over N nodes).
 */
export type StoreFailureMode = 'open' | 'closed';

/** One limit of the product: its name (in store keys and logs), policy and outage behaviour. */
export interface Limit {
  name: string;
  policy: LimitPolicy;
  onStoreFailure: StoreFailureMode;
}

/** One count an attempt is made against: a limit and whom it counts (an address, an account, …). */
export interface Counted {
  limit: Limit;
  subject: string;
}

export class LimitStoreUnavailable extends Error {
  constructor(cause: unknown) {
    super('The attempt-limit store is unavailable', { cause });
  }
}

/** Milliseconds a record obliges the next attempt to wait under a policy, 0 when it may go ahead. */
export function waitFor(policy: LimitPolicy, record: AttemptRecord | null, now: number): number {
  if (!record || forgottenAt(policy, record) <= now) return 0;
  if (policy.kind === 'window')
    return record.count >= policy.max ? record.firstAt + policy.windowMs - now : 0;
  const over = record.count - policy.free;
  if (over < 0) return 0;
  const delay = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.min(over, 30));
  return Math.max(0, record.lastAt + delay - now);
}

/** The instant a record stops counting: a window ends after its first attempt, a backoff after its last. */
export function forgottenAt(policy: LimitPolicy, record: AttemptRecord): number {
  return policy.kind === 'window' ? record.firstAt + policy.windowMs : record.lastAt + policy.forgetAfterMs;
}

const keyOf = ({ limit, subject }: Counted) => `${limit.name}:${subject}`;

/**
 * Reserves, gives back and clears attempts in one store, on the clock it is given (tests inject one).
 * While the store fails, limits that fail open are counted in `outage`, this node's memory, under the same
 * policies (issue 39: a 10 s Redis outage let 60 of 60 enquiries from one address through); every call
 * tries the store first, so the shared counts take over again as soon as Redis answers. Counts made
 * during the outage stay on this node: a flood is bounded per node, not across nodes.
 */
export class AttemptLimiter {
  constructor(
    private readonly store: AttemptStore,
    private readonly now: () => number = Date.now,
    private readonly outage: AttemptStore = new MemoryAttemptStore(),
  ) {}

  /**
   * Reserves one attempt on every count, or on none: the milliseconds to wait (the attempt must not go
   * ahead), or 0 (it was counted and may go ahead). A store outage throws LimitStoreUnavailable when one
   * limit fails closed, else the outage store decides.
   */
  async reserve(counts: Counted[]): Promise<number> {
    const keys = counts.map((c) => ({ key: keyOf(c), policy: c.limit.policy }));
    const now = this.now();
    try {
      return await this.store.reserve(keys, now);
    } catch (error) {
      failIfClosed(counts, error);
      return this.outage.reserve(keys, now);
    }
  }

  /**
   * Gives reserved attempts back: the attempt succeeded, and only failures count against these limits.
   * While the store fails, open limits give back in the outage store (where their slot was reserved; a key
   * it does not hold is left alone).
   */
  async release(counts: Counted[]): Promise<void> {
    try {
      await this.store.release(counts.map(keyOf));
    } catch (error) {
      failIfClosed(counts, error);
      await this.outage.release(counts.map(keyOf));
    }
  }

  /** Forgets every attempt of one count (a success clears that browser's own failures). */
  async reset(count: Counted): Promise<void> {
    try {
      await this.store.reset(keyOf(count));
    } catch (error) {
      failIfClosed([count], error);
      await this.outage.reset(keyOf(count));
    }
  }
}

function failIfClosed(counts: Counted[], error: unknown): void {
  if (counts.some((c) => c.limit.onStoreFailure === 'closed')) throw new LimitStoreUnavailable(error);
}

/**
 * Counts in this process's memory: one node only, forgotten on restart. Each method decides and writes
 * without awaiting in between, so concurrent requests on this node are counted one after another.
 */
export class MemoryAttemptStore implements AttemptStore {
  private readonly records = new Map<string, AttemptRecord & { policy: LimitPolicy }>();

  async reserve(keys: KeyedPolicy[], now: number): Promise<number> {
    const wait = Math.max(
      0,
      ...keys.map(({ key, policy }) => waitFor(policy, this.current(key, now) ?? null, now)),
    );
    if (wait > 0) return wait;
    for (const { key, policy } of keys) {
      const record = this.current(key, now);
      if (record) {
        record.count += 1;
        record.lastAt = now;
        record.policy = policy;
      } else {
        this.records.set(key, { count: 1, firstAt: now, lastAt: now, policy });
        if (this.records.size > 50_000) this.prune(now);
      }
    }
    return 0;
  }

  async release(keys: string[]): Promise<void> {
    for (const key of keys) {
      const record = this.records.get(key);
      if (record && record.count > 1) record.count -= 1;
      else this.records.delete(key);
    }
  }

  async reset(key: string): Promise<void> {
    this.records.delete(key);
  }

  /** The key's record while it still counts. */
  private current(key: string, now: number) {
    const record = this.records.get(key);
    if (record && forgottenAt(record.policy, record) <= now) {
      this.records.delete(key);
      return undefined;
    }
    return record;
  }

  private prune(now: number) {
    for (const key of [...this.records.keys()]) this.current(key, now);
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

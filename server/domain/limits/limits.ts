import {
  AttemptLimiter,
  type AttemptStore,
  type Limit,
  type LimitPolicy,
  type StoreFailureMode,
} from './attempt-limiter.ts';

const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;

interface LimitDefinition {
  policy: LimitPolicy;
  onStoreFailure: StoreFailureMode;
}

/**
 * Every limit of the product with its policy (ADR 0008 explains the numbers). Logins fail closed when the
 * shared store is down; the enquiry form, stay links, export keys and stay requests fail open (counted in
 * this node's memory under the same policy while it is down). A new limit is one more
 * entry here and a `reserveOrRefuse` (server/domain/limits/attempts.ts) in its flow.
 */
export const limitDefinitions = {
  /** Failed admin logins from one address, whatever the account: stops password spraying. */
  adminLoginPerAddress: {
    policy: { kind: 'backoff', free: 30, baseDelayMs: minute, maxDelayMs: hour, forgetAfterMs: hour },
    onStoreFailure: 'closed',
  },
  /** Failed logins to one account from one address: the usual guessing, growing delays after 5. */
  adminLoginPerAccountAddress: {
    policy: {
      kind: 'backoff',
      free: 5,
      baseDelayMs: 30 * second,
      maxDelayMs: 15 * minute,
      forgetAfterMs: hour,
    },
    onStoreFailure: 'closed',
  },
  /** Failed logins to one account from browsers it has never logged in with, from any address. */
  adminLoginPerAccount: {
    policy: { kind: 'backoff', free: 20, baseDelayMs: minute, maxDelayMs: 15 * minute, forgetAfterMs: hour },
    onStoreFailure: 'closed',
  },
  /** Failed logins to one account from one of its known browsers (a stolen device cookie guesses slowly). */
  adminLoginPerAccountDevice: {
    policy: {
      kind: 'backoff',
      free: 5,
      baseDelayMs: 30 * second,
      maxDelayMs: 15 * minute,
      forgetAfterMs: hour,
    },
    onStoreFailure: 'closed',
  },
  /**
   * Wrong second factors of one account, from anywhere (ADR 0043): bounds guessing the 6-digit code by
   * someone who holds the password. Counted only once the password is proven, so strangers cannot fill it.
   */
  adminSecondFactorPerAccount: {
    policy: {
      kind: 'backoff',
      free: 10,
      baseDelayMs: 30 * second,
      maxDelayMs: 15 * minute,
      forgetAfterMs: hour,
    },
    onStoreFailure: 'closed',
  },
  guestLoginPerAddress: {
    policy: { kind: 'backoff', free: 30, baseDelayMs: minute, maxDelayMs: hour, forgetAfterMs: hour },
    onStoreFailure: 'closed',
  },
  guestLoginPerPropertyAddress: {
    policy: {
      kind: 'backoff',
      free: 10,
      baseDelayMs: 30 * second,
      maxDelayMs: 15 * minute,
      forgetAfterMs: hour,
    },
    onStoreFailure: 'closed',
  },
  /** Every new guest is an unknown browser, so this one is loose: it slows a botnet, never locks a door. */
  guestLoginPerProperty: {
    policy: {
      kind: 'backoff',
      free: 100,
      baseDelayMs: 10 * second,
      maxDelayMs: 5 * minute,
      forgetAfterMs: hour,
    },
    onStoreFailure: 'closed',
  },
  guestLoginPerPropertyDevice: {
    policy: {
      kind: 'backoff',
      free: 10,
      baseDelayMs: 30 * second,
      maxDelayMs: 15 * minute,
      forgetAfterMs: hour,
    },
    onStoreFailure: 'closed',
  },
  /** Enquiries sent from one address. */
  enquiriesPerAddress: {
    policy: { kind: 'window', max: 5, windowMs: 10 * minute },
    onStoreFailure: 'open',
  },
  /** Stay links (`/welcome/{id}/s/{token}`) from one address that open nothing: token guessing. */
  stayLinkFailuresPerAddress: {
    policy: { kind: 'window', max: 60, windowMs: minute },
    onStoreFailure: 'open',
  },
  /** Calendar export reads from one address with a wrong key: key guessing. */
  exportKeyFailuresPerAddress: {
    policy: { kind: 'window', max: 60, windowMs: minute },
    onStoreFailure: 'open',
  },
  /** Requests to book from one address: 20 an hour, room for a family asking about several homes (issue 41). */
  bookingRequestsPerAddress: {
    policy: { kind: 'window', max: 20, windowMs: hour },
    onStoreFailure: 'open',
  },
  /** Requests (early check-in, late checkout, ...) sent from one stay's page: 5 a day (issue 26). */
  requestsPerStay: {
    policy: { kind: 'window', max: 5, windowMs: 24 * hour },
    onStoreFailure: 'open',
  },
  /** A guest's replies to their requests, per stay: a burst is refused, a conversation is not (issue 43). */
  requestRepliesPerStay: {
    policy: { kind: 'window', max: 10, windowMs: hour },
    onStoreFailure: 'open',
  },
} satisfies Record<string, LimitDefinition>;

export type LimitName = keyof typeof limitDefinitions;

/** Every limit of the product by name, and the limiter that reserves attempts against them. */
export interface Limiters {
  attempts: AttemptLimiter;
  limits: Record<LimitName, Limit>;
}

/** Policies to use instead of the defaults (tests tighten or lift limits this way). */
export type LimitOverrides = Partial<Record<LimitName, LimitPolicy>>;

/** A policy that never makes anyone wait, for tests that hammer an endpoint for other reasons. */
export const noLimit: LimitPolicy = { kind: 'window', max: Number.MAX_SAFE_INTEGER, windowMs: minute };

export function createLimiters(
  store: AttemptStore,
  overrides: LimitOverrides = {},
  now: () => number = Date.now,
): Limiters {
  const entries = Object.entries(limitDefinitions).map(([name, def]) => [
    name,
    { name, policy: overrides[name as LimitName] ?? def.policy, onStoreFailure: def.onStoreFailure },
  ]);
  return { attempts: new AttemptLimiter(store, now), limits: Object.fromEntries(entries) };
}

/** Overrides that lift every limit (tests that log in many times for other reasons). */
export function liftAllLimits(): LimitOverrides {
  return Object.fromEntries(Object.keys(limitDefinitions).map((name) => [name, noLimit]));
}

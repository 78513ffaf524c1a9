import { describe, expect, it } from 'vitest';
import { attemptStoreContract } from '../../test/attempt-store-contract.ts';
import {
  AttemptLimiter,
  type AttemptStore,
  type Limit,
  LimitStoreUnavailable,
  MemoryAttemptStore,
  waitFor,
  waitMessage,
} from './attempt-limiter.ts';

const minute = 60_000;
const backoff = {
  kind: 'backoff',
  free: 2,
  baseDelayMs: minute,
  maxDelayMs: 4 * minute,
  forgetAfterMs: 60 * minute,
} as const;

describe('waitFor', () => {
  it('lets the free attempts through, then doubles the delay per failure up to the cap', () => {
    const at = (count: number) => waitFor(backoff, { count, firstAt: 0, lastAt: 1000 }, 1000);
    expect([at(1), at(2), at(3), at(4), at(5), at(40)]).toEqual([
      0,
      minute,
      2 * minute,
      4 * minute,
      4 * minute,
      4 * minute,
    ]);
  });

  it('counts the delay from the last failure and forgets the record after forgetAfterMs', () => {
    const record = { count: 3, firstAt: 0, lastAt: 10_000 };
    expect(waitFor(backoff, record, 10_000 + 30_000)).toBe(2 * minute - 30_000);
    expect(waitFor(backoff, record, 10_000 + 2 * minute)).toBe(0);
    expect(waitFor(backoff, { count: 50, firstAt: 0, lastAt: 0 }, 60 * minute)).toBe(0);
  });

  it('holds a full fixed window until it ends', () => {
    const window = { kind: 'window', max: 3, windowMs: 10 * minute } as const;
    expect(waitFor(window, { count: 2, firstAt: 0, lastAt: 5 }, 100)).toBe(0);
    expect(waitFor(window, { count: 3, firstAt: 0, lastAt: 5 }, minute)).toBe(9 * minute);
    expect(waitFor(window, { count: 3, firstAt: 0, lastAt: 5 }, 10 * minute)).toBe(0);
  });
});

describe('memory attempt store', () => {
  const store = new MemoryAttemptStore();
  attemptStoreContract(() => [store, store]);
});

describe('AttemptLimiter over the memory store', () => {
  const limit: Limit = { name: 't', policy: backoff, onStoreFailure: 'closed' };

  it('slows a subject down, lets it go again once the delay has passed, and forgets it on reset', async () => {
    let now = 0;
    const limiter = new AttemptLimiter(new MemoryAttemptStore(), () => now);
    const a = { limit, subject: 'a' };
    expect(await limiter.reserve([a])).toBe(0);
    expect(await limiter.reserve([a])).toBe(0);
    expect(await limiter.reserve([a])).toBe(minute);
    expect(await limiter.reserve([{ limit, subject: 'b' }])).toBe(0);
    now += minute;
    expect(await limiter.reserve([a])).toBe(0);
    expect(await limiter.reserve([a])).toBe(2 * minute);
    await limiter.reset(a);
    expect(await limiter.reserve([a])).toBe(0);
  });
});

describe('AttemptLimiter when its store fails', () => {
  const broken: AttemptStore = {
    reserve: () => Promise.reject(new Error('connection refused')),
    release: () => Promise.reject(new Error('connection refused')),
    reset: () => Promise.reject(new Error('connection refused')),
  };
  const login: Limit = { name: 'login', policy: backoff, onStoreFailure: 'closed' };
  const enquiry: Limit = { name: 'enquiry', policy: backoff, onStoreFailure: 'open' };

  it('fails closed when any of the limits is a login limit', async () => {
    const limiter = new AttemptLimiter(broken);
    await expect(
      limiter.reserve([
        { limit: enquiry, subject: 'a' },
        { limit: login, subject: 'a' },
      ]),
    ).rejects.toBeInstanceOf(LimitStoreUnavailable);
    await expect(limiter.release([{ limit: login, subject: 'a' }])).rejects.toBeInstanceOf(
      LimitStoreUnavailable,
    );
  });

  it('lets public requests through, counted in this node’s memory under the same policy', async () => {
    const limiter = new AttemptLimiter(broken);
    const a = { limit: enquiry, subject: 'a' };
    expect(await limiter.reserve([a])).toBe(0);
    expect(await limiter.reserve([a])).toBe(0);
    // backoff.free is 2: the third waits, as it would in the shared store
    expect(await limiter.reserve([a])).toBe(minute);
    expect(await limiter.reserve([{ limit: enquiry, subject: 'b' }])).toBe(0);
    await expect(limiter.release([a])).resolves.toBeUndefined();
    expect(await limiter.reserve([a])).toBe(0);
    await limiter.reset(a);
    expect(await limiter.reserve([a])).toBe(0);
  });

  it('goes back to the shared store as soon as it answers, and to memory when it fails again', async () => {
    let down = true;
    const shared = new MemoryAttemptStore();
    const flaky: AttemptStore = {
      reserve: (keys, now) => (down ? Promise.reject(new Error('down')) : shared.reserve(keys, now)),
      release: (keys) => (down ? Promise.reject(new Error('down')) : shared.release(keys)),
      reset: (key) => (down ? Promise.reject(new Error('down')) : shared.reset(key)),
    };
    const limiter = new AttemptLimiter(flaky, () => 0);
    const a = { limit: enquiry, subject: 'a' };
    await limiter.reserve([a]);
    await limiter.reserve([a]);
    down = false;
    // the shared store has counted nothing of the outage: its own count starts afresh
    expect(await limiter.reserve([a])).toBe(0);
    expect(await limiter.reserve([a])).toBe(0);
    expect(await limiter.reserve([a])).toBe(minute);
    down = true;
    // the memory count of the outage still holds
    expect(await limiter.reserve([a])).toBe(minute);
  });
});

describe('waitMessage', () => {
  it('speaks in seconds under a minute and in whole minutes above', () => {
    expect(waitMessage(30_000, 'login attempts')).toBe(
      'Too many login attempts. Please wait 30 seconds and try again.',
    );
    expect(waitMessage(1, 'login attempts')).toBe(
      'Too many login attempts. Please wait 1 second and try again.',
    );
    expect(waitMessage(59_990)).toBe('Too many attempts. Please wait 1 minute and try again.');
    expect(waitMessage(61_000)).toBe('Too many attempts. Please wait 2 minutes and try again.');
  });
});

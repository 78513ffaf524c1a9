import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/start-server.ts';
import { AttemptLimiter, type Limit, LimitStoreUnavailable } from '../domain/attempt-limiter.ts';
import { attemptStoreContract } from '../test/attempt-store-contract.ts';
import { dropKeys, redisAvailable, redisUrl, testKeyPrefix } from '../test/redis.ts';
import { RedisAttemptStore } from './redis-attempt-store.ts';
import { createRedisClient, redisCommandTimeoutMs } from './redis-client.ts';

const quietLog = { warn: () => {}, info: () => {} };

/** Waits until the client is connected (the first connection is made in the background). */
async function ready(client: Redis): Promise<Redis> {
  if (client.status !== 'ready') await new Promise((resolve) => client.once('ready', resolve));
  return client;
}

describe.skipIf(!redisAvailable)('Redis attempt store', () => {
  const prefix = testKeyPrefix();
  let a: Redis;
  let b: Redis;

  beforeAll(async () => {
    a = await ready(createRedisClient(redisUrl, quietLog));
    b = await ready(createRedisClient(redisUrl, quietLog));
  });
  afterAll(async () => {
    a?.disconnect();
    b?.disconnect();
    await dropKeys(prefix);
  });

  // two clients are two nodes sharing one Redis
  attemptStoreContract(() => [new RedisAttemptStore(a, prefix), new RedisAttemptStore(b, prefix)]);

  it('keeps each installation’s counts under its own prefix', async () => {
    const policy = { kind: 'window', max: 1, windowMs: 60_000 } as const;
    expect(await new RedisAttemptStore(a, prefix).reserve([{ key: 'shared', policy }], 1)).toBe(0);
    expect(await new RedisAttemptStore(b, prefix).reserve([{ key: 'shared', policy }], 1)).toBe(60_000);
    expect(await new RedisAttemptStore(a, testKeyPrefix()).reserve([{ key: 'shared', policy }], 1)).toBe(0);
  });

  it('lets Redis drop a window after its first attempt and a backoff record after its last', async () => {
    const store = new RedisAttemptStore(a, prefix);
    const lifetime = 60_000;
    const window = { key: 'expiry-window', policy: { kind: 'window', max: 9, windowMs: lifetime } } as const;
    const slide = {
      key: 'expiry-slide',
      policy: { kind: 'backoff', free: 9, baseDelayMs: 1, maxDelayMs: 1, forgetAfterMs: lifetime },
    } as const;
    await store.reserve([window, slide], 1_000);
    // the second attempt, 5 s later on the given clock, sets both expiries in one atomic step
    await store.reserve([window, slide], 6_000);
    const ttls = await a.multi().pttl(`${prefix}expiry-window`).pttl(`${prefix}expiry-slide`).exec();
    const [windowTtl, slideTtl] = (ttls ?? []).map(([, ttl]) => Number(ttl));
    expect(windowTtl).toBeLessThanOrEqual(lifetime - 5_000);
    expect(slideTtl! - windowTtl!).toBe(5_000);
  });
});

describe('Redis outage', () => {
  let client: Redis;
  const policy = { kind: 'window', max: 3, windowMs: 60_000 } as const;
  const login: Limit = { name: 'login', policy, onStoreFailure: 'closed' };
  const enquiry: Limit = { name: 'enquiry', policy, onStoreFailure: 'open' };

  beforeAll(async () => {
    // Nothing listens on this port: every command fails as during an outage.
    client = createRedisClient(`redis://127.0.0.1:${await freePort()}`, quietLog);
  });
  afterAll(() => client.disconnect());

  it('makes a closed limit refuse and an open one let the attempt through, quickly', async () => {
    const limiter = new AttemptLimiter(new RedisAttemptStore(client, 'outage:'));
    const started = Date.now();
    await expect(limiter.reserve([{ limit: login, subject: '10.0.0.1' }])).rejects.toBeInstanceOf(
      LimitStoreUnavailable,
    );
    expect(await limiter.reserve([{ limit: enquiry, subject: '10.0.0.1' }])).toBe(0);
    await expect(limiter.release([{ limit: enquiry, subject: '10.0.0.1' }])).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(4 * redisCommandTimeoutMs);
  });
});

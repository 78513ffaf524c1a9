import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/start-server.ts';
import { AttemptLimiter, LimitStoreUnavailable } from '../domain/attempt-limiter.ts';
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

  it('shares counts between two clients (two nodes) under one prefix', async () => {
    const nodeA = new RedisAttemptStore(a, prefix);
    const nodeB = new RedisAttemptStore(b, prefix);
    expect(await nodeA.hit('login:x', 1000, 60_000, true)).toEqual({ count: 1, firstAt: 1000, lastAt: 1000 });
    expect(await nodeB.hit('login:x', 2000, 60_000, true)).toEqual({ count: 2, firstAt: 1000, lastAt: 2000 });
    expect(await nodeA.get('login:x')).toEqual({ count: 2, firstAt: 1000, lastAt: 2000 });
    await nodeB.reset('login:x');
    expect(await nodeA.get('login:x')).toBeNull();
    // Another prefix (another installation on the same Redis) sees nothing.
    expect(await new RedisAttemptStore(a, testKeyPrefix()).get('login:x')).toBeNull();
  });

  it('lets a fixed window expire from its first attempt and a backoff record from its last', async () => {
    const store = new RedisAttemptStore(a, prefix);
    await store.hit('window', 1, 10_000, false);
    await store.hit('slide', 1, 10_000, true);
    const pause = 200;
    await new Promise((r) => setTimeout(r, pause));
    await store.hit('window', 2, 10_000, false);
    await store.hit('slide', 2, 10_000, true);
    // read at one instant, so a slow machine between the reads cannot blur the comparison
    const ttls = await a.multi().pttl(`${prefix}window`).pttl(`${prefix}slide`).exec();
    const [windowTtl, slideTtl] = (ttls ?? []).map(([, ttl]) => Number(ttl));
    // the window still counts from its first attempt, `pause` ago (a timer may fire a millisecond early)
    expect(windowTtl).toBeLessThanOrEqual(10_000 - pause + 10);
    // the backoff record was pushed on by its second attempt: it ends at least that much later than the
    // window, whose first attempt came just before the record's
    expect(slideTtl! - windowTtl!).toBeGreaterThanOrEqual(pause - 10);
  });

  it('counts concurrent attempts from two nodes without losing any', async () => {
    const nodes = [new RedisAttemptStore(a, prefix), new RedisAttemptStore(b, prefix)];
    await Promise.all(Array.from({ length: 40 }, (_, i) => nodes[i % 2]!.hit('race', i, 60_000, true)));
    expect((await nodes[0]!.get('race'))?.count).toBe(40);
  });
});

describe('Redis outage', () => {
  let client: Redis;
  const policy = { kind: 'window', max: 3, windowMs: 60_000 } as const;

  beforeAll(async () => {
    // Nothing listens on this port: every command fails as during an outage.
    client = createRedisClient(`redis://127.0.0.1:${await freePort()}`, quietLog);
  });
  afterAll(() => client.disconnect());

  it('makes a closed limiter refuse and an open one let the attempt through, quickly', async () => {
    const store = new RedisAttemptStore(client, 'outage:');
    const login = new AttemptLimiter('login', policy, store, 'closed');
    const enquiry = new AttemptLimiter('enquiry', policy, store, 'open');
    const started = Date.now();
    await expect(login.retryAfter('10.0.0.1')).rejects.toBeInstanceOf(LimitStoreUnavailable);
    await expect(login.hit('10.0.0.1')).rejects.toBeInstanceOf(LimitStoreUnavailable);
    expect(await enquiry.retryAfter('10.0.0.1')).toBe(0);
    await expect(enquiry.hit('10.0.0.1')).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(4 * redisCommandTimeoutMs);
  });
});

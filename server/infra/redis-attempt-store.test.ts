import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/start-server.ts';
import { AttemptLimiter, type Limit, LimitStoreUnavailable } from '../domain/limits/attempt-limiter.ts';
import { attemptStoreContract } from '../test/attempt-store-contract.ts';
import { dropKeys, redisAvailable, redisUrl, testKeyPrefix } from '../test/redis.ts';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy.ts';
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

  it('makes a closed limit refuse and an open one count in memory, quickly', async () => {
    let now = 1_000;
    const limiter = new AttemptLimiter(new RedisAttemptStore(client, 'outage:'), () => now);
    const started = Date.now();
    await expect(limiter.reserve([{ limit: login, subject: '10.0.0.1' }])).rejects.toBeInstanceOf(
      LimitStoreUnavailable,
    );
    const from = { limit: enquiry, subject: '10.0.0.1' };
    for (let i = 0; i < policy.max; i++) expect(await limiter.reserve([from])).toBe(0);
    expect(await limiter.reserve([from])).toBe(policy.windowMs);
    await expect(limiter.release([from])).resolves.toBeUndefined();
    expect(await limiter.reserve([from])).toBe(0);
    now += policy.windowMs;
    expect(await limiter.reserve([from])).toBe(0);
    expect(Date.now() - started).toBeLessThan(4 * redisCommandTimeoutMs);
  });
});

describe.skipIf(!redisAvailable)('Redis cut and back', () => {
  const prefix = testKeyPrefix();
  const policy = { kind: 'window', max: 2, windowMs: 60_000 } as const;
  const enquiry: Limit = { name: 'enquiry', policy, onStoreFailure: 'open' };
  const from = { limit: enquiry, subject: '10.0.0.2' };
  let proxy: TcpProxy;
  let client: Redis;

  beforeAll(async () => {
    const { hostname, port } = new URL(redisUrl);
    proxy = await startTcpProxy({ host: hostname, port: Number(port || 6379) });
    client = await ready(createRedisClient(`redis://127.0.0.1:${proxy.port}`, quietLog));
  });
  afterAll(async () => {
    client?.disconnect();
    await proxy?.close();
    await dropKeys(prefix);
  });

  it('counts in memory while Redis is cut and in Redis again once it is back', async () => {
    const limiter = new AttemptLimiter(new RedisAttemptStore(client, prefix), () => 1_000);
    expect(await limiter.reserve([from])).toBe(0);
    const closed = new Promise((resolve) => client.once('close', resolve));
    await proxy.cut();
    await closed;
    // Redis already holds one; memory starts from none and holds the flood at the same maximum
    expect(await limiter.reserve([from])).toBe(0);
    expect(await limiter.reserve([from])).toBe(0);
    expect(await limiter.reserve([from])).toBe(60_000);
    await proxy.restore();
    await ready(client);
    // back on Redis, whose count (one) goes on from where it was
    expect(await limiter.reserve([from])).toBe(0);
    expect(await limiter.reserve([from])).toBe(60_000);
    expect(Number(await client.hget(`${prefix}enquiry:10.0.0.2`, 'count'))).toBe(2);
  });
});

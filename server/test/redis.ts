import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

export const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const requireRedis = process.env.REQUIRE_REDIS === '1';

/** Whether Redis answers; like PostgreSQL's tests, Redis's are skipped with a warning unless REQUIRE_REDIS=1. */
async function redisReachable(): Promise<boolean> {
  const client = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.ping();
    return true;
  } catch (error) {
    if (requireRedis)
      throw new Error(`Redis is required for the tests but unreachable at ${redisUrl}: ${error}`);
    console.warn(`Redis unreachable at ${redisUrl}; its tests are skipped (set REQUIRE_REDIS=1 to fail).`);
    return false;
  } finally {
    client.disconnect();
  }
}

export const redisAvailable = await redisReachable();

/** A key prefix of a test's own, so that runs sharing one Redis never see each other's counts. */
export const testKeyPrefix = () => `test:${randomBytes(6).toString('hex')}:`;

/** Deletes every key under a prefix (SCAN, never KEYS, so a shared Redis is not blocked). */
export async function dropKeys(prefix: string): Promise<void> {
  const client = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  client.on('error', () => {});
  try {
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await client.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    client.disconnect();
  }
}

import type { Redis } from 'ioredis';
import type { AttemptRecord, AttemptStore } from '../domain/attempt-limiter.ts';

/**
 * Counts one attempt atomically: a hash of count/first/last whose expiry is set on the first attempt
 * (fixed windows) or pushed back on every attempt (ARGV[3] = '1', growing delays).
 */
const hitScript = `
local count = redis.call('HINCRBY', KEYS[1], 'count', 1)
if count == 1 then redis.call('HSET', KEYS[1], 'first', ARGV[1]) end
redis.call('HSET', KEYS[1], 'last', ARGV[1])
if count == 1 or ARGV[3] == '1' then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return {count, redis.call('HGET', KEYS[1], 'first'), ARGV[1]}
`;

/** Attempt counts in Redis, shared by every node that uses the same Redis and key prefix. */
export class RedisAttemptStore implements AttemptStore {
  constructor(
    private readonly client: Redis,
    private readonly prefix: string,
  ) {}

  async hit(key: string, now: number, ttlMs: number, slide: boolean): Promise<AttemptRecord> {
    const [count, first, last] = (await this.client.eval(
      hitScript,
      1,
      this.prefix + key,
      String(now),
      String(Math.max(1, Math.ceil(ttlMs))),
      slide ? '1' : '0',
    )) as [number, string, string];
    return { count: Number(count), firstAt: Number(first), lastAt: Number(last) };
  }

  async get(key: string): Promise<AttemptRecord | null> {
    const record = await this.client.hgetall(this.prefix + key);
    if (!record.count) return null;
    return { count: Number(record.count), firstAt: Number(record.first), lastAt: Number(record.last) };
  }

  async reset(key: string): Promise<void> {
    await this.client.del(this.prefix + key);
  }
}

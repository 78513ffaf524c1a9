import type { Redis } from 'ioredis';
import type { AttemptStore, KeyedPolicy, LimitPolicy } from '../domain/limits/attempt-limiter.ts';

/**
 * Reserves one attempt on every key or on none, atomically (a Lua script runs alone in Redis): the same
 * decision as waitFor/forgottenAt in server/domain/limits/attempt-limiter.ts, over hashes of count/first/last.
 * ARGV[1] is now; then five values per key: 'w', max, windowMs, -, - or 'b', free, base, maxDelay, forget.
 * A record past its policy's end is started afresh by the script itself (the injected clock decides, not
 * Redis's), and its Redis expiry only removes it once it has stopped counting.
 */
const reserveScript = `
local now = tonumber(ARGV[1])
local function policy(i)
  local o = 2 + (i - 1) * 5
  return ARGV[o], tonumber(ARGV[o + 1]), tonumber(ARGV[o + 2]), tonumber(ARGV[o + 3]), tonumber(ARGV[o + 4])
end
local function forgotten(kind, a, b, c, d, first, last)
  if kind == 'w' then return first + b end
  return last + d
end
local records = {}
local longest = 0
for i, key in ipairs(KEYS) do
  local kind, a, b, c, d = policy(i)
  local r = redis.call('HMGET', key, 'count', 'first', 'last')
  local count, first, last = tonumber(r[1]), tonumber(r[2]), tonumber(r[3])
  if count and forgotten(kind, a, b, c, d, first, last) <= now then count = nil end
  records[i] = {count, first}
  if count then
    local wait = 0
    if kind == 'w' then
      if count >= a then wait = first + b - now end
    elseif count >= a then
      local delay = math.min(c, b * 2 ^ math.min(count - a, 30))
      wait = math.max(0, last + delay - now)
    end
    if wait > longest then longest = wait end
  end
end
if longest > 0 then return math.ceil(longest) end
for i, key in ipairs(KEYS) do
  local kind, a, b, c, d = policy(i)
  local count, first = records[i][1], records[i][2]
  if not count then count, first = 0, now end
  count = count + 1
  redis.call('HSET', key, 'count', count, 'first', first, 'last', now)
  redis.call('PEXPIRE', key, math.max(1, math.ceil(forgotten(kind, a, b, c, d, first, now) - now)))
end
return 0
`;

/** Takes back one attempt of each key; a record whose count would reach 0 is removed. */
const releaseScript = `
for _, key in ipairs(KEYS) do
  local count = tonumber(redis.call('HGET', key, 'count'))
  if count and count > 1 then redis.call('HINCRBY', key, 'count', -1) else redis.call('DEL', key) end
end
return 0
`;

const policyArgs = (p: LimitPolicy): string[] =>
  p.kind === 'window'
    ? ['w', String(p.max), String(p.windowMs), '0', '0']
    : ['b', String(p.free), String(p.baseDelayMs), String(p.maxDelayMs), String(p.forgetAfterMs)];

/** Attempt counts in Redis, shared by every node that uses the same Redis and key prefix. */
export class RedisAttemptStore implements AttemptStore {
  constructor(
    private readonly client: Redis,
    private readonly prefix: string,
  ) {}

  async reserve(keys: KeyedPolicy[], now: number): Promise<number> {
    const wait = await this.client.eval(
      reserveScript,
      keys.length,
      ...keys.map(({ key }) => this.prefix + key),
      String(now),
      ...keys.flatMap(({ policy }) => policyArgs(policy)),
    );
    return Number(wait);
  }

  async release(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.client.eval(releaseScript, keys.length, ...keys.map((key) => this.prefix + key));
  }

  async reset(key: string): Promise<void> {
    await this.client.del(this.prefix + key);
  }
}

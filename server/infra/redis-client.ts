import { Redis } from 'ioredis';

export interface RedisLogger {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/** How long one command may take before it fails; a login waits at most this long on a sick Redis. */
export const redisCommandTimeoutMs = 500;
/** Reconnects back off to at most this delay and go on for as long as the process runs. */
export const redisMaxReconnectDelayMs = 2_000;

/**
 * A Redis client that never takes the process down: errors are logged (not thrown as unhandled 'error'
 * events), reconnects back off to at most 2 s, commands time out after 500 ms, and while disconnected
 * commands fail at once instead of queueing (logins are then refused, other limits count in this node's
 * memory: server/domain/limits/attempt-limiter.ts).
 */
export function createRedisClient(url: string, log: RedisLogger): Redis {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1_000,
    commandTimeout: redisCommandTimeoutMs,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 100, redisMaxReconnectDelayMs),
  });
  let down = false;
  let lastWarning = 0;
  client.on('error', (err: Error) => {
    // One line per 30 s while Redis stays down: enough to alert on, not enough to flood the log.
    if (Date.now() - lastWarning < 30_000) return;
    lastWarning = Date.now();
    down = true;
    log.warn({ err }, 'Redis unavailable; logins are refused and other limits count on this node alone');
  });
  client.on('ready', () => {
    if (down) log.info({}, 'Redis reachable again');
    down = false;
    lastWarning = 0;
  });
  // The first connection is made in the background; until it is ready commands fail like an outage.
  client.connect().catch(() => {});
  return client;
}

/**
 * Whether an error means "the database cannot be reached right now" (a restart, a failover, a terminated
 * backend, a full connection table, a locked SQLite file) rather than a bad query. Those answer 503 and
 * clear up by themselves once the database is back; anything else stays a 500.
 */
const transientCodes = new Set([
  // Node's socket errors while connecting or talking to PostgreSQL
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // PostgreSQL: admin_shutdown (pg_terminate_backend, restart), crash_shutdown, cannot_connect_now
  // (starting up or shutting down), too_many_connections
  '57P01',
  '57P02',
  '57P03',
  '53300',
  // SQLite: another writer held the lock for longer than busy_timeout
  'SQLITE_BUSY',
]);

/** Messages node-postgres gives for a connection that broke or could not be made (they carry no code). */
const transientMessages =
  /Connection terminated|timeout exceeded when trying to connect|connection error and is not queryable|Client was closed and is not queryable|Connection refused/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (transientCodes.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    if (transientMessages.test(e.message)) return true;
    // AggregateError: connecting to "localhost" tries ::1 and 127.0.0.1 and fails with both
    if (e instanceof AggregateError && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
}

export const databaseUnavailableMessage =
  'The site is briefly unavailable while its database reconnects. Please try again in a moment.';

import { describe, expect, it } from 'vitest';
import { withCode } from '../test/driver-error.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a terminated backend', withCode('terminating connection due to administrator command', '57P01')],
    ['a starting database', withCode('the database system is starting up', '57P03')],
    ['too many connections', withCode('sorry, too many clients already', '53300')],
    ['a connection exception class 08', withCode('connection failure', '08006')],
    ['a broken connection', new Error('Connection terminated unexpectedly')],
    ['a pool connect timeout', new Error('timeout exceeded when trying to connect')],
    ['a locked SQLite file', withCode('database is locked', 'SQLITE_BUSY')],
    ['a wrapped cause', new Error('query failed', { cause: withCode('reset', 'ECONNRESET') })],
    ['both addresses of localhost', new AggregateError([withCode('a', 'ECONNREFUSED')], 'all failed')],
  ])('says yes to %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a syntax error', withCode('syntax error at or near "selec"', '42601')],
    ['a unique violation', withCode('duplicate key value', '23505')],
    ['a SQLite constraint', withCode('UNIQUE constraint failed', 'SQLITE_CONSTRAINT_UNIQUE')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('says no to %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

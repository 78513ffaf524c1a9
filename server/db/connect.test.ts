import { describe, expect, it } from 'vitest';
import { withCode } from '../test/driver-error.ts';
import { vanishedDuringIntrospection } from './connect.ts';

// A migration start retried when its introspection of a shared PostgreSQL database met an object that
// another site or test run dropped meanwhile; any other failure is reported at once.
describe('vanishedDuringIntrospection', () => {
  it.each([
    ['a table dropped meanwhile', withCode('relation "t_1.stays" does not exist', '42P01')],
    ['a schema dropped meanwhile', withCode('schema "t_1" does not exist', '3F000')],
    [
      'a column dropped meanwhile (pg_get_serial_sequence)',
      withCode('column "link_nonce" of relation "stays" does not exist', '42703'),
    ],
  ])('says yes to %s', (_name, error) => {
    expect(vanishedDuringIntrospection(error)).toBe(true);
  });

  it.each([
    ['a syntax error', withCode('syntax error at or near "tabel"', '42601')],
    ['a duplicate key', withCode('duplicate key value violates unique constraint', '23505')],
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['an error without a code', new Error('column "x" does not exist')],
    ['no error object', 'failed'],
  ])('says no to %s', (_name, error) => {
    expect(vanishedDuringIntrospection(error)).toBe(false);
  });
});

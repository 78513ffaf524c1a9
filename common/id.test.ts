import { describe, expect, it } from 'vitest';
import { parseId, readId } from './id.ts';

describe('parseId', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['2147483647', 2_147_483_647],
    [7, 7],
  ])('reads %j as %d', (value, id) => {
    expect(parseId(value)).toBe(id);
  });

  it.each([
    ['0x1', 'not-plain-digits'],
    ['1e0', 'not-plain-digits'],
    ['+1', 'not-plain-digits'],
    [' 1', 'not-plain-digits'],
    ['1 ', 'not-plain-digits'],
    ['01', 'not-plain-digits'],
    ['1.0', 'not-plain-digits'],
    ['1.5', 'not-plain-digits'],
    ['0b1', 'not-plain-digits'],
    ['0o1', 'not-plain-digits'],
    [1.5, 'not-plain-digits'],
    ['', 'not-positive'],
    ['0', 'not-positive'],
    ['00', 'not-positive'],
    ['-1', 'not-positive'],
    [0, 'not-positive'],
    ['2147483648', 'too-large'],
    ['9'.repeat(30), 'too-large'],
    [2 ** 31, 'too-large'],
    ['abc', 'not-a-number'],
    ['Infinity', 'not-a-number'],
    ['1abc', 'not-a-number'],
    ['../1', 'not-a-number'],
    ['１', 'not-a-number'],
    [true, 'not-a-number'],
    [null, 'not-a-number'],
    [[1], 'not-a-number'],
  ])('refuses %j (%s)', (value, problem) => {
    expect(readId(value)).toEqual({ problem });
    expect(parseId(value)).toBeNull();
  });
});

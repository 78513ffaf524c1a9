import { describe, expect, it } from 'vitest';
import { wrapIndex } from './wrap-index.ts';

describe('wrapIndex', () => {
  it('wraps around at both ends', () => {
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(2, 5)).toBe(2);
    expect(wrapIndex(-6, 5)).toBe(4);
  });

  it('stays at 0 without slides', () => {
    expect(wrapIndex(3, 0)).toBe(0);
  });
});

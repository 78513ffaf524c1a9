import { describe, expect, it } from 'vitest';
import { limitHeapGrowth } from './heap-growth.ts';

describe('heap growth limit', () => {
  it('is set when the process was started without a growing factor of its own', () => {
    expect(limitHeapGrowth(['--enable-source-maps'])).toBe(true);
  });

  it('leaves a growing factor given on the command line alone', () => {
    expect(limitHeapGrowth(['--heap-growing-percent=80'])).toBe(false);
  });
});

import { expect, it } from 'vitest';
import { median } from './median.ts';

it('takes the middle run, or the mean of the middle two, whatever the order', () => {
  expect(median([300, 100, 200])).toBe(200);
  expect(median([40, 10, 30, 20])).toBe(25);
  expect(median([7])).toBe(7);
});

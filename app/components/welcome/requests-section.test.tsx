import { describe, expect, it } from 'vitest';
import { offeredKinds } from './requests-section.tsx';

describe('the kinds the guide offers (issue 43, item 2)', () => {
  it('offers early check-in and late checkout only with a time to offer, and always something else', () => {
    expect(offeredKinds(null)).toEqual(['other']);
    expect(offeredKinds({ early_check_in: null, late_checkout: null })).toEqual(['other']);
    expect(offeredKinds({ early_check_in: null, late_checkout: '13:00' })).toEqual([
      'late_checkout',
      'other',
    ]);
    expect(offeredKinds({ early_check_in: '12:00', late_checkout: '13:00' })).toEqual([
      'early_check_in',
      'late_checkout',
      'other',
    ]);
  });
});

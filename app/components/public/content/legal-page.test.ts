import { describe, expect, it } from 'vitest';
import { formatEffectiveDate } from './legal-page.tsx';

describe('the legal pages’ effective date', () => {
  it('reads as the spec writes it in English', () => {
    expect(formatEffectiveDate('2025-07-01')).toBe('July 1, 2025');
    expect(formatEffectiveDate('2025-07-15')).toBe('July 15, 2025');
  });

  it('writes the first of the month as French does, "1er"', () => {
    expect(formatEffectiveDate('2025-07-01', 'fr')).toBe('1er juillet 2025');
    expect(formatEffectiveDate('2025-07-15', 'fr')).toBe('15 juillet 2025');
  });
});

import { describe, expect, it } from 'vitest';
import { frenchSummary, needsFrench } from './french-texts.ts';

describe('French texts of a form', () => {
  it('needs French only where the English has text and the French is blank', () => {
    expect(needsFrench({ english: 'Hot tub', french: '' })).toBe(true);
    expect(needsFrench({ english: 'Hot tub', french: '  ' })).toBe(true);
    expect(needsFrench({ english: 'Hot tub', french: 'Spa' })).toBe(false);
    expect(needsFrench({ english: ' ', french: '' })).toBe(false);
  });

  it('sums up what is missing out of the texts written', () => {
    expect(frenchSummary([])).toBeNull();
    expect(frenchSummary([{ english: '', french: '' }])).toBeNull();
    expect(
      frenchSummary([
        { english: 'Name', french: '' },
        { english: 'Description', french: 'Description' },
        { english: 'Rules', french: '' },
        { english: '', french: '' },
      ]),
    ).toBe('French: 2 of 3 texts missing');
    expect(frenchSummary([{ english: 'Name', french: 'Nom' }])).toBe('French: all texts translated');
    expect(frenchSummary([{ english: 'Name', french: '' }])).toBe('French: 1 of 1 text missing');
  });
});

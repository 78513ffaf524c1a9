import { describe, expect, it } from 'vitest';
import { mapSearchUrl } from './map-link.ts';

describe('mapSearchUrl', () => {
  it('searches the address, encoded, with its spaces folded', () => {
    expect(mapSearchUrl(' 1 Test Road,\n Revelstoke, BC ')).toBe(
      'https://www.google.com/maps/search/?api=1&query=1%20Test%20Road%2C%20Revelstoke%2C%20BC',
    );
    expect(mapSearchUrl('Café & Bar #2')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Caf%C3%A9%20%26%20Bar%20%232',
    );
  });

  it('is null without an address', () => {
    expect(mapSearchUrl('  ')).toBeNull();
  });
});

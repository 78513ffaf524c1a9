import { describe, expect, it } from 'vitest';
import { contactParts, telHref } from './contact-links.ts';

describe('contact text', () => {
  it('links phone numbers and email addresses, keeping the text around them', () => {
    expect(contactParts('Dana Smith, 250-555-0142 or dana@example.com.')).toEqual([
      { kind: 'text', at: 0, text: 'Dana Smith, ' },
      { kind: 'phone', at: 12, text: '250-555-0142', href: 'tel:2505550142' },
      { kind: 'text', at: 24, text: ' or ' },
      { kind: 'email', at: 28, text: 'dana@example.com', href: 'mailto:dana@example.com' },
      { kind: 'text', at: 44, text: '.' },
    ]);
  });

  it('keeps an international plus and ignores short numbers', () => {
    expect(contactParts('+1 (250) 555-0142')).toEqual([
      { kind: 'phone', at: 0, text: '+1 (250) 555-0142', href: 'tel:+12505550142' },
    ]);
    expect(contactParts('Unit 12, 1200 Newlands Rd')).toEqual([
      { kind: 'text', at: 0, text: 'Unit 12, 1200 Newlands Rd' },
    ]);
  });

  it('makes tel: addresses of digits only', () => {
    expect(telHref(' (250) 837-2131 ')).toBe('tel:2508372131');
  });
});

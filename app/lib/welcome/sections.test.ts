import { describe, expect, it } from 'vitest';
import type { Welcome } from '../../../common/welcome.ts';
import { visibleSections } from './sections.ts';

const emptyWelcome: Welcome = {
  property_id: 1,
  property: { id: 1, name: 'Cabin', cover_image: null, cover: null },
  owning_company: '',
  contact: { email: '', phone: '' },
  checkout: { time: '', instructions: '' },
  garbage: { info: '', location: '', code: '' },
  wifi: { network: '', password: '' },
  parking: { location: '', instructions: '' },
  house_rules: [],
  shuttle: { description: '', images: [] },
  pm_contact: 'Dana, 250-555-0142',
  amenities: [],
  updated_at: '2025-11-21T10:00:00.000Z',
};

describe('the sections of a welcome page', () => {
  it('leaves out every optional section without content', () => {
    expect(
      visibleSections({ ...emptyWelcome, house_rules: ['  '], checkout: { time: ' ', instructions: '' } }),
    ).toEqual(['local-life', 'property-manager', 'emergency']);
  });

  it('shows a section as soon as one of its fields has content, in page order', () => {
    expect(
      visibleSections({
        ...emptyWelcome,
        garbage: { info: '', location: '', code: '4321' },
        parking: { location: 'Driveway', instructions: '' },
        shuttle: { description: '', images: [{ id: 1, url: '/u.webp', srcset: '', width: 1, height: 1 }] },
      }),
    ).toEqual(['quick-info', 'garbage', 'parking', 'shuttle', 'local-life', 'property-manager', 'emergency']);
  });
});

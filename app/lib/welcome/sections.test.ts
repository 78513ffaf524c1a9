import { describe, expect, it } from 'vitest';
import type { Welcome } from '#common/welcome.ts';
import { visibleSections } from './sections.ts';

const emptyWelcome: Welcome = {
  property_id: 1,
  property: { id: 1, name: 'Cabin', cover_image: null, cover: null },
  owning_company: '',
  address: { line: '', map_url: null },
  stay: null,
  password_shows_codes: false,
  contact: { email: '', phone: '' },
  checkin: { time: '', instructions: '' },
  door: { code: '', instructions: '' },
  checkout: { time: '', instructions: '' },
  stay_times: { early_check_in: '', late_checkout: '', auto_approve: false },
  garbage: { info: '', location: '', code: '' },
  wifi: { network: '', password: '' },
  parking: { location: '', instructions: '' },
  house_rules: [],
  shuttle: { description: '', images: [] },
  pm_contact: 'Dana, 250-555-0142',
  amenities: [],
  places: [],
  updated_at: '2025-11-21T10:00:00.000Z',
  codes_available_at: null,
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

  it('puts Arrival first after the quick info when it has a door code or check-in details', () => {
    const sections = visibleSections({
      ...emptyWelcome,
      door: { code: '4821', instructions: '' },
      checkout: { time: '10:00', instructions: '' },
    });
    expect(sections.slice(0, 3)).toEqual(['quick-info', 'arrival', 'checkout']);
  });

  it('keeps Quick info and Arrival while the codes are withheld, to say when they appear', () => {
    const sections = visibleSections({
      ...emptyWelcome,
      door: { code: null, instructions: '' },
      wifi: { network: '', password: null },
      garbage: { info: '', location: '', code: null },
      codes_available_at: '2026-12-12T08:00:00.000Z',
    });
    expect(sections.slice(0, 2)).toEqual(['quick-info', 'arrival']);
  });
});

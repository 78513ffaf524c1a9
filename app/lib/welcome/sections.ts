import { msg } from '#common/i18n/message.ts';
import type { Welcome } from '#common/welcome.ts';

/** The parts of the welcome page, in page order; optional ones appear only when they have content. */
export const sectionTitles = {
  'quick-info': msg('Quick info'),
  booking: msg('Your booking'),
  arrival: msg('Arrival'),
  checkout: msg('Checkout'),
  garbage: msg('Garbage and recycling'),
  parking: msg('Parking'),
  'house-rules': msg('House rules'),
  shuttle: msg('Shuttle'),
  places: msg('Around the home'),
  'local-life': msg('Live the local life'),
  amenities: msg('Amenities'),
  requests: msg('Ask us'),
  'property-manager': msg('Property manager'),
  emergency: msg('Emergency services'),
} as const;

export type SectionId = keyof typeof sectionTitles;

const filled = (...values: (string | null)[]) => values.some((v) => v !== null && v.trim() !== '');

/** Whether the codes of this page are withheld until the stay begins (a stay link before arrival day). */
export const codesWithheld = (welcome: Welcome) => welcome.codes_available_at !== null;

export const houseRules = (welcome: Welcome) => welcome.house_rules.filter((rule) => rule.trim() !== '');

/**
 * Which sections the page shows: never a heading over nothing. `hasBooking`: the stay's guest has a booking
 * with money to show (issue 41).
 */
export function visibleSections(welcome: Welcome, hasBooking = false): SectionId[] {
  const shown: Record<SectionId, boolean> = {
    'quick-info':
      codesWithheld(welcome) ||
      welcome.door.code === null ||
      filled(
        welcome.checkin.time,
        welcome.door.code,
        welcome.wifi.network,
        welcome.wifi.password,
        welcome.checkout.time,
        welcome.garbage.code,
      ),
    arrival:
      codesWithheld(welcome) ||
      welcome.door.code === null ||
      filled(
        welcome.address.line,
        welcome.checkin.time,
        welcome.checkin.instructions,
        welcome.door.code,
        welcome.door.instructions,
      ),
    checkout: filled(welcome.checkout.time, welcome.checkout.instructions),
    garbage: filled(welcome.garbage.info, welcome.garbage.location, welcome.garbage.code),
    parking: filled(welcome.parking.location, welcome.parking.instructions),
    'house-rules': houseRules(welcome).length > 0,
    shuttle: filled(welcome.shuttle.description) || welcome.shuttle.images.length > 0,
    places: welcome.places.length > 0,
    booking: hasBooking,
    'local-life': true,
    amenities: welcome.amenities.length > 0,
    // a request is linked to a stay: only a stay's guest can send one
    requests: welcome.stay !== null,
    'property-manager': filled(welcome.pm_contact),
    emergency: true,
  };
  return (Object.keys(sectionTitles) as SectionId[]).filter((id) => shown[id]);
}

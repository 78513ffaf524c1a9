import type { Stay } from '#common/stay.ts';

/**
 * A stay as the API answers it for component tests: upcoming, with an email, no money, mails or warnings;
 * a test gives only the fields it is about.
 */
export function aStay(given: Partial<Stay> = {}): Stay {
  return {
    id: 12,
    property_id: 3,
    guest_name: 'Camille Roy',
    arrival: '2026-12-18',
    departure: '2026-12-22',
    status: 'upcoming',
    link: 'http://localhost:3000/welcome/3/s/abc',
    guest_email: 'camille@example.com',
    link_shared_at: null,
    guests: null,
    guest_phone: null,
    total_cents: null,
    payments: [],
    paid_cents: 0,
    balance_cents: null,
    cancelled_at: null,
    cancel_reason: null,
    refund_due_cents: null,
    note: null,
    door_code: null,
    entry_missing: false,
    reservation: null,
    warning: null,
    review_link: null,
    messages_off: [],
    messages: { guide: null, arrival: null, checkout: null, after: null },
    language: 'en',
    ...given,
  };
}

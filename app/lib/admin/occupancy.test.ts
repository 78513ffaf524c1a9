import { describe, expect, it } from 'vitest';
import type { Stay } from '#common/stay.ts';
import { aStay } from '../../test/stay-fixture.ts';
import { nightsTaken, occupantsOf } from './occupancy.ts';

const stay = (id: number, arrival: string, departure: string, status: Stay['status'] = 'upcoming'): Stay =>
  aStay({
    id,
    property_id: 1,
    guest_name: `Guest ${id}`,
    arrival,
    departure,
    status,
    link: '',
    guest_email: null,
  });

describe('occupancy on the multi-property calendar', () => {
  it('takes each night once per occupant, the departure day free, and finds double bookings', () => {
    const occupants = occupantsOf(
      [
        stay(1, '2026-12-01', '2026-12-03'),
        stay(2, '2026-12-02', '2026-12-04'),
        stay(3, '2026-12-01', '2026-12-09', 'revoked'),
      ],
      [],
      [],
    );
    const { byNight, overlaps } = nightsTaken(occupants, '2026-12-01', '2027-01-01');
    expect([...byNight.keys()]).toEqual(['2026-12-01', '2026-12-02', '2026-12-03']);
    expect(overlaps.map((o) => o.night)).toEqual(['2026-12-02']);
  });

  it('counts a block on a booked night as a double booking, two blocks alone not', () => {
    const block = (id: string, start: string, end: string) =>
      ({ kind: 'block', id, label: 'Staff block', start, end }) as const;
    const { overlaps } = nightsTaken(
      [
        block('b1', '2026-12-01', '2026-12-03'),
        block('b2', '2026-12-02', '2026-12-03'),
        block('b3', '2026-12-05', '2026-12-06'),
        ...occupantsOf([stay(1, '2026-12-05', '2026-12-07')], [], []),
      ],
      '2026-12-01',
      '2027-01-01',
    );
    expect(overlaps.map((o) => o.night)).toEqual(['2026-12-05']);
  });

  it('shows a reservation made into a stay once, as the stay, and leaves imported blocks out', () => {
    const reservation = {
      property_id: 1,
      property_name: 'Chalet',
      feed_id: 2,
      feed_label: 'Airbnb',
      uid: 'u',
      start: '2026-12-01',
      end: '2026-12-03',
      summary: 'Reserved',
    };
    const occupants = occupantsOf(
      [stay(1, '2026-12-01', '2026-12-03')],
      [
        { ...reservation, stay_id: 1 },
        { ...reservation, uid: 'v', stay_id: null },
      ],
      [
        {
          id: 5,
          start: '2026-12-01',
          end: '2026-12-03',
          source: 'feed',
          feed_id: 2,
          feed_label: 'Airbnb',
          note: null,
          created_at: '',
        },
        {
          id: 6,
          start: '2026-12-05',
          end: '2026-12-06',
          source: 'manual',
          feed_id: null,
          feed_label: null,
          note: 'Plumber',
          created_at: '',
        },
      ],
    );
    expect(occupants.map((o) => o.id)).toEqual(['stay-1', 'reservation-2-v', 'block-6']);
  });
});

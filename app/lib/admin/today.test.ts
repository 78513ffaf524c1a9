import { describe, expect, it } from 'vitest';
import type { Schedule, ScheduleBlock, ScheduleEntry } from '#common/reservations.ts';
import { addDays } from '#common/site-dates.ts';
import { doubleBookedNights, guestNameFrom, reservationOf } from './today.ts';

const chalet = { property_id: 1, property_name: 'Chalet' };
const lodge = { property_id: 2, property_name: 'Lodge' };

/** A stay as the schedule lists it. */
const stayAt = (
  home: typeof chalet,
  stay_id: number,
  guest_name: string,
  start: string,
  end: string,
): ScheduleEntry => ({
  ...home,
  stay_id,
  guest_name,
  start,
  end,
  source: 'stay',
  link_shared_at: null,
  guests: 2,
  check_in_time: '16:00',
  checkout_time: '10:00',
  note: '',
  entry_missing: false,
});

/** A channel reservation no stay was made from. */
const reservationAt = (home: typeof chalet, start: string, end: string): ScheduleEntry => ({
  ...stayAt(home, 0, '', start, end),
  stay_id: null,
  guest_name: null,
  source: 'reservation',
  guests: null,
});

const blockAt = (
  home: typeof chalet,
  id: number,
  start: string,
  end: string,
  note: string | null,
): ScheduleBlock => ({ ...home, id, start, end, note });

/** The schedule of `[from, to)` the server would answer for these entries and blocks. */
function scheduleOf(
  entries: ScheduleEntry[],
  blocks: ScheduleBlock[] | undefined,
  from = '2026-12-01',
  to = '2026-12-09',
): Schedule {
  const days: Schedule['days'] = [];
  for (let date = from; date < to; date = addDays(date, 1))
    days.push({
      date,
      arrivals: entries.filter((e) => e.start === date),
      departures: entries.filter((e) => e.end === date),
      staying: entries.filter((e) => e.start < date && e.end > date),
      turnovers: [],
    });
  return { from, to, days, homes: [], ...(blocks ? { blocks } : {}) };
}

describe('the Today screen helpers', () => {
  it("guesses the guest's name from a channel summary, else names the channel", () => {
    expect(guestNameFrom({ summary: 'Reserved - Omar', feed_label: 'Vrbo' })).toBe('Omar');
    expect(guestNameFrom({ summary: 'Reserved', feed_label: 'Airbnb' })).toBe('Airbnb guest');
  });

  it('finds the unlinked reservation with the same home and dates', () => {
    const entry = {
      property_id: 1,
      property_name: 'Chalet',
      stay_id: null,
      guest_name: null,
      start: '2026-11-26',
      end: '2026-11-29',
      source: 'reservation' as const,
      link_shared_at: null,
      guests: null,
      check_in_time: '16:00',
      checkout_time: '10:00',
      note: '',
      entry_missing: false,
    };
    const reservation = {
      property_id: 1,
      property_name: 'Chalet',
      feed_id: 3,
      feed_label: 'Airbnb',
      uid: 'a@airbnb.com',
      start: '2026-11-26',
      end: '2026-11-29',
      summary: 'Reserved',
      stay_id: null,
    };
    expect(reservationOf(entry, [{ ...reservation, stay_id: 9 }, reservation])).toBe(reservation);
    expect(reservationOf({ ...entry, source: 'stay', stay_id: 9 }, [reservation])).toBeUndefined();
  });

  describe('double-booked nights', () => {
    it('are the nights two bookings share at one home, each named', () => {
      const nights = doubleBookedNights(
        scheduleOf(
          [
            stayAt(chalet, 1, 'Ana', '2026-12-02', '2026-12-05'),
            stayAt(chalet, 2, 'Ben', '2026-12-04', '2026-12-06'),
            reservationAt(lodge, '2026-12-03', '2026-12-04'),
            stayAt(lodge, 3, 'Cy', '2026-12-04', '2026-12-06'),
          ],
          [],
        ),
      );
      // back-to-back at the lodge is a changeover, not a double booking
      expect(nights).toEqual([{ ...chalet, night: '2026-12-04', who: ['Ana', 'Ben'] }]);
    });

    it("count a staff block against a stay or a channel reservation, named with the block's reason", () => {
      const nights = doubleBookedNights(
        scheduleOf(
          [
            stayAt(chalet, 1, 'Ana', '2026-12-02', '2026-12-04'),
            reservationAt(lodge, '2026-12-05', '2026-12-07'),
          ],
          [
            blockAt(chalet, 7, '2026-12-03', '2026-12-05', "Owner's week"),
            blockAt(lodge, 8, '2026-12-06', '2026-12-08', null),
          ],
        ),
      );
      expect(nights).toEqual([
        { ...chalet, night: '2026-12-03', who: ['Ana', "Staff block (Owner's week)"] },
        { ...lodge, night: '2026-12-06', who: ['Channel reservation', 'Staff block'] },
      ]);
    });

    it('leave out two blocks on the same nights (a block is no booking), and nights outside the days shown', () => {
      const blocks = [
        blockAt(chalet, 7, '2026-12-02', '2026-12-05', 'Painting'),
        blockAt(chalet, 8, '2026-12-03', '2026-12-06', 'Owner'),
        // the night before the schedule's first day
        blockAt(lodge, 9, '2026-11-28', '2026-12-01', null),
      ];
      const stays = [stayAt(lodge, 3, 'Cy', '2026-11-29', '2026-12-02')];
      expect(doubleBookedNights(scheduleOf(stays, blocks))).toEqual([]);

      // a stay on the two blocks' night makes it one, naming all three
      const ana = stayAt(chalet, 1, 'Ana', '2026-12-04', '2026-12-05');
      expect(doubleBookedNights(scheduleOf([...stays, ana], blocks))).toEqual([
        { ...chalet, night: '2026-12-04', who: ['Ana', 'Staff block (Painting)', 'Staff block (Owner)'] },
      ]);
    });

    it('read a schedule without blocks (an older server) as before', () => {
      const stays = [
        stayAt(chalet, 1, 'Ana', '2026-12-02', '2026-12-04'),
        stayAt(chalet, 2, 'Ben', '2026-12-03', '2026-12-04'),
      ];
      expect(doubleBookedNights(scheduleOf(stays, undefined))).toEqual([
        { ...chalet, night: '2026-12-03', who: ['Ana', 'Ben'] },
      ]);
    });
  });
});

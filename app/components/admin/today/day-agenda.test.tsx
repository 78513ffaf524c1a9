// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Reservation, ScheduleDay, ScheduleEntry } from '#common/reservations.ts';
import type { Task } from '#common/tasks.ts';
import { DayAgenda } from './day-agenda.tsx';

afterEach(cleanup);

const chalet = { property_id: 3, property_name: 'Chalet' };
const lodge = { property_id: 4, property_name: 'Lodge' };

const stay = (
  over: Partial<ScheduleEntry> & Pick<ScheduleEntry, 'stay_id' | 'guest_name'>,
): ScheduleEntry => ({
  ...chalet,
  start: '2026-12-04',
  end: '2026-12-06',
  source: 'stay',
  link_shared_at: null,
  guests: null,
  check_in_time: '15:30',
  checkout_time: '10:00',
  note: '',
  entry_missing: false,
  ...over,
});

const reservation: Reservation = {
  ...lodge,
  feed_id: 8,
  feed_label: 'Airbnb',
  uid: 'omar@airbnb.example',
  start: '2026-12-04',
  end: '2026-12-07',
  summary: 'Reserved - Omar',
  stay_id: null,
};
const fromChannel = stay({
  ...lodge,
  stay_id: null,
  guest_name: null,
  source: 'reservation',
  start: reservation.start,
  end: reservation.end,
  check_in_time: '16:00',
});

const clean = (stayId: number, assignee_name: string | null): Task => ({
  id: 100 + stayId,
  kind: 'clean',
  ...chalet,
  stay_id: stayId,
  title: 'Clean',
  description: '',
  note: '',
  due_at: '2026-12-04T23:30:00.000Z',
  assignee_id: assignee_name ? 5 : null,
  assignee_name,
  status: 'todo',
  priority: 'normal',
  checklist: [],
  photos: [],
  created_by: null,
  created_at: '2026-11-20T18:00:00.000Z',
});

const emptyDay = (date: string): ScheduleDay => ({
  date,
  arrivals: [],
  departures: [],
  staying: [],
  turnovers: [],
});

interface Shown {
  day: ScheduleDay;
  label: string;
  reservations?: Reservation[];
  guideSent?: ReadonlySet<number> | null;
  canManageStays?: boolean;
  cleans?: ReadonlyMap<number, Task>;
}

let shown: Required<Shown>;

/** The day under test on the Today screen's address (its stay actions need a data router). */
function Page() {
  return <DayAgenda {...shown} />;
}
const Stub = createRoutesStub([{ path: '/admin', Component: Page }]);

/** One day of Today as a manager (or, with `canManageStays: false`, a housekeeper) sees it. */
function show(day: Shown) {
  shown = { reservations: [], guideSent: null, canManageStays: true, cleans: new Map(), ...day };
  render(<Stub initialEntries={['/admin']} />);
}

/** The entries of one group of a day, by the group's title. */
const group = (day: string, title: string) =>
  within(within(screen.getByRole('article', { name: day })).getByRole('list', { name: title }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('a day on Today', () => {
  it('with nobody arriving or leaving is one line, counting who stays', () => {
    show({
      day: { ...emptyDay('2026-12-05'), staying: [stay({ stay_id: 1, guest_name: 'Ana' })] },
      label: 'Sat 5 Dec 2026',
    });
    expect(screen.getByText(/no arrivals or departures/).textContent).toBe(
      'Sat 5 Dec 2026: no arrivals or departures · 1 staying',
    );
    // no box, no empty "No turnovers" groups
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('with nobody in the houses at all says only that', () => {
    show({ day: emptyDay('2026-12-07'), label: 'Mon 7 Dec 2026' });
    expect(screen.getByText(/no arrivals or departures/).textContent).toBe(
      'Mon 7 Dec 2026: no arrivals or departures',
    );
  });

  it('lists arrivals with the party, check-in time, dates and note, and departures with checkout and who cleans', () => {
    const ana = stay({ stay_id: 1, guest_name: 'Ana', guests: 4, note: 'Crib in the loft' });
    const solo = stay({ ...lodge, stay_id: 2, guest_name: 'Sol', guests: 1, check_in_time: '' });
    const ben = stay({
      ...lodge,
      stay_id: 3,
      guest_name: 'Ben',
      guests: 2,
      start: '2026-12-01',
      end: '2026-12-04',
      checkout_time: '11:00',
    });
    const cy = stay({ stay_id: 4, guest_name: 'Cy', start: '2026-12-02', end: '2026-12-04' });
    const dee = stay({ stay_id: 5, guest_name: 'Dee', start: '2026-12-02', end: '2026-12-09' });
    show({
      day: {
        date: '2026-12-04',
        arrivals: [ana, solo],
        departures: [ben, cy],
        staying: [dee],
        turnovers: [],
      },
      label: 'Today · Fri 4 Dec 2026',
      guideSent: new Set([1, 2]),
      cleans: new Map([
        [3, clean(3, 'kim')],
        [4, clean(4, null)],
      ]),
    });
    const day = within(screen.getByRole('article', { name: 'Today · Fri 4 Dec 2026' }));
    expect(day.getByRole('heading', { level: 3 }).textContent).toBe('Today · Fri 4 Dec 2026');
    expect(group('Today · Fri 4 Dec 2026', 'Arrivals')).toEqual([
      'Chalet · Ana · 4 guests · check-in 3:30 PM (Fri 4 Dec 2026 to Sun 6 Dec 2026)Note: Crib in the loft' +
        'Share link of Ana',
      // one guest, and a home whose page names no check-in time
      'Lodge · Sol · 1 guest (Fri 4 Dec 2026 to Sun 6 Dec 2026)Share link of Sol',
    ]);
    expect(group('Today · Fri 4 Dec 2026', 'Departures')).toEqual([
      'Lodge · Ben · 2 guests · checkout 11:00 AM (Tue 1 Dec 2026 to Fri 4 Dec 2026)Clean: kim',
      'Chalet · Cy · checkout 10:00 AM (Wed 2 Dec 2026 to Fri 4 Dec 2026)Clean: not assigned',
    ]);
    expect(group('Today · Fri 4 Dec 2026', 'Staying')).toEqual([
      'Chalet · Dee (Wed 2 Dec 2026 to Wed 9 Dec 2026)',
    ]);
    // a group with nothing in it is left out
    expect(day.queryByRole('list', { name: 'Turnovers' })).toBeNull();
  });

  it("shows a turnover as the cleaners' window: who leaves by when, who arrives from when, and the clean's housekeeper", () => {
    const dee = stay({ stay_id: 5, guest_name: 'Dee', start: '2026-12-01', end: '2026-12-04' });
    const ana = stay({ stay_id: 1, guest_name: 'Ana' });
    show({
      day: {
        date: '2026-12-04',
        arrivals: [ana],
        departures: [dee],
        staying: [],
        turnovers: [{ property_id: chalet.property_id, departure: dee, arrival: ana }],
      },
      label: 'Fri 4 Dec 2026',
      cleans: new Map([[5, clean(5, 'kim')]]),
    });
    expect(group('Fri 4 Dec 2026', 'Turnovers')).toEqual([
      'Chalet: Dee leaves by 10:00 AM, Ana arrives from 3:30 PMClean: kim',
    ]);
  });

  it('marks an arrival without a stay, without a way in, or whose link has not reached the guest', () => {
    const noWayIn = stay({ stay_id: 1, guest_name: 'Ana', entry_missing: true });
    const sent = stay({ ...lodge, stay_id: 2, guest_name: 'Ben' });
    const shared = stay({ ...lodge, stay_id: 3, guest_name: 'Cy', link_shared_at: '2026-12-01T18:00:00Z' });
    show({
      day: { ...emptyDay('2026-12-04'), arrivals: [noWayIn, fromChannel, sent, shared] },
      label: 'Fri 4 Dec 2026',
      reservations: [reservation],
      guideSent: new Set([2]),
      canManageStays: false,
    });
    const arrivals = group('Fri 4 Dec 2026', 'Arrivals');
    expect(arrivals[0]).toMatch(/No door code or entry instructions/);
    // neither mailed nor shared from a share panel
    expect(arrivals[0]).toMatch(/Link not sent/);
    expect(arrivals[1]).toMatch(/^Lodge · Channel reservation · check-in 4:00 PM .*No stay yet$/);
    expect(arrivals[2]).not.toMatch(/Link not sent/);
    expect(arrivals[3]).not.toMatch(/Link not sent/);
    // housekeeping gets no stay actions
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('makes no "Link not sent" claim when the outbox could not be read', () => {
    show({
      day: { ...emptyDay('2026-12-04'), arrivals: [stay({ stay_id: 1, guest_name: 'Ana' })] },
      label: 'Fri 4 Dec 2026',
      guideSent: null,
    });
    expect(screen.queryByText('Link not sent')).toBeNull();
  });

  it('offers staff who manage stays to make a stay of a channel arrival, or to share a stay’s link', () => {
    show({
      day: {
        ...emptyDay('2026-12-04'),
        arrivals: [stay({ stay_id: 1, guest_name: 'Ana' }), fromChannel],
      },
      label: 'Fri 4 Dec 2026',
      reservations: [reservation],
    });
    const day = within(screen.getByRole('article', { name: 'Fri 4 Dec 2026' }));
    expect(day.getByRole('button', { name: 'Share link of Ana' })).toBeTruthy();
    expect(day.getByRole('button', { name: 'Make stay and share link' })).toBeTruthy();
  });
});

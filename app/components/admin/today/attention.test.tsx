// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { BookingRequest } from '#common/booking.ts';
import type { HomeReadiness } from '#common/reservations.ts';
import type { StayListItem } from '#common/stay.ts';
import type { Task } from '#common/tasks.ts';
import {
  BalancesDue,
  DoubleBookedAlert,
  NoEntryWarning,
  PendingRequests,
  ReadinessList,
  UrgentTickets,
} from './attention.tsx';

afterEach(cleanup);

/** Draws a widget on the Today screen's address (its links need a router). */
const show = (widget: ReactElement) =>
  render(<MemoryRouter initialEntries={['/admin']}>{widget}</MemoryRouter>);

/** The items of the warning box a user finds by its heading. */
const itemsOf = (heading: string) =>
  within(screen.getByRole('region', { name: heading }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

const task = (over: Partial<Task>): Task => ({
  id: 1,
  kind: 'maintenance',
  property_id: 2,
  property_name: 'Lodge',
  stay_id: null,
  title: 'Hot tub leaking',
  description: '',
  note: '',
  due_at: '2026-12-04T23:59:00.000Z',
  assignee_id: null,
  assignee_name: null,
  status: 'todo',
  priority: 'urgent',
  checklist: [],
  photos: [],
  created_by: 'morgan',
  created_at: '2026-12-01T18:00:00.000Z',
  ...over,
});

describe('the double-booked nights on top of Today', () => {
  const nights = [
    { property_id: 3, property_name: 'Chalet', night: '2026-12-04', who: ['Ana', 'Ben'] },
    {
      property_id: 3,
      property_name: 'Chalet',
      night: '2026-12-05',
      who: ['Ana', "Staff block (Owner's week)"],
    },
  ];

  it('names each night, its home and who takes it, the home linking to that month of the calendar', () => {
    show(<DoubleBookedAlert nights={nights} linked />);
    expect(itemsOf('2 double-booked nights')).toEqual([
      'Chalet, night of Fri 4 Dec 2026: Ana and Ben',
      "Chalet, night of Sat 5 Dec 2026: Ana and Staff block (Owner's week)",
    ]);
    for (const link of screen.getAllByRole('link', { name: 'Chalet' }))
      expect(link.getAttribute('href')).toBe('/admin/calendar?month=2026-12');
  });

  it('reads in the singular for one night, without links for a role that may not open the calendar', () => {
    show(<DoubleBookedAlert nights={nights.slice(0, 1)} linked={false} />);
    expect(itemsOf('1 double-booked night')).toEqual(['Chalet, night of Fri 4 Dec 2026: Ana and Ben']);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows nothing when no night is taken twice', () => {
    show(<DoubleBookedAlert nights={[]} linked />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByText(/double-booked/)).toBeNull();
  });
});

describe('the urgent tickets', () => {
  it('lists each open urgent ticket with its home, title and who has it, or that nobody does', () => {
    show(
      <UrgentTickets
        tickets={[
          task({ id: 1, assignee_id: 5, assignee_name: 'kim' }),
          task({ id: 2, property_name: 'Chalet', title: 'No heat upstairs' }),
        ]}
      />,
    );
    expect(itemsOf('2 urgent tickets open')).toEqual([
      'Lodge: Hot tub leaking · kim',
      'Chalet: No heat upstairs · not assigned',
    ]);
  });

  it('reads in the singular for one, and shows nothing without any', () => {
    const { unmount } = show(<UrgentTickets tickets={[task({})]} />);
    expect(screen.getByRole('region', { name: '1 urgent ticket open' })).toBeTruthy();
    unmount();
    show(<UrgentTickets tickets={[]} />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});

describe('the requests to book waiting', () => {
  const request: BookingRequest = {
    id: 9,
    property_id: 3,
    property_name: 'Chalet',
    check_in: '2026-12-18',
    check_out: '2026-12-21',
    guests: 2,
    name: 'Jo Tremblay',
    email: 'jo@example.com',
    phone: '250-555-0123',
    message: '',
    lang: 'en',
    status: 'pending',
    // 14:00 in Revelstoke (UTC-7)
    hold_until: '2026-12-02T21:00:00.000Z',
    total_cents: 90_000,
    created_at: '2026-12-01T21:00:00.000Z',
    answered_at: null,
    answered_by: null,
    stay_id: null,
  };

  it("name the traveller, home, dates and party, and when their hold ends in the site's zone", () => {
    show(<PendingRequests requests={[request]} timeZone="America/Vancouver" />);
    expect(itemsOf('1 request to book waiting')).toEqual([
      'Jo Tremblay · Chalet, Fri 18 Dec 2026 to Mon 21 Dec 2026, 2 guests: held until Dec 2, 2026, 2:00 PM',
    ]);
    expect(screen.getByRole('link', { name: 'Jo Tremblay · Chalet' }).getAttribute('href')).toBe(
      '/admin/bookings',
    );
  });

  it('count one guest in the singular and several requests in the plural', () => {
    show(
      <PendingRequests
        requests={[request, { ...request, id: 10, name: 'Sam Roy', guests: 1 }]}
        timeZone="America/Vancouver"
      />,
    );
    expect(itemsOf('2 requests to book waiting')[1]).toMatch(/, 1 guest: held until/);
  });
});

describe('the balances due before arrival', () => {
  const stay: StayListItem = {
    id: 12,
    property_id: 3,
    property_name: 'Chalet',
    guest_name: 'Camille Roy',
    arrival: '2026-12-18',
    departure: '2026-12-22',
    status: 'upcoming',
    balance_cents: 150_000,
  };

  it("name the guest and home, linking to the home's guests, with the arrival and the money owed", () => {
    show(<BalancesDue stays={[stay]} />);
    expect(itemsOf('1 balance due before arrival')).toEqual([
      'Camille Roy · Chalet, arrives Fri 18 Dec 2026: $1,500.00 due',
    ]);
    expect(screen.getByRole('link', { name: 'Camille Roy · Chalet' }).getAttribute('href')).toBe(
      '/admin/propertymanager/edit/3/guests',
    );
  });

  it('shows nothing when every booking is paid', () => {
    show(<BalancesDue stays={[]} />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});

describe('the homes with guests coming and no way in', () => {
  const homes = [
    { property_id: 2, property_name: 'Lodge', first: '2026-12-04' },
    { property_id: 4, property_name: 'Cabin', first: '2026-12-07' },
  ];

  it("name each home and its first arrival, linking to the home's screen for staff who edit homes", () => {
    show(<NoEntryWarning homes={homes} linked />);
    expect(itemsOf('2 homes have guests coming and no way in')).toEqual([
      'Lodge: no door code or entry instructions, arrival Fri 4 Dec 2026',
      'Cabin: no door code or entry instructions, arrival Mon 7 Dec 2026',
    ]);
    expect(screen.getByRole('link', { name: 'Lodge' }).getAttribute('href')).toBe(
      '/admin/propertymanager/edit/2',
    );
  });

  it('reads in the singular for one home, without a link for housekeeping', () => {
    show(<NoEntryWarning homes={homes.slice(0, 1)} linked={false} />);
    expect(itemsOf('1 home has guests coming and no way in')).toHaveLength(1);
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe("each home's readiness", () => {
  const home = (over: Partial<HomeReadiness>): HomeReadiness => ({
    property_id: 1,
    property_name: 'Cabin',
    readiness: 'dirty',
    departure: '2026-12-01',
    task_id: 7,
    assignee_name: null,
    ...over,
  });

  it('shows every home that has had a departure with its state and who cleans it', () => {
    show(
      <ReadinessList
        homes={[
          home({}),
          home({ property_id: 2, property_name: 'Chalet', readiness: null, departure: null, task_id: null }),
          home({ property_id: 3, property_name: 'Lodge', readiness: 'cleaning', assignee_name: 'kim' }),
          home({ property_id: 4, property_name: 'Loft', readiness: 'ready', assignee_name: 'kim' }),
          home({ property_id: 5, property_name: 'Yurt', readiness: 'inspected' }),
        ]}
      />,
    );
    const list = within(screen.getByRole('region', { name: 'Homes' }));
    expect(list.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'CabinDirty',
      'LodgekimCleaning',
      'LoftkimReady',
      'YurtInspected',
    ]);
  });

  it('shows nothing while no home has had a departure', () => {
    show(<ReadinessList homes={[home({ readiness: null, departure: null, task_id: null })]} />);
    expect(screen.queryByRole('heading', { name: 'Homes' })).toBeNull();
  });
});

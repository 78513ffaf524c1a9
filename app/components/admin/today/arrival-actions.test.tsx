// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Reservation, ScheduleEntry } from '#common/reservations.ts';
import type { Stay } from '#common/stay.ts';
import { ApiError, api } from '../../../lib/api.ts';
import { ArrivalActions } from './arrival-actions.tsx';

vi.mock('../../../lib/api.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api.ts')>()),
  api: vi.fn(),
}));
const apiMock = vi.mocked(api);

const reservation: Reservation = {
  property_id: 4,
  property_name: 'Lodge',
  feed_id: 8,
  feed_label: 'Airbnb',
  uid: 'omar@airbnb.example',
  start: '2026-12-04',
  end: '2026-12-07',
  summary: 'Reserved - Omar',
  stay_id: null,
};

const channelArrival: ScheduleEntry = {
  property_id: 4,
  property_name: 'Lodge',
  stay_id: null,
  guest_name: null,
  start: '2026-12-04',
  end: '2026-12-07',
  source: 'reservation',
  link_shared_at: null,
  guests: null,
  check_in_time: '16:00',
  checkout_time: '11:00',
  note: '',
  entry_missing: false,
};

const stayArrival: ScheduleEntry = { ...channelArrival, stay_id: 12, guest_name: 'Omar', source: 'stay' };

const omar: Stay = {
  id: 12,
  property_id: 4,
  guest_name: 'Omar',
  arrival: '2026-12-04',
  departure: '2026-12-07',
  status: 'upcoming',
  link: 'http://localhost:3000/welcome/4/s/omar-token',
  guest_email: null,
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
  reservation: { feed_id: 8, uid: 'omar@airbnb.example', summary: 'Reserved - Omar' },
  warning: null,
  review_link: null,
  messages_off: [],
  messages: { guide: null, arrival: null, checkout: null, after: null },
  language: 'en',
};

let shown: { entry: ScheduleEntry; reservation?: Reservation };

/** The actions under one arrival of Today. */
function Arrival() {
  return <ArrivalActions {...shown} />;
}
const Stub = createRoutesStub([{ path: '/admin', Component: Arrival }]);

function showArrival(props: typeof shown) {
  shown = props;
  render(<Stub initialEntries={['/admin']} />);
  return userEvent.setup({ delay: null });
}

/** The stay creations sent, in order. */
const createdWith = () =>
  apiMock.mock.calls.filter(([path, request]) => path === '/properties/4/stays' && request?.json);

// a block body: a function returned from beforeEach would be run as its cleanup
beforeEach(() => {
  apiMock.mockReset();
});
afterEach(cleanup);

describe("an arrival's actions on Today", () => {
  it("makes a channel reservation a stay in one click, the guest's name guessed and its dates never typed, and opens its link", async () => {
    apiMock.mockResolvedValue(omar);
    const user = showArrival({ entry: channelArrival, reservation });
    await user.click(screen.getByRole('button', { name: 'Make stay and share link' }));
    const link = (await screen.findByLabelText('Personal link')) as HTMLInputElement;
    expect(link.value).toBe(omar.link);
    expect(createdWith().map(([, request]) => request?.json)).toEqual([
      {
        guest_name: 'Omar',
        reservation: { feed_id: 8, uid: 'omar@airbnb.example' },
        allow_overlap: false,
      },
    ]);
    expect(screen.queryByRole('button', { name: 'Make stay and share link' })).toBeNull();
  });

  it('says it is creating while the stay is made, and cannot be clicked twice', async () => {
    let answer: (stay: Stay) => void = () => {};
    apiMock.mockImplementation(() => new Promise((resolve) => (answer = resolve as typeof answer)));
    const user = showArrival({ entry: channelArrival, reservation });
    await user.click(screen.getByRole('button', { name: 'Make stay and share link' }));
    const creating = screen.getByRole('button', { name: 'Creating…' }) as HTMLButtonElement;
    expect(creating.disabled).toBe(true);
    answer(omar);
    await screen.findByLabelText('Personal link');
    expect(createdWith()).toHaveLength(1);
  });

  it('shows what the nights overlap and makes the stay anyway when asked', async () => {
    apiMock.mockRejectedValueOnce(
      new ApiError(
        409,
        'These nights overlap another stay',
        {},
        {
          message: 'These nights overlap another stay',
          conflicts: [{ kind: 'block', id: 3, start: '2026-12-05', end: '2026-12-06' }],
        },
      ),
    );
    apiMock.mockResolvedValue(omar);
    const user = showArrival({ entry: channelArrival, reservation });
    await user.click(screen.getByRole('button', { name: 'Make stay and share link' }));
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByRole('listitem').textContent).toBe(
      'a block, Sat 5 Dec 2026 to Sun 6 Dec 2026',
    );
    await user.click(within(notice).getByRole('button', { name: 'Add anyway' }));
    await screen.findByLabelText('Personal link');
    expect(
      createdWith().map(
        ([, request]) => (request?.json as { allow_overlap?: boolean } | undefined)?.allow_overlap,
      ),
    ).toEqual([false, true]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says why a stay could not be made, and keeps the button to try again', async () => {
    apiMock.mockImplementation(async () => {
      throw new ApiError(400, 'Unknown reservation', { reservation: 'not found' });
    });
    const user = showArrival({ entry: channelArrival, reservation });
    await user.click(screen.getByRole('button', { name: 'Make stay and share link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Unknown reservation');
    expect(screen.getByRole('button', { name: 'Make stay and share link' })).toBeTruthy();
  });

  it("opens an existing stay's link to share again", async () => {
    apiMock.mockResolvedValue([{ ...omar, id: 11, guest_name: 'Earlier guest' }, omar]);
    const user = showArrival({ entry: stayArrival });
    await user.click(screen.getByRole('button', { name: 'Share link of Omar' }));
    const link = (await screen.findByLabelText('Personal link')) as HTMLInputElement;
    expect(link.value).toBe(omar.link);
    expect(apiMock.mock.calls[0]?.[0]).toBe('/properties/4/stays');
  });

  it('says so when the stay is no longer listed', async () => {
    apiMock.mockResolvedValue([]);
    const user = showArrival({ entry: stayArrival });
    await user.click(screen.getByRole('button', { name: 'Share link of Omar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This stay is no longer listed');
    await waitFor(() => expect(screen.queryByLabelText('Personal link')).toBeNull());
  });

  it('offers nothing for a channel arrival whose reservation it does not know', () => {
    showArrival({ entry: channelArrival });
    expect(screen.queryByRole('button')).toBeNull();
  });
});

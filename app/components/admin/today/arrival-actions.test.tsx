// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Reservation, ScheduleEntry } from '#common/reservations.ts';
import { aStay } from '../../../test/stay-fixture.ts';
import { ArrivalActions } from './arrival-actions.tsx';

// the component calls the real API client, on a stubbed network (app/test/api-client-stub.ts)
const api = await vi.hoisted(async () => (await import('../../../test/api-client-stub.ts')).stubApi());
vi.mock('../../../lib/api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../lib/api/client.ts')>();
  return {
    ...actual,
    client: actual.createApiClient({ baseUrl: 'http://admin.test', fetch: (request) => api.fetch(request) }),
  };
});

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

const omar = aStay({
  property_id: 4,
  guest_name: 'Omar',
  arrival: '2026-12-04',
  departure: '2026-12-07',
  link: 'http://localhost:3000/welcome/4/s/omar-token',
  guest_email: null,
  reservation: { feed_id: 8, uid: 'omar@airbnb.example', summary: 'Reserved - Omar' },
});

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

/** The bodies of the stay creations sent, in order. */
const createdWith = () =>
  api
    .sent()
    .filter(({ method, path }) => method === 'POST' && path === '/api/v1/properties/4/stays')
    .map(({ body }) => body);

// a block body: a function returned from beforeEach would be run as its cleanup
beforeEach(() => {
  api.reset();
});
afterEach(cleanup);

describe("an arrival's actions on Today", () => {
  it("makes a channel reservation a stay in one click, the guest's name guessed and its dates never typed, and opens its link", async () => {
    api.answer(201, omar);
    const user = showArrival({ entry: channelArrival, reservation });
    await user.click(screen.getByRole('button', { name: 'Make stay and share link' }));
    const link = (await screen.findByLabelText('Personal link')) as HTMLInputElement;
    expect(link.value).toBe(omar.link);
    expect(createdWith()).toEqual([
      {
        guest_name: 'Omar',
        reservation: { feed_id: 8, uid: 'omar@airbnb.example' },
        allow_overlap: false,
      },
    ]);
    expect(screen.queryByRole('button', { name: 'Make stay and share link' })).toBeNull();
  });

  it('says it is creating while the stay is made, and cannot be clicked twice', async () => {
    const answer = api.answerLater();
    const user = showArrival({ entry: channelArrival, reservation });
    await user.click(screen.getByRole('button', { name: 'Make stay and share link' }));
    const creating = screen.getByRole('button', { name: 'Creating…' }) as HTMLButtonElement;
    expect(creating.disabled).toBe(true);
    answer(201, omar);
    await screen.findByLabelText('Personal link');
    expect(createdWith()).toHaveLength(1);
  });

  it('shows what the nights overlap and makes the stay anyway when asked', async () => {
    api.answer(409, {
      message: 'These nights overlap another stay',
      conflicts: [{ kind: 'block', id: 3, start: '2026-12-05', end: '2026-12-06' }],
    });
    api.answer(201, omar);
    const user = showArrival({ entry: channelArrival, reservation });
    await user.click(screen.getByRole('button', { name: 'Make stay and share link' }));
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByRole('listitem').textContent).toBe(
      'a block, Sat 5 Dec 2026 to Sun 6 Dec 2026',
    );
    await user.click(within(notice).getByRole('button', { name: 'Add anyway' }));
    await screen.findByLabelText('Personal link');
    expect(createdWith().map((body) => (body as { allow_overlap?: boolean }).allow_overlap)).toEqual([
      false,
      true,
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says why a stay could not be made, and keeps the button to try again', async () => {
    api.answer(400, { message: 'Unknown reservation', fields: { reservation: 'not found' } });
    const user = showArrival({ entry: channelArrival, reservation });
    await user.click(screen.getByRole('button', { name: 'Make stay and share link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Unknown reservation');
    expect(screen.getByRole('button', { name: 'Make stay and share link' })).toBeTruthy();
  });

  it("opens an existing stay's link to share again", async () => {
    api.answer(200, [{ ...omar, id: 11, guest_name: 'Earlier guest' }, omar]);
    const user = showArrival({ entry: stayArrival });
    await user.click(screen.getByRole('button', { name: 'Share link of Omar' }));
    const link = (await screen.findByLabelText('Personal link')) as HTMLInputElement;
    expect(link.value).toBe(omar.link);
    expect(api.sent()).toEqual([{ method: 'GET', path: '/api/v1/properties/4/stays', body: undefined }]);
  });

  it('says so when the stay is no longer listed', async () => {
    api.answer(200, []);
    const user = showArrival({ entry: stayArrival });
    await user.click(screen.getByRole('button', { name: 'Share link of Omar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This stay is no longer listed');
    await waitFor(() => expect(screen.queryByLabelText('Personal link')).toBeNull());
  });

  it('offers nothing for a channel arrival whose reservation it does not know', () => {
    showArrival({ entry: channelArrival });
    expect(screen.queryByRole('button')).toBeNull();
    expect(api.sent()).toEqual([]);
  });
});

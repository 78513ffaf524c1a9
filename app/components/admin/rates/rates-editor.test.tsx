// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RatesInput } from '#common/pricing.ts';
import { RatesEditor } from './rates-editor.tsx';

// the real API client on a stubbed network (app/test/api-client-stub.ts): the form, its conversion and
// states are real
const api = await vi.hoisted(async () => (await import('../../../test/api-client-stub.ts')).stubApi());
vi.mock('../../../lib/api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../lib/api/client.ts')>();
  return {
    ...actual,
    client: actual.createApiClient({ baseUrl: 'http://admin.test', fetch: (request) => api.fetch(request) }),
  };
});

const Stub = createRoutesStub([
  {
    path: '/admin/propertymanager/edit/7/rates',
    Component: () => <RatesEditor propertyId={7} rates={stored} />,
  },
]);

/** The rates the home has when the tab opens; null: none yet. */
let stored: RatesInput | null = null;

const skiRates: RatesInput = {
  nightly_cents: 25_000,
  weekend_nightly_cents: 27_550,
  cleaning_fee_cents: 15_000,
  extra_guest: { after: 4, nightly_cents: 2_500 },
  seasons: [
    {
      name: 'Ski',
      start: '2026-12-15',
      end: '2027-04-01',
      nightly_cents: 40_000,
      weekend_nightly_cents: null,
      minimum_nights: 3,
    },
    {
      name: 'Summer',
      start: '2027-07-01',
      end: '2027-09-01',
      nightly_cents: 30_000,
      weekend_nightly_cents: null,
      minimum_nights: null,
    },
  ],
  length_discounts: [{ min_nights: 7, percent: 12.5 }],
};

function renderTab() {
  render(<Stub initialEntries={['/admin/propertymanager/edit/7/rates']} />);
  return userEvent.setup({ delay: null });
}

describe('the Rates tab (issue 40)', () => {
  beforeEach(() => {
    api.reset();
    stored = null;
  });
  afterEach(cleanup);

  it('sends dollars as integer cents with a season, and says when it is saved', async () => {
    const user = userEvent.setup();
    render(<Stub initialEntries={['/admin/propertymanager/edit/7/rates']} />);
    expect(screen.getByTestId('rates-save-state').textContent).toMatch(/no rates yet/);

    await user.type(screen.getByLabelText('Base nightly'), '389.50');
    await user.type(screen.getByLabelText('Cleaning fee'), '250');
    await user.click(screen.getByRole('button', { name: /Add season/ }));
    const season = within(screen.getByTestId('season-row'));
    await user.type(season.getByLabelText('Season name'), 'Ski');
    await user.type(season.getByLabelText('Start'), '2026-12-15');
    await user.type(season.getByLabelText('End'), '2027-04-01');
    await user.type(season.getByLabelText('Nightly'), '550');
    await user.type(season.getByLabelText('Min nights'), '5');
    await user.click(screen.getByRole('button', { name: /Add discount/ }));
    await user.type(screen.getByLabelText('From nights'), '7');
    await user.type(screen.getByLabelText('Percent off'), '10');
    const sent = {
      nightly_cents: 38_950,
      weekend_nightly_cents: null,
      cleaning_fee_cents: 25_000,
      extra_guest: null,
      seasons: [
        {
          name: 'Ski',
          start: '2026-12-15',
          end: '2027-04-01',
          nightly_cents: 55_000,
          weekend_nightly_cents: null,
          minimum_nights: 5,
        },
      ],
      length_discounts: [{ min_nights: 7, percent: 10 }],
    };
    // the API answers the rates it stored
    api.answer(200, sent);
    await user.click(screen.getByRole('button', { name: 'Save rates' }));

    expect(await screen.findByText(/Saved: quotes use these rates now/)).toBeTruthy();
    expect(api.sent()).toEqual([{ method: 'PUT', path: '/api/v1/properties/7/rates', body: sent }]);
    // the exact JSON: the API's fields in its order
    expect(JSON.stringify(api.sent()[0]?.body)).toBe(JSON.stringify(sent));
    // an edit after saving clears the saved state
    await user.type(screen.getByLabelText('Weekend nightly'), '4');
    expect(screen.queryByText(/Saved: quotes use/)).toBeNull();
  });

  it('refuses an amount that is not dollars before sending anything', async () => {
    const user = userEvent.setup();
    render(<Stub initialEntries={['/admin/propertymanager/edit/7/rates']} />);
    await user.type(screen.getByLabelText('Base nightly'), 'lots');
    await user.click(screen.getByRole('button', { name: 'Save rates' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Base nightly: enter dollars/);
    expect(api.sent()).toEqual([]);
  });

  it("shows the message under its field too, the API's rule for a count included", async () => {
    const user = renderTab();
    await user.type(screen.getByLabelText('Base nightly'), '200');
    await user.click(screen.getByRole('button', { name: /Add discount/ }));
    await user.type(screen.getByLabelText('From nights'), '1.5');
    await user.type(screen.getByLabelText('Percent off'), '10');
    await user.click(screen.getByRole('button', { name: 'Save rates' }));
    expect(await screen.findByText('Discount minimum nights must be a whole number')).toBeTruthy();
    expect(screen.getByLabelText('From nights').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('rates-save-state').textContent).toBe(
      'Not saved: Discount minimum nights must be a whole number',
    );
    expect(api.sent()).toEqual([]);
  });

  it('wants both extra-guest fields or neither', async () => {
    const user = renderTab();
    await user.type(screen.getByLabelText('Base nightly'), '200');
    await user.type(screen.getByLabelText('Extra guests after'), '4');
    await user.click(screen.getByRole('button', { name: 'Save rates' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Not saved: Extra guests: give both the number of guests included and the nightly charge, or neither',
    );
    expect(api.sent()).toEqual([]);
  });

  it('starts from the saved rates in dollars, removes a season and sends the rest as they were', async () => {
    stored = skiRates;
    const user = renderTab();
    expect(screen.getByTestId('rates-save-state').textContent).toBe('');
    expect((screen.getByLabelText('Base nightly') as HTMLInputElement).value).toBe('250');
    expect((screen.getByLabelText('Weekend nightly') as HTMLInputElement).value).toBe('275.50');
    expect((screen.getByLabelText('Extra guests after') as HTMLInputElement).value).toBe('4');
    expect(screen.getAllByTestId('season-row')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove season 1' }));
    const rows = screen.getAllByTestId('season-row');
    expect(rows).toHaveLength(1);
    expect((within(rows[0]!).getByLabelText('Season name') as HTMLInputElement).value).toBe('Summer');
    const answer = { ...skiRates, seasons: skiRates.seasons.slice(1) };
    api.answer(200, answer);
    await user.click(screen.getByRole('button', { name: 'Save rates' }));
    expect(await screen.findByText('Saved: quotes use these rates now.')).toBeTruthy();
    expect(api.sent()[0]?.body).toEqual(answer);
    // the form starts again from the rates the API answered
    expect(screen.getAllByTestId('season-row')).toHaveLength(1);
    expect((screen.getByLabelText('Base nightly') as HTMLInputElement).value).toBe('250');
  });

  it("says the API's refusal as it words it, and keeps what was typed", async () => {
    const user = renderTab();
    await user.type(screen.getByLabelText('Base nightly'), '250');
    api.answer(400, { message: 'Seasons Ski and Overlap overlap' });
    await user.click(screen.getByRole('button', { name: 'Save rates' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Not saved: Seasons Ski and Overlap overlap');
    expect((screen.getByLabelText('Base nightly') as HTMLInputElement).value).toBe('250');
  });
});

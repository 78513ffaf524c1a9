// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api.ts';
import { RatesEditor } from './rates-editor.tsx';

// the HTTP transport only (as the other back-office form tests): the form, its conversion and states are real
vi.mock('../../../lib/api.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api.ts')>()),
  api: vi.fn(),
}));
const apiMock = vi.mocked(api);

const Stub = createRoutesStub([
  {
    path: '/admin/propertymanager/edit/7/rates',
    Component: () => <RatesEditor propertyId={7} rates={null} />,
  },
]);

describe('the Rates tab (issue 40)', () => {
  beforeEach(() => apiMock.mockReset());
  afterEach(cleanup);

  it('sends dollars as integer cents with a season, and says when it is saved', async () => {
    const user = userEvent.setup();
    apiMock.mockImplementation(async (_path, request) => request?.json);
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
    await user.click(screen.getByRole('button', { name: 'Save rates' }));

    expect(await screen.findByText(/Saved: quotes use these rates now/)).toBeTruthy();
    const [path, request] = apiMock.mock.calls[0]!;
    expect(path).toBe('/properties/7/rates');
    expect(request?.method).toBe('PUT');
    expect(request?.json).toEqual({
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
    });
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
    expect(apiMock).not.toHaveBeenCalled();
  });
});

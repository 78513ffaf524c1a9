// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Quote } from '#common/pricing.ts';
import { QuotePreview } from './quote-preview.tsx';

// the real API client on a stubbed network (app/test/api-client-stub.ts)
const api = await vi.hoisted(async () => (await import('../../../test/api-client-stub.ts')).stubApi());
vi.mock('../../../lib/api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../lib/api/client.ts')>();
  return {
    ...actual,
    client: actual.createApiClient({ baseUrl: 'http://admin.test', fetch: (request) => api.fetch(request) }),
  };
});

const Stub = createRoutesStub([
  { path: '/admin/propertymanager/edit/7/rates', Component: () => <QuotePreview propertyId={7} /> },
]);

function renderPreview() {
  render(<Stub initialEntries={['/admin/propertymanager/edit/7/rates']} />);
  return userEvent.setup({ delay: null });
}

const quote: Quote = {
  property_id: 7,
  check_in: '2026-12-18',
  check_out: '2026-12-21',
  nights: 3,
  guests: 2,
  currency: 'CAD',
  nights_detail: [],
  lines: [
    { kind: 'nights', label: '3 nights', cents: 75_000 },
    { kind: 'fee', label: 'Cleaning', cents: 15_000 },
  ],
  subtotal_cents: 90_000,
  taxes_cents: 0,
  total_cents: 90_000,
  cancellation: [{ until: null, refund_cents: 0 }],
};

beforeEach(() => {
  api.reset();
});
afterEach(cleanup);

describe('the quote preview of the Rates tab (issue 40)', () => {
  it('asks for both dates before asking the API', async () => {
    const user = renderPreview();
    await user.type(screen.getByLabelText('Check-in'), '2026-12-18');
    await user.click(screen.getByRole('button', { name: 'Preview quote' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a check-in and a check-out date.');
    expect(api.sent()).toEqual([]);
  });

  it("shows the API's quote for the dates and party, then its refusal of other dates", async () => {
    const user = renderPreview();
    await user.type(screen.getByLabelText('Check-in'), '2026-12-18');
    await user.type(screen.getByLabelText('Check-out'), '2026-12-21');
    api.answer(200, quote);
    await user.click(screen.getByRole('button', { name: 'Preview quote' }));
    expect((await screen.findByTestId('quote-total')).textContent).toBe('$900.00');
    expect(screen.getByRole('row', { name: 'Cleaning $150.00' })).toBeTruthy();
    expect(api.sent()).toEqual([
      {
        method: 'GET',
        path: '/api/v1/properties/7/quote?check_in=2026-12-18&check_out=2026-12-21&guests=2',
        body: undefined,
      },
    ]);

    await user.clear(screen.getByLabelText('Check-out'));
    await user.type(screen.getByLabelText('Check-out'), '2026-12-10');
    api.answer(400, { message: 'Check-out must be after check-in' });
    await user.click(screen.getByRole('button', { name: 'Preview quote' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Check-out must be after check-in');
    expect(screen.queryByTestId('quote-preview')).toBeNull();
  });
});

// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Stay } from '#common/stay.ts';
import { aStay } from '../../../test/stay-fixture.ts';
import { StayMoney } from './stay-money.tsx';

// the forms call the real API client, on a stubbed network (app/test/api-client-stub.ts)
const api = await vi.hoisted(async () => (await import('../../../test/api-client-stub.ts')).stubApi());
vi.mock('../../../lib/api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../lib/api/client.ts')>();
  return {
    ...actual,
    client: actual.createApiClient({ baseUrl: 'http://admin.test', fetch: (request) => api.fetch(request) }),
  };
});

const stay = aStay({
  guests: 4,
  guest_phone: '+1 250 555 0142',
  total_cents: 200_000,
  payments: [
    {
      id: 7,
      cents: 50_000,
      method: 'e-transfer',
      received_on: '2026-12-01',
      note: 'deposit',
      recorded_by: 'morgan',
    },
  ],
  paid_cents: 50_000,
  balance_cents: 150_000,
});

let shown: Stay = stay;
let admin = true;
function MoneyPage() {
  return <StayMoney propertyId={3} stay={shown} today="2026-12-06" isAdmin={admin} />;
}
const Stub = createRoutesStub([{ path: '/admin/stays', Component: MoneyPage }]);

describe("a stay's money on its screen (issue 41)", () => {
  beforeEach(() => {
    api.reset();
    shown = stay;
    admin = true;
  });
  afterEach(cleanup);

  it('shows guests, phone, total, paid, balance and each payment with who recorded it', () => {
    render(<Stub initialEntries={['/admin/stays']} />);
    const money = screen.getByRole('region', { name: "Money of Camille Roy's booking" });
    expect(money.textContent).toMatch(/Guests4/);
    expect(money.textContent).toMatch(/Total\$2,000\.00/);
    expect(money.textContent).toMatch(/Paid\$500\.00/);
    expect(money.textContent).toMatch(/Balance\$1,500\.00/);
    const payment = within(screen.getByRole('list', { name: 'Payments of Camille Roy' })).getByRole(
      'listitem',
    );
    expect(payment.textContent).toMatch(/\$500\.00e-Transferreceived 2026-12-01depositrecorded by morgan/);
  });

  it('records a payment typed as dollars with thousands as integer cents, and says it worked', async () => {
    const user = userEvent.setup();
    api.answer(201, {
      ...stay,
      payments: [
        ...stay.payments,
        { id: 8, cents: 123_450, method: 'cash', received_on: '2026-12-06', note: '', recorded_by: 'tester' },
      ],
      paid_cents: 173_450,
      balance_cents: 26_550,
    });
    render(<Stub initialEntries={['/admin/stays']} />);
    await user.click(screen.getByRole('button', { name: /Record a payment/ }));
    await user.type(screen.getByLabelText(/Amount/), '1,234.50');
    await user.selectOptions(screen.getByLabelText(/Method/), 'cash');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));

    expect((await screen.findByRole('status')).textContent).toBe(
      'Payment of $1,234.50 recorded. Balance now $265.50.',
    );
    expect(api.sent()).toEqual([
      {
        method: 'POST',
        path: '/api/v1/properties/3/stays/12/payments',
        body: { cents: 123_450, method: 'cash', received_on: '2026-12-06' },
      },
    ]);
  });

  it('keeps a bad amount in the form with its message, and sends nothing', async () => {
    const user = userEvent.setup();
    render(<Stub initialEntries={['/admin/stays']} />);
    await user.click(screen.getByRole('button', { name: /Record a payment/ }));
    const amount = screen.getByLabelText(/Amount/);
    await user.type(amount, '-20');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Amount cannot be negative')).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    await user.clear(amount);
    await user.type(amount, '12.345');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Amount: enter dollars, e.g. 1,234.50')).toBeTruthy();
    expect(api.sent()).toEqual([]);
  });

  it("shows the API's refusal of a payment's date under its field, and the form stays open", async () => {
    const user = userEvent.setup();
    api.answer(400, {
      message: 'Invalid payment',
      fields: { received_on: 'Received on cannot be after today' },
    });
    render(<Stub initialEntries={['/admin/stays']} />);
    await user.click(screen.getByRole('button', { name: /Record a payment/ }));
    await user.type(screen.getByLabelText(/Amount/), '20');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Received on cannot be after today')).toBeTruthy();
    expect(screen.getByLabelText(/Received on/).getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText(/Amount/) as HTMLInputElement).value).toBe('20');
  });

  it("refuses a zero amount with the API schema's message, and sends nothing", async () => {
    const user = userEvent.setup();
    render(<Stub initialEntries={['/admin/stays']} />);
    await user.click(screen.getByRole('button', { name: /Record a payment/ }));
    await user.type(screen.getByLabelText(/Amount/), '0');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Amount must be more than zero')).toBeTruthy();
    expect(api.sent()).toEqual([]);
  });

  it("checks the guests and the phone by the API's rules, and shows the API's refusal under its field", async () => {
    const user = userEvent.setup();
    render(<Stub initialEntries={['/admin/stays']} />);
    await user.click(screen.getByRole('button', { name: /Edit guests and total/ }));
    const guests = screen.getByLabelText(/^Guests/);
    await user.clear(guests);
    await user.type(guests, '2.5');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Guests must be a whole number from 1 to 100')).toBeTruthy();
    expect(guests.getAttribute('aria-invalid')).toBe('true');
    expect(api.sent()).toEqual([]);

    await user.clear(guests);
    await user.type(guests, '3');
    api.answer(400, { message: 'Invalid stay', fields: { guest_phone: 'Phone is taken' } });
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Phone is taken')).toBeTruthy();
    expect(screen.getByLabelText(/Guest phone/).getAttribute('aria-invalid')).toBe('true');
    expect(api.sent()).toEqual([
      {
        method: 'PATCH',
        path: '/api/v1/properties/3/stays/12',
        body: { guests: 3, guest_phone: '+1 250 555 0142', total_cents: 200_000 },
      },
    ]);
  });

  it('lets an admin delete a payment after confirming, and no one else', async () => {
    const user = userEvent.setup();
    api.answer(200, { ...stay, payments: [], paid_cents: 0, balance_cents: 200_000 });
    render(<Stub initialEntries={['/admin/stays']} />);
    await user.click(screen.getByRole('button', { name: 'Delete payment of $500.00' }));
    expect(api.sent()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete payment' }));
    expect((await screen.findByText(/Payment of \$500\.00 deleted/)).textContent).toMatch(
      /Balance now \$2,000\.00/,
    );
    expect(api.sent()).toEqual([
      { method: 'DELETE', path: '/api/v1/properties/3/stays/12/payments/7', body: undefined },
    ]);

    cleanup();
    admin = false;
    render(<Stub initialEntries={['/admin/stays']} />);
    expect(screen.queryByRole('button', { name: /Delete payment/ })).toBeNull();
  });

  it("saves a phone booking's total typed in dollars, and refuses a bad one beside its field", async () => {
    const user = userEvent.setup();
    api.answer(200, { ...stay, total_cents: 150_000, balance_cents: 100_000 });
    render(<Stub initialEntries={['/admin/stays']} />);
    await user.click(screen.getByRole('button', { name: /Edit guests and total/ }));
    const total = screen.getByLabelText(/Total/) as HTMLInputElement;
    expect(total.value).toBe('2000.00');
    await user.clear(total);
    await user.type(total, 'about 1500');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Total: enter dollars, e.g. 1,234.50')).toBeTruthy();
    expect(api.sent()).toEqual([]);
    await user.clear(total);
    await user.type(total, '1,500');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect((await screen.findByRole('status')).textContent).toBe('Saved: total $1,500.00.');
    expect(api.sent()).toEqual([
      {
        method: 'PATCH',
        path: '/api/v1/properties/3/stays/12',
        body: { guests: 4, guest_phone: '+1 250 555 0142', total_cents: 150_000 },
      },
    ]);
  });

  it('shows a cancelled booking with its reason and refund, and takes no more payments', () => {
    shown = {
      ...stay,
      status: 'cancelled',
      cancelled_at: '2026-12-05T18:00:00.000Z',
      cancel_reason: 'Family emergency',
      refund_due_cents: 48_000,
    };
    render(<Stub initialEntries={['/admin/stays']} />);
    expect(screen.getByText('Reason: Family emergency')).toBeTruthy();
    expect(screen.getByText('$480.00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Record a payment/ })).toBeNull();
  });
});

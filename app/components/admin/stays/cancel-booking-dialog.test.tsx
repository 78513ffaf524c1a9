// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Stay } from '#common/stay.ts';
import { aStay } from '../../../test/stay-fixture.ts';
import { CancelBookingDialog } from './cancel-booking-dialog.tsx';

// the dialog calls the real API client, on a stubbed network (app/test/api-client-stub.ts)
const api = await vi.hoisted(async () => (await import('../../../test/api-client-stub.ts')).stubApi());
vi.mock('../../../lib/api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../lib/api/client.ts')>();
  return {
    ...actual,
    client: actual.createApiClient({ baseUrl: 'http://admin.test', fetch: (request) => api.fetch(request) }),
  };
});

const stay = aStay({ guests: 4, total_cents: 200_000, balance_cents: 200_000 });
const cancelled: Stay = { ...stay, status: 'cancelled', cancel_reason: 'Family emergency' };

const onCancelled = vi.fn();
function DialogPage() {
  return <CancelBookingDialog propertyId={3} stay={stay} onClose={() => {}} onCancelled={onCancelled} />;
}
const Stub = createRoutesStub([{ path: '/admin/stays', Component: DialogPage }]);

function renderDialog() {
  render(<Stub initialEntries={['/admin/stays']} />);
  return userEvent.setup({ delay: null });
}

beforeEach(() => {
  api.reset();
  onCancelled.mockReset();
  // happy-dom's <dialog> has no showModal
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});
afterEach(() => cleanup());

describe('cancelling a booking (issue 41, ADR 0049)', () => {
  it("shows the schema's message for a blank reason and sends nothing", async () => {
    const user = renderDialog();
    await user.click(screen.getByRole('button', { name: 'See the refund' }));
    expect(await screen.findByText('Reason is required')).toBeTruthy();
    expect(screen.getByLabelText(/^Reason/).getAttribute('aria-invalid')).toBe('true');
    expect(api.sent()).toEqual([]);
  });

  it('shows the refund of the dry run, then cancels with the reason', async () => {
    api.answer(200, { stay, refund_due_cents: 48_000 });
    api.answer(200, { stay: cancelled });
    const user = renderDialog();
    await user.type(screen.getByLabelText(/^Reason/), '  Family emergency ');
    await user.click(screen.getByRole('button', { name: 'See the refund' }));
    expect((await screen.findByRole('status')).textContent).toContain('$480.00');
    expect(api.sent()).toEqual([
      {
        method: 'POST',
        path: '/api/v1/properties/3/stays/12/cancel?dry_run=true',
        body: { reason: 'Family emergency' },
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(onCancelled).toHaveBeenCalledWith(cancelled));
    expect(api.sent()[1]).toEqual({
      method: 'POST',
      path: '/api/v1/properties/3/stays/12/cancel',
      body: { reason: 'Family emergency' },
    });
  });

  it("shows the API's refusal of the reason under its field", async () => {
    api.answer(400, {
      message: 'Invalid cancellation',
      fields: { reason: 'Reason must be at most 1000 characters' },
    });
    const user = renderDialog();
    await user.type(screen.getByLabelText(/^Reason/), 'Plans changed');
    await user.click(screen.getByRole('button', { name: 'See the refund' }));
    expect(await screen.findByText('Reason must be at most 1000 characters')).toBeTruthy();
    expect(screen.getByLabelText(/^Reason/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('status')).toBeNull();
  });
});

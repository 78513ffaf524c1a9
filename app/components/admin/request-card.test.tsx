// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffRequest } from '#common/request-threads.ts';
import { RequestCard } from './request-card.tsx';

const request = {
  id: 5,
  kind: 'late_checkout',
  message: 'Could we leave at 1 pm?',
  status: 'open',
  replies: [],
  created_at: '2026-12-01T09:30:00Z',
  email: 'ana@example.com',
  stay: {
    id: 12,
    property_id: 3,
    property_name: 'Chalet Pine',
    guest_name: 'Ana Roy',
    arrival: '2026-12-18',
    departure: '2026-12-22',
    language: 'en',
  },
} as StaffRequest;

const onAnswer = vi.fn();

function renderCard(error: string | null = null) {
  render(<RequestCard request={request} busy={false} error={error} onAnswer={onAnswer} />);
  return userEvent.setup({ delay: null });
}

beforeEach(() => onAnswer.mockReset());
afterEach(cleanup);

describe('answering a guest request (ADR 0049)', () => {
  it("shows the schema's message for a blank answer and sends nothing", async () => {
    const user = renderCard();
    await user.click(screen.getByRole('button', { name: 'Send to guest' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Write your message');
    expect(screen.getByRole('textbox').getAttribute('aria-invalid')).toBe('true');
    expect(onAnswer).not.toHaveBeenCalled();
  });

  it('sends the answer with the decision chosen, counting its characters, then clears it', async () => {
    onAnswer.mockResolvedValueOnce(true);
    const user = renderCard();
    await user.type(screen.getByRole('textbox'), ' Yes, until 1 pm. ');
    expect(screen.getByText('16 of 2000 characters')).toBeTruthy();
    await user.click(screen.getByLabelText('Approve'));
    await user.click(screen.getByRole('button', { name: 'Send to guest' }));
    await waitFor(() =>
      expect(onAnswer).toHaveBeenCalledWith({ text: 'Yes, until 1 pm.', status: 'approved' }),
    );
    await waitFor(() => expect((screen.getByRole('textbox') as HTMLTextAreaElement).value).toBe(''));
  });

  it("shows the API's refusal the screen passes in, keeping what was typed", async () => {
    onAnswer.mockResolvedValueOnce(false);
    const user = renderCard('The mail could not be queued');
    await user.type(screen.getByRole('textbox'), 'Yes');
    await user.click(screen.getByRole('button', { name: 'Send to guest' }));
    await waitFor(() => expect(onAnswer).toHaveBeenCalled());
    expect(screen.getByRole('alert').textContent).toBe('The mail could not be queued');
    expect((screen.getByRole('textbox') as HTMLTextAreaElement).value).toBe('Yes');
  });
});

// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type ActionFunction, type AppLoadContext, createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RequestFormOutcome } from '#common/request-threads.ts';
import { action } from '../../routes/welcome/welcome-page.tsx';
import type { ShownRequest } from './request-thread.tsx';
import { offeredKinds, RequestsSection } from './requests-section.tsx';

describe('the kinds the guide offers (issue 43, item 2)', () => {
  it('offers early check-in and late checkout only with a time to offer, and always something else', () => {
    expect(offeredKinds(null)).toEqual(['other']);
    expect(offeredKinds({ early_check_in: null, late_checkout: null })).toEqual(['other']);
    expect(offeredKinds({ early_check_in: null, late_checkout: '13:00' })).toEqual([
      'late_checkout',
      'other',
    ]);
    expect(offeredKinds({ early_check_in: '12:00', late_checkout: '13:00' })).toEqual([
      'early_check_in',
      'late_checkout',
      'other',
    ]);
  });
});

/** The requests section on the guide's route with the route's real action; the domain's calls are stubs. */
function renderSection(guest: { sendRequest?: SendRequest; replyToRequest?: ReplyToRequest } = {}) {
  const sendRequest = guest.sendRequest ?? vi.fn<SendRequest>(async () => ({ ok: true, message: 'Sent.' }));
  const replyToRequest =
    guest.replyToRequest ?? vi.fn<ReplyToRequest>(async () => ({ ok: true, message: 'Sent' }));
  const context = { guest: { sendRequest, replyToRequest } } as unknown as AppLoadContext;
  const Stub = createRoutesStub(
    [{ path: '/welcome/:id', Component: Guide, action: action as unknown as ActionFunction }],
    context,
  );
  render(<Stub initialEntries={['/welcome/7']} />);
  return { sendRequest, replyToRequest };
}

type SendRequest = (propertyId: number, body: unknown, lang: 'en' | 'fr') => Promise<RequestFormOutcome>;
type ReplyToRequest = (propertyId: number, requestId: number, text: string) => Promise<RequestFormOutcome>;

const openRequest: ShownRequest = {
  id: 3,
  kind: 'other',
  message: 'A cot, please',
  status: 'open',
  replies: [],
  created_at: '2026-12-01T10:00:00Z',
  created: 'Dec 1, 10:00',
};

function Guide() {
  return (
    <RequestsSection
      stayEmail="guest@example.com"
      requests={[openRequest]}
      timeOptions={{ early_check_in: null, late_checkout: '13:00' }}
    />
  );
}

const section = () => within(document.getElementById('requests') as HTMLElement);
const sendRequestButton = () => fireEvent.click(section().getByRole('button', { name: 'Send request' }));
const messageField = () => document.getElementById('request-message') as HTMLTextAreaElement;

describe('the guide request form (issue 43) on Conform', () => {
  afterEach(cleanup);

  it("shows the schema's message under its field and sends nothing", async () => {
    const { sendRequest } = renderSection();
    fireEvent.click(section().getByLabelText('Something else'));
    sendRequestButton();
    await waitFor(() =>
      expect(document.getElementById('request-message-error')?.textContent).toBe('Say what you would like'),
    );
    expect(messageField().getAttribute('aria-invalid')).toBe('true');
    expect(sendRequest).not.toHaveBeenCalled();
    cleanup();
    renderSection();
    sendRequestButton();
    await waitFor(() =>
      expect(document.getElementById('request-kind-error')?.textContent).toBe('Choose what you would like'),
    );
  });

  it('sends the kind, the message and the email, says so, and clears the message', async () => {
    const { sendRequest } = renderSection();
    fireEvent.click(section().getByLabelText('Late checkout, until 1:00 PM'));
    fireEvent.input(messageField(), { target: { value: 'Could we stay until 1?' } });
    sendRequestButton();
    await section().findByText('Sent.');
    expect(sendRequest).toHaveBeenCalledWith(
      7,
      { kind: 'late_checkout', message: 'Could we stay until 1?', email: 'guest@example.com', lang: 'en' },
      'en',
    );
    await waitFor(() => expect(messageField().value).toBe(''));
  });

  it("shows the API's field refusal under its field, and its message for the form", async () => {
    renderSection({
      sendRequest: vi.fn<SendRequest>(async () => ({
        ok: false,
        status: 400,
        message: 'Email is required',
        fields: { email: 'Email is required' },
      })),
    });
    fireEvent.click(section().getByLabelText('Something else'));
    fireEvent.input(messageField(), { target: { value: 'Extra towels' } });
    sendRequestButton();
    await waitFor(() =>
      expect(document.getElementById('request-email-error')?.textContent).toBe('Email is required'),
    );
    expect(section().getByRole('alert').textContent).toBe('Email is required');
    expect(messageField().value).toBe('Extra towels');
  });

  it("refuses an empty reply with the schema's words, and sends a written one", async () => {
    const { replyToRequest } = renderSection();
    const reply = () => screen.getByLabelText('Add to this request') as HTMLTextAreaElement;
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(document.getElementById('request-3-reply-error')?.textContent).toBe('Write your message'),
    );
    expect(replyToRequest).not.toHaveBeenCalled();
    fireEvent.input(reply(), { target: { value: 'And a high chair' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(replyToRequest).toHaveBeenCalledWith(7, 3, 'And a high chair'));
    await waitFor(() => expect(reply().value).toBe(''));
  });
});

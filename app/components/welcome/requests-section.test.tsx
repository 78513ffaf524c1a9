// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../lib/api.ts';
import { RequestsSection } from './requests-section.tsx';

vi.mock('../../lib/api.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/api.ts')>()),
  api: vi.fn(),
}));
const apiMock = vi.mocked(api);

afterEach(() => {
  cleanup();
  apiMock.mockReset();
});

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('asking for extras from the stay page', () => {
  it('sends the kind, message and address to the stay request endpoint and says it was sent', async () => {
    apiMock.mockResolvedValueOnce({ message: 'Sent. We will answer by email.' });
    render(<RequestsSection propertyId={42} stayEmail={null} />);
    fireEvent.click(screen.getByLabelText('Late checkout'));
    type(/^Message/, 'Our flight is at 6 pm.');
    type(/^Your email/, 'jordan@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await screen.findByText('Sent. We will answer by email.');
    expect(apiMock).toHaveBeenCalledWith('/properties/welcome/42/requests', {
      json: {
        kind: 'late_checkout',
        message: 'Our flight is at 6 pm.',
        email: 'jordan@example.com',
        lang: 'en',
      },
    });
  });

  it("starts from the stay's guest email, and needs one typed only when the stay has none", async () => {
    apiMock.mockResolvedValueOnce({ message: 'Sent. We will answer by email.' });
    render(<RequestsSection propertyId={42} stayEmail="noor@example.com" />);
    expect((screen.getByLabelText(/^Your email/) as HTMLInputElement).value).toBe('noor@example.com');
    // left blank, the API answers to the stay's address
    type(/^Your email/, '');
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await screen.findByText('Sent. We will answer by email.');
    expect(apiMock).toHaveBeenCalledWith('/properties/welcome/42/requests', {
      json: { kind: 'early_check_in', message: '', lang: 'en' },
    });
    cleanup();
    render(<RequestsSection propertyId={42} stayEmail={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await screen.findByText('Email is required');
    expect(apiMock).toHaveBeenCalledTimes(1);
  });

  it('checks the fields before sending: "something else" needs a message, the answer needs an address', async () => {
    render(<RequestsSection propertyId={42} stayEmail={null} />);
    fireEvent.click(screen.getByLabelText('Something else'));
    type(/^Your email/, 'nope');
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await screen.findByText('Say what you would like');
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(apiMock).not.toHaveBeenCalled();
  });

  it("shows the server's refusal (the 24 hours' limit) as an alert", async () => {
    apiMock.mockRejectedValueOnce(
      new ApiError(429, 'You have sent 5 requests in the last 24 hours. Please wait 3 hours, or call us.'),
    );
    render(<RequestsSection propertyId={42} stayEmail={null} />);
    type(/^Your email/, 'jordan@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'You have sent 5 requests in the last 24 hours. Please wait 3 hours, or call us.',
      ),
    );
  });
});

// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginCodeForm } from '../login-code-form.tsx';
import { CodeAction } from './code-action.tsx';
import { TwoFactorEnrolment } from './enrolment.tsx';

// the forms call the real API client, on a stubbed network (app/test/api-client-stub.ts)
const api = await vi.hoisted(async () => (await import('../../../test/api-client-stub.ts')).stubApi());
vi.mock('../../../lib/api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../lib/api/client.ts')>();
  return {
    ...actual,
    client: actual.createApiClient({ baseUrl: 'http://admin.test', fetch: (request) => api.fetch(request) }),
  };
});

function renderIn(form: () => ReactNode) {
  const Stub = createRoutesStub([{ path: '/admin/users', Component: form }]);
  render(<Stub initialEntries={['/admin/users']} />);
  return userEvent.setup({ delay: null });
}

beforeEach(() => api.reset());
afterEach(cleanup);

describe('the login code step (ADR 0043, 0049)', () => {
  const send = vi.fn();
  const onSuccess = vi.fn();
  const renderStep = () =>
    renderIn(() => (
      <LoginCodeForm send={send} onSuccess={onSuccess} busy={false} onBack={() => {}} intro="Enter a code" />
    ));
  beforeEach(() => {
    send.mockReset();
    onSuccess.mockReset();
  });

  it("shows the schema's message for a blank code and sends nothing", async () => {
    const user = renderStep();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the code')).toBeTruthy();
    expect(screen.getByLabelText(/^Authentication code/).getAttribute('aria-invalid')).toBe('true');
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the code trimmed and shows "Error:" and a refusal', async () => {
    send.mockResolvedValueOnce({ ok: false, message: 'Invalid code' });
    const user = renderStep();
    await user.type(screen.getByLabelText(/^Authentication code/), ' 123456 ');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Error: Invalid code');
    expect(send).toHaveBeenCalledWith('123456');
    expect(onSuccess).not.toHaveBeenCalled();
  });
});

describe('enrolment (ADR 0043, 0049)', () => {
  const onConfirmed = vi.fn();
  const renderEnrolment = () =>
    renderIn(() => (
      <TwoFactorEnrolment
        secret="JBSWY3DPEHPK3PXP"
        uri="otpauth://totp/Stays:dana?secret=JBSWY3DPEHPK3PXP"
        onConfirmed={onConfirmed}
        onCancel={() => {}}
      />
    ));
  beforeEach(() => onConfirmed.mockReset());

  it("shows the API's refusal under the code", async () => {
    api.answer(400, { message: 'Invalid code' });
    const user = renderEnrolment();
    await user.type(screen.getByLabelText(/^Code from the app/), '000000');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    await screen.findByText('Invalid code');
    expect(screen.getByLabelText(/^Code from the app/).getAttribute('aria-invalid')).toBe('true');
    expect(onConfirmed).not.toHaveBeenCalled();
  });

  it('sends the code and hands back the recovery codes', async () => {
    api.answer(200, { recovery_codes: ['abcde-fghjk'] });
    const user = renderEnrolment();
    await user.type(screen.getByLabelText(/^Code from the app/), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledWith(['abcde-fghjk']));
    expect(api.sent()).toEqual([
      { method: 'POST', path: '/api/v1/users/me/two-factor/confirm', body: { code: '123456' } },
    ]);
  });
});

describe('an act on the second factor (ADR 0049)', () => {
  it("asks for the password with the API's message and sends nothing without it", async () => {
    const onSubmit = vi.fn();
    const user = renderIn(() => (
      <CodeAction
        title="Turn off two-factor sign-in"
        submitLabel="Turn off"
        withPassword
        busy={false}
        onSubmit={onSubmit}
        onCancel={() => {}}
      />
    ));
    await user.type(screen.getByLabelText(/^Code from the app, or a recovery code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Enter your password')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/^Your password/), 'powder-day');
    onSubmit.mockResolvedValueOnce({ ok: true, data: null });
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ password: 'powder-day', code: '123456' }));
  });
});

// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from './login-form.tsx';

// the form calls the real API client, on a stubbed network (app/test/api-client-stub.ts)
const api = await vi.hoisted(async () => (await import('../../test/api-client-stub.ts')).stubApi());
vi.mock('../../lib/api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../lib/api/client.ts')>();
  return {
    ...actual,
    client: actual.createApiClient({ baseUrl: 'http://admin.test', fetch: (request) => api.fetch(request) }),
  };
});

const onSuccess = vi.fn();
// the form writes through useApiWrite, which lives in a data router like every back-office screen
const Stub = createRoutesStub([{ path: '/', Component: () => <LoginForm onSuccess={onSuccess} /> }]);

function renderLogin() {
  onSuccess.mockReset();
  render(<Stub />);
  return { user: userEvent.setup({ delay: null }), onSuccess };
}

beforeEach(() => api.reset());
afterEach(cleanup);

describe('the admin login form', () => {
  it('requires both fields', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(api.sent()).toEqual([]);
  });

  it.each([
    ['ab', 'Minimum 3 characters'],
    ['dana smith', 'Only letters, numbers, dots, underscores, and hyphens allowed'],
    ['dana@stays', 'Only letters, numbers, dots, underscores, and hyphens allowed'],
  ])('refuses the username %j on blur: %s', async (name, message) => {
    const { user } = renderLogin();
    await user.type(screen.getByLabelText(/^Username/), name);
    await user.tab();
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('refuses a short password', async () => {
    const { user } = renderLogin();
    await user.type(screen.getByLabelText(/^Password/), '12345');
    await user.tab();
    expect(await screen.findByText('Minimum 6 characters')).toBeTruthy();
  });

  it('passes on that the password should be changed (issue 39), still logging in', async () => {
    api.answer(200, {
      id: 1,
      name: 'dana.smith',
      role: 'manager',
      password_change_required: true,
    });
    const { user, onSuccess } = renderLogin();
    await user.type(screen.getByLabelText(/^Username/), 'dana.smith');
    await user.type(screen.getByLabelText(/^Password/), 'short1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(onSuccess).toHaveBeenCalledWith({
        id: 1,
        name: 'dana.smith',
        role: 'manager',
        password_change_required: true,
      }),
    );
  });

  it('sends name, password and remember me, and reports the user', async () => {
    api.answer(200, { id: 1, name: 'dana.smith', role: 'manager' });
    const { user, onSuccess } = renderLogin();
    await user.type(screen.getByLabelText(/^Username/), 'dana.smith');
    await user.type(screen.getByLabelText(/^Password/), 'powder-day');
    await user.click(screen.getByLabelText(/Remember me/));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(onSuccess).toHaveBeenCalledWith({ id: 1, name: 'dana.smith', role: 'manager' }),
    );
    expect(api.sent()).toEqual([
      {
        method: 'POST',
        path: '/api/v1/users/auth/login',
        body: { name: 'dana.smith', password: 'powder-day', rememberMe: true },
      },
    ]);
  });

  it('shows "Error:" and the server message when the login fails', async () => {
    api.answer(401, { message: 'Invalid username or password' });
    const { user, onSuccess } = renderLogin();
    await user.type(screen.getByLabelText(/^Username/), 'dana.smith');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Error: Invalid username or password');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('treats an answer without a name as a failed login', async () => {
    api.answer(200, {});
    const { user } = renderLogin();
    await user.type(screen.getByLabelText(/^Username/), 'dana.smith');
    await user.type(screen.getByLabelText(/^Password/), 'powder-day');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Error: Invalid username or password');
  });
});

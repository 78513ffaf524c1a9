// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type ActionFunction, type AppLoadContext, createRoutesStub, useActionData } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GuestLogin } from '#common/auth.ts';
import type { GuestLoginOutcome } from '#common/load-context.ts';
import { messages } from '#common/messages.ts';
import { action } from '../../routes/welcome/login.tsx';
import { GuestLoginForm, type GuestLoginFormProps } from './guest-login-form.tsx';

afterEach(cleanup);

let busy: GuestLoginFormProps['busy'];

function FormUnderTest() {
  const answer = useActionData<typeof action>();
  return <GuestLoginForm result={answer?.reply} busy={busy} />;
}

function TheGuide() {
  return <h1>The guide</h1>;
}

/** The form on the login route with its real action; the domain's login is `login`. */
function renderForm(
  login = vi.fn(async (_id: number, _login: GuestLogin): Promise<GuestLoginOutcome> => ({ ok: true })),
) {
  const context = { guest: { login } } as unknown as AppLoadContext;
  const Stub = createRoutesStub(
    [
      { path: '/welcome/:id/login', Component: FormUnderTest, action: action as unknown as ActionFunction },
      { path: '/welcome/:id', Component: TheGuide },
    ],
    context,
  );
  render(<Stub initialEntries={['/welcome/7/login']} />);
  return { login };
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Enter' }));
const messageOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent);

describe('the guest login form', () => {
  it('has the password and number-of-nights fields and the Enter button', () => {
    busy = undefined;
    renderForm();
    expect(screen.getByLabelText('Password')).toHaveProperty('type', 'password');
    const nights = screen.getByLabelText('Number of nights');
    expect(nights.getAttribute('min')).toBe('1');
    expect(screen.getByRole('button', { name: 'Enter' })).toBeTruthy();
  });

  it('says "Please enter the password" beside the field and focuses it; nothing reaches the login', async () => {
    const { login } = renderForm();
    fill('Number of nights', '3');
    submit();
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(messageOf(password)).toEqual([messages.guestPasswordRequired]);
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(screen.queryByRole('alert')).toBeNull();
    expect((screen.getByLabelText('Number of nights') as HTMLInputElement).value).toBe('3');
    expect(login).not.toHaveBeenCalled();
  });

  it.each(['0', '1.5', ''])('says "Please enter a valid number of nights" for %j', async (value) => {
    const { login } = renderForm();
    fill('Password', 'secret');
    fill('Number of nights', value);
    submit();
    const nights = screen.getByLabelText('Number of nights');
    await waitFor(() => expect(nights.getAttribute('aria-invalid')).toBe('true'));
    expect(messageOf(nights)).toContain(messages.guestNightsInvalid);
    expect(login).not.toHaveBeenCalled();
  });

  it('hands a valid login to the domain and opens the guide', async () => {
    const { login } = renderForm();
    fill('Password', 'secret');
    fill('Number of nights', '4');
    submit();
    await screen.findByRole('heading', { name: 'The guide' });
    expect(login).toHaveBeenCalledWith(7, { password: 'secret', stay_duration: 4 });
  });

  it('shows a wrong password at its field, and clears the password, keeping the nights', async () => {
    renderForm(vi.fn(async () => ({ ok: false, status: 401, message: 'Invalid password' }) as const));
    fill('Password', 'guess');
    fill('Number of nights', '2');
    submit();
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(messageOf(password)).toEqual(['Invalid password']);
    expect((screen.getByLabelText('Number of nights') as HTMLInputElement).value).toBe('2');
  });

  it('shows a refusal of the whole login above the fields, its explanation under it', async () => {
    const message = 'Too many login attempts. Please try again in 15 minutes.';
    renderForm(vi.fn(async () => ({ ok: false, status: 429, message }) as const));
    fill('Password', 'guess');
    fill('Number of nights', '2');
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`Error logging in: Guest login failed429 Too Many Requests${message}`);
  });

  it('says "Loading welcome page" while the page loads after a successful login', () => {
    busy = 'loading-welcome';
    renderForm();
    expect(screen.getByRole('status').textContent).toBe('Loading welcome page');
    busy = undefined;
  });

  it('can show the password as typed', () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveProperty('type', 'text');
  });
});

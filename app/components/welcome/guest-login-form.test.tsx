// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '#common/messages.ts';
import { GuestLoginForm, type GuestLoginFormProps } from './guest-login-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

let formProps: GuestLoginFormProps = {};

function FormUnderTest() {
  return <GuestLoginForm {...formProps} />;
}

type StubAction = (args: { request: Request }) => unknown;

function renderForm(props: GuestLoginFormProps = {}, action = vi.fn<StubAction>(() => null)) {
  formProps = props;
  const Stub = createRoutesStub([{ path: '/welcome/:id/login', Component: FormUnderTest, action }]);
  render(<Stub initialEntries={['/welcome/7/login']} />);
  return { action };
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Enter' }));

describe('the guest login form', () => {
  it('has the password and number-of-nights fields and the Enter button', () => {
    renderForm();
    expect(screen.getByLabelText('Password')).toHaveProperty('type', 'password');
    const nights = screen.getByLabelText('Number of nights');
    expect(nights.getAttribute('min')).toBe('1');
    expect(screen.getByRole('button', { name: 'Enter' })).toBeTruthy();
  });

  it('says "Please enter the password" beside the field, not in an alert box, and sends nothing', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const { action } = renderForm();
    fill('Number of nights', '3');
    submit();
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    const message = document.getElementById(password.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe(messages.guestPasswordRequired);
    expect(document.activeElement).toBe(password);
    expect(alert).not.toHaveBeenCalled();
    expect(action).not.toHaveBeenCalled();
  });

  it.each(['0', '1.5', ''])('says "Please enter a valid number of nights" for %j', async (value) => {
    const { action } = renderForm();
    fill('Password', 'secret');
    fill('Number of nights', value);
    submit();
    const nights = screen.getByLabelText('Number of nights');
    await waitFor(() => expect(nights.getAttribute('aria-invalid')).toBe('true'));
    const described = (nights.getAttribute('aria-describedby') ?? '').split(' ');
    const texts = described.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toContain(messages.guestNightsInvalid);
    expect(action).not.toHaveBeenCalled();
  });

  it('sends a valid form to the action', async () => {
    const action = vi.fn<StubAction>(async ({ request }) => {
      const data = await request.formData();
      return { sent: Object.fromEntries(data) };
    });
    renderForm({}, action);
    fill('Password', 'secret');
    fill('Number of nights', '4');
    submit();
    await waitFor(() => expect(action).toHaveBeenCalledOnce());
    expect(screen.queryByText(messages.guestPasswordRequired)).toBeNull();
  });

  it('shows what the server refused: Invalid password at the field, other problems for the form', () => {
    renderForm({ problems: { fields: { password: 'Invalid password' } }, nights: '2' });
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(password.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Invalid password',
    );
    expect((screen.getByLabelText('Number of nights') as HTMLInputElement).value).toBe('2');
    cleanup();
    renderForm({
      problems: { fields: {}, form: 'Too many login attempts. Please try again in 15 minutes.' },
    });
    expect(screen.getByRole('alert').textContent).toContain('Too many login attempts');
  });

  it('says "Loading welcome page" while the page loads after a successful login', () => {
    renderForm({ busy: 'loading-welcome' });
    expect(screen.getByRole('status').textContent).toBe('Loading welcome page');
  });

  it('can show the password as typed', () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveProperty('type', 'text');
  });
});

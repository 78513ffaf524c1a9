// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AddUserForm } from './add-user-form.tsx';
import { UserProfileForm } from './user-profile-form.tsx';

// the forms call the real API client, on a stubbed network (app/test/api-client-stub.ts)
const api = await vi.hoisted(async () => (await import('../../test/api-client-stub.ts')).stubApi());
vi.mock('../../lib/api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../lib/api/client.ts')>();
  return {
    ...actual,
    client: actual.createApiClient({ baseUrl: 'http://admin.test', fetch: (request) => api.fetch(request) }),
  };
});
const onDone = vi.fn();

function renderIn(form: () => ReactNode) {
  const Stub = createRoutesStub([{ path: '/admin/users', Component: form }]);
  render(<Stub initialEntries={['/admin/users']} />);
  return userEvent.setup({ delay: null });
}

beforeEach(() => {
  api.reset();
  onDone.mockReset();
});
afterEach(cleanup);

describe('the add-user form (ADR 0049)', () => {
  const renderAdd = () => renderIn(() => <AddUserForm onDone={onDone} />);

  it("shows the schema's messages and sends nothing", async () => {
    const user = renderAdd();
    await user.type(screen.getByLabelText(/^Username/), 'dana smith');
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    expect(
      await screen.findByText('Only letters, numbers, dots, underscores, and hyphens allowed'),
    ).toBeTruthy();
    expect(screen.getByText('Use at least 12 characters')).toBeTruthy();
    expect(screen.getByLabelText(/^Username/).getAttribute('aria-invalid')).toBe('true');
    expect(api.sent()).toEqual([]);
  });

  it('sends name, password and role, then starts again from blank', async () => {
    api.answer(201, { id: 7, name: 'sam.cleaner', role: 'housekeeping' });
    const user = renderAdd();
    await user.type(screen.getByLabelText(/^Username/), 'sam.cleaner');
    await user.type(screen.getByLabelText(/^Password/), 'long-enough-secret');
    await user.selectOptions(screen.getByLabelText(/^Role/), 'housekeeping');
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith({
        title: 'Success',
        message: 'sam.cleaner has been added successfully!',
      }),
    );
    expect(api.sent()).toEqual([
      {
        method: 'POST',
        path: '/api/v1/users',
        body: { name: 'sam.cleaner', password: 'long-enough-secret', role: 'housekeeping' },
      },
    ]);
    await waitFor(() => expect((screen.getByLabelText(/^Username/) as HTMLInputElement).value).toBe(''));
    expect((screen.getByLabelText(/^Password/) as HTMLInputElement).value).toBe('');
  });

  it("reports the API's refusal and keeps what was typed", async () => {
    api.answer(409, { message: 'Username already exists' });
    const user = renderAdd();
    await user.type(screen.getByLabelText(/^Username/), 'dana.smith');
    await user.type(screen.getByLabelText(/^Password/), 'long-enough-secret');
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith({
        title: 'Error',
        message: 'Failed to add user: Username already exists',
      }),
    );
    expect((screen.getByLabelText(/^Username/) as HTMLInputElement).value).toBe('dana.smith');
  });
});

describe('the profile form (ADR 0049)', () => {
  const me = { id: 3, name: 'dana.smith', role: 'admin' as const };
  const renderProfile = () => renderIn(() => <UserProfileForm user={me} onDone={onDone} />);

  it('keeps the password when it is left blank, and clears a typed one after saving', async () => {
    api.answer(200, me);
    const user = renderProfile();
    await user.type(screen.getByLabelText(/^New password/), 'a-brand-new-secret');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ title: 'Success' })));
    expect(api.sent()).toEqual([
      {
        method: 'PUT',
        path: '/api/v1/users/3',
        body: { id: 3, name: 'dana.smith', password: 'a-brand-new-secret' },
      },
    ]);
    await waitFor(() => expect((screen.getByLabelText(/^New password/) as HTMLInputElement).value).toBe(''));
    expect((screen.getByLabelText(/^Username/) as HTMLInputElement).value).toBe('dana.smith');
  });

  it("shows the schema's message for a short new password and sends nothing", async () => {
    const user = renderProfile();
    await user.type(screen.getByLabelText(/^New password/), 'short');
    await user.tab();
    expect(await screen.findByText('Use at least 12 characters')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(api.sent()).toEqual([]);
  });
});

describe("the API's field refusals (ADR 0049)", () => {
  it('shows a common password refused by the API under the password', async () => {
    api.answer(400, {
      message: 'Invalid user',
      fields: { password: 'This password is too common; choose another' },
    });
    const user = renderIn(() => <AddUserForm onDone={onDone} />);
    await user.type(screen.getByLabelText(/^Username/), 'sam.cleaner');
    await user.type(screen.getByLabelText(/^Password/), 'password1234');
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    await screen.findByText('This password is too common; choose another');
    expect(screen.getByLabelText(/^Password/).getAttribute('aria-invalid')).toBe('true');
    expect(onDone).not.toHaveBeenCalled();
  });
});

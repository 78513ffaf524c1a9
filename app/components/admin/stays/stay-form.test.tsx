// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Stay } from '#common/stay.ts';
import { ApiError, api } from '../../../lib/api.ts';
import { aStay } from '../../../test/stay-fixture.ts';
import { StayForm } from './stay-form.tsx';

vi.mock('../../../lib/api.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api.ts')>()),
  api: vi.fn(),
}));
const apiMock = vi.mocked(api);

const stay = aStay({ language: 'fr' });

let editing: Stay | undefined;
const onSaved = vi.fn();

function FormPage() {
  return <StayForm propertyId={3} stay={editing} onSaved={onSaved} onFailed={() => {}} />;
}

const Stub = createRoutesStub([{ path: '/admin/stays', Component: FormPage }]);

function renderForm(with_?: Stay) {
  editing = with_;
  render(<Stub initialEntries={['/admin/stays']} />);
  return userEvent.setup({ delay: null });
}

beforeEach(() => {
  apiMock.mockReset();
  onSaved.mockReset();
  apiMock.mockImplementation(async () => stay);
});

afterEach(() => cleanup());

describe("the stay form's guest language (issue 28)", () => {
  it('adds a stay in the language chosen, English unless changed', async () => {
    const user = renderForm();
    const select = screen.getByLabelText('Guest language') as HTMLSelectElement;
    expect(select.value).toBe('en');
    await user.type(screen.getByLabelText(/^Guest name/), 'Camille Roy');
    await user.type(screen.getByLabelText(/^Arrival/), '2026-12-18');
    await user.type(screen.getByLabelText(/^Departure/), '2026-12-22');
    await user.selectOptions(select, 'Français');
    await user.click(screen.getByRole('button', { name: 'Add stay' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(apiMock.mock.calls[0]![0]).toBe('/properties/3/stays');
    expect(apiMock.mock.calls[0]![1]!.json).toMatchObject({ guest_name: 'Camille Roy', language: 'fr' });
  });

  it("shows an edited stay's language and sends the one chosen", async () => {
    const user = renderForm(stay);
    const select = screen.getByLabelText('Guest language') as HTMLSelectElement;
    expect(select.value).toBe('fr');
    await user.selectOptions(select, 'English');
    await user.click(screen.getByRole('button', { name: 'Save stay' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(apiMock.mock.calls[0]![0]).toBe('/properties/3/stays/12');
    expect(apiMock.mock.calls[0]![1]).toMatchObject({ method: 'PATCH', json: { language: 'en' } });
  });
});

describe('the stay form checks what it sends (ADR 0049)', () => {
  it("shows the schema's message under a blank name and sends nothing", async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText(/^Arrival/), '2026-12-18');
    await user.type(screen.getByLabelText(/^Departure/), '2026-12-22');
    await user.click(screen.getByRole('button', { name: 'Add stay' }));
    const name = screen.getByLabelText(/^Guest name/);
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Guest name is required')).toBeTruthy();
    expect(apiMock).not.toHaveBeenCalled();
    // typing a name clears the message as the field is checked again
    await user.type(name, 'Camille');
    await waitFor(() => expect(screen.queryByText('Guest name is required')).toBeNull());
  });

  it("shows the API's field message under its field", async () => {
    apiMock.mockRejectedValueOnce(
      new ApiError(400, 'Invalid stay', { guest_email: 'Guest email must be a valid email address' }),
    );
    const user = renderForm(stay);
    await user.click(screen.getByRole('button', { name: 'Save stay' }));
    await screen.findByText('Guest email must be a valid email address');
    expect(screen.getByLabelText(/^Guest email/).getAttribute('aria-invalid')).toBe('true');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('lists the overlapping nights of a 409 and saves anyway with allow_overlap', async () => {
    apiMock.mockRejectedValueOnce(
      new ApiError(
        409,
        'These nights overlap',
        {},
        {
          message: 'These nights overlap',
          conflicts: [{ kind: 'block', id: 4, start: '2026-12-19', end: '2026-12-20' }],
        },
      ),
    );
    const user = renderForm(stay);
    await user.click(screen.getByRole('button', { name: 'Save stay' }));
    await screen.findByText('These nights overlap:');
    expect(apiMock.mock.calls[0]![1]!.json).toMatchObject({ allow_overlap: false });
    await user.click(screen.getByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(apiMock.mock.calls[1]![1]!.json).toMatchObject({ allow_overlap: true });
  });

  it('keeps what was typed in a new stay after a 409, and adds it anyway', async () => {
    apiMock.mockRejectedValueOnce(
      new ApiError(
        409,
        'These nights overlap',
        {},
        {
          message: 'These nights overlap',
          conflicts: [{ kind: 'stay', id: 4, start: '2026-12-19', end: '2026-12-20' }],
        },
      ),
    );
    const user = renderForm();
    await user.type(screen.getByLabelText(/^Guest name/), 'Camille Roy');
    await user.type(screen.getByLabelText(/^Arrival/), '2026-12-18');
    await user.type(screen.getByLabelText(/^Departure/), '2026-12-22');
    await user.click(screen.getByRole('button', { name: 'Add stay' }));
    await screen.findByText('These nights overlap:');
    expect((screen.getByLabelText(/^Guest name/) as HTMLInputElement).value).toBe('Camille Roy');
    await user.click(screen.getByRole('button', { name: 'Add anyway' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(apiMock.mock.calls[1]![1]!.json).toMatchObject({ guest_name: 'Camille Roy', allow_overlap: true });
  });
});

// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Stay } from '#common/stay.ts';
import { aStay } from '../../../test/stay-fixture.ts';
import { StayForm } from './stay-form.tsx';

// the form calls the real API client, on a stubbed network (app/test/api-client-stub.ts)
const api = await vi.hoisted(async () => (await import('../../../test/api-client-stub.ts')).stubApi());
vi.mock('../../../lib/api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../lib/api/client.ts')>();
  return {
    ...actual,
    client: actual.createApiClient({ baseUrl: 'http://admin.test', fetch: (request) => api.fetch(request) }),
  };
});

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
  api.reset();
  onSaved.mockReset();
});

/** The request the form sent n-th (from 0). */
const sent = (n: number) => api.sent()[n];

afterEach(() => cleanup());

describe("the stay form's guest language (issue 28)", () => {
  it('adds a stay in the language chosen, English unless changed', async () => {
    api.answer(201, stay);
    const user = renderForm();
    const select = screen.getByLabelText('Guest language') as HTMLSelectElement;
    expect(select.value).toBe('en');
    await user.type(screen.getByLabelText(/^Guest name/), 'Camille Roy');
    await user.type(screen.getByLabelText(/^Arrival/), '2026-12-18');
    await user.type(screen.getByLabelText(/^Departure/), '2026-12-22');
    await user.selectOptions(select, 'Français');
    await user.click(screen.getByRole('button', { name: 'Add stay' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent(0)).toMatchObject({
      method: 'POST',
      path: '/api/v1/properties/3/stays',
      body: { guest_name: 'Camille Roy', language: 'fr' },
    });
  });

  it("shows an edited stay's language and sends the one chosen", async () => {
    api.answer(200, stay);
    const user = renderForm(stay);
    const select = screen.getByLabelText('Guest language') as HTMLSelectElement;
    expect(select.value).toBe('fr');
    await user.selectOptions(select, 'English');
    await user.click(screen.getByRole('button', { name: 'Save stay' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent(0)).toMatchObject({
      method: 'PATCH',
      path: '/api/v1/properties/3/stays/12',
      body: { language: 'en' },
    });
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
    expect(api.sent()).toEqual([]);
    // typing a name clears the message as the field is checked again
    await user.type(name, 'Camille');
    await waitFor(() => expect(screen.queryByText('Guest name is required')).toBeNull());
  });

  it("shows the API's field message under its field", async () => {
    api.answer(400, {
      message: 'Invalid stay',
      fields: { guest_email: 'Guest email must be a valid email address' },
    });
    const user = renderForm(stay);
    await user.click(screen.getByRole('button', { name: 'Save stay' }));
    await screen.findByText('Guest email must be a valid email address');
    expect(screen.getByLabelText(/^Guest email/).getAttribute('aria-invalid')).toBe('true');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('lists the overlapping nights of a 409 and saves anyway with allow_overlap', async () => {
    api.answer(409, {
      message: 'These nights overlap',
      conflicts: [{ kind: 'block', id: 4, start: '2026-12-19', end: '2026-12-20' }],
    });
    api.answer(200, stay);
    const user = renderForm(stay);
    await user.click(screen.getByRole('button', { name: 'Save stay' }));
    await screen.findByText('These nights overlap:');
    expect(sent(0)?.body).toMatchObject({ allow_overlap: false });
    await user.click(screen.getByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent(1)?.body).toMatchObject({ allow_overlap: true });
  });

  it('keeps what was typed in a new stay after a 409, and adds it anyway', async () => {
    api.answer(409, {
      message: 'These nights overlap',
      conflicts: [{ kind: 'stay', id: 4, start: '2026-12-19', end: '2026-12-20' }],
    });
    api.answer(201, stay);
    const user = renderForm();
    await user.type(screen.getByLabelText(/^Guest name/), 'Camille Roy');
    await user.type(screen.getByLabelText(/^Arrival/), '2026-12-18');
    await user.type(screen.getByLabelText(/^Departure/), '2026-12-22');
    await user.click(screen.getByRole('button', { name: 'Add stay' }));
    await screen.findByText('These nights overlap:');
    expect((screen.getByLabelText(/^Guest name/) as HTMLInputElement).value).toBe('Camille Roy');
    await user.click(screen.getByRole('button', { name: 'Add anyway' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent(1)).toMatchObject({
      method: 'POST',
      path: '/api/v1/properties/3/stays',
      body: { guest_name: 'Camille Roy', allow_overlap: true },
    });
  });
});

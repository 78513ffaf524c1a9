// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Place } from '#common/place.ts';
import { PlaceForm } from './place-form.tsx';

// the forms call the real API client, on a stubbed network (app/test/api-client-stub.ts)
const api = await vi.hoisted(async () => (await import('../../../test/api-client-stub.ts')).stubApi());
vi.mock('../../../lib/api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../lib/api/client.ts')>();
  return {
    ...actual,
    client: actual.createApiClient({ baseUrl: 'http://admin.test', fetch: (request) => api.fetch(request) }),
  };
});

const place: Place = {
  id: 4,
  name: 'Dose Coffee',
  category: 'eat',
  note: 'The best flat white in town.',
  address: '',
  map_url: null,
  website: '',
  phone: '',
  image: null,
  translations: { fr: { name: 'Café Dose' } },
};

const onSaved = vi.fn();

function FormPage() {
  return <PlaceForm place={place} onSaved={onSaved} onCancel={() => {}} />;
}

const Stub = createRoutesStub([{ path: '/admin/places', Component: FormPage }]);

beforeEach(() => {
  api.reset();
  onSaved.mockReset();
});

afterEach(() => cleanup());

describe('the place form, French beside the English (issue 28)', () => {
  it('loads the French, marks the missing note until written and sends both as translations', async () => {
    api.answer(200, place);
    render(<Stub initialEntries={['/admin/places']} />);
    const user = userEvent.setup({ delay: null });
    expect((screen.getByLabelText(/^Name \(French\)/) as HTMLInputElement).value).toBe('Café Dose');
    const noteLabel = screen.getByText('Note (French)').closest('label')!;
    expect(noteLabel.textContent).toContain('missing French');

    await user.type(screen.getByLabelText(/^Note \(French\)/), 'Le meilleur flat white en ville.');
    expect(noteLabel.textContent).not.toContain('missing French');
    await user.clear(screen.getByLabelText(/^Name \(French\)/));
    await user.click(screen.getByRole('button', { name: 'Save place' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.sent()).toMatchObject([{ method: 'PUT', path: '/api/v1/places/4' }]);
    expect(api.sent()[0]!.body).toMatchObject({
      name: 'Dose Coffee',
      note: 'The best flat white in town.',
      translations: { fr: { name: '', note: 'Le meilleur flat white en ville.' } },
    });
  });
});

describe('the place form checks what it sends (ADR 0049)', () => {
  it("shows the schema's message for a blank name and sends nothing", async () => {
    render(<Stub initialEntries={['/admin/places']} />);
    const user = userEvent.setup({ delay: null });
    await user.clear(screen.getByLabelText(/^Name \*/));
    await user.click(screen.getByRole('button', { name: 'Save place' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByLabelText(/^Name \*/).getAttribute('aria-invalid')).toBe('true');
    expect(api.sent()).toEqual([]);
  });

  it("shows the API's refusal of a field under it, and its message for the form", async () => {
    api.answer(400, { message: 'Invalid place', fields: { website: 'Website cannot be reached' } });
    render(<Stub initialEntries={['/admin/places']} />);
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(/^Website/), 'https://dose.example');
    await user.click(screen.getByRole('button', { name: 'Save place' }));
    expect(await screen.findByText('Website cannot be reached')).toBeTruthy();
    expect(screen.getByLabelText(/^Website/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Invalid place');
    expect(api.sent()[0]!.body).toMatchObject({ website: 'https://dose.example' });
    expect(onSaved).not.toHaveBeenCalled();
  });
});

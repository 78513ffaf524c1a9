// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HouseInfo } from '#common/house-info.ts';
import { limits } from '#common/property.ts';
import { HouseFacts } from './house-facts.tsx';

// the component calls the real API client, on a stubbed network (app/test/api-client-stub.ts)
const api = await vi.hoisted(async () => (await import('../../test/api-client-stub.ts')).stubApi());
vi.mock('../../lib/api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../lib/api/client.ts')>();
  return {
    ...actual,
    client: actual.createApiClient({ baseUrl: 'http://admin.test', fetch: (request) => api.fetch(request) }),
  };
});

const house: HouseInfo = {
  property_id: 3,
  name: 'Alpine Lodge',
  address: '1 Peak Road',
  check_in_time: '16:00',
  checkout_time: '11:00',
  turnover_notes: 'Linen in the hall cupboard',
};

function FactsPage() {
  return <HouseFacts house={house} canEdit />;
}
const Stub = createRoutesStub([{ path: '/admin/propertymanager', Component: FactsPage }]);

function renderFacts() {
  render(<Stub initialEntries={['/admin/propertymanager']} />);
  return userEvent.setup({ delay: null });
}

beforeEach(() => api.reset());
afterEach(() => cleanup());

describe("a home's turnover notes (issue 24, ADR 0049)", () => {
  it('saves the notes trimmed and says so', async () => {
    api.answer(200, { ...house, turnover_notes: 'Linen in the shed' });
    const user = renderFacts();
    const notes = screen.getByLabelText('Turnover notes for Alpine Lodge');
    await user.clear(notes);
    await user.type(notes, ' Linen in the shed ');
    await user.click(screen.getByRole('button', { name: 'Save notes' }));
    expect(await screen.findByText('Turnover notes saved')).toBeTruthy();
    expect(api.sent()).toEqual([
      {
        method: 'PUT',
        path: '/api/v1/properties/3/turnover-notes',
        body: { turnover_notes: 'Linen in the shed' },
      },
    ]);
  });

  it("shows the schema's message for notes too long and sends nothing", async () => {
    const user = renderFacts();
    const notes = screen.getByLabelText('Turnover notes for Alpine Lodge');
    fireEvent.input(notes, { target: { value: 'x'.repeat(limits.longText + 1) } });
    await user.click(screen.getByRole('button', { name: 'Save notes' }));
    expect(
      await screen.findByText(`Turnover notes must be at most ${limits.longText} characters`),
    ).toBeTruthy();
    expect(notes.getAttribute('aria-invalid')).toBe('true');
    expect(api.sent()).toEqual([]);
  });

  it("shows the API's refusal beside the button", async () => {
    api.answer(403, { message: 'Only staff can change the notes' });
    const user = renderFacts();
    await user.click(screen.getByRole('button', { name: 'Save notes' }));
    expect(await screen.findByText('Only staff can change the notes')).toBeTruthy();
    expect(screen.getByLabelText('Turnover notes for Alpine Lodge').getAttribute('aria-invalid')).toBe(
      'true',
    );
  });
});

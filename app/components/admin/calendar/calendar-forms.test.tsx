// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { asApiError } from '../../../lib/admin/api-data.ts';
import { BlockForm } from './block-form.tsx';
import type { CalendarWrites } from './calendar-writes.ts';
import { FeedsSection } from './feeds-section.tsx';

// the forms call the real API client, on a stubbed network (app/test/api-client-stub.ts)
const api = await vi.hoisted(async () => (await import('../../../test/api-client-stub.ts')).stubApi());
vi.mock('../../../lib/api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../lib/api/client.ts')>();
  return {
    ...actual,
    client: actual.createApiClient({ baseUrl: 'http://admin.test', fetch: (request) => api.fetch(request) }),
  };
});
const notices: string[] = [];

/** The calendar screen's writes as the screen runs them: a refusal not shown in place opens its notice. */
const writes: CalendarWrites = {
  async run(_key, write, options) {
    try {
      await write();
      return true;
    } catch (failure) {
      const error = asApiError(failure);
      if (!options?.inPlace?.(error)) notices.push(error.message);
      return false;
    }
  },
  busy: null,
  failure: () => null,
};

function FormsPage() {
  const [range, setRange] = useState({ start: '', end: '' });
  return (
    <>
      <FeedsSection propertyId={3} feeds={[]} writes={writes} />
      <BlockForm
        propertyId={3}
        writes={writes}
        from="2026-12-01"
        range={range}
        setRange={setRange}
        stays={[]}
      />
    </>
  );
}
const Stub = createRoutesStub([{ path: '/admin/calendar', Component: FormsPage }]);

function renderForms() {
  render(<Stub initialEntries={['/admin/calendar']} />);
  return userEvent.setup({ delay: null });
}

beforeEach(() => {
  api.reset();
  notices.length = 0;
});
afterEach(() => cleanup());

describe('adding a channel feed (ADR 0049)', () => {
  it("shows the schema's messages and sends nothing", async () => {
    const user = renderForms();
    await user.type(screen.getByLabelText('Feed address (.ics)'), 'airbnb calendar');
    await user.click(screen.getByRole('button', { name: 'Add feed' }));
    expect(await screen.findByText('Label is required')).toBeTruthy();
    expect(
      screen.getByText('Feed address must be a web address starting with https://, http:// or webcal://'),
    ).toBeTruthy();
    expect(screen.getByLabelText('Label').getAttribute('aria-invalid')).toBe('true');
    expect(api.sent()).toEqual([]);
  });

  it("sends the feed, webcal as https, and empties the form; the API's refusal shows under its field", async () => {
    api.answer(201, {
      id: 1,
      label: 'Airbnb',
      url: 'https://airbnb.example/a.ics',
      position: 0,
      status: 'never',
      last_attempt_at: null,
      last_success_at: null,
      last_error: null,
      block_count: 0,
    });
    const user = renderForms();
    const label = screen.getByLabelText('Label') as HTMLInputElement;
    await user.type(label, 'Airbnb');
    await user.type(screen.getByLabelText('Feed address (.ics)'), 'webcal://airbnb.example/a.ics');
    await user.click(screen.getByRole('button', { name: 'Add feed' }));
    await waitFor(() => expect(label.value).toBe(''));
    expect(api.sent()).toEqual([
      {
        method: 'POST',
        path: '/api/v1/properties/3/calendar/feeds',
        body: { label: 'Airbnb', url: 'https://airbnb.example/a.ics' },
      },
    ]);

    api.answer(400, { message: 'Invalid feed', fields: { url: 'Feed address did not answer' } });
    // user-event keeps its own copy of a value the form set itself: clear makes it read the input's
    await user.clear(label);
    await user.type(label, 'Vrbo');
    await user.type(screen.getByLabelText('Feed address (.ics)'), 'https://vrbo.example/v.ics');
    await user.click(screen.getByRole('button', { name: 'Add feed' }));
    expect(await screen.findByText('Feed address did not answer')).toBeTruthy();
    expect(notices).toEqual(['Invalid feed']);
    expect(label.value).toBe('Vrbo');
  });
});

describe('blocking dates (ADR 0049)', () => {
  it("shows the schema's message for a check-out day before the first night, and sends nothing", async () => {
    const user = renderForms();
    await user.type(screen.getByLabelText('First night'), '2026-12-10');
    await user.type(screen.getByLabelText('Check-out day'), '2026-12-08');
    await user.click(screen.getByRole('button', { name: 'Block dates' }));
    expect(await screen.findByText('Check-out day: End must be after start')).toBeTruthy();
    expect(api.sent()).toEqual([]);
  });

  it('sends the nights and the note, and blocks anyway after a 409 over a stay', async () => {
    api.answer(409, {
      message: 'These nights overlap',
      conflicts: [{ kind: 'stay', id: 4, start: '2026-12-09', end: '2026-12-12' }],
    });
    api.answer(201, {
      id: 9,
      start: '2026-12-10',
      end: '2026-12-12',
      source: 'manual',
      feed_id: null,
      feed_label: null,
      note: 'Owner stay',
      created_at: '2026-12-01T10:00:00.000Z',
    });
    const user = renderForms();
    await user.type(screen.getByLabelText('First night'), '2026-12-10');
    await user.type(screen.getByLabelText('Check-out day'), '2026-12-12');
    await user.type(screen.getByLabelText('Private note (optional)'), 'Owner stay');
    await user.click(screen.getByRole('button', { name: 'Block dates' }));
    await user.click(await screen.findByRole('button', { name: 'Block anyway' }));
    await waitFor(() => expect(api.sent()).toHaveLength(2));
    expect(api.sent()).toEqual([
      {
        method: 'POST',
        path: '/api/v1/properties/3/calendar/blocks',
        body: { start: '2026-12-10', end: '2026-12-12', note: 'Owner stay' },
      },
      {
        method: 'POST',
        path: '/api/v1/properties/3/calendar/blocks',
        body: { start: '2026-12-10', end: '2026-12-12', note: 'Owner stay', allow_overlap: true },
      },
    ]);
    await waitFor(() => expect((screen.getByLabelText('First night') as HTMLInputElement).value).toBe(''));
    expect((screen.getByLabelText('Private note (optional)') as HTMLInputElement).value).toBe('');
    expect(notices).toEqual([]);
  });
});

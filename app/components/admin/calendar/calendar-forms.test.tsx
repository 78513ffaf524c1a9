// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { asApiError } from '../../../lib/admin/api-data.ts';
import { ApiError, api } from '../../../lib/api.ts';
import { BlockForm } from './block-form.tsx';
import type { CalendarWrites } from './calendar-writes.ts';
import { FeedsSection } from './feeds-section.tsx';

vi.mock('../../../lib/api.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api.ts')>()),
  api: vi.fn(),
}));
const apiMock = vi.mocked(api);
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
  apiMock.mockReset();
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
    expect(apiMock).not.toHaveBeenCalled();
  });

  it("sends the feed, webcal as https, and empties the form; the API's refusal shows under its field", async () => {
    apiMock.mockResolvedValueOnce({
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
    expect(apiMock.mock.calls[0]![0]).toBe('/properties/3/calendar/feeds');
    expect(apiMock.mock.calls[0]![1]!.json).toEqual({ label: 'Airbnb', url: 'https://airbnb.example/a.ics' });

    apiMock.mockRejectedValueOnce(new ApiError(400, 'Invalid feed', { url: 'Feed address did not answer' }));
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
    expect(apiMock).not.toHaveBeenCalled();
  });

  it('sends the nights and the note, and blocks anyway after a 409 over a stay', async () => {
    apiMock.mockRejectedValueOnce(
      new ApiError(
        409,
        'These nights overlap',
        {},
        {
          message: 'These nights overlap',
          conflicts: [{ kind: 'stay', id: 4, start: '2026-12-09', end: '2026-12-12' }],
        },
      ),
    );
    apiMock.mockResolvedValueOnce({
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
    await waitFor(() => expect(apiMock).toHaveBeenCalledTimes(2));
    expect(apiMock.mock.calls[0]![0]).toBe('/properties/3/calendar/blocks');
    expect(apiMock.mock.calls[0]![1]!.json).toEqual({
      start: '2026-12-10',
      end: '2026-12-12',
      note: 'Owner stay',
    });
    expect(apiMock.mock.calls[1]![1]!.json).toEqual({
      start: '2026-12-10',
      end: '2026-12-12',
      note: 'Owner stay',
      allow_overlap: true,
    });
    await waitFor(() => expect((screen.getByLabelText('First night') as HTMLInputElement).value).toBe(''));
    expect((screen.getByLabelText('Private note (optional)') as HTMLInputElement).value).toBe('');
    expect(notices).toEqual([]);
  });
});

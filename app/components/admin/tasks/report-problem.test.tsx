// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReportProblem } from './report-problem.tsx';

// the forms call the real API client, on a stubbed network (app/test/api-client-stub.ts)
const api = await vi.hoisted(async () => (await import('../../../test/api-client-stub.ts')).stubApi());
vi.mock('../../../lib/api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../lib/api/client.ts')>();
  return {
    ...actual,
    client: actual.createApiClient({ baseUrl: 'http://admin.test', fetch: (request) => api.fetch(request) }),
  };
});
const onReported = vi.fn();

function ReportPage() {
  return <ReportProblem task={{ property_id: 3, stay_id: 12 }} onReported={onReported} />;
}
const Stub = createRoutesStub([{ path: '/admin/my-tasks', Component: ReportPage }]);

function renderReport() {
  render(<Stub initialEntries={['/admin/my-tasks']} />);
  return userEvent.setup({ delay: null });
}

beforeEach(() => {
  api.reset();
  onReported.mockReset();
});
afterEach(cleanup);

describe('reporting a problem from a task (ADR 0049)', () => {
  it("shows the schema's message for a blank title and sends nothing", async () => {
    const user = renderReport();
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(screen.getByLabelText('What is wrong?').getAttribute('aria-invalid')).toBe('true');
    expect(api.sent()).toEqual([]);
  });

  it("shows the API's field refusal under its field", async () => {
    api.answer(400, {
      message: 'Invalid task',
      fields: { description: 'Description must be at most 2000 characters' },
    });
    const user = renderReport();
    await user.type(screen.getByLabelText('What is wrong?'), 'Dripping tap');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    await screen.findByText('Description must be at most 2000 characters');
    expect(screen.getByLabelText('Details').getAttribute('aria-invalid')).toBe('true');
    expect(onReported).not.toHaveBeenCalled();
  });

  it('sends a maintenance ticket for the same home and stay', async () => {
    api.answer(201, {});
    const user = renderReport();
    await user.type(screen.getByLabelText('What is wrong?'), ' Dripping tap ');
    await user.type(screen.getByLabelText('Details'), 'Kitchen sink');
    await user.selectOptions(screen.getByLabelText('Priority'), 'urgent');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(api.sent()).toHaveLength(1));
    expect(api.sent()).toEqual([
      {
        method: 'POST',
        path: '/api/v1/tasks',
        body: {
          kind: 'maintenance',
          property_id: 3,
          stay_id: 12,
          title: 'Dripping tap',
          description: 'Kitchen sink',
          priority: 'urgent',
        },
      },
    ]);
  });
});

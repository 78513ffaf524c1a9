// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../lib/api.ts';
import { ReportProblem } from './report-problem.tsx';

vi.mock('../../../lib/api.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api.ts')>()),
  api: vi.fn(),
}));
const apiMock = vi.mocked(api);
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
  apiMock.mockReset();
  onReported.mockReset();
});
afterEach(cleanup);

describe('reporting a problem from a task (ADR 0049)', () => {
  it("shows the schema's message for a blank title and sends nothing", async () => {
    const user = renderReport();
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(screen.getByLabelText('What is wrong?').getAttribute('aria-invalid')).toBe('true');
    expect(apiMock).not.toHaveBeenCalled();
  });

  it("shows the API's field refusal under its field", async () => {
    apiMock.mockRejectedValueOnce(
      new ApiError(400, 'Invalid task', { description: 'Description must be at most 2000 characters' }),
    );
    const user = renderReport();
    await user.type(screen.getByLabelText('What is wrong?'), 'Dripping tap');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    await screen.findByText('Description must be at most 2000 characters');
    expect(screen.getByLabelText('Details').getAttribute('aria-invalid')).toBe('true');
    expect(onReported).not.toHaveBeenCalled();
  });

  it('sends a maintenance ticket for the same home and stay', async () => {
    apiMock.mockResolvedValueOnce({});
    const user = renderReport();
    await user.type(screen.getByLabelText('What is wrong?'), ' Dripping tap ');
    await user.type(screen.getByLabelText('Details'), 'Kitchen sink');
    await user.selectOptions(screen.getByLabelText('Priority'), 'urgent');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(apiMock).toHaveBeenCalled());
    expect(apiMock.mock.calls[0]![0]).toBe('/tasks');
    expect(apiMock.mock.calls[0]![1]!.json).toEqual({
      kind: 'maintenance',
      property_id: 3,
      stay_id: 12,
      title: 'Dripping tap',
      description: 'Kitchen sink',
      priority: 'urgent',
    });
  });
});

// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Activity } from '#common/tasks.ts';
import { TaskActivity } from '../tasks/task-activity.tsx';
import { ActivityEntries } from './activity-entries.tsx';

// the component calls the real API client, on a stubbed network (app/test/api-client-stub.ts)
const api = await vi.hoisted(async () => (await import('../../../test/api-client-stub.ts')).stubApi());
vi.mock('../../../lib/api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../lib/api/client.ts')>();
  return {
    ...actual,
    client: actual.createApiClient({ baseUrl: 'http://admin.test', fetch: (request) => api.fetch(request) }),
  };
});

const entry = (over: Partial<Activity>): Activity => ({
  id: 1,
  at: '2026-12-04T17:05:00.000Z',
  user_id: 2,
  user_name: 'kim',
  action: 'task.done',
  property_id: 3,
  stay_id: null,
  task_id: 40,
  detail: '',
  ...over,
});

const history: Activity[] = [
  // 10:05 and 08:30 in Revelstoke (UTC-7)
  entry({ id: 3 }),
  entry({
    id: 2,
    at: '2026-12-04T15:30:00.000Z',
    user_id: 1,
    user_name: 'morgan',
    action: 'task.assigned',
    detail: 'to kim',
  }),
  // written by the site itself (the clean made for a departure)
  entry({ id: 1, at: '2026-12-01T20:00:00.000Z', user_id: null, user_name: null, action: 'task.created' }),
  // an action this screen does not know yet reads as it is
  entry({ id: 4, at: '2026-12-05T01:00:00.000Z', action: 'task.archived' }),
];

let shown: () => React.ReactNode;

/** The root route's site settings (SITE_TIMEZONE) above the history under test, as in the back office. */
const Stub = createRoutesStub([
  {
    id: 'root',
    path: '/',
    loader: () => ({ site: { timeZone: 'America/Vancouver' }, nonce: '' }),
    HydrateFallback: () => null,
    Component: Outlet,
    children: [{ index: true, Component: () => shown() }],
  },
]);

function showHistory(node: () => React.ReactNode) {
  shown = node;
  render(<Stub initialEntries={['/']} />);
  return userEvent.setup({ delay: null });
}

beforeEach(() => {
  api.reset();
});
afterEach(cleanup);

describe("a task's or a stay's activity", () => {
  it("reads each line as when (in the site's zone), who and what, with the detail", async () => {
    showHistory(() => <ActivityEntries entries={history} />);
    const lines = (await screen.findAllByRole('listitem')).map((li) => li.textContent);
    expect(lines).toEqual([
      'Dec 4, 2026, 10:05 AMkimmarked it done',
      'Dec 4, 2026, 8:30 AMmorganassigned itto kim',
      'Dec 1, 2026, 1:00 PMThe sitecreated the task',
      'Dec 4, 2026, 6:00 PMkimtask.archived',
    ]);
    // the moment is machine-readable too
    const first = screen.getAllByRole('listitem')[0]!;
    expect(within(first).getByText('Dec 4, 2026, 10:05 AM').getAttribute('datetime')).toBe(
      '2026-12-04T17:05:00.000Z',
    );
  });
});

describe("a task's Activity, folded on its card", () => {
  it('is read only when opened, then lists what was done', async () => {
    api.answer(200, history.slice(0, 2));
    const user = showHistory(() => <TaskActivity taskId={40} />);
    await user.click(await screen.findByText('Activity'));
    expect(await screen.findByText('marked it done')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(api.sent().map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /api/v1/activity?task_id=40',
    ]);
  });

  it('asks nothing while folded', async () => {
    showHistory(() => <TaskActivity taskId={40} />);
    await screen.findByText('Activity');
    expect(api.sent()).toEqual([]);
  });

  it('says when nothing is recorded yet', async () => {
    api.answer(200, []);
    const user = showHistory(() => <TaskActivity taskId={40} />);
    await user.click(await screen.findByText('Activity'));
    expect(await screen.findByText('Nothing recorded yet.')).toBeTruthy();
  });

  it('says why the history could not be read', async () => {
    api.answer(403, { message: 'The housekeeping role cannot do this' });
    const user = showHistory(() => <TaskActivity taskId={40} />);
    await user.click(await screen.findByText('Activity'));
    expect((await screen.findByRole('alert')).textContent).toBe('The housekeeping role cannot do this');
  });
});

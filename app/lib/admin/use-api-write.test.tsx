// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLoaderData } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api.ts';
import { SessionExpiryContext } from './session-expiry.ts';
import { useApiWrite, type WriteOptions, type WriteResult } from './use-api-write.ts';

afterEach(cleanup);

/** What the screen under test is given: the write to run, and where it reports. */
const setup = {
  write: (): Promise<unknown> => Promise.resolve('saved'),
  options: {} as WriteOptions,
  results: [] as WriteResult<unknown>[],
  reportIfExpired: vi.fn((error: unknown) => error instanceof ApiError && error.status === 401),
};

/** A screen with a loader (how many times it has read) and one button that writes. */
function Screen() {
  const reads = useLoaderData() as number;
  const write = useApiWrite(setup.options);
  const failure = write.last && !write.last.result.ok ? write.last.result.error.fields.name : null;
  return (
    <>
      <p>Read {reads} times</p>
      <button
        type="button"
        disabled={write.busy !== null}
        onClick={async () => setup.results.push(await write.run('save', setup.write))}
      >
        {write.busy === 'save' ? 'Saving…' : 'Save'}
      </button>
      {failure ? <p role="alert">{failure}</p> : null}
    </>
  );
}

function ScreenInSession() {
  return (
    <SessionExpiryContext.Provider value={{ generation: 0, reportIfExpired: setup.reportIfExpired }}>
      <Screen />
    </SessionExpiryContext.Provider>
  );
}

function renderScreen() {
  let reads = 0;
  const loader = vi.fn(() => ++reads);
  setup.results = [];
  setup.reportIfExpired.mockClear();
  const Stub = createRoutesStub([{ path: '/', Component: ScreenInSession, loader }]);
  render(<Stub />);
  return { loader, user: userEvent.setup({ delay: null }) };
}

describe('useApiWrite, the one way the back office writes', () => {
  it('returns the answer, reads the screen again afterwards and is busy until then', async () => {
    let answer!: (value: string) => void;
    setup.write = () => new Promise((resolve) => (answer = resolve));
    setup.options = {};
    const { loader, user } = renderScreen();
    await screen.findByText('Read 1 times');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Saving…' })).toHaveProperty('disabled', true);
    answer('saved');
    await screen.findByText('Read 2 times');
    await screen.findByRole('button', { name: 'Save' });
    expect(loader).toHaveBeenCalledTimes(2);
    expect(setup.results).toEqual([{ ok: true, data: 'saved' }]);
  });

  it('reads nothing again when the screen keeps what it saved', async () => {
    setup.write = () => Promise.resolve('saved');
    setup.options = { revalidate: false };
    const { loader, user } = renderScreen();
    await screen.findByText('Read 1 times');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(setup.results).toHaveLength(1));
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it("returns a refusal as a value, with the API's field errors for the screen to show in place", async () => {
    setup.write = () => Promise.reject(new ApiError(400, 'Invalid input', { name: 'Name is required' }));
    setup.options = {};
    const { loader, user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Name is required');
    expect(setup.results[0]).toMatchObject({ ok: false, expired: false, error: { status: 400 } });
    expect(loader).toHaveBeenCalledTimes(1);
    expect(setup.reportIfExpired).toHaveBeenCalledTimes(1);
  });

  it('reports an expired session to the log-in prompt, unless the write is the login itself', async () => {
    setup.write = () => Promise.reject(new ApiError(401, 'Unauthorized'));
    setup.options = {};
    const first = renderScreen();
    await first.user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(setup.results).toHaveLength(1));
    expect(setup.results[0]).toMatchObject({ ok: false, expired: true });
    cleanup();

    setup.options = { reportExpiry: false };
    const second = renderScreen();
    await second.user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(setup.results).toHaveLength(1));
    expect(setup.results[0]).toMatchObject({ ok: false, expired: false, error: { status: 401 } });
    expect(setup.reportIfExpired).not.toHaveBeenCalled();
  });

  it('turns a failure that is no ApiError (no answer at all) into one with status 0', async () => {
    setup.write = () => Promise.reject(new TypeError('Failed to fetch'));
    setup.options = {};
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(setup.results).toHaveLength(1));
    expect(setup.results[0]).toMatchObject({ ok: false, error: { status: 0, message: 'Failed to fetch' } });
  });
});

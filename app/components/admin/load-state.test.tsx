// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, useState } from 'react';
import { createRoutesStub, useLoaderData } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiData, LoadedData } from '../../lib/admin/api-data.ts';
import { SessionExpiryContext } from '../../lib/admin/session-expiry.ts';
import { ApiError } from '../../lib/api.ts';
import { LoadState } from './load-state.tsx';

afterEach(cleanup);

const listProps = {
  loadingText: 'Loading properties...',
  errorText: "Couldn't load properties",
  emptyText: 'No properties available',
  isEmpty: (list: string[]) => list.length === 0,
  children: (list: string[]) => (
    <ul>
      {list.map((name) => (
        <li key={name}>{name}</li>
      ))}
    </ul>
  ),
};

/** What the screen under test reports an expired session to, and how the test logs in again. */
const session = { reportIfExpired: vi.fn((_error: unknown) => false), relogin: () => {} };

/** A back-office screen: its loader's outcome drawn by LoadState, inside a session-expiry context. */
function Screen() {
  const state = useLoaderData() as ApiData<string[]>;
  const [generation, setGeneration] = useState(0);
  session.relogin = () => setGeneration((g) => g + 1);
  return (
    <SessionExpiryContext.Provider value={{ generation, reportIfExpired: session.reportIfExpired }}>
      <LoadState state={state} {...listProps} />
    </SessionExpiryContext.Provider>
  );
}

/** Renders Screen on a route whose loader answers with `answers` in turn (the last one repeats). */
function renderRoute(answers: LoadedData<string[]>[], expired = false) {
  let call = 0;
  const loader = vi.fn(() => answers[Math.min(call++, answers.length - 1)]!);
  session.reportIfExpired = vi.fn((_error: unknown) => expired);
  const Stub = createRoutesStub([{ path: '/', Component: Screen, loader }]);
  render(<Stub />);
  return { loader, user: userEvent.setup({ delay: null }) };
}

let shown: ReactElement = <span />;
function Shown() {
  return shown;
}

/** Renders `element` inside a data router (LoadState revalidates through it). */
function renderInRouter(element: ReactElement) {
  shown = element;
  const Stub = createRoutesStub([{ path: '/', Component: Shown }]);
  render(<Stub />);
}

describe('the shared load state of the back office', () => {
  it('says what is loading', async () => {
    renderInRouter(<LoadState state={{ status: 'loading' }} {...listProps} />);
    expect((await screen.findByRole('status')).textContent).toBe('Loading properties...');
  });

  it('shows the empty text for an empty list and the data otherwise', async () => {
    renderRoute([{ status: 'ready', data: [] }]);
    expect(await screen.findByText('No properties available')).toBeTruthy();
    cleanup();
    renderRoute([{ status: 'ready', data: ['Cabin', 'Chalet'] }]);
    expect((await screen.findAllByRole('listitem')).map((li) => li.textContent)).toEqual(['Cabin', 'Chalet']);
  });

  it('shows a failure with its reason, and "Try again" loads again', async () => {
    const { loader, user } = renderRoute([
      { status: 'error', error: new ApiError(500, 'Database unavailable') },
      { status: 'ready', data: ['Cabin'] },
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("Couldn't load properties");
    expect(alert.textContent).toContain('Database unavailable');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Cabin')).toBeTruthy();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('puts the reason on the headline line when the text is a function', async () => {
    renderInRouter(
      <LoadState
        state={{ status: 'error', error: new ApiError(503, 'Timed out') }}
        loadingText="Loading users..."
        errorText={(message) => `Error fetching users: ${message}`}
      >
        {() => null}
      </LoadState>,
    );
    expect(await screen.findByText('Error fetching users: Timed out')).toBeTruthy();
  });

  it('reports an expired session and loads again once the user has logged in again', async () => {
    const { loader } = renderRoute(
      [
        { status: 'error', error: new ApiError(401, 'Please log in to continue') },
        { status: 'ready', data: ['Cabin'] },
      ],
      true,
    );
    await screen.findByRole('alert');
    // reported from an effect, which may run after the alert has painted
    await waitFor(() =>
      expect(session.reportIfExpired).toHaveBeenCalledWith(expect.objectContaining({ status: 401 })),
    );
    act(() => session.relogin());
    expect(await screen.findByText('Cabin')).toBeTruthy();
    expect(loader).toHaveBeenCalledTimes(2);
  });
});

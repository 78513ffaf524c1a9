// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gtagBootstrap, usePageViews } from './analytics.ts';

let go: (to: string) => void = () => {};

function App({ measurementId }: { measurementId?: string }) {
  usePageViews(measurementId);
  go = useNavigate();
  return null;
}

function renderApp(measurementId?: string) {
  const router = createMemoryRouter([{ path: '*', element: <App measurementId={measurementId} /> }], {
    initialEntries: ['/'],
  });
  render(<RouterProvider router={router} />);
}

afterEach(() => {
  cleanup();
  delete window.gtag;
  delete window.dataLayer;
});

const pageViews = (gtag: ReturnType<typeof vi.fn>) =>
  gtag.mock.calls
    .filter(([command, name]) => command === 'event' && name === 'page_view')
    .map(([, , p]) => p.page_path);

describe('analytics page views', () => {
  it('sends one page view on load and one after every route change', async () => {
    const gtag = vi.fn();
    window.gtag = gtag;
    renderApp('G-TEST1234');
    await act(async () => go('/properties?bedrooms=2'));
    await act(async () => go('/property/3'));
    expect(pageViews(gtag)).toEqual(['/', '/properties?bedrooms=2', '/property/3']);
  });

  it('sends nothing without a measurement id', async () => {
    const gtag = vi.fn();
    window.gtag = gtag;
    renderApp(undefined);
    await act(async () => go('/about'));
    expect(gtag).not.toHaveBeenCalled();
  });

  it('starts gtag without its automatic page view and keeps a gtag already on the page', () => {
    const stub = vi.fn();
    window.gtag = stub;
    new Function(gtagBootstrap('G-TEST1234'))();
    expect(window.gtag).toBe(stub);
    expect(stub).toHaveBeenCalledWith('config', 'G-TEST1234', { send_page_view: false });
  });
});

// @vitest-environment happy-dom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HydrateWhenNear, hydrateWhenNear } from './hydrate-when-near.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Greeting({ name }: { name: string }) {
  return (
    <button type="button" onClick={() => document.body.setAttribute('data-clicked', name)}>
      Hello {name}
    </button>
  );
}

/** The IntersectionObserver of the test: the test says when the observed element comes near. */
let observed: Element[] = [];
let comeNear: () => void = () => {};
class FakeObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(element: Element) {
    observed.push(element);
    comeNear = () =>
      this.callback(
        [{ isIntersecting: true, target: element } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
  }
  disconnect() {}
}

beforeEach(() => {
  observed = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  document.body.innerHTML = '';
  document.body.removeAttribute('data-clicked');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

describe('hydrateWhenNear', () => {
  it("keeps the server's HTML and loads no code until the visitor nears the part, then hydrates it", async () => {
    const load = vi.fn(async () => Greeting);
    const part = hydrateWhenNear('greeting', load);
    // the server's HTML of the page (the server's build renders the component itself)
    vi.stubEnv('SSR', true);
    const server = hydrateWhenNear('greeting', Greeting);
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <main>
        <h1>Page</h1>
        <HydrateWhenNear part={server} name="Ola" />
      </main>,
    );
    vi.unstubAllEnvs();
    document.body.append(container);
    const button = container.querySelector('button');

    await act(async () => {
      hydrateRoot(
        container,
        <main>
          <h1>Page</h1>
          <HydrateWhenNear part={part} name="Ola" />
        </main>,
      );
    });
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(observed).toEqual([container.querySelector('#greeting-part')]);
    expect(container.querySelector('button')?.textContent).toBe('Hello Ola');
    // not hydrated: a click does nothing yet
    button?.click();
    expect(document.body.getAttribute('data-clicked')).toBeNull();

    await act(async () => comeNear());
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    // the same element, now React's
    expect(container.querySelector('button')).toBe(button);
    button?.click();
    expect(document.body.getAttribute('data-clicked')).toBe('Ola');
  });

  it('renders the part with the page on a client navigation once its code is preloaded', async () => {
    const load = vi.fn(async () => Greeting);
    const part = hydrateWhenNear('greeting', load);
    await part.preload();
    const container = document.createElement('div');
    document.body.append(container);
    const { createRoot } = await import('react-dom/client');
    const root = createRoot(container);
    await act(async () => root.render(<HydrateWhenNear part={part} name="Ines" />));
    expect(container.textContent).toBe('Hello Ines');
    expect(observed).toEqual([]);
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => root.unmount());
  });

  it('loads the code when it renders without a preload, and tries again after a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Greeting);
    const part = hydrateWhenNear('greeting', load);
    await expect(part.preload()).rejects.toThrow('offline');
    const container = document.createElement('div');
    document.body.append(container);
    const { createRoot } = await import('react-dom/client');
    const root = createRoot(container);
    await act(async () => root.render(<HydrateWhenNear part={part} name="Ana" />));
    await settle();
    expect(container.textContent).toBe('Hello Ana');
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => root.unmount());
  });
});

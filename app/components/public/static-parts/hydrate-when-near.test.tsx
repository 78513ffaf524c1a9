// @vitest-environment happy-dom
import { act, type JSX, useState } from 'react';
import { flushSync } from 'react-dom';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HydrateWhenNear, hydrateWhenNear, type NearPart } from './hydrate-when-near.tsx';

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

/** A page above the part that re-renders when the test sets its count. */
let setCount: (n: number) => void = () => {};
function CountingPage({ part }: { part: NearPart<{ name: string }> }) {
  const [n, setN] = useState(0);
  setCount = setN;
  return (
    <main>
      <h1>Page {n}</h1>
      <HydrateWhenNear part={part} name="Ola" />
    </main>
  );
}

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

  /** The server's HTML of a page with the part (the server's build renders the component itself). */
  function serverHtml(page: (part: NearPart<{ name: string }>) => JSX.Element) {
    vi.stubEnv('SSR', true);
    const html = renderToString(page(hydrateWhenNear('greeting', Greeting)));
    vi.unstubAllEnvs();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    return container;
  }

  it('inside a part the browser skips until near (render-when-near), observes that part, which has a box', async () => {
    const load = vi.fn(async () => Greeting);
    const part = hydrateWhenNear('greeting', load);
    const page = (p: NearPart<{ name: string }>) => (
      <main>
        <section className="render-when-near">
          <h2>Contact</h2>
          <HydrateWhenNear part={p} name="Ola" />
        </section>
      </main>
    );
    const container = serverHtml(page);
    await act(async () => {
      hydrateRoot(container, page(part));
    });
    await settle();
    expect(observed).toEqual([container.querySelector('section')]);
    await act(async () => comeNear());
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    container.querySelector('button')?.click();
    expect(document.body.getAttribute('data-clicked')).toBe('Ola');
  });

  it('still shows the part when a mismatch elsewhere makes React render the whole page in the browser', async () => {
    const load = vi.fn(async () => Greeting);
    const part = hydrateWhenNear('greeting', load);
    const container = serverHtml((p) => (
      <main>
        <h1>On the server</h1>
        <HydrateWhenNear part={p} name="Ola" />
      </main>
    ));
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <main>
          <h1>In the browser</h1>
          <HydrateWhenNear part={part} name="Ola" />
        </main>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
    await settle();
    expect(errors).not.toEqual([]);
    expect(container.querySelector('h1')?.textContent).toBe('In the browser');
    // the server's HTML is gone with the rest of the page: the part is drawn by its code at once
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector('button')?.textContent).toBe('Hello Ola');
  });

  it('keeps waiting, with the server HTML, when the page above re-renders before the visitor nears the part', async () => {
    const load = vi.fn(async () => Greeting);
    const part = hydrateWhenNear('greeting', load);
    const container = serverHtml((p) => <CountingPage part={p} />);
    const button = container.querySelector('button');
    await act(async () => {
      hydrateRoot(container, <CountingPage part={part} />);
    });
    await settle();
    await act(async () => flushSync(() => setCount(1)));
    await settle();
    expect(container.querySelector('h1')?.textContent).toBe('Page 1');
    expect(load).not.toHaveBeenCalled();
    expect(container.querySelector('button')).toBe(button);

    await act(async () => comeNear());
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
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

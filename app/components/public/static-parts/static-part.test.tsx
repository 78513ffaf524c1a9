// @vitest-environment happy-dom
import { act, type ReactNode, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const navigate = vi.fn();
vi.mock('react-router', async (original) => ({
  ...(await original<typeof import('react-router')>()),
  useNavigate: () => navigate,
}));
const { StaticPart } = await import('./static-part.tsx');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A child with an effect: it runs only where React renders the child (not in a kept static part). */
let effects = 0;
function Counted({ text }: { text: string }) {
  useEffect(() => {
    effects++;
  }, []);
  return <p className="counted">{text}</p>;
}

const pageData = { title: 'About' };

function Page({ data, children }: { data: object; children?: ReactNode }) {
  return (
    <main>
      <h1>Page</h1>
      <StaticPart of={data} as="section" aria-label="Story">
        <Counted text="Our story" />
        <a href="/partners" data-discover="true">
          Partners <span>→</span>
        </a>
        <a href="/guest-services" data-discover="true" target="_blank" rel="noopener">
          Services
        </a>
        <a href="/uploads/menu.pdf">Menu</a>
        <a href="https://example.com/" data-discover="true">
          Elsewhere
        </a>
        <img src="/missing.jpg" srcSet="/missing-400.jpg 400w" sizes="100vw" alt="" />
      </StaticPart>
      {children}
    </main>
  );
}

/** The server's HTML of the page, in the document as the browser received it. */
function serverPage(page: ReactNode) {
  vi.stubEnv('SSR', true);
  const html = renderToString(page);
  vi.unstubAllEnvs();
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

/** A page whose data the test changes. */
let show: (data: object) => void = () => {};
function Changing() {
  const [data, setData] = useState<object>(pageData);
  show = setData;
  return <Page data={data} />;
}

function WithFallback() {
  return (
    <StaticPart of={pageData} fallbackImage="/images/placeholder.svg">
      <img src="/missing.jpg" srcSet="/missing-400.jpg 400w" sizes="100vw" alt="" />
    </StaticPart>
  );
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

beforeEach(() => {
  effects = 0;
  navigate.mockReset();
  document.body.innerHTML = '';
  delete document.documentElement.dataset.hydrated;
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('StaticPart', () => {
  it("keeps the server's HTML on the first page and hydrates nothing inside it", async () => {
    const container = serverPage(<Page data={pageData} />);
    const paragraph = container.querySelector('.counted');
    const serverHtml = container.querySelector('section')?.outerHTML;
    await act(async () => {
      hydrateRoot(container, <Page data={pageData} />);
    });
    await settle();
    // the same nodes, untouched, and the child's code never ran
    expect(container.querySelector('.counted')).toBe(paragraph);
    expect(container.querySelector('section')?.outerHTML).toBe(serverHtml);
    expect(effects).toBe(0);
    expect(Object.keys(paragraph as Element).some((key) => key.startsWith('__react'))).toBe(false);
  });

  it("still shows the server's HTML when a mismatch elsewhere makes React draw the whole page", async () => {
    const container = serverPage(
      <Page data={pageData}>
        <p>On the server</p>
      </Page>,
    );
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <Page data={pageData}>
          <p>In the browser</p>
        </Page>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
    await settle();
    expect(errors).not.toEqual([]);
    expect(container.textContent).toContain('In the browser');
    expect(container.querySelector('.counted')?.textContent).toBe('Our story');
  });

  it('renders its children after the page has hydrated (a client navigation to the page)', async () => {
    document.documentElement.dataset.hydrated = 'true';
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(<Page data={pageData} />));
    expect(container.querySelector('.counted')?.textContent).toBe('Our story');
    expect(effects).toBe(1);
    await act(async () => root.unmount());
  });

  it('renders its children, once, when the data it shows changes after hydration', async () => {
    const container = serverPage(<Changing />);
    await act(async () => {
      hydrateRoot(container, <Changing />);
    });
    await settle();
    document.documentElement.dataset.hydrated = 'true';
    // the same data again: still the server's HTML
    await act(async () => flushSync(() => show(pageData)));
    expect(effects).toBe(0);
    await act(async () => flushSync(() => show({ title: 'About, revised' })));
    expect(effects).toBe(1);
    expect(container.querySelectorAll('.counted')).toHaveLength(1);
  });

  it('sends a click on a router link of its HTML through the router, and leaves other clicks to the browser', async () => {
    window.history.replaceState(null, '', '/about');
    const container = serverPage(<Page data={pageData} />);
    await act(async () => {
      hydrateRoot(container, <Page data={pageData} />);
    });
    await settle();
    const click = (selector: string, init: MouseEventInit = {}) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
      container.querySelector(selector)?.dispatchEvent(event);
      return event.defaultPrevented;
    };

    // on the link's text, inside it
    expect(click('a[href="/partners"] span')).toBe(true);
    // (happy-dom moves its location to the link's address as the click is dispatched, so `replace` is not
    // checked here)
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate.mock.calls[0]?.[0]).toBe('/partners');
    navigate.mockClear();

    // a new tab, a modifier key, a link that is not the router's, another site: the browser's
    expect(click('a[href="/partners"]', { ctrlKey: true })).toBe(false);
    expect(click('a[href="/partners"]', { button: 1 })).toBe(false);
    expect(click('a[target="_blank"]')).toBe(false);
    expect(click('a[href$=".pdf"]')).toBe(false);
    expect(click('a[href^="https:"]')).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('puts the fallback in place of a picture that fails, as ResponsiveImage does once hydrated', async () => {
    const container = serverPage(<WithFallback />);
    await act(async () => {
      hydrateRoot(container, <WithFallback />);
    });
    await settle();
    const image = container.querySelector('img') as HTMLImageElement;
    image.dispatchEvent(new Event('error'));
    expect(image.getAttribute('src')).toBe('/images/placeholder.svg');
    expect(image.hasAttribute('srcset')).toBe(false);
  });
});

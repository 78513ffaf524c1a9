import { type ComponentType, Suspense, type Usable, use } from 'react';

/**
 * A part of a page whose code is not in the page's first load (issue 13, ADR 0024): the server renders it
 * with the rest, and in the browser it is hydrated only once it comes within `marginPx` of the viewport,
 * after its code (its own chunk) has arrived. Until then React keeps the server's HTML of it as it is: a
 * form in it still works as a plain form post, and what was typed stays (the component must read the
 * fields' values on mount, as the contact form does).
 *
 * After the first page (a client navigation) there is nothing to wait for but the code, which the route's
 * client loader can fetch with the data through `preload`, so the part renders with the page.
 *
 * On the server `inPage` is the component itself; in the browser it is a function that loads it:
 *   hydrateWhenNear('home-contact', import.meta.env.SSR ? ContactForm : () => import('./contact-form.tsx')…)
 * so the browser's build has no static import of it (Vite replaces `import.meta.env.SSR`, Rollup drops the
 * unused import).
 */
export interface NearPart<P> {
  Part: ComponentType<P>;
  /** Starts loading the part's code; resolves when it is there. */
  preload: () => Promise<unknown>;
}

type Loaded<P> = Promise<ComponentType<P>> & { status?: 'fulfilled'; value?: ComponentType<P> };

const marginPx = 600;

/** Resolves once the element is near the viewport (at once where that cannot be observed). */
function nearViewport(element: Element): Promise<void> {
  return new Promise((resolve) => {
    if (typeof IntersectionObserver === 'undefined') return resolve();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: `${marginPx}px 0px` },
    );
    observer.observe(element);
  });
}

export function hydrateWhenNear<P extends object>(
  id: string,
  inPage: ComponentType<P> | (() => Promise<ComponentType<P>>),
): NearPart<P> {
  const anchorId = `${id}-part`;
  let loaded: Loaded<P> | undefined;
  let near: Promise<void> | undefined;
  const load = (): Loaded<P> => {
    if (!loaded) {
      const loading: Loaded<P> = (inPage as () => Promise<ComponentType<P>>)();
      loading.then(
        (component) => {
          // `use` then returns it at once, without suspending (a render after a preload)
          loading.status = 'fulfilled';
          loading.value = component;
        },
        () => {
          loaded = undefined; // the next render tries again
        },
      );
      loaded = loading;
    }
    return loaded;
  };

  /** The wait of the first page's hydration: its part's element, and whether the visitor came near it. */
  let wait: { element: Element; near: Promise<void>; done: boolean } | undefined;
  let rendered = false;

  function InBrowser(props: P) {
    // The first time the part renders with its element already on the page, it is the server's HTML being
    // hydrated (React hydrates a Suspense boundary in a pass of its own, after the rest of the page): wait
    // until the visitor nears it. React renders a waiting part again, so the wait is kept until it is over
    // or its element has left the page (the visitor went elsewhere). On a client navigation the element
    // does not exist yet when the part renders.
    if (!rendered) {
      rendered = true;
      const element = document.getElementById(anchorId);
      if (element?.hasChildNodes()) {
        const started = { element, near: nearViewport(element), done: false };
        started.near.then(() => {
          started.done = true;
        });
        wait = started;
      }
    }
    if (wait && !wait.done && wait.element.isConnected) use(wait.near);
    const Component = use(load() as Usable<ComponentType<P>>);
    return <Component {...props} />;
  }

  const Inner = import.meta.env.SSR ? (inPage as ComponentType<P>) : InBrowser;
  function Part(props: P) {
    return (
      <div id={anchorId}>
        <Suspense fallback={null}>
          <Inner {...props} />
        </Suspense>
      </div>
    );
  }
  return {
    Part,
    preload: () => (import.meta.env.SSR ? Promise.resolve() : load()),
  };
}

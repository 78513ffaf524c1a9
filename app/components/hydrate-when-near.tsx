import { type ComponentType, memo, Suspense, type Usable, use, useSyncExternalStore } from 'react';

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
 * On the server `inPage` is the component itself; in the browser it is a function that loads it, so the
 * browser's build has no static import of it (Vite replaces `import.meta.env.SSR`, Rollup drops the unused
 * import):
 *   const part = hydrateWhenNear('home-contact', import.meta.env.SSR ? ContactForm : () => import(…)…);
 *   <HydrateWhenNear part={part} idPrefix="home-contact" />
 */
export interface NearPart<P> {
  /** The part's state in this browser (or server): drawn by `<HydrateWhenNear part={…} {...props} />`. */
  state: PartState<P>;
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

/** One part's state in the browser: how its code loads, and the wait of the first page's hydration. */
export interface PartState<P> {
  anchorId: string;
  /** The component itself on the server, or the function that loads it in the browser. */
  inPage: ComponentType<P> | (() => Promise<ComponentType<P>>);
  loaded?: Loaded<P>;
  wait?: { element: Element; near: Promise<void>; done: boolean };
  rendered: boolean;
}

function loadPart<P>(state: PartState<P>): Loaded<P> {
  if (!state.loaded) {
    const loading: Loaded<P> = (state.inPage as () => Promise<ComponentType<P>>)();
    loading.then(
      (component) => {
        // `use` then returns it at once, without suspending (a render after a preload)
        loading.status = 'fulfilled';
        loading.value = component;
      },
      () => {
        state.loaded = undefined; // the next render tries again
      },
    );
    state.loaded = loading;
  }
  return state.loaded;
}

const noSubscription = () => () => {};

/**
 * True while React hydrates the server's HTML, false when it renders in the browser: React reads the
 * server snapshot only while hydrating.
 */
const useHydrating = () =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );

function InBrowser<P extends object>({ state, props }: { state: PartState<P>; props: P }) {
  const hydrating = useHydrating();
  // The first time the part is hydrated with its element on the page, it is the server's HTML (React
  // hydrates a Suspense boundary in a pass of its own, after the rest of the page): wait until the visitor
  // nears it. React renders a waiting part again, so the wait is kept until it is over or its element has
  // left the page (the visitor went elsewhere).
  if (!state.rendered) {
    state.rendered = true;
    const element = document.getElementById(state.anchorId);
    if (hydrating && element?.hasChildNodes()) {
      const wait = { element, near: nearViewport(element), done: false };
      wait.near.then(() => {
        wait.done = true;
      });
      state.wait = wait;
    }
  }
  // Only hydration waits. When React renders the part in the browser instead (a client navigation; or it
  // gave up the server's HTML: a mismatch elsewhere re-rendered the page, or an update reached the part
  // before it was hydrated), the server's HTML is about to go: waiting would leave the place empty, so the
  // code loads at once.
  if (hydrating && state.wait && !state.wait.done && state.wait.element.isConnected) use(state.wait.near);
  const Component = use(loadPart(state) as Usable<ComponentType<P>>);
  return <Component {...props} />;
}

/** Draws a part made by `hydrateWhenNear` with the part's own props. */
function DrawPart<P extends object>({ part, ...props }: { part: NearPart<P> } & P) {
  const { state } = part;
  const OnServer = import.meta.env.SSR ? (state.inPage as ComponentType<P>) : null;
  return (
    <div id={state.anchorId}>
      <Suspense fallback={null}>
        {OnServer ? <OnServer {...(props as P)} /> : <InBrowser state={state} props={props as P} />}
      </Suspense>
    </div>
  );
}

/**
 * Memoised: the page above re-rendering with the same props must not reach the part while it waits (an
 * update reaching a Suspense boundary React has not hydrated yet makes it give up the server's HTML).
 */
export const HydrateWhenNear = memo(DrawPart) as typeof DrawPart;

export function hydrateWhenNear<P extends object>(
  id: string,
  inPage: ComponentType<P> | (() => Promise<ComponentType<P>>),
): NearPart<P> {
  const state: PartState<P> = { anchorId: `${id}-part`, inPage, rendered: false };
  return {
    state,
    preload: () => (import.meta.env.SSR ? Promise.resolve() : loadPart(state)),
  };
}

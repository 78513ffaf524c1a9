import { type ComponentType, useEffect, useRef } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';

/**
 * A part of a page whose code is not in the page's first load (issue 13, ADR 0024): the server renders it
 * with the rest, and in the browser it is hydrated only once it comes within `marginPx` of the viewport,
 * after its code (its own chunk) has arrived. Until then the server's HTML of it stays as it is: a form in
 * it still works as a plain form post, and what was typed stays (the component must read the fields' values
 * on mount, as the contact form does).
 *
 * The part is a React root of its own inside the page's element (an island), not a Suspense boundary of the
 * page: React gives up a boundary it has not hydrated yet as soon as any update reaches it (a router state
 * change after the page hydrated was enough), and the part then vanished until its code came. Being its
 * own root, nothing the page does reaches it; in exchange it sees none of the page's context (React
 * Router's included), so a part takes everything it needs as props, and its ids cannot be `useId`'s (the
 * island numbers its own, the server numbered them in the page's): a part derives its ids from a prop.
 *
 * After the first page (a client navigation) there is no server HTML to keep: the part renders as soon as
 * its code is there, which the route's client loader can fetch with the data through `preload`.
 *
 * On the server `inPage` is the component itself; in the browser it is a function that loads it, so the
 * browser's build has no static import of it (Vite replaces `import.meta.env.SSR`, Rollup drops the unused
 * import):
 *   const part = hydrateWhenNear('home-contact', import.meta.env.SSR ? ContactForm : () => import(…)…);
 *   <HydrateWhenNear part={part} idPrefix="home-contact" />
 */
export interface NearPart<P> {
  anchorId: string;
  /** The component itself on the server, or the function that loads it in the browser. */
  inPage: ComponentType<P> | (() => Promise<ComponentType<P>>);
  /** Starts loading the part's code; resolves with the component when it is there. */
  preload: () => Promise<ComponentType<P>>;
}

const marginPx = 600;

const sameProps = (a: object, b: object) => {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
};

/** Calls `onNear` once the element is near the viewport (at once where that cannot be observed). */
function whenNear(element: Element, onNear: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onNear();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin: `${marginPx}px 0px` },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * The part's element: on the server the component's HTML; in the browser an element whose content React
 * leaves alone (an empty `dangerouslySetInnerHTML` is never written over what the server sent while
 * hydrating, nor again while it stays the same), and into which the part's own root renders.
 */
export function HydrateWhenNear<P extends object>({ part, ...props }: { part: NearPart<P> } & P) {
  const element = useRef<HTMLDivElement>(null);
  const island = useRef<{ root: Root; Component: ComponentType<P>; props: P } | null>(null);
  const latest = useRef(props as P);
  latest.current = props as P;

  useEffect(() => {
    const anchor = element.current;
    if (!anchor) return;
    let current = true;
    const serverHtml = anchor.hasChildNodes();
    const start = () => {
      part
        .preload()
        .then((Component) => {
          if (!current) return;
          const content = <Component {...latest.current} />;
          // with the server's HTML in place it is hydrated (what was typed stays); otherwise drawn afresh
          // its own ids (useId), apart from the page's: both roots number theirs from zero
          const options = { identifierPrefix: `${part.anchorId}-` };
          const root = serverHtml ? hydrateRoot(anchor, content, options) : createRoot(anchor, options);
          if (!serverHtml) root.render(content);
          island.current = { root, Component, props: latest.current };
        })
        .catch(() => {
          // the code could not be loaded (offline): the server's form still posts; a later visit tries again
        });
    };
    let stop = () => {};
    // inside a part the browser skips until it comes near (`render-when-near`, app/app.css), the anchor has
    // no layout of its own to observe: that part's box is observed instead
    if (serverHtml) stop = whenNear(anchor.closest('.render-when-near') ?? anchor, start);
    else start();
    return () => {
      current = false;
      stop();
      const root = island.current?.root;
      island.current = null;
      // not while the page's own render is under way
      if (root) queueMicrotask(() => root.unmount());
    };
  }, [part]);

  // changed props go to the island's root (nothing else of the page's renders reaches it); the same props
  // must not: a root given an update before it finished hydrating drops the server's HTML
  useEffect(() => {
    const drawn = island.current;
    if (!drawn || sameProps(drawn.props, props as P)) return;
    drawn.props = props as P;
    drawn.root.render(<drawn.Component {...(props as P)} />);
  });

  if (import.meta.env.SSR) {
    const OnServer = part.inPage as ComponentType<P>;
    return (
      <div id={part.anchorId}>
        <OnServer {...(props as P)} />
      </div>
    );
  }
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string, so React keeps the server's HTML
    <div id={part.anchorId} ref={element} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />
  );
}

export function hydrateWhenNear<P extends object>(
  id: string,
  inPage: ComponentType<P> | (() => Promise<ComponentType<P>>),
): NearPart<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  const part: NearPart<P> = {
    anchorId: `${id}-part`,
    inPage,
    preload: () => {
      if (import.meta.env.SSR) return Promise.resolve(inPage as ComponentType<P>);
      loading ??= (inPage as () => Promise<ComponentType<P>>)().catch((error: unknown) => {
        loading = null; // the next attempt tries again
        throw error;
      });
      return loading;
    },
  };
  return part;
}

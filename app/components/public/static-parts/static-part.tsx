import { type HTMLAttributes, type MouseEvent, type ReactNode, useId, useState } from 'react';
import { useNavigate } from 'react-router';

/**
 * A part of a page with no behaviour (headings, texts, pictures, links), which the browser does not hydrate
 * (issue 29, ADR 0031): on the server it renders its children inside its element; in the browser, on the
 * page the server sent, the element keeps the server's HTML and React renders nothing inside it, so the
 * part costs the main thread no render, no hydration and no effects. Its HTML is read once, when the page
 * hydrates, and set as the element's inner HTML, which hydration leaves as it is (and which a page that
 * React had to draw afresh, after a mismatch, still shows).
 *
 * After the first page (a client navigation to it) there is no server HTML: the part renders its children
 * as any component does (their code is in the bundle anyway). The same happens when `of` changes, the data
 * the part shows (a loader's object: a revalidation or another address of the same route gives a new one).
 *
 * Links inside it are plain `<a>` elements until then: a click on one that React Router's `<Link>` rendered
 * (`data-discover`) goes through the router, as the `<Link>` itself would have sent it, so moving between
 * pages stays a client navigation. Other links (Markdown's, tel:, another site's) stay the browser's.
 *
 * What has behaviour of its own (a form, a gallery, a menu, state or effects) must not be inside: its
 * handlers and effects would never run on the first page. Such parts stay hydrated, beside static parts.
 * `static-part-rule.test.ts` follows what every part holds to its source and fails on any of it (ADR 0055).
 */
export function StaticPart({
  of,
  as: Tag = 'div',
  fallbackImage,
  children,
  ...attributes
}: {
  /** The data the part shows: while it is the same object, the server's HTML stays. */
  of: unknown;
  /**
   * The part's own element: the element the page had there (its attributes given beside), or a `div`
   * added around the part (`className="contents"` then keeps the layout as it was).
   */
  as?: 'div' | 'section' | 'article' | 'header' | 'nav' | 'ul' | 'aside';
  /** Put in place of a picture that fails to load (what `ResponsiveImage` does once hydrated). */
  fallbackImage?: string;
  children: ReactNode;
} & Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML' | 'onClick'>) {
  const id = useId();
  const navigate = useNavigate();
  // decided once, when the part is first rendered: the server's HTML when the page is being hydrated
  const [kept] = useState(() => ({ of, html: import.meta.env.SSR ? null : serverHtmlOf(id) }));
  if (kept.html === null || !Object.is(kept.of, of)) {
    return (
      <Tag key="rendered" {...attributes} data-static-part={id}>
        {children}
      </Tag>
    );
  }
  return (
    <Tag
      key="kept"
      {...attributes}
      data-static-part={id}
      // (a new callback each render: React runs the old one's cleanup and attaches the listener again)
      ref={
        (fallbackImage
          ? (part: HTMLElement | null) => (part ? keepPicturesShowing(part, fallbackImage) : undefined)
          : null) as never
      }
      onClick={(event) => {
        const to = routerLinkTarget(event);
        if (to === null) return;
        event.preventDefault();
        const here = window.location;
        navigate(to, { replace: to === here.pathname + here.search + here.hash });
      }}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own HTML of this part, read back
      dangerouslySetInnerHTML={{ __html: kept.html }}
    />
  );
}

/** The server's HTML of the part with this id, while the document has not been hydrated yet. */
function serverHtmlOf(id: string): string | null {
  // the root layout marks the document once React has hydrated it (app/root.tsx)
  if (document.documentElement.dataset.hydrated === 'true') return null;
  return document.querySelector(`[data-static-part="${id}"]`)?.innerHTML ?? null;
}

/**
 * Where a click inside a static part should take the router: the address of a router link clicked with the
 * main button and no modifier key, opening in this tab, on this site; null for any other click.
 */
export function routerLinkTarget(event: MouseEvent<HTMLElement>): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const anchor = (event.target as Element).closest?.('a[href][data-discover]');
  if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return null;
  const target = anchor.getAttribute('target');
  if ((target && target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  return url.pathname + url.search + url.hash;
}

/** Replaces pictures inside `part` that failed to load, or fail later, with `fallback`. */
function keepPicturesShowing(part: HTMLElement, fallback: string): () => void {
  const replace = (image: HTMLImageElement) => {
    if (image.getAttribute('src') === fallback) return;
    image.removeAttribute('srcset');
    image.removeAttribute('sizes');
    image.src = fallback;
  };
  for (const image of part.querySelectorAll('img'))
    if (image.complete && image.naturalWidth === 0 && image.getAttribute('src')) replace(image);
  const onError = (event: Event) => {
    if (event.target instanceof HTMLImageElement) replace(event.target);
  };
  part.addEventListener('error', onError, true);
  return () => part.removeEventListener('error', onError, true);
}

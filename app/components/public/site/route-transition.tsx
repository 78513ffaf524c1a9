import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { prefersReducedMotion } from '../../../lib/browser/motion.ts';

/** docs/spec.md section 9: 0.8 s ease-in-out, overlay colour #2f4159. */
const fade = { duration: 800, easing: 'ease-in-out' } as const;

/**
 * On each route change (a new path, not a new query), a dark full-screen overlay fades out while the
 * content fades in. Nothing moves for visitors who ask for reduced motion, nor on the first load (the
 * splash screen covers that).
 */
export function RouteTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const overlay = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const firstPath = useRef(pathname);

  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    if (prefersReducedMotion()) return;
    overlay.current?.animate([{ opacity: 1 }, { opacity: 0 }], fade);
    content.current?.animate([{ opacity: 0 }, { opacity: 1 }], fade);
  }, [pathname]);

  return (
    <>
      <div
        ref={overlay}
        aria-hidden="true"
        data-route-overlay
        className="pointer-events-none fixed inset-0 z-[60] bg-[#2f4159] opacity-0"
      />
      <div ref={content}>{children}</div>
    </>
  );
}

import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { prefersReducedMotion } from './motion.ts';

/** docs/spec.md section 9: the wait for an anchor's target. */
export const anchorWaitMs = 10_000;
const pollMs = 100;

/**
 * Scrolls to the element the URL's #anchor names, waiting up to ten seconds for it to appear (content
 * that arrives after the first render, such as an embed above it, moves it too).
 */
export function useAnchorScroll(waitMs: number = anchorWaitMs) {
  const { hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new visit to the same #anchor (a new key) scrolls again
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    const deadline = Date.now() + waitMs;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = () => {
      const target = document.getElementById(id);
      if (target) {
        target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
        return;
      }
      if (Date.now() < deadline) timer = setTimeout(attempt, pollMs);
    };
    attempt();
    return () => clearTimeout(timer);
  }, [hash, key, waitMs]);
}

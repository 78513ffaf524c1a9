/**
 * A page's HTML with its code taken out, for the performance controls (scripts/perf-mainthread.ts,
 * scripts/perf-menu-tap.ts): every script and module preload goes. `keepSplashScript` keeps the head's
 * inline splash script, which decides whether the splash shows (app/components/public/site/splash-screen.tsx),
 * so that a control skips it as the page does.
 */
export function withoutCode(html: string, { keepSplashScript = false } = {}): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, (script) =>
      keepSplashScript && script.includes('splash') ? script : '',
    )
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '');
}

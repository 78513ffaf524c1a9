import { describe, expect, it } from 'vitest';
import { withoutCode } from './page-without-code.ts';

const page =
  "<!DOCTYPE html><html><head><script>(function(d){d.classList.add('js');sessionStorage.getItem('splash-seen')})(document.documentElement)</script>" +
  '<link rel="modulepreload" href="/assets/framework.js"/><link rel="stylesheet" href="/assets/app.css"/></head>' +
  '<body><main><h1>Stays</h1></main><script type="module" nonce="n1">import("/assets/entry.js")</script>' +
  '<SCRIPT>window.__context = {"a": 1}</SCRIPT></body></html>';

describe('a page without its code (the performance controls)', () => {
  it('takes out every script and module preload, and keeps the rest of the page', () => {
    const html = withoutCode(page);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain('<main><h1>Stays</h1></main>');
  });

  it('keeps the head’s splash script when asked, so the control skips the splash as the page does', () => {
    const html = withoutCode(page, { keepSplashScript: true });
    expect(html.match(/<script/gi)).toHaveLength(1);
    expect(html).toContain("sessionStorage.getItem('splash-seen')");
    expect(html).not.toContain('entry.js');
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './public-helpers.ts';
import { baseUrl, useBrowser, waitForHydration } from './support/browser.ts';

/**
 * A page from the render cache carries a CSP with its own inline scripts' hashes instead of a nonce
 * (docs/decisions/0021-render-cache.md): its scripts must run (the page hydrates, client navigation works)
 * and nothing else inline may.
 */
async function recordViolations(page: Page) {
  // an init script is the browser's own, not the page's: the CSP does not apply to it
  await page.context().addInitScript(() => {
    const list: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = list;
    document.addEventListener('securitypolicyviolation', (event) =>
      list.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  return {
    fromPage: () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    fromConsole: () => console,
  };
}

describe('render cache and its CSP in the browser', () => {
  const browser = useBrowser();

  it('serves a cached page whose own scripts run, navigates client-side, and refuses an injected script', async () => {
    const { context, page } = await openPage(browser(), 'desktop');
    const violations = await recordViolations(page);
    // filled by an earlier anonymous visit
    await page.request.get('/properties');

    const response = await page.goto('/properties');
    expect(response?.status()).toBe(200);
    const headers = response?.headers() ?? {};
    expect(headers['x-cache']).toBe('hit');
    const scriptSrc = headers['content-security-policy']?.split('; ').find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
    expect(scriptSrc).not.toContain('nonce-');

    await waitForHydration(page);
    expect(await violations.fromPage()).toEqual([]);

    // a client-side navigation: the document stays, the marker set on it survives
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page.locator('main a[href^="/property/"]').first().click();
    await page.waitForURL(/\/property\/\d+$/);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument))
      .toBe(true);
    await expect.poll(() => page.locator('h1').first().textContent()).not.toBe('');
    expect(await violations.fromPage()).toEqual([]);
    expect(violations.fromConsole()).toEqual([]);

    // an inline script that is not the page's own is refused
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedRan = true;';
      document.body.append(script);
    });
    await expect.poll(() => violations.fromPage()).toEqual([expect.stringMatching(/^script-src/)]);
    expect(await page.evaluate(() => (window as unknown as { injectedRan?: boolean }).injectedRan)).toBe(
      undefined,
    );
    await context.close();
  });

  it('renders a fresh page with a nonce for a signed-in visitor', async () => {
    const { context, page } = await openPage(browser(), 'phone');
    await context.addCookies([{ name: 'guest_session', value: 'not-a-session', url: baseUrl() }]);
    const response = await page.goto('/properties');
    expect(response?.headers()['x-cache']).toBeUndefined();
    expect(response?.headers()['content-security-policy']).toContain("'nonce-");
    await waitForHydration(page);
    await context.close();
  });
});

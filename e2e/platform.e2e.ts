import { describe, expect, it } from 'vitest';
import { baseUrl, expectNoAxeViolations, newPage, screenshot, useBrowser } from './support/browser.ts';

describe('the running site', () => {
  const browser = useBrowser();

  it('serves a server-rendered home page with demo content and security headers', async () => {
    const res = await fetch(`${baseUrl()}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const html = await res.text();
    expect(html).toContain('<h1');
    expect(html).toMatch(/\/uploads\/[a-f0-9]{32}-\d+\.webp/);
  });

  it('hydrates without CSP violations or console errors', async () => {
    const { page, context } = await newPage(browser(), 'phone');
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (err) => errors.push(err.message));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await expectNoAxeViolations(page);
    await screenshot(page, 'home');
    await context.close();
  });

  it('answers /healthz with the database engine', async () => {
    const res = await fetch(`${baseUrl()}/healthz`);
    expect(await res.json()).toEqual({ status: 'ok', database: 'sqlite' });
  });
});

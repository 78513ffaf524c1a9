import fs from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startDevServer } from '../scripts/lib/start-server.ts';
import { baseUrl, useBrowser } from './support/browser.ts';

/**
 * `npm run dev` as a contributor uses it: the page comes from Vite, an edited route module or stylesheet
 * appears in the open page without a reload, and an edited server file restarts the server. The edits are
 * made to the real source files (Vite watches this folder) and put back byte for byte after each test.
 */
describe('npm run dev', () => {
  const browser = useBrowser();
  let dev: RunningServer;
  const restores: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    // no demo content: storing its sixty photos takes a while, and these checks need none
    dev = await startDevServer({ SEED_DEMO: '0', ADMIN_PASSWORD: 'dev-mode-admin' });
    // Vite's first page load transforms every module and pre-bundles the dependencies it discovers (which
    // can reload the page once); on a loaded 2-core machine that alone can take over a minute. Do it here,
    // once, so the checks below time only what they are about.
    // The first load may also find dependencies Vite has not pre-bundled yet: it then bundles them and the
    // page's old module requests fail before its HMR client ever connects. A contributor reloads; so does this.
    const warm = await browser().newPage({ baseURL: dev.url });
    try {
      for (let attempt = 1; ; attempt++) {
        const connected = warm.waitForEvent('console', {
          predicate: (msg) => msg.text().includes('[vite] connected'),
          timeout: 90_000,
        });
        await warm.goto('/', { timeout: 120_000 });
        const ok = await connected.then(
          () => true,
          (error: unknown) => {
            if (attempt >= 4) throw error;
            return false;
          },
        );
        if (ok) break;
      }
      await warm.waitForLoadState('networkidle', { timeout: 120_000 });
    } finally {
      await warm.close();
    }
  }, 600_000);

  // an attempt that fails half-way leaves no edited source behind for its retry (or the next test)
  afterEach(async () => {
    for (const restore of restores.splice(0)) await restore();
  });
  afterAll(async () => {
    for (const restore of restores.splice(0)) await restore();
    await dev?.stop();
  });

  /** Replaces `from` with `to` in a source file and registers the way back. */
  async function editSource(file: string, from: string, to: string) {
    const original = await fs.readFile(file, 'utf8');
    expect(original, `${file} no longer contains the text this check edits`).toContain(from);
    const restore = () => fs.writeFile(file, original);
    restores.push(restore);
    await fs.writeFile(file, original.replace(from, to));
    return async () => {
      const index = restores.indexOf(restore);
      if (index === -1) return;
      restores.splice(index, 1);
      await restore();
    };
  }

  /** Opens a page and waits until Vite's HMR client has connected; collects every console error. */
  async function openWithHmr(path: string): Promise<{ page: Page; errors: string[] }> {
    const page = await browser().newPage({ baseURL: dev.url });
    page.setDefaultTimeout(30_000);
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (err) => errors.push(err.message));
    const connected = page.waitForEvent('console', {
      predicate: (msg) => msg.text().includes('[vite] connected'),
      timeout: 120_000,
    });
    await page.goto(path, { timeout: 120_000 });
    await connected;
    await page.waitForLoadState('networkidle');
    // lives as long as the document: a full reload would drop it
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    return { page, errors };
  }

  const sameDocument = (page: Page) =>
    page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

  it('renders through Vite with its client allowed by the CSP, and only in development', async () => {
    const res = await fetch(`${dev.url}/privacy-policy`);
    expect(res.status).toBe(200);
    const html = await res.text();
    // route modules come from source, not from a build
    expect(html).toContain('/app/root.tsx');
    expect(html).toContain('virtual:react-router/inject-hmr-runtime');
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-/);
    expect((await fetch(`${dev.url}/@vite/client`)).status).toBe(200);
    // the API is Fastify's, untouched by Vite
    expect((await fetch(`${dev.url}/api/v1/properties`)).status).toBe(200);
    // the service workers are bundled from their TypeScript on request (scripts/service-workers.ts)
    for (const [worker, name] of [
      ['/site-sw.js', 'site-pages-v1'],
      ['/welcome-sw.js', 'welcome-page-'],
    ]) {
      const answer = await fetch(`${dev.url}${worker}`);
      expect(answer.headers.get('content-type')).toContain('javascript');
      expect(await answer.text()).toContain(name);
    }

    // the built site (the journeys' server) has neither Vite's client nor its HMR runtime
    const built = await (await fetch(`${baseUrl()}/privacy-policy`)).text();
    expect(built).not.toContain('inject-hmr-runtime');
    expect((await fetch(`${baseUrl()}/@vite/client`)).status).toBe(404);

    const { page, errors } = await openWithHmr('/privacy-policy');
    // a CSP refusal or a hydration mismatch would be a console error
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it('puts an edited route module and stylesheet into the open page without reloading it', async () => {
    // a fixed text of a route module (the brochure copy is content, issue 12): the listing's count of homes
    const { page, errors } = await openWithHmr('/properties');
    const count = (text: RegExp) => page.getByRole('status').getByText(text);
    const shown = /^\d+ homes to choose from$/;
    // a retry waits for the restored source to reach the page through HMR
    await expect.poll(() => count(shown).count(), { timeout: 30_000 }).toBe(1);

    const undoRoute = await editSource(
      'app/routes/public/properties.tsx',
      "'{count} homes to choose from'",
      "'{count} homes to choose from (hot)'",
    );
    await count(/^\d+ homes to choose from \(hot\)$/).waitFor();
    expect(await sameDocument(page)).toBe(true);

    const undoCss = await editSource(
      'app/app.css',
      '@import "tailwindcss";',
      '@import "tailwindcss";\n:root { --dev-mode-check: hot; }',
    );
    const customProperty = () =>
      page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--dev-mode-check').trim(),
      );
    await expect.poll(customProperty, { timeout: 30_000 }).toBe('hot');
    expect(await sameDocument(page)).toBe(true);

    await undoRoute();
    await undoCss();
    await count(shown).waitFor();
    await expect.poll(customProperty, { timeout: 30_000 }).toBe('');
    expect(await sameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it('reloads server code: an edited server module is in the next answers', async () => {
    const cspHeader = async () => {
      try {
        return (await fetch(`${dev.url}/healthz`)).headers.get('content-security-policy') ?? '';
      } catch {
        return 'not answering';
      }
    };
    const poll = { timeout: 120_000, interval: 500 };
    const before = dev.output().length;
    const restartLog = () => `server output since the edit:\n${dev.output().slice(before)}`;
    expect(await cspHeader()).not.toContain('dev-mode-check');
    // an unknown directive: browsers ignore it, and it shows the edited module is the one running
    const undo = await editSource(
      'server/web/csp.ts',
      "'base-uri': [\"'self'\"],",
      "'base-uri': [\"'self'\"],\n    'dev-mode-check': [],",
    );
    try {
      await expect.poll(cspHeader, poll).toContain('dev-mode-check');
      await undo();
      await expect.poll(cspHeader, poll).toMatch(/^(?!.*dev-mode-check).*frame-ancestors/);
    } catch (error) {
      await undo();
      throw new Error(`${(error as Error).message}\n${restartLog()}`);
    }
    expect(dev.output()).toContain('[tsx] change in ./server/web/csp.ts');
  }, 280_000);
});

import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { newPage, screenshot, type Width } from './support/browser.ts';

/** Both widths every public journey runs at. */
export const bothWidths: Width[] = ['phone', 'desktop'];

/**
 * A page that skips the splash screen (it shows once per visit and would cover the first 1.7 s of every
 * test) and, unless `motion` is asked for, runs with reduced motion so nothing is half-faded when checked.
 */
export async function openPage(
  browser: Browser,
  width: Width,
  options: { splash?: boolean; motion?: boolean } = {},
) {
  const { context, page } = await newPage(browser, width);
  if (!options.splash) {
    await context.addInitScript(() => {
      try {
        sessionStorage.setItem('splash-seen', '1');
      } catch {
        // frames without storage (a blocked embed) have no splash either
      }
    });
  }
  if (!options.motion) await page.emulateMedia({ reducedMotion: 'reduce' });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // embeds of third parties (maps, calendar) cannot load in the offline test machine
    if (
      message.type() === 'error' &&
      !/ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED|ERR_FAILED|ERR_BLOCKED/.test(message.text())
    ) {
      errors.push(message.text());
    }
  });
  // nothing leaves the machine: third-party addresses are answered with an empty page at once
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
    route.fulfill({ status: 204, body: '' }),
  );
  return { context, page, errors };
}

const axeSource = fs.readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core (WCAG 2.2 AA and best-practice rules) with no violations. Like the shared helper in
 * support/browser.ts, but axe is evaluated through the DevTools protocol rather than added as an inline
 * script tag, which the site's strict Content-Security-Policy rightly refuses.
 */
export async function expectAccessible(page: Page) {
  await page.evaluate(await axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{
            violations: Array<{ id: string; help: string; nodes: Array<{ target: string[] }> }>;
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
    });
    return result.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
  });
  expect(violations).toEqual([]);
}

/** Loads every lazy picture, then saves a full-page screenshot named for the page and width. */
export async function screenshotPage(page: Page, name: string) {
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  });
  await screenshot(page, `public-${name}`);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * A second server (the same build) with extra configuration, such as third-party ids the main journey
 * server does not have. No demo content, so it starts in a second or two.
 */
export async function startServer(
  env: Record<string, string>,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'stays-public-e2e-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'e2e-admin-password',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

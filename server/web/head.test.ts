import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageUrl } from '../domain/images/images.ts';
import { fixtureServerBuild } from '../test/fixture-build.ts';
import { createTestApp, describeEachEngine, makeImage, type TestApp } from '../test/harness.ts';

/**
 * HEAD must answer what GET would, headers and all, without a body: uptime monitors, crawlers and link-preview
 * bots send HEAD. The pages come from a small React Router build made here (the real one needs `react-router
 * build`); it streams its document as the real entry does, so the adapter in mount.ts, Fastify's HEAD routes
 * and compression are exercised as in production.
 */
function fixtureBuild(): ServerBuild {
  const paragraph = '<p>Cedar chalets, powder mornings and a hot tub under the stars.</p>';
  return fixtureServerBuild(
    (request: Request, status: number, headers: Headers) => {
      headers.set('content-type', 'text/html; charset=utf-8');
      const chunks = [`<!doctype html><title>${new URL(request.url).pathname}</title>`, paragraph.repeat(40)];
      const body = new ReadableStream({
        pull(controller) {
          const next = chunks.shift();
          if (next === undefined) controller.close();
          else controller.enqueue(new TextEncoder().encode(next));
        },
      });
      return new Response(body, { status, headers });
    },
    {
      root: {
        id: 'root',
        path: '',
        module: {
          default: () => null,
          headers: () => ({ 'cache-control': 'public, max-age=300, stale-while-revalidate=60' }),
        },
      },
      'routes/about': {
        id: 'routes/about',
        parentId: 'root',
        path: 'about',
        module: { default: () => null },
      },
    },
  );
}

/** Headers that differ between any two requests by design (time, request id, the CSP nonce). */
const perRequest = new Set(['date', 'x-request-id', 'content-security-policy', 'x-cache']);

function comparable(res: LightMyRequestResponse) {
  return Object.fromEntries(Object.entries(res.headers).filter(([name]) => !perRequest.has(name)));
}

describeEachEngine('HEAD answers with GET headers', (engine) => {
  let t: TestApp;
  let clientDir: string;
  let image: string;

  beforeAll(async () => {
    clientDir = await fs.mkdtemp(path.join(os.tmpdir(), 'stays-client-'));
    await fs.mkdir(path.join(clientDir, 'assets'));
    await fs.writeFile(path.join(clientDir, 'assets', 'app-3f9a.js'), `console.log(${'"x",'.repeat(2000)});`);
    await fs.writeFile(path.join(clientDir, 'favicon.ico'), Buffer.alloc(600, 1));
    t = await createTestApp(engine, { web: { mode: 'production', server: fixtureBuild(), clientDir } });
    const stored = await t.app.domain.images.store(await makeImage(1000, 700));
    image = imageUrl(stored.key, 480);
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(clientDir, { recursive: true, force: true });
  });

  const cases: Array<[what: string, url: () => string]> = [
    ['the home page', () => '/'],
    ['a page', () => '/about'],
    ['a page that does not exist', () => '/no-such-page'],
    ['a hashed asset', () => '/assets/app-3f9a.js'],
    ['a root static file', () => '/favicon.ico'],
    ['an uploaded image variant', () => image],
    ['an API route', () => '/api/v1/properties'],
    ['a large API answer (compressible)', () => '/api/docs/json'],
    ['the health check', () => '/healthz'],
  ];

  for (const [what, url] of cases) {
    for (const encoding of ['br, gzip', undefined]) {
      it(`${what}${encoding ? ' (compressed)' : ''}`, async () => {
        const headers = encoding ? { 'accept-encoding': encoding } : {};
        const get = await t.app.inject({ method: 'GET', url: url(), headers });
        const head = await t.app.inject({ method: 'HEAD', url: url(), headers });
        expect(head.statusCode).toBe(get.statusCode);
        expect(head.rawPayload.length).toBe(0);
        expect(get.rawPayload.length).toBeGreaterThan(0);
        expect(comparable(head)).toEqual(comparable(get));
      });
    }
  }

  it('a page answers HEAD with its own type, not JSON', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/' });
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(head.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=60');
  });

  it('static files keep their validators on HEAD', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/assets/app-3f9a.js' });
    expect(head.headers.etag).toBeTruthy();
    expect(head.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const notModified = await t.app.inject({
      method: 'HEAD',
      url: '/assets/app-3f9a.js',
      headers: { 'if-none-match': String(head.headers.etag) },
    });
    expect(notModified.statusCode).toBe(304);
  });
});

describe('HEAD without the web build', () => {
  it('an API route still answers HEAD with its GET headers', async () => {
    const t = await createTestApp('sqlite');
    try {
      const headers = { 'accept-encoding': 'br' };
      const get = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers });
      const head = await t.app.inject({ method: 'HEAD', url: '/api/docs/json', headers });
      expect(get.headers['content-encoding']).toBe('br');
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe('');
      expect(comparable(head)).toEqual(comparable(get));
    } finally {
      await t.close();
    }
  });
});

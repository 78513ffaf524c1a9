import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { parseConfig } from '../config.ts';
import { markPublicContentChanged } from '../domain/shared/public-content.ts';
import { fixtureServerBuild } from '../test/fixture-build.ts';
import { createTestDatabase, type TestDatabase } from '../test/harness.ts';

/**
 * Render-cache hits answered in the first onRequest hook (render-cache-hits.ts): the same headers and
 * bytes as a hit answered the whole way, and only for what such a hit would be. A hook added after the
 * app's own counts the requests that went past the first hook.
 */
describe('render-cache hits before the other hooks', () => {
  let app: FastifyInstance;
  let database: TestDatabase;
  let dataDir: string;
  let revision = 0;
  const passed = { count: 0 };

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'stays-hits-'));
    database = await createTestDatabase('sqlite', dataDir);
    const config = parseConfig({
      DATA_DIR: dataDir,
      PUBLIC_URL: 'https://selkirkstays.example',
      LOG_LEVEL: 'silent',
      SEED_DEMO: '0',
    });
    const build = fixtureServerBuild(
      async (request: Request, status: number, headers: Headers) => {
        headers.set('content-type', 'text/html; charset=utf-8');
        const body = `<!doctype html><script>1</script><h1>${new URL(request.url).pathname} ${revision}</h1>`;
        return new Response(body + '<p>Powder mornings and a hot tub under the stars.</p>'.repeat(60), {
          status,
          headers,
        });
      },
      {
        root: { id: 'root', path: '', module: { default: () => null } },
        'routes/about': {
          id: 'routes/about',
          parentId: 'root',
          path: 'about',
          module: { default: () => null },
        },
      },
    );
    app = await buildApp({
      logger: false,
      config,
      db: database.db,
      web: { mode: 'production', server: build, clientDir: dataDir },
    });
    app.addHook('onRequest', async () => {
      passed.count += 1;
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const get = async (url: string, headers: InjectOptions['headers'] = {}, method: 'GET' | 'HEAD' = 'GET') => {
    const before = passed.count;
    const res = await app.inject({ method, url, headers });
    return { res, fast: passed.count === before };
  };
  const withoutPerRequest = (res: LightMyRequestResponse) => {
    const { 'x-request-id': id, date, ...rest } = res.headers;
    expect(id).toBeTruthy();
    return rest;
  };

  it('answers a hit with the very headers and bytes of a hit answered the whole way, per encoding', async () => {
    expect((await get('/about')).res.headers['x-cache']).toBe('miss');
    for (const accept of ['gzip, deflate, br', 'gzip', undefined]) {
      const headers = accept ? { 'accept-encoding': accept } : {};
      // the first hit of a body is answered the whole way, and its headers kept
      const handled = await get('/about', headers);
      const fast = await get('/about', headers);
      expect(handled.fast, accept).toBe(false);
      expect(handled.res.headers['x-cache'], accept).toBe('hit');
      expect(fast.fast, accept).toBe(true);
      expect(fast.res.statusCode).toBe(200);
      expect(withoutPerRequest(fast.res), accept).toEqual(withoutPerRequest(handled.res));
      expect(fast.res.rawPayload.equals(handled.res.rawPayload), accept).toBe(true);
      expect(fast.res.headers['x-request-id']).not.toBe(handled.res.headers['x-request-id']);
    }
    // the client's q-values choose the body, as the handler chooses it
    const preferred = await get('/about', { 'accept-encoding': 'br;q=0.5, gzip;q=1' });
    expect(preferred.fast).toBe(true);
    expect(preferred.res.headers['content-encoding']).toBe('gzip');
  });

  it('answers HEAD with the headers of the GET, and keeps a request id the client sent', async () => {
    const get1 = await get('/about', { 'accept-encoding': 'br' });
    const head = await get('/about', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.fast).toBe(true);
    expect(withoutPerRequest(head.res)).toEqual(withoutPerRequest(get1.res));
    expect(head.res.rawPayload.length).toBe(0);
    const named = await get('/about', { 'accept-encoding': 'br', 'x-request-id': 'from-the-proxy-42' });
    expect(named.fast).toBe(true);
    expect(named.res.headers['x-request-id']).toBe('from-the-proxy-42');
  });

  it('leaves sessions, revalidations, odd targets and other queries to the usual way', async () => {
    await get('/about');
    await get('/about');
    expect((await get('/about')).fast).toBe(true);
    for (const cookie of ['admin_session=x', 'a=1; guest_session=']) {
      const { res, fast } = await get('/about', { cookie });
      expect(fast, cookie).toBe(false);
      expect(res.headers['content-security-policy'], cookie).toMatch(/nonce-/);
    }
    // the name anywhere in the header is enough to take the usual way, which finds no session here
    const lookalike = await get('/about', { cookie: '_ga=1; admin_session_other=2' });
    expect(lookalike.fast).toBe(false);
    expect(lookalike.res.headers['x-cache']).toBe('hit');
    const etag = String((await get('/about')).res.headers.etag);
    const revalidated = await get('/about', { 'if-none-match': etag });
    expect(revalidated.fast).toBe(false);
    expect(revalidated.res.statusCode).toBe(304);
    // answered by the odd-target hook (before the counting one): a redirect, not the page
    const doubled = await get('//about');
    expect(doubled.res.statusCode).toBe(301);
    expect(doubled.res.headers['x-cache']).toBeUndefined();
    expect((await get('/about?utm_source=mail')).fast).toBe(false);
  });

  it('answers the new page after the public content changes, not the kept one', async () => {
    await get('/about');
    await get('/about');
    expect((await get('/about')).fast).toBe(true);
    revision += 1;
    await markPublicContentChanged(app.domain);
    // the change came through this node: the revision is read again on the next request
    app.publicRevision.expire();
    const after = await get('/about');
    expect(after.fast).toBe(false);
    expect(after.res.headers['x-cache']).toBe('miss');
    expect(after.res.body).toContain(`<h1>/about ${revision}</h1>`);
  });
});

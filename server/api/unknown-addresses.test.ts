import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fixtureServerBuild } from '../test/fixture-build.ts';
import { createTestApp, describeEachEngine, type TestApp } from '../test/harness.ts';

/**
 * Issue 38, item 9: the API answers for its whole namespace. With the pages mounted, an unknown `/api/...`
 * address got the site's HTML 404 page (GET) or "This page accepts form posts only" (POST); every method is
 * the API's JSON 404 now, with the pages and without them.
 */
const pages = () =>
  fixtureServerBuild(
    (_request: Request, status: number, headers: Headers) => {
      headers.set('content-type', 'text/html; charset=utf-8');
      return new Response('<!doctype html><title>page</title>', { status, headers });
    },
    { root: { id: 'root', path: '', module: { default: () => null } } },
  );

const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

describeEachEngine('unknown API addresses', (engine) => {
  let withPages: TestApp;
  let apiOnly: TestApp;
  let clientDir: string;
  let admin: string;

  beforeAll(async () => {
    clientDir = await fs.mkdtemp(path.join(os.tmpdir(), 'stays-client-'));
    withPages = await createTestApp(engine, { web: { mode: 'production', server: pages(), clientDir } });
    apiOnly = await createTestApp(engine);
    admin = await withPages.loginAdmin();
  });
  afterAll(async () => {
    await withPages?.close();
    await apiOnly?.close();
    await fs.rm(clientDir, { recursive: true, force: true });
  });

  it('answers every method on an unknown /api address with a JSON 404', async () => {
    for (const t of [withPages, apiOnly]) {
      for (const url of ['/api/v1/anything-unknown?x=1', '/api/v2/properties', '/api/nothing/here']) {
        for (const method of methods) {
          for (const headers of [
            {},
            { accept: 'application/json' },
            { accept: 'text/html' },
            { 'content-type': 'application/json' },
          ]) {
            const hasBody = method !== 'GET' && method !== 'HEAD' && 'content-type' in headers;
            const res = await t.app.inject({
              method,
              url,
              headers,
              ...(hasBody ? { payload: JSON.stringify({ name: 'x' }) } : {}),
            });
            const what = `${method} ${url} ${JSON.stringify(headers)}`;
            expect(res.statusCode, what).toBe(404);
            expect(res.headers['content-type'], what).toMatch(/^application\/json/);
            if (method !== 'HEAD')
              expect(res.json(), what).toEqual({
                message: `No such address: ${method} ${url.split('?')[0]}`,
              });
          }
        }
      }
    }
  });

  it('answers an unknown address below a known one, and a form post to one, with the same 404', async () => {
    const form = await withPages.app.inject({
      method: 'POST',
      url: '/api/v1/anything-unknown',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expect(form.statusCode).toBe(404);
    expect(form.json()).toEqual({ message: 'No such address: POST /api/v1/anything-unknown' });
    const below = await withPages.app.inject({
      method: 'GET',
      url: '/api/v1/properties/1/nothing',
      headers: { cookie: admin },
    });
    expect(below.statusCode).toBe(404);
    expect(below.json()).toEqual({ message: 'No such address: GET /api/v1/properties/1/nothing' });
  });

  it('leaves the known API routes, the API docs and the pages as they were', async () => {
    expect((await withPages.app.inject({ method: 'GET', url: '/api/v1/properties' })).statusCode).toBe(200);
    expect((await withPages.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    const page = await withPages.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });
});

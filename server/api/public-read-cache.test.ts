import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { type Db, openDatabase } from '../db/connect.ts';
import {
  createPropertyViaApi,
  createTestApp,
  describeEachEngine,
  multipart,
  propertyFields,
  type TestApp,
} from '../test/harness.ts';

/** The shared cache of anonymous public API reads (public-read-cache.ts), through the whole server. */
describeEachEngine('public API read cache', (engine) => {
  let t: TestApp;
  let admin: string;
  let propertyId: number;
  // a second node: its own app and connection on the same database
  const nodeB = {} as { app: FastifyInstance; db: Db };

  beforeAll(async () => {
    t = await createTestApp(engine, { env: { CONTENT_REVISION_CHECK_MS: '200' } });
    admin = await t.loginAdmin();
    propertyId = (await createPropertyViaApi(t, admin, { name: 'Cache Cabin', bedrooms: '2' })).id;
    // enough properties for a list worth compressing (over 1 KB)
    await createPropertyViaApi(t, admin, { name: 'Second Cabin' });
    await createPropertyViaApi(t, admin, { name: 'Third Cabin' });
    nodeB.db = openDatabase(t.databaseTarget);
    nodeB.app = await buildApp({ logger: false, config: t.config, db: nodeB.db });
    await nodeB.app.ready();
  });
  afterAll(async () => {
    await nodeB.app?.close();
    await nodeB.db?.close();
    await t.close();
  });

  const get = (url: string, headers: InjectOptions['headers'] = {}, app = t.app) =>
    app.inject({ method: 'GET', url, headers });
  const names = (body: string) => (JSON.parse(body) as Array<{ name: string }>).map((p) => p.name);

  it('answers an anonymous read once from the route, then from memory, compressed once', async () => {
    const first = await get('/api/v1/properties?bedrooms=1');
    expect(first.statusCode).toBe(200);
    expect(first.body.length).toBeGreaterThan(1024);
    expect(first.headers['x-cache']).toBe('miss');
    const second = await get('/api/v1/properties?bedrooms=1', { 'accept-encoding': 'br' });
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.headers['content-type']).toMatch(/^application\/json/);
    expect(second.headers['content-encoding']).toBe('br');
    expect(second.headers.vary).toBe('Accept-Encoding');
    expect(second.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(second.rawPayload).toString()).toBe(first.body);
    const gzipped = await get('/api/v1/properties?bedrooms=1', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(first.body);
    expect(names(first.body)).toContain('Cache Cabin');
  });

  it('answers 304 to the ETag it gave, and HEAD with the headers of GET', async () => {
    const url = `/api/v1/properties/${propertyId}`;
    const res = await get(url, { 'accept-encoding': 'gzip' });
    const etag = String(res.headers.etag);
    const again = await get(url, { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const head = await t.app.inject({ method: 'HEAD', url, headers: { 'accept-encoding': 'gzip' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['x-cache']).toBe('hit');
    expect(head.headers['content-length']).toBe(res.headers['content-length']);
    expect(head.body).toBe('');
  });

  it('reads afresh, never from the cache, for a caller with a session cookie', async () => {
    await get('/api/v1/properties/featured');
    const signedIn = await get('/api/v1/properties/featured', { cookie: admin });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['x-cache']).toBeUndefined();
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const guest = await get('/api/v1/properties/featured', { cookie: 'guest_session=anything' });
    expect(guest.headers['x-cache']).toBeUndefined();
  });

  it('keeps each query apart and keeps no answer but a 200', async () => {
    const two = await get('/api/v1/properties?bedrooms=2');
    const nine = await get('/api/v1/properties?bedrooms=9');
    expect(names(two.body)).toContain('Cache Cabin');
    expect(names(nine.body)).toEqual([]);
    expect((await get('/api/v1/properties?bedrooms=9')).headers['x-cache']).toBe('hit');
    for (const url of [
      '/api/v1/properties?check_in=2020-01-01&check_out=2020-01-03',
      '/api/v1/properties/99999',
    ]) {
      const first = await get(url);
      const second = await get(url);
      expect(first.statusCode).toBeGreaterThanOrEqual(400);
      expect(second.statusCode).toBe(first.statusCode);
      expect(JSON.parse(second.body)).toEqual(JSON.parse(first.body));
      // answered, not kept: the next caller gets it from the route again
      expect(second.headers['x-cache']).toBeUndefined();
      expect(second.headers['cache-control']).toBe('no-store');
    }
  });

  it('leaves routes that read a session alone', async () => {
    const res = await get(`/api/v1/properties/welcome/${propertyId}`);
    expect(res.headers['x-cache']).toBeUndefined();
  });

  it('is emptied by a write through this node at once, and through another node within the interval', async () => {
    await get('/api/v1/properties');
    await get('/api/v1/properties', {}, nodeB.app);
    expect((await get('/api/v1/properties', {}, nodeB.app)).headers['x-cache']).toBe('hit');

    const form = await multipart(propertyFields({ name: 'Cache Chalet', bedrooms: '2' }));
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/properties/${propertyId}`,
      ...form,
      headers: { ...form.headers, cookie: admin },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const here = await get('/api/v1/properties');
    expect(here.headers['x-cache']).toBe('miss');
    expect(names(here.body)).toContain('Cache Chalet');
    await expect
      .poll(async () => names((await get('/api/v1/properties', {}, nodeB.app)).body), {
        timeout: 3000,
        interval: 50,
      })
      .toContain('Cache Chalet');
  });
});

import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { AppLoadContext, ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { type Db, openDatabase } from '../db/connect.ts';
import { markPublicContentChanged } from '../domain/shared/public-content.ts';
import { fixtureServerBuild } from '../test/fixture-build.ts';
import {
  createPropertyViaApi,
  createTestApp,
  describeEachEngine,
  imageFile,
  multipart,
  propertyFields,
  sendOriginWithStaffCookie,
  type TestApp,
} from '../test/harness.ts';
import {
  chooseEncoding,
  inlineScriptHashes,
  RenderCache,
  refinedBrotliQuality,
  renderCacheKey,
  type SharedPage,
  sharedPage,
  storeBrotliQuality,
} from './render-cache.ts';

/**
 * The render cache through the whole server (app.inject), with a small React Router build made here: its
 * document lists the properties from the database and the night count of the availability blocks, carries
 * one inline script and the nonce it was given, and counts its renders.
 */
const inlineScript = 'document.documentElement.dataset.ran = "yes";';

function fixtureBuild(counter: { renders: number }): ServerBuild {
  const page = (id: string, path: string) => ({
    id,
    parentId: 'root',
    path,
    module: { default: () => null },
  });
  return fixtureServerBuild(
    async (request: Request, status: number, headers: Headers, _context: unknown, load: AppLoadContext) => {
      counter.renders += 1;
      const properties = await load.data.listProperties({});
      const url = new URL(request.url);
      headers.set('content-type', 'text/html; charset=utf-8');
      const html = [
        '<!doctype html><html><head>',
        `<script nonce="${load.nonce}">${inlineScript}</script>`,
        '<script type="module" src="/assets/entry.js"></script>',
        `</head><body><h1>${url.pathname}${url.search}</h1>`,
        `<ul>${properties.map((p) => `<li>${p.name}</li>`).join('')}</ul>`,
        `<p id="nonce">${load.nonce}</p>`,
        `<p id="lang">${load.lang}: ${load.site.footerBlurb}</p>`,
        '<p>Cedar chalets, powder mornings and a hot tub under the stars.</p>'.repeat(40),
        '</body></html>',
      ].join('');
      return new Response(html, { status, headers });
    },
    {
      root: { id: 'root', path: '', module: { default: () => null } },
      'routes/index': { id: 'routes/index', parentId: 'root', index: true, module: { default: () => null } },
      'routes/properties': page('routes/properties', 'properties'),
      'routes/property': page('routes/property', 'property/:id'),
      'routes/about': page('routes/about', 'about'),
      'fr/routes/about': page('fr/routes/about', 'fr/about'),
      'fr/routes/properties': page('fr/routes/properties', 'fr/properties'),
      'fr/routes/property': page('fr/routes/property', 'fr/property/:id'),
      'routes/login': page('routes/login', 'login'),
      'routes/welcome': page('routes/welcome', 'welcome/:id'),
    },
  );
}

const scriptHash = `'sha256-${createHash('sha256').update(inlineScript).digest('base64')}'`;

describeEachEngine('render cache', (engine) => {
  const counter = { renders: 0 };
  let t: TestApp;
  let clientDir: string;
  let admin: string;
  // a second node: its own app and connection on the same database
  const nodeB = { counter: { renders: 0 } } as { app: FastifyInstance; db: Db; counter: { renders: number } };

  beforeAll(async () => {
    clientDir = await fs.mkdtemp(path.join(os.tmpdir(), 'stays-client-'));
    const env = { CONTENT_REVISION_CHECK_MS: '200' };
    t = await createTestApp(engine, {
      env,
      web: { mode: 'production', server: fixtureBuild(counter), clientDir },
    });
    admin = await t.loginAdmin();
    nodeB.db = openDatabase(t.databaseTarget);
    nodeB.app = await buildApp({
      logger: false,
      config: t.config,
      db: nodeB.db,
      web: { mode: 'production', server: fixtureBuild(nodeB.counter), clientDir },
    });
    await nodeB.app.ready();
    sendOriginWithStaffCookie(nodeB.app);
  });
  afterAll(async () => {
    await nodeB.app?.close();
    await nodeB.db?.close();
    await t.close();
    await fs.rm(clientDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: InjectOptions['headers'] = {}, app = t.app) =>
    app.inject({ method: 'GET', url, headers });
  const rendersOf = async (url: string, headers: InjectOptions['headers'] = {}) => {
    const before = counter.renders;
    const res = await get(url, headers);
    return { res, renders: counter.renders - before };
  };

  it('renders an anonymous page once and answers the next request from memory', async () => {
    const first = await rendersOf('/about');
    expect(first.res.statusCode).toBe(200);
    expect(first.res.headers['x-cache']).toBe('miss');
    expect(first.renders).toBe(1);
    const second = await rendersOf('/about');
    expect(second.res.headers['x-cache']).toBe('hit');
    expect(second.renders).toBe(0);
    expect(second.res.body).toBe(first.res.body);
    // revalidated by every cache each time: never a stale copy after a publish
    expect(second.res.headers['cache-control']).toBe('public, no-cache');
    expect(second.res.headers['cache-control']).not.toMatch(/stale-while-revalidate|s-maxage/);
    // HEAD is answered from the same entry
    const head = await t.app.inject({ method: 'HEAD', url: '/about' });
    expect(head.headers['x-cache']).toBe('hit');
    expect(head.rawPayload.length).toBe(0);
  });

  it('gives a cached page a CSP with its inline scripts’ hashes and no nonce', async () => {
    await get('/about');
    const res = await get('/about');
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src ')) ?? '';
    expect(scriptSrc).toBe(`script-src 'self' ${scriptHash}`);
    expect(csp).not.toContain('nonce');
    // rendered without a nonce: nothing of one visitor's request is in the shared document
    expect(res.body).toContain('<p id="nonce"></p>');
  });

  it('renders afresh, with a nonce, for a visitor with a session cookie', async () => {
    await get('/about');
    for (const cookie of [admin, 'guest_session=anything']) {
      const { res, renders } = await rendersOf('/about', { cookie });
      expect(renders).toBe(1);
      expect(res.headers['x-cache']).toBeUndefined();
      const nonce = /<p id="nonce">([^<]+)<\/p>/.exec(res.body)?.[1];
      expect(nonce).toBeTruthy();
      expect(res.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
    }
    // another cookie (analytics, say) is no session: still the shared page
    const other = await rendersOf('/about', { cookie: '_ga=GA1.1.123' });
    expect(other.res.headers['x-cache']).toBe('hit');
  });

  it('never caches the back office, the login, the welcome pages or a review link', async () => {
    for (const url of ['/login', '/welcome/1', '/admin', '/review/1.abc']) {
      const first = await rendersOf(url);
      const second = await rendersOf(url);
      expect(second.renders, url).toBe(1);
      expect(first.res.headers['x-cache'], url).toBeUndefined();
    }
  });

  it('keeps one entry per set of used query keys, in any order, and bypasses unused queries', async () => {
    const a = await rendersOf('/properties?max_guests=4&bedrooms=2');
    expect(a.res.headers['x-cache']).toBe('miss');
    const b = await rendersOf('/properties?bedrooms=2&max_guests=4');
    expect(b.res.headers['x-cache']).toBe('hit');
    expect(b.res.body).toBe(a.res.body);
    const other = await rendersOf('/properties?bedrooms=3');
    expect(other.res.headers['x-cache']).toBe('miss');
    expect(other.res.body).toContain('<h1>/properties?bedrooms=3</h1>');
    for (const url of ['/properties?utm_source=mail', '/about?bedrooms=2', '/?ref=x']) {
      await get(url);
      const again = await rendersOf(url);
      expect(again.renders, url).toBe(1);
      expect(again.res.headers['x-cache'], url).toBeUndefined();
    }
  });

  it('caches the French listing and property pages with the query keys of their English twins (issue 38)', async () => {
    for (const [url, reordered] of [
      ['/fr/properties?guests=2', '/fr/properties?guests=2'],
      ['/fr/properties?max_guests=4&bedrooms=2', '/fr/properties?bedrooms=2&max_guests=4'],
      ['/fr/property/3?month=2027-01', '/fr/property/3?month=2027-01'],
    ] as const) {
      const first = await rendersOf(url);
      expect(first.res.statusCode, url).toBe(200);
      expect(first.res.headers['x-cache'], url).toBe('miss');
      const second = await rendersOf(reordered);
      expect(second.res.headers['x-cache'], reordered).toBe('hit');
      expect(second.renders, reordered).toBe(0);
      expect(second.res.body).toBe(first.res.body);
    }
    // its own entry, not the English page's
    const english = await rendersOf('/properties?guests=2');
    expect(english.res.headers['x-cache']).toBe('miss');
    expect(english.res.body).toContain('<h1>/properties?guests=2</h1>');
    // a query the page does not read bypasses the cache, as in English
    for (const url of [
      '/fr/properties?utm_source=mail',
      '/fr/property/3?month=2027-01&ref=x',
      '/fr/about?guests=2',
    ]) {
      await get(url);
      const again = await rendersOf(url);
      expect(again.renders, url).toBe(1);
      expect(again.res.headers['x-cache'], url).toBeUndefined();
    }
  });

  it('does not keep answers other than 200', async () => {
    const first = await rendersOf('/no-such-page');
    expect(first.res.statusCode).toBe(404);
    const second = await rendersOf('/no-such-page');
    expect(second.renders).toBe(1);
    expect(second.res.headers['x-cache']).toBeUndefined();
    // still the shared render: hash CSP, no nonce
    expect(second.res.headers['content-security-policy']).toContain(scriptHash);
  });

  it('answers 304 to a matching If-None-Match, per encoding, with Vary: Accept-Encoding', async () => {
    const html = (await get('/about')).body;
    const etags = new Set<string>();
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
      [undefined, undefined],
    ] as const) {
      const res = await get('/about', accept ? { 'accept-encoding': accept } : {});
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.headers['content-encoding']).toBe(encoding);
      const body =
        encoding === 'br'
          ? brotliDecompressSync(res.rawPayload)
          : encoding === 'gzip'
            ? gunzipSync(res.rawPayload)
            : res.rawPayload;
      expect(body.toString('utf8')).toBe(html);
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      const etag = String(res.headers.etag);
      expect(etag).toMatch(/^"[\w-]+"$/);
      etags.add(etag);
      const notModified = await get('/about', {
        'if-none-match': etag,
        ...(accept ? { 'accept-encoding': accept } : {}),
      });
      expect(notModified.statusCode).toBe(304);
      expect(notModified.rawPayload.length).toBe(0);
      expect(notModified.headers.etag).toBe(etag);
    }
    expect(etags.size).toBe(3);
    expect((await get('/about', { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
  });

  it('keeps /about and /fr/about apart: each rendered once, in its own language (issue 28)', async () => {
    const settings = (await get('/api/v1/settings')).json();
    const { updated_at: _at, translations: _fr, ...fields } = settings;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/settings',
      headers: { cookie: admin },
      payload: {
        ...fields,
        footer_blurb: 'Cabins by the river.',
        translations: { fr: { footer_blurb: 'Des chalets.' } },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const english = await rendersOf('/about');
    expect(english.renders).toBe(1);
    expect(english.res.body).toContain('<p id="lang">en: Cabins by the river.</p>');
    const french = await rendersOf('/fr/about');
    expect(french.renders).toBe(1);
    expect(french.res.headers['x-cache']).toBe('miss');
    expect(french.res.body).toContain('<p id="lang">fr: Des chalets.</p>');
    const [englishAgain, frenchAgain] = [await rendersOf('/about'), await rendersOf('/fr/about')];
    expect([englishAgain.renders, frenchAgain.renders]).toEqual([0, 0]);
    expect(englishAgain.res.body).toContain('en: Cabins by the river.');
    expect(frenchAgain.res.body).toContain('fr: Des chalets.');
  });

  it('is emptied by a property created, edited or given a new image through the API, at once', async () => {
    await get('/');
    const before = await get('/');
    expect(before.headers['x-cache']).toBe('hit');
    const created = await createPropertyViaApi(t, admin, { name: 'Glacier House' });
    // the visitor who loaded the page before the change gets the new text on the next load, not a 304
    const afterCreate = await get('/', { 'if-none-match': String(before.headers.etag) });
    expect(afterCreate.statusCode).toBe(200);
    expect(afterCreate.headers['x-cache']).toBe('miss');
    expect(afterCreate.body).toContain('<li>Glacier House</li>');
    expect((await get('/')).headers['x-cache']).toBe('hit');

    const edit = async (fields: Record<string, unknown>) => {
      const form = await multipart({ ...propertyFields({ name: 'Glacier House' }), ...fields } as never);
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/properties/${created.id}`,
        ...form,
        headers: { ...form.headers, cookie: admin },
      });
      expect(res.statusCode).toBe(200);
    };
    await edit({ name: 'Glacier House Lodge' });
    const afterEdit = await get('/');
    expect(afterEdit.headers['x-cache']).toBe('miss');
    expect(afterEdit.body).toContain('<li>Glacier House Lodge</li>');

    await get('/');
    await edit({ name: 'Glacier House Lodge', cover_image: await imageFile('new-cover.jpg') });
    expect((await get('/')).headers['x-cache']).toBe('miss');
  });

  it('is emptied by any public content change, such as an availability block, on this node and another', async () => {
    // warm both nodes
    await get('/property/1');
    await get('/property/1', {}, nodeB.app);
    expect((await get('/property/1')).headers['x-cache']).toBe('hit');
    expect((await get('/property/1', {}, nodeB.app)).headers['x-cache']).toBe('hit');

    const property = await createPropertyViaApi(t, admin, { name: 'Block Test' });
    // a write outside any request (a calendar sync job, say): both nodes see it within the check interval
    const now = new Date().toISOString();
    await t.app.domain.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('calendar_blocks')
        .values({
          property_id: property.id,
          start_date: '2027-01-10',
          end_date: '2027-01-14',
          source: 'manual',
          feed_id: null,
          note: null,
          created_by: 'test',
          created_at: now,
        })
        .execute();
      await markPublicContentChanged({ db: trx, now: () => new Date() });
    });
    const before = nodeB.counter.renders;
    await expect
      .poll(async () => (await get('/property/1', {}, nodeB.app)).headers['x-cache'], {
        timeout: 3000,
        interval: 50,
      })
      .toBe('miss');
    expect(nodeB.counter.renders).toBe(before + 1);
    await expect
      .poll(async () => (await get('/property/1')).headers['x-cache'], {
        timeout: 3000,
        interval: 50,
      })
      .toBe('miss');

    // an API write through node B reaches node A within the interval too
    await get('/', {}, t.app);
    const form = await multipart({
      ...propertyFields({ name: 'From Node B' }),
      cover_image: await imageFile(),
    });
    const res = await nodeB.app.inject({
      method: 'POST',
      url: '/api/v1/properties',
      ...form,
      headers: { ...form.headers, cookie: admin },
    });
    expect(res.statusCode).toBe(201);
    expect((await get('/', {}, nodeB.app)).body).toContain('<li>From Node B</li>');
    await expect
      .poll(async () => (await get('/')).body, { timeout: 3000, interval: 50 })
      .toContain('<li>From Node B</li>');
  });

  it('serves an image variant from its index, and stops serving it once it is deleted through another node', async () => {
    const property = await createPropertyViaApi(t, admin, { name: 'Image Test' });
    const cover = property.cover_image as string;
    const first = await get(cover);
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toMatch(/^"[a-f0-9]{64}"$/);
    expect((await get(cover, { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
    // the index answers without the database: drop the row behind its back (not a real delete)
    const [key] = cover.slice('/uploads/'.length).split('-');
    const rows = await t.app.domain.db
      .selectFrom('image_variants')
      .selectAll()
      .where('image_key', '=', key!)
      .execute();
    await t.app.domain.db.deleteFrom('image_variants').where('image_key', '=', key!).execute();
    const fromIndex = await get(cover);
    expect(fromIndex.statusCode).toBe(200);
    expect(fromIndex.rawPayload.equals(first.rawPayload)).toBe(true);
    await t.app.domain.db.insertInto('image_variants').values(rows).execute();

    // a real delete through node B: B answers 404 at once, A within the check interval
    expect((await get(cover, {}, nodeB.app)).statusCode).toBe(200);
    const deleted = await nodeB.app.inject({
      method: 'DELETE',
      url: `/api/v1/properties/${property.id}`,
      headers: { cookie: admin },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await get(cover, {}, nodeB.app)).statusCode).toBe(404);
    await expect.poll(async () => (await get(cover)).statusCode, { timeout: 3000, interval: 50 }).toBe(404);
  });
});

describe('render cache keys and helpers', () => {
  const request = (url: string, cookies: Record<string, string> = {}, method = 'GET') =>
    ({ url, method, cookies }) as never;

  it('keys public pages by path and sorted used query keys', () => {
    expect(renderCacheKey(request('/'))).toBe('/');
    expect(renderCacheKey(request('/properties?max_guests=4&bedrooms=2'))).toBe(
      '/properties?bedrooms=2&max_guests=4',
    );
    expect(renderCacheKey(request('/properties?'))).toBe('/properties');
    expect(renderCacheKey(request('/property/3?month=2027-01'))).toBe('/property/3?month=2027-01');
  });

  it('keys a French page by its own path and the query keys of its English twin (issue 38)', () => {
    expect(renderCacheKey(request('/fr/properties?guests=2'))).toBe('/fr/properties?guests=2');
    expect(renderCacheKey(request('/fr/properties?max_guests=4&bedrooms=2'))).toBe(
      '/fr/properties?bedrooms=2&max_guests=4',
    );
    expect(renderCacheKey(request('/fr/property/3?month=2027-01'))).toBe('/fr/property/3?month=2027-01');
    expect(renderCacheKey(request('/fr/property/3/?month=2027-01'))).toBe('/fr/property/3/?month=2027-01');
    expect(renderCacheKey(request('/fr'))).toBe('/fr');
    // the same keys refused as in English
    for (const url of ['/?fbclid=1', '/properties?sort=price', '/about?guests=2', '/property/3?ref=x']) {
      expect(renderCacheKey(request(url)), url).toBeUndefined();
      expect(
        renderCacheKey(request(url === '/?fbclid=1' ? '/fr?fbclid=1' : `/fr${url}`)),
        url,
      ).toBeUndefined();
    }
  });

  it('has no key for private pages, sessions, other methods or unused query keys', () => {
    expect(renderCacheKey(request('/admin/properties'))).toBeUndefined();
    expect(renderCacheKey(request('/login'))).toBeUndefined();
    expect(renderCacheKey(request('/welcome/2'))).toBeUndefined();
    expect(renderCacheKey(request('/review/2.abc'))).toBeUndefined();
    expect(renderCacheKey(request('/', { admin_session: 'x' }))).toBeUndefined();
    expect(renderCacheKey(request('/', { guest_session: 'x' }))).toBeUndefined();
    expect(renderCacheKey(request('/', {}, 'POST'))).toBeUndefined();
    expect(renderCacheKey(request('/?fbclid=1'))).toBeUndefined();
    expect(renderCacheKey(request('/properties?bedrooms=2&sort=price'))).toBeUndefined();
    // a page whose name merely starts like a private one is public
    expect(renderCacheKey(request('/administration-fees'))).toBe('/administration-fees');
  });

  it('hashes inline scripts only, exactly as written', () => {
    const html =
      '<script>a()</script><script type="module" src="/x.js"></script><script nonce="">b()</script><script>a()</script>';
    const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()')]);
  });

  it('chooses Brotli, then gzip, honouring q=0 and the client’s preference', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('br;q=0.2, gzip;q=0.9')).toBe('gzip');
    expect(chooseEncoding('gzip;q=0.5, br;q=0.8')).toBe('br');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBe('identity');
    expect(chooseEncoding(undefined)).toBe('identity');
  });
});

describe('recompression of kept pages', () => {
  const html = `<!doctype html><html><body>${'<p>Cedar chalets, powder mornings and a hot tub under the stars, ten minutes from the gondola.</p>'.repeat(300)}</body></html>`;
  const render = () =>
    sharedPage(
      new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } }),
      () => "script-src 'self'",
    );
  const decoded = (page: SharedPage | undefined) =>
    brotliDecompressSync(page?.bodies.br ?? Buffer.alloc(0)).toString('utf8');

  it('stores a page at the fast Brotli level, then recompresses it smaller at the refined level', async () => {
    const cache = new RenderCache(1024 * 1024, { refineDelayMs: 20 });
    const stored = await cache.fill('/about', 1, render);
    expect(stored.brotliQuality).toBe(storeBrotliQuality);
    const firstSize = stored.bodies.br?.length ?? 0;
    expect(decoded(stored)).toBe(html);

    await vi.waitFor(() => expect(cache.get('/about', 1)?.brotliQuality).toBe(refinedBrotliQuality), {
      timeout: 5000,
    });
    const refined = cache.get('/about', 1);
    expect(decoded(refined)).toBe(html);
    expect(refined?.bodies.br?.length).toBeLessThan(firstSize);
  });

  it('does not spend the recompression on a page dropped by an edit before its time', async () => {
    const cache = new RenderCache(1024 * 1024, { refineDelayMs: 50 });
    const before = await cache.fill('/about', 1, render);
    // the content changed: the next request, at revision 2, renders anew
    expect(cache.get('/about', 2)).toBeUndefined();
    const after = await cache.fill('/about', 2, render);
    await vi.waitFor(() => expect(cache.get('/about', 2)?.brotliQuality).toBe(refinedBrotliQuality), {
      timeout: 5000,
    });
    expect(before.brotliQuality).toBe(storeBrotliQuality);
    expect(after.brotliQuality).toBe(refinedBrotliQuality);
  });
});

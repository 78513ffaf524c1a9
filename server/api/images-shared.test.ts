import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { parseConfig } from '../config.ts';
import { createUser } from '../domain/users/users.ts';
import {
  cookieHeader,
  createTestDatabase,
  describeEachEngine,
  imageFile,
  multipart,
  propertyFields,
  sendOriginWithStaffCookie,
  type TestDatabase,
} from '../test/harness.ts';

interface Node {
  app: FastifyInstance;
  uploadsDir: string;
}

/** Two app nodes on one database, each with an uploads folder (its image cache) of its own. */
async function startNodes(engine: 'sqlite' | 'postgres') {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'stays-nodes-'));
  const database: TestDatabase = await createTestDatabase(engine, root);
  const start = async (name: string): Promise<Node> => {
    const config = parseConfig({
      DATA_DIR: path.join(root, name),
      PUBLIC_URL: 'http://localhost:3000',
      LOG_LEVEL: 'silent',
      SEED_DEMO: '0',
      // Here: the database and the disk copies. Each node reads the content revision on every request (a
      // delete through B is a 404 on A at once) and keeps no bytes in memory; the one-second bound and the
      // memory tier are tested in server/web/render-cache.test.ts.
      CONTENT_REVISION_CHECK_MS: '0',
      IMAGE_MEMORY_CACHE_MB: '0',
    });
    const app = await buildApp({ logger: false, config, db: database.db });
    await app.ready();
    sendOriginWithStaffCookie(app);
    return { app, uploadsDir: config.uploadsDir };
  };
  const a = await start('a');
  const b = await start('b');
  expect(a.uploadsDir).not.toBe(b.uploadsDir);
  return {
    a,
    b,
    async close() {
      await a.app.close();
      await b.app.close();
      await database.drop();
      await fs.rm(root, { recursive: true, force: true });
    },
  };
}

const get = (node: Node, url: string, headers: Record<string, string> = {}) =>
  node.app.inject({ method: 'GET', url, headers });

const cachedFile = (node: Node, url: string) => path.join(node.uploadsDir, path.basename(url));
const exists = (file: string) =>
  fs.stat(file).then(
    () => true,
    () => false,
  );

/** Every URL of a property's cover: its srcset entries (the largest is also `cover_image`). */
const coverUrls = (property: { cover_image: string; cover: { srcset: string } }) => {
  const urls = property.cover.srcset.split(', ').map((entry) => entry.split(' ')[0]!);
  expect(urls).toContain(property.cover_image);
  return urls;
};

describeEachEngine('images shared by app nodes', (engine) => {
  let nodes: Awaited<ReturnType<typeof startNodes>>;
  let cookie: string;

  beforeEach(async () => {
    nodes = await startNodes(engine);
    await createUser(nodes.a.app.domain, 'tester', 'correct-horse');
    // Sessions live in the database, so A's login cookie works on B as well.
    const login = await nodes.a.app.inject({
      method: 'POST',
      url: '/api/v1/users/auth/login',
      payload: { name: 'tester', password: 'correct-horse' },
    });
    cookie = cookieHeader(login.headers['set-cookie']);
  });
  afterEach(async () => nodes?.close());

  const createProperty = async (node: Node) => {
    const form = await multipart({
      ...propertyFields(),
      cover_image: await imageFile('cover.jpg', 1200, 800),
    });
    const res = await node.app.inject({
      method: 'POST',
      url: '/api/v1/properties',
      ...form,
      headers: { ...form.headers, cookie },
    });
    expect(res.statusCode).toBe(201);
    return res.json();
  };

  it('serves an image uploaded through A from B, which never had it on disk', async () => {
    const property = await createProperty(nodes.a);
    const urls = coverUrls(property);
    expect(urls.length).toBe(3);
    for (const url of urls) {
      expect(await exists(cachedFile(nodes.b, url))).toBe(false);
      const fromB = await get(nodes.b, url);
      expect(fromB.statusCode, url).toBe(200);
      expect(fromB.headers['content-type']).toBe('image/webp');
      expect(fromB.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(fromB.headers.etag).toMatch(/^"[a-f0-9]{64}"$/);
      const fromA = await get(nodes.a, url);
      expect(fromA.rawPayload.equals(fromB.rawPayload)).toBe(true);
      expect(fromA.headers.etag).toBe(fromB.headers.etag);
      // The first read filled B's cache; the next one is served from it, byte for byte the same.
      expect(await fs.readFile(cachedFile(nodes.b, url))).toEqual(fromB.rawPayload);
      const again = await get(nodes.b, url);
      expect(again.statusCode).toBe(200);
      expect(again.rawPayload.equals(fromB.rawPayload)).toBe(true);
    }
  });

  it('stops serving an image on A once it is deleted through B, even though A has a copy on disk', async () => {
    const property = await createProperty(nodes.a);
    const urls = coverUrls(property);
    for (const url of urls) expect((await get(nodes.a, url)).statusCode).toBe(200);
    for (const url of urls) expect(await exists(cachedFile(nodes.a, url))).toBe(true);

    const deleted = await nodes.b.app.inject({
      method: 'DELETE',
      url: `/api/v1/properties/${property.id}`,
      headers: { cookie },
    });
    expect(deleted.statusCode).toBe(204);

    for (const url of urls) {
      const res = await get(nodes.a, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: 'No such image' });
      expect(res.headers['cache-control'] ?? '').not.toContain('immutable');
      // The stale copy is dropped from A's disk as soon as it is asked for.
      expect(await exists(cachedFile(nodes.a, url))).toBe(false);
    }
  });

  it('stops serving a replaced cover on A after the update through B, and serves the new one', async () => {
    const property = await createProperty(nodes.a);
    expect((await get(nodes.a, property.cover_image)).statusCode).toBe(200);
    const form = await multipart({
      ...propertyFields(),
      updated_cover_image: await imageFile('new.jpg', 700, 500),
    });
    const updated = await nodes.b.app.inject({
      method: 'PUT',
      url: `/api/v1/properties/${property.id}`,
      ...form,
      headers: { ...form.headers, cookie },
    });
    expect(updated.statusCode).toBe(200);
    const newCover = updated.json().cover_image;
    expect(newCover).not.toBe(property.cover_image);
    expect((await get(nodes.a, property.cover_image)).statusCode).toBe(404);
    expect((await get(nodes.a, newCover)).statusCode).toBe(200);
  });

  it('keeps serving every image when the uploads folder is deleted while running, and refills it', async () => {
    const property = await createProperty(nodes.a);
    const url = property.cover_image;
    const first = await get(nodes.a, url);
    expect(await exists(cachedFile(nodes.a, url))).toBe(true);

    await fs.rm(nodes.a.uploadsDir, { recursive: true, force: true });
    const res = await get(nodes.a, url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(await exists(cachedFile(nodes.a, url))).toBe(true);
  });

  it('does not serve a disk copy that disagrees with the database in size', async () => {
    const property = await createProperty(nodes.a);
    const url = property.cover_image;
    const good = await get(nodes.a, url);
    await fs.writeFile(cachedFile(nodes.a, url), 'half a file');
    const res = await get(nodes.a, url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(good.rawPayload)).toBe(true);
    expect((await fs.readFile(cachedFile(nodes.a, url))).equals(good.rawPayload)).toBe(true);
  });

  it('answers 304 to a matching If-None-Match, from either node', async () => {
    const property = await createProperty(nodes.a);
    const url = property.cover_image;
    const { etag } = (await get(nodes.a, url)).headers;
    for (const node of [nodes.a, nodes.b]) {
      const res = await get(node, url, { 'if-none-match': String(etag) });
      expect(res.statusCode).toBe(304);
      expect(res.rawPayload.length).toBe(0);
      expect(res.headers.etag).toBe(etag);
      expect((await get(node, url, { 'if-none-match': '"other"' })).statusCode).toBe(200);
    }
  });
});

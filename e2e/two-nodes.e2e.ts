import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitDefinitions } from '#server/domain/limits/limits.ts';
import { engines, makeImage, postgresUrl, propertyFields } from '#server/test/harness.ts';
import { dropKeys, redisAvailable, redisUrl, testKeyPrefix } from '#server/test/redis.ts';
import { type RunningServer, startServer } from '../scripts/lib/start-server.ts';

/**
 * Two built app processes on one PostgreSQL schema and one Redis prefix, as on two nodes behind a load
 * balancer (issue 8, item 6). Skipped with a warning without PostgreSQL or Redis, unless REQUIRE_POSTGRES=1
 * or REQUIRE_REDIS=1 make their absence a failure.
 */
const canRun = engines.includes('postgres') && redisAvailable;
const admin = { name: 'node-admin', password: 'two-nodes-password' };

describe.skipIf(!canRun)('two app processes on one PostgreSQL and one Redis', () => {
  const schema = `two_nodes_${randomBytes(5).toString('hex')}`;
  const keyPrefix = testKeyPrefix();
  let a: RunningServer;
  let b: RunningServer;

  beforeAll(async () => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    await client.query(`create schema ${schema}`);
    await client.end();
    const databaseUrl = new URL(postgresUrl);
    databaseUrl.searchParams.set('options', `-c search_path=${schema}`);
    const env = {
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: keyPrefix,
      ADMIN_USERNAME: admin.name,
      ADMIN_PASSWORD: admin.password,
      SEED_DEMO: '0',
    };
    // One after the other: the first migrates the schema and creates the admin, the second finds both.
    a = await startServer(env);
    b = await startServer(env);
  });

  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.end();
    await dropKeys(keyPrefix);
  });

  const login = (node: RunningServer, password: string) =>
    fetch(`${node.url}/api/v1/users/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: admin.name, password }),
    });
  const tokenCheck = (node: RunningServer, cookie: string) =>
    fetch(`${node.url}/api/v1/users/auth/token-check`, { headers: { cookie } });
  const sessionCookie = (res: Response) =>
    res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .find((c) => c.startsWith('admin_session='))!;

  it('a session started on A works on B, and a logout on B ends it on A', async () => {
    const res = await login(a, admin.password);
    expect(res.status).toBe(200);
    const cookie = sessionCookie(res);

    const onB = await tokenCheck(b, cookie);
    expect(onB.status).toBe(200);
    expect(await onB.json()).toMatchObject({ name: admin.name });

    const logout = await fetch(`${b.url}/api/v1/users/auth/logout`, {
      method: 'POST',
      // the Origin a browser sends; a staff cookie's POST without one is refused (server/http/cross-site.ts)
      headers: { cookie, origin: new URL(b.url).origin },
    });
    expect(logout.status).toBe(200);
    expect((await tokenCheck(a, cookie)).status).toBe(401);
  });

  it('serves an image uploaded through A from B, and a delete through B stops A serving it', async () => {
    const res = await login(a, admin.password);
    expect(res.status).toBe(200);
    const cookie = sessionCookie(res);
    const form = new FormData();
    for (const [name, value] of Object.entries(propertyFields())) form.append(name, String(value));
    const cover = await makeImage(800, 600);
    form.append('cover_image', new Blob([new Uint8Array(cover)], { type: 'image/jpeg' }), 'cover.jpg');
    const created = await fetch(`${a.url}/api/v1/properties`, {
      method: 'POST',
      headers: { cookie, origin: new URL(a.url).origin },
      body: form,
    });
    expect(created.status).toBe(201);
    const property = (await created.json()) as { id: number; cover_image: string };
    const coverPath = new URL(property.cover_image, a.url).pathname;

    const fromA = await fetch(`${a.url}${coverPath}`);
    const fromB = await fetch(`${b.url}${coverPath}`);
    expect(fromA.status).toBe(200);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()));

    const deleted = await fetch(`${b.url}/api/v1/properties/${property.id}`, {
      method: 'DELETE',
      headers: { cookie, origin: new URL(b.url).origin },
    });
    expect(deleted.status).toBe(204);
    // B took the delete: 404 at once. A had the variant in its index and cache folder; the delete moved the
    // content revision, which A reads at most once per CONTENT_REVISION_CHECK_MS (1 s), then asks the database.
    expect((await fetch(`${b.url}${coverPath}`)).status).toBe(404);
    const deletedAt = Date.now();
    await expect
      .poll(async () => (await fetch(`${a.url}${coverPath}`)).status, { timeout: 5000, interval: 100 })
      .toBe(404);
    expect(Date.now() - deletedAt).toBeLessThan(2500);
  });

  it('shows an edit made through B on A’s cached pages within the revision check interval', async () => {
    const cookie = sessionCookie(await login(a, admin.password));
    const create = new FormData();
    for (const [name, value] of Object.entries(propertyFields({ name: 'Summit Cabin' })))
      create.append(name, String(value));
    const cover = await makeImage(640, 480);
    create.append('cover_image', new Blob([new Uint8Array(cover)], { type: 'image/jpeg' }), 'cover.jpg');
    const created = await fetch(`${a.url}/api/v1/properties`, {
      method: 'POST',
      headers: { cookie, origin: new URL(a.url).origin },
      body: create,
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const page = () => fetch(`${a.url}/property/${id}`);
    await (await page()).text();
    const cached = await page();
    expect(cached.headers.get('x-cache')).toBe('hit');
    expect(await cached.text()).toContain('Summit Cabin');

    const edit = new FormData();
    for (const [name, value] of Object.entries(propertyFields({ name: 'Summit Cabin North' })))
      edit.append(name, String(value));
    const edited = await fetch(`${b.url}/api/v1/properties/${id}`, {
      method: 'PUT',
      headers: { cookie, origin: new URL(b.url).origin },
      body: edit,
    });
    expect(edited.status).toBe(200);
    const editedAt = Date.now();
    await expect
      .poll(async () => (await page()).text(), { timeout: 5000, interval: 100 })
      .toContain('Summit Cabin North');
    expect(Date.now() - editedAt).toBeLessThan(2500);
  });

  it('counts failed logins on A and B against one limit', async () => {
    const { free } = limitDefinitions.adminLoginPerAccountAddress.policy;
    // Alternating nodes: neither sees `free` failures by itself.
    for (let i = 0; i < free; i++) expect((await login(i % 2 ? b : a, 'wrong-password')).status).toBe(401);

    const onA = await login(a, admin.password);
    const onB = await login(b, admin.password);
    expect(onA.status).toBe(429);
    expect(onB.status).toBe(429);
    expect((await onB.json()).message).toMatch(/^Too many login attempts/);
  });
});

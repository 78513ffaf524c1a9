import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countRows,
  createPropertyViaApi,
  createTestApp,
  describeEachEngine,
  engines,
  smallImageFile,
  storedState,
  type TestApp,
  testAdmin,
} from '../test/harness.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The CSP directives of a response, by name. */
function csp(header: unknown): Record<string, string[]> {
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

function expectSecurityHeaders(res: { headers: Record<string, unknown> }, what: string) {
  const policy = csp(res.headers['content-security-policy']);
  expect(policy['frame-ancestors'], what).toEqual(["'none'"]);
  expect(policy['default-src'], what).toEqual(["'self'"]);
  expect(policy['object-src'], what).toEqual(["'none'"]);
  expect(policy['base-uri'], what).toEqual(["'self'"]);
  expect(policy['script-src'], what).not.toContain("'unsafe-inline'");
  expect(policy['script-src'], what).not.toContain("'unsafe-eval'");
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  expect(res.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(res.headers['x-frame-options'], what).toBe('DENY');
  expect(res.headers['x-request-id'], what).toEqual(expect.any(String));
}

describe('security headers', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    admin = await t.loginAdmin();
  });
  afterAll(async () => t?.close());

  it.each<[string, InjectOptions]>([
    ['a public API call', { method: 'GET', url: '/api/v1/properties' }],
    ['a refused API call', { method: 'GET', url: '/api/v1/users' }],
    ['a bad request', { method: 'GET', url: '/api/v1/properties?bedrooms=x' }],
    ['an unknown address', { method: 'GET', url: '/no/such/page' }],
    ['the health check', { method: 'GET', url: '/healthz' }],
    ['the API docs', { method: 'GET', url: '/api/docs' }],
    [
      'a cross-site request that is refused',
      { method: 'POST', url: '/api/v1/users/auth/logout', headers: { origin: 'https://evil.example' } },
    ],
  ])('are on %s', async (what, request) => {
    const res = await t.app.inject(request);
    expectSecurityHeaders(res, what);
  });

  it('are on an address the router refuses before any hook runs', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/properties/${'9'.repeat(300)}` });
    expect(res.statusCode).toBe(414);
    expect(csp(res.headers['content-security-policy'])['frame-ancestors']).toEqual(["'none'"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toMatch(uuid);
  });

  it('are on an uploaded image', async () => {
    const property = await createPropertyViaApi(t, admin, { cover_image: await smallImageFile() });
    const res = await t.app.inject({ method: 'GET', url: property.cover_image });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expectSecurityHeaders(res, 'an image');
  });

  it('give every response its own script nonce', async () => {
    const a = csp(
      (await t.app.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy'],
    );
    const b = csp(
      (await t.app.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy'],
    );
    const nonce = (p: Record<string, string[]>) => p['script-src']!.find((v) => v.startsWith("'nonce-"));
    expect(nonce(a)).toMatch(/^'nonce-[A-Za-z0-9+/]{22}==?'$/);
    expect(nonce(a)).not.toBe(nonce(b));
  });

  it('leave HSTS off over plain HTTP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('turn HSTS and upgrade-insecure-requests on when the site is served over HTTPS', async () => {
    const secure = await createTestApp('sqlite', { env: { PUBLIC_URL: 'https://stays.example' } });
    try {
      const res = await secure.app.inject({ method: 'GET', url: '/healthz' });
      expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      expect(csp(res.headers['content-security-policy'])).toHaveProperty('upgrade-insecure-requests');
    } finally {
      await secure.close();
    }
  });

  it('keep API answers out of caches', async () => {
    for (const url of [
      '/api/v1/properties',
      '/api/v1/properties/featured',
      '/api/v1/users/auth/token-check',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: admin } });
      expect(res.headers['cache-control'], url).toContain('no-store');
    }
  });
});

describeEachEngine('cross-site requests', (engine) => {
  let t: TestApp;
  let admin: string;
  let propertyId: number;
  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await t.loginAdmin();
    propertyId = (await createPropertyViaApi(t, admin, { cover_image: await smallImageFile() })).id;
  });
  afterAll(async () => t?.close());

  const refused = { message: 'This request came from another website and was refused' };

  it.each<[string, Record<string, string>]>([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['a look-alike Origin', { origin: 'http://localhost:3000.evil.example' }],
    ['another port', { origin: 'http://localhost:4000' }],
    ['Origin: null (sandboxed frame)', { origin: 'null' }],
    ['Sec-Fetch-Site: cross-site without Origin', { 'sec-fetch-site': 'cross-site' }],
  ])('refuses a login with %s with 403 and no session', async (_what, headers) => {
    const before = await countRows(t, 'admin_sessions');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/auth/login',
      headers,
      payload: { name: testAdmin.name, password: testAdmin.password },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(refused);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await countRows(t, 'admin_sessions')).toBe(before);
  });

  it.each<[string, InjectOptions]>([
    ['DELETE a property', { method: 'DELETE', url: '/api/v1/properties/PID' }],
    [
      'POST a user',
      { method: 'POST', url: '/api/v1/users', payload: { name: 'csrf-user', password: 'csrf-password' } },
    ],
    ['DELETE a user', { method: 'DELETE', url: '/api/v1/users/1' }],
    ['log out', { method: 'POST', url: '/api/v1/users/auth/logout' }],
  ])('refuses to %s with an admin cookie from a foreign Origin, changing nothing', async (_what, request) => {
    const before = await storedState(t);
    const res = await t.app.inject({
      ...request,
      url: String(request.url).replace('PID', String(propertyId)),
      headers: { cookie: admin, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(refused);
    expect(await storedState(t)).toEqual(before);
  });

  it.each<[string, Record<string, string>]>([
    ['the public address as Origin', { origin: 'http://localhost:3000' }],
    ['the Host as Origin', { origin: 'http://stays.internal:8080', host: 'stays.internal:8080' }],
    ['Sec-Fetch-Site: same-origin', { 'sec-fetch-site': 'same-origin' }],
    ['no Origin at all (curl, server to server)', {}],
  ])('accepts %s', async (_what, headers) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/auth/login',
      headers,
      payload: { name: testAdmin.name, password: testAdmin.password },
    });
    expect(res.statusCode).toBe(200);
  });

  // Issue 39, finding 4: with neither Origin nor Sec-Fetch-Site, a staff cookie needs this site's Referer.
  // bareInject sends exactly these headers (the harness's inject adds the Origin a browser would).
  const createUser = (headers: Record<string, string>, name: string) =>
    t.bareInject({
      method: 'POST',
      url: '/api/v1/users',
      headers: { cookie: admin, ...headers },
      payload: { name, password: 'a-long-enough-password', role: 'admin' },
    });

  it.each<[string, Record<string, string>]>([
    ['a foreign Referer', { referer: 'https://evil.example/page' }],
    ['a look-alike Referer', { referer: 'http://localhost:3000.evil.example/admin' }],
    ['a Referer that is not a URL', { referer: 'localhost:3000/admin' }],
    ['no Origin, Sec-Fetch-Site or Referer', {}],
  ])('refuses a POST of an admin with a staff cookie and %s, creating nothing', async (_what, headers) => {
    const before = await storedState(t);
    const res = await createUser(headers, 'csrf-admin');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(refused);
    expect(await storedState(t)).toEqual(before);
  });

  it.each<[string, Record<string, string>, string]>([
    ["this site's Referer", { referer: 'http://localhost:3000/admin/users' }, 'by-referer'],
    [
      'the Host as Referer',
      { referer: 'http://stays.internal:8080/admin', host: 'stays.internal:8080' },
      'by-host',
    ],
    ['Sec-Fetch-Site: same-origin', { 'sec-fetch-site': 'same-origin' }, 'by-fetch-site'],
    ['its own Origin', { origin: 'http://localhost:3000' }, 'by-origin'],
  ])('accepts a POST with a staff cookie and %s', async (_what, headers, name) => {
    const res = await createUser(headers, name);
    expect(res.statusCode, res.body).toBe(201);
  });

  it('accepts a state-changing request with no session and no Origin, Sec-Fetch-Site or Referer', async () => {
    const res = await t.bareInject({
      method: 'POST',
      url: '/api/v1/enquiries',
      payload: {
        firstName: 'Curl',
        lastName: 'Script',
        email: 'curl@example.com',
        phone: '',
        message: 'Hello',
      },
    });
    expect(res.statusCode, res.body).not.toBe(403);
  });

  it('lets anyone read with a foreign Origin (reads change nothing)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/properties',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describeEachEngine('health check', (engine) => {
  it('answers 200 while the database answers, 503 once it does not', async () => {
    const t = await createTestApp(engine);
    try {
      const ok = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ status: 'ok', database: engine });
      await t.db.close();
      const down = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({
        message: expect.stringMatching(/unavailable/),
        status: 'unavailable',
        database: engine,
      });
    } finally {
      await t.close().catch(() => {});
    }
  });
});

describe('API documentation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engines[0]!);
  });
  afterAll(async () => t?.close());

  it('serves the OpenAPI UI at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('swagger-ui');
    // Scripts are files, not inline: the site CSP (no 'unsafe-inline') lets the page run.
    expect(res.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    const script = /<script src="([^"]+)"/.exec(res.body)?.[1];
    expect(script).toBeDefined();
    const asset = await t.app.inject({ method: 'GET', url: new URL(script!, 'http://x/api/docs/').pathname });
    expect(asset.statusCode).toBe(200);
  });

  it('serves the OpenAPI document at /api/docs/json with every call of the contract', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const calls = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
    );
    for (const call of [
      'GET /api/v1/users/auth/token-check',
      'POST /api/v1/users/auth/login',
      'POST /api/v1/users/auth/logout',
      'GET /api/v1/users/auth/guest-token-check',
      'POST /api/v1/properties/{id}/guest-login',
      'GET /api/v1/users',
      'POST /api/v1/users',
      'PUT /api/v1/users/{id}',
      'DELETE /api/v1/users/{id}',
      'GET /api/v1/properties',
      'GET /api/v1/properties/featured',
      'GET /api/v1/properties/{id}',
      'POST /api/v1/properties',
      'PUT /api/v1/properties/{id}',
      'DELETE /api/v1/properties/{id}',
      'POST /api/v1/properties/welcome',
      'PUT /api/v1/properties/welcome/{propertyId}',
      'GET /api/v1/properties/welcome/{propertyId}',
      'POST /api/v1/enquiries',
    ]) {
      expect(calls).toContain(call);
    }
    expect(calls.some((c) => c.includes('/healthz'))).toBe(false);
    expect(doc.paths['/api/v1/users'].post.security).toEqual([{ adminSession: [] }]);
    // open to anyone; a staff session also shows drafts (issue 40): no session, or the staff one
    expect(doc.paths['/api/v1/properties'].get.security).toEqual([{}, { adminSession: [] }]);
    expect(JSON.stringify(doc.paths['/api/v1/properties/welcome/{propertyId}'].get)).not.toContain(
      'property_password',
    );
  });
});

describe('request ids', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => t?.close());

  it('gives every response a fresh id', async () => {
    const a = await t.app.inject({ method: 'GET', url: '/api/v1/properties' });
    const b = await t.app.inject({ method: 'GET', url: '/api/v1/nowhere' });
    expect(a.headers['x-request-id']).toMatch(uuid);
    expect(b.headers['x-request-id']).toMatch(uuid);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it('keeps a well-formed id sent by a proxy', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'lb-7f3a_19' },
    });
    expect(res.headers['x-request-id']).toBe('lb-7f3a_19');
  });

  it.each([['a'.repeat(65)], ['has spaces'], ['bad\\id'], ['<script>']])(
    'replaces the unsafe id %j',
    async (id) => {
      const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': id } });
      expect(res.headers['x-request-id']).toMatch(uuid);
    },
  );

  it('answers an unknown API address with 404 in the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nowhere?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No such address: GET /api/v1/nowhere' });
  });
});

import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../domain/users/users.ts';
import {
  cookieHeader,
  createPropertyViaApi,
  createTestApp,
  createWelcomeViaApi,
  describeEachEngine,
  loginGuest,
  multipart,
  propertyFields,
  smallImageFile,
  storedState,
  type TestApp,
  welcomeFields,
} from '../test/harness.ts';

const day = 24 * 60 * 60 * 1000;
const start = new Date('2025-07-01T12:00:00.000Z');

interface Fixture {
  propertyId: number;
  stayId: number;
  otherUserId: number;
  myUserId: number;
  reviewId: number;
}

/**
 * Every admin call of the contract (docs/api.md), each with a body that an admin would get a success
 * for, so that a 401/403 can only come from the missing or wrong session.
 */
const adminCalls: { call: string; request: (f: Fixture) => Promise<InjectOptions> }[] = [
  { call: 'GET /users', request: async () => ({ method: 'GET', url: '/api/v1/users' }) },
  {
    call: 'POST /users',
    request: async () => ({
      method: 'POST',
      url: '/api/v1/users',
      payload: { name: 'intruder', password: 'intruder-pass' },
    }),
  },
  {
    call: 'PUT /users/{id}',
    request: async (f) => ({
      method: 'PUT',
      url: `/api/v1/users/${f.myUserId}`,
      payload: { id: f.myUserId, name: 'renamed-admin', password: 'taken-over-pass' },
    }),
  },
  {
    call: 'DELETE /users/{id}',
    request: async (f) => ({ method: 'DELETE', url: `/api/v1/users/${f.otherUserId}` }),
  },
  {
    call: 'POST /properties',
    request: async () => ({
      method: 'POST',
      url: '/api/v1/properties',
      ...(await multipart({ ...propertyFields(), cover_image: await smallImageFile() })),
    }),
  },
  {
    call: 'PUT /properties/{id}',
    request: async (f) => ({
      method: 'PUT',
      url: `/api/v1/properties/${f.propertyId}`,
      ...(await multipart({ ...propertyFields({ name: 'Defaced' }), new_images: [await smallImageFile()] })),
    }),
  },
  {
    call: 'DELETE /properties/{id}',
    request: async (f) => ({ method: 'DELETE', url: `/api/v1/properties/${f.propertyId}` }),
  },
  {
    call: 'POST /properties/welcome',
    request: async (f) => ({
      method: 'POST',
      url: '/api/v1/properties/welcome',
      ...(await multipart(welcomeFields(f.propertyId, { shuttle_images: [await smallImageFile()] }))),
    }),
  },
  {
    call: 'PUT /properties/welcome/{propertyId}',
    request: async (f) => ({
      method: 'PUT',
      url: `/api/v1/properties/welcome/${f.propertyId}`,
      ...(await multipart(
        welcomeFields(f.propertyId, { wifi_password: 'stolen', property_password: 'new-pass' }),
      )),
    }),
  },
  {
    call: 'GET /properties/{id}/stays',
    request: async (f) => ({ method: 'GET', url: `/api/v1/properties/${f.propertyId}/stays` }),
  },
  {
    call: 'POST /properties/{id}/stays',
    request: async (f) => ({
      method: 'POST',
      url: `/api/v1/properties/${f.propertyId}/stays`,
      payload: { guest_name: 'Intruder', arrival: '2025-07-10', departure: '2025-07-12' },
    }),
  },
  {
    call: 'DELETE /properties/{id}/stays/{stayId}',
    request: async (f) => ({ method: 'DELETE', url: `/api/v1/properties/${f.propertyId}/stays/${f.stayId}` }),
  },
  { call: 'GET /stays/current', request: async () => ({ method: 'GET', url: '/api/v1/stays/current' }) },
  { call: 'GET /reviews', request: async () => ({ method: 'GET', url: '/api/v1/reviews?status=pending' }) },
  {
    call: 'POST /properties/{id}/reviews',
    request: async (f) => ({
      method: 'POST',
      url: `/api/v1/properties/${f.propertyId}/reviews`,
      payload: { source: 'airbnb', date: '2025-06-20', rating: 1, text: 'A fake one-star review, planted.' },
    }),
  },
  {
    call: 'PUT /reviews/{id}',
    request: async (f) => ({
      method: 'PUT',
      url: `/api/v1/reviews/${f.reviewId}`,
      payload: { status: 'hidden', reply: 'Defaced' },
    }),
  },
  {
    call: 'DELETE /reviews/{id}',
    request: async (f) => ({ method: 'DELETE', url: `/api/v1/reviews/${f.reviewId}` }),
  },
  { call: 'GET /messages', request: async () => ({ method: 'GET', url: '/api/v1/messages' }) },
  {
    call: 'POST /stays/{stayId}/messages/{kind}/send',
    request: async (f) => ({ method: 'POST', url: `/api/v1/stays/${f.stayId}/messages/guide/send` }),
  },
  {
    call: 'GET /message-templates',
    request: async () => ({ method: 'GET', url: '/api/v1/message-templates' }),
  },
  {
    call: 'PUT /message-templates/{kind}',
    request: async () => ({
      method: 'PUT',
      url: '/api/v1/message-templates/guide',
      payload: { subject: 'Phish {guest_name}', body: 'Click [here](https://evil.example)', enabled: true },
    }),
  },
  {
    call: 'POST /message-templates/{kind}/preview',
    request: async () => ({
      method: 'POST',
      url: '/api/v1/message-templates/guide/preview',
      payload: { subject: 'Hi {guest_name}', body: 'Your guide: {link}' },
    }),
  },
  {
    call: 'POST /content-images',
    request: async () => ({
      method: 'POST',
      url: '/api/v1/content-images',
      ...(await multipart({ file: await smallImageFile() })),
    }),
  },
];

/** Calls anyone may make without a session (everything else under /api/v1 needs an admin). */
const publicCalls = new Set([
  'GET /api/v1/users/auth/token-check',
  'POST /api/v1/users/auth/login',
  'POST /api/v1/users/auth/logout',
  'POST /api/v1/users/auth/login/two-factor',
  'GET /api/v1/users/auth/guest-token-check',
  'POST /api/v1/users/auth/guest-logout',
  'POST /api/v1/properties/{id}/guest-login',
  'GET /api/v1/properties',
  'GET /api/v1/properties/featured',
  'GET /api/v1/properties/{id}',
  'GET /api/v1/properties/{id}/availability',
  'GET /api/v1/properties/{id}/quote',
  'GET /api/v1/properties/welcome/{propertyId}',
  'POST /api/v1/enquiries',
  'POST /api/v1/properties/{id}/booking-requests',
  'GET /api/v1/pages/{slug}',
  'GET /api/v1/settings',
  'GET /api/v1/properties/{id}/reviews',
  'POST /api/v1/reviews/by-token/{token}',
]);

function withCookie(options: InjectOptions, cookie: string | undefined): InjectOptions {
  return { ...options, headers: { ...options.headers, ...(cookie ? { cookie } : {}) } };
}

describeEachEngine('authorisation matrix', (engine) => {
  let t: TestApp;
  let now = start;
  let admin: string;
  let fixture: Fixture;
  let guest: string;
  let expiredAdmin: string;
  let loggedOutAdmin: string;

  beforeAll(async () => {
    t = await createTestApp(engine, { now: () => now });
    admin = await t.loginAdmin();
    const property = await createPropertyViaApi(t, admin, { cover_image: await smallImageFile() });
    await createWelcomeViaApi(t, admin, property.id);
    const other = await createUser(t.app.domain, 'other-admin', 'other-password');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/auth/token-check',
      headers: { cookie: admin },
    });
    const stay = await t.app.inject({
      method: 'POST',
      url: `/api/v1/properties/${property.id}/stays`,
      payload: {
        guest_name: 'Avery',
        arrival: '2025-07-01',
        departure: '2025-07-04',
        guest_email: 'avery@example.com',
      },
      headers: { cookie: admin },
    });
    const review = await t.app.inject({
      method: 'POST',
      url: `/api/v1/properties/${property.id}/reviews`,
      payload: { source: 'vrbo', date: '2025-06-01', rating: 5, text: 'A real guest, a real stay, lovely.' },
      headers: { cookie: admin },
    });
    fixture = {
      propertyId: property.id,
      stayId: stay.json().id,
      otherUserId: other.id,
      myUserId: me.json().id,
      reviewId: review.json().id,
    };
    guest = await loginGuest(t, property.id);

    now = new Date(start.getTime() - 2 * day);
    expiredAdmin = await t.loginAdmin();
    now = start;

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/auth/login',
      payload: { name: 'other-admin', password: 'other-password' },
    });
    loggedOutAdmin = cookieHeader(login.headers['set-cookie']);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/auth/logout',
      headers: { cookie: loggedOutAdmin },
    });
  });
  afterAll(async () => t?.close());

  const sessions = () =>
    [
      ['no session', undefined],
      ['a guest session', guest],
      ['an expired admin session', expiredAdmin],
      ['a logged-out admin session', loggedOutAdmin],
      ['a forged session cookie', 'admin_session=forged-token-value'],
      ['a guest token in the admin cookie', guest.replace('guest_session=', 'admin_session=')],
    ] as const;

  describe.each(adminCalls)('$call', ({ request }) => {
    it('answers every caller without a valid admin session with 401 and changes nothing', async () => {
      for (const [who, cookie] of sessions()) {
        const before = await storedState(t);
        const res = await t.app.inject(withCookie(await request(fixture), cookie));
        expect(res.statusCode, who).toBe(401);
        expect(res.json(), who).toEqual({ message: 'Please log in to continue' });
        expect(await storedState(t), who).toEqual(before);
      }
    });
  });

  it('lets an admin make every one of those calls (so the 401s above come from the session alone)', async () => {
    const expected: Record<string, number> = {
      'GET /users': 200,
      'POST /users': 201,
      'PUT /users/{id}': 200,
      'DELETE /users/{id}': 200,
      'POST /properties': 201,
      'PUT /properties/{id}': 200,
      // The property already has its welcome page.
      'POST /properties/welcome': 409,
      'PUT /properties/welcome/{propertyId}': 200,
      'GET /properties/{id}/stays': 200,
      'POST /properties/{id}/stays': 201,
      'GET /stays/current': 200,
      'GET /messages': 200,
      'POST /stays/{stayId}/messages/{kind}/send': 202,
      'GET /message-templates': 200,
      'PUT /message-templates/{kind}': 200,
      'POST /message-templates/{kind}/preview': 200,
      'DELETE /properties/{id}/stays/{stayId}': 204,
      'GET /reviews': 200,
      'POST /properties/{id}/reviews': 201,
      'PUT /reviews/{id}': 200,
      'DELETE /reviews/{id}': 204,
      'DELETE /properties/{id}': 204,
      'POST /content-images': 201,
    };
    const order = Object.keys(expected);
    for (const { call, request } of [...adminCalls].sort(
      (a, b) => order.indexOf(a.call) - order.indexOf(b.call),
    )) {
      const res = await t.app.inject(withCookie(await request(fixture), admin));
      expect(res.statusCode, `${call}: ${res.body}`).toBe(expected[call]);
    }
  });

  it('protects every /api/v1 route in the OpenAPI document that is not public', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
        .map((m) => `${m.toUpperCase()} ${path}`),
    );
    const contractAdmin = adminCalls.map((c) => c.call.replace(' /', ' /api/v1/'));
    for (const route of contractAdmin) expect(routes).toContain(route);
    for (const route of publicCalls) expect(routes).toContain(route);
    const protectedRoutes = routes.filter((r) => r.includes(' /api/v1/') && !publicCalls.has(r));
    expect(protectedRoutes.length).toBeGreaterThanOrEqual(contractAdmin.length);
    for (const route of protectedRoutes) {
      const [method, path] = route.split(' ') as [InjectOptions['method'], string];
      const url = path.replace(/\{[^}]+\}/g, '1');
      const anonymous = await t.app.inject({ method, url });
      expect(anonymous.statusCode, `${route} without a session`).toBe(401);
      const asGuest = await t.app.inject({ method, url, headers: { cookie: guest } });
      expect(asGuest.statusCode, `${route} with a guest session`).toBe(401);
    }
  });
});

describeEachEngine('welcome data access', (engine) => {
  let t: TestApp;
  let now = start;
  let admin: string;
  let mine: number;
  let other: number;

  beforeAll(async () => {
    t = await createTestApp(engine, { now: () => now });
    admin = await t.loginAdmin();
    mine = (await createPropertyViaApi(t, admin, { cover_image: await smallImageFile() })).id;
    other = (await createPropertyViaApi(t, admin, { cover_image: await smallImageFile() })).id;
    await createWelcomeViaApi(t, admin, mine, { wifi_password: 'mine-wifi' });
    await createWelcomeViaApi(t, admin, other, {
      wifi_password: 'other-wifi',
      property_password: 'other-pass',
    });
  });
  afterAll(async () => t?.close());

  const read = (cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/properties/welcome/${mine}`,
      headers: cookie ? { cookie } : {},
    });

  it.each([
    ['no session', async () => undefined, 401, 'Please log in with the password of this property'],
    [
      "another property's guest",
      async () => loginGuest(t, other, 'other-pass'),
      403,
      'Your guest login is for another property',
    ],
    ["that property's guest", async () => loginGuest(t, mine), 200, undefined],
    ['an admin', async () => admin, 200, undefined],
    [
      'a forged guest cookie',
      async () => 'guest_session=not-a-real-token',
      401,
      'Please log in with the password of this property',
    ],
    [
      'an admin token in the guest cookie',
      async () => admin.replace('admin_session=', 'guest_session='),
      401,
      'Please log in with the password of this property',
    ],
  ])('%s: %s', async (_who, cookieFor, status, message) => {
    now = start;
    const res = await read(await cookieFor());
    expect(res.statusCode).toBe(status);
    expect(res.headers['cache-control']).toContain('no-store');
    if (message) {
      expect(res.json()).toEqual({ message });
      expect(res.body).not.toContain('mine-wifi');
    } else {
      expect(res.json()).toMatchObject({ property_id: mine, wifi: { password: 'mine-wifi' } });
    }
  });

  it('answers a guest whose stay is over with 401', async () => {
    now = start;
    const cookie = await loginGuest(t, mine, 'cedar-guest', 1);
    now = new Date(start.getTime() + day);
    const res = await read(cookie);
    expect(res.statusCode).toBe(401);
    now = start;
  });

  it('answers a logged-out guest with 401', async () => {
    now = start;
    const cookie = await loginGuest(t, mine);
    await t.app.inject({ method: 'POST', url: '/api/v1/users/auth/guest-logout', headers: { cookie } });
    expect((await read(cookie)).statusCode).toBe(401);
  });

  it('never lets a guest session write', async () => {
    now = start;
    const cookie = await loginGuest(t, mine);
    const before = await storedState(t);
    const form = await multipart(welcomeFields(mine, { wifi_password: 'guest-changed-it' }));
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/properties/welcome/${mine}`,
      ...form,
      headers: { ...form.headers, cookie },
    });
    expect(res.statusCode).toBe(401);
    expect(await storedState(t)).toEqual(before);
    expect((await read(admin)).json().wifi.password).toBe('mine-wifi');
  });
});

describe('public calls', () => {
  it('need no session', async () => {
    const t = await createTestApp('sqlite');
    try {
      const admin = await t.loginAdmin();
      const property = await createPropertyViaApi(t, admin, { cover_image: await smallImageFile() });
      for (const url of [
        '/api/v1/properties',
        '/api/v1/properties/',
        '/api/v1/properties/featured',
        `/api/v1/properties/${property.id}`,
      ]) {
        expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
      }
    } finally {
      await t.close();
    }
  });
});

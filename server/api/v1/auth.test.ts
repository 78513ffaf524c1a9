import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../domain/access/passwords.ts';
import { createUser } from '../../domain/users/users.ts';
import {
  cookieHeader,
  countRows,
  createPropertyViaApi,
  createTestApp,
  createWelcomeViaApi,
  describeEachEngine,
  loginGuest,
  smallImageFile,
  type TestApp,
  testAdmin,
} from '../../test/harness.ts';

const day = 24 * 60 * 60 * 1000;
const start = new Date('2025-07-01T12:00:00.000Z');

function setCookies(res: { headers: Record<string, unknown> }): string[] {
  const value = res.headers['set-cookie'];
  return value === undefined ? [] : Array.isArray(value) ? value.map(String) : [String(value)];
}

function cookieNamed(res: { headers: Record<string, unknown> }, name: string): string {
  const cookie = setCookies(res).find((c) => c.startsWith(`${name}=`));
  if (!cookie) throw new Error(`no ${name} cookie in ${JSON.stringify(res.headers['set-cookie'])}`);
  return cookie;
}

function cookieExpiry(cookie: string): Date | null {
  const match = /;\s*Expires=([^;]+)/i.exec(cookie);
  return match ? new Date(match[1]!) : null;
}

/** The cookie attributes the contract asks for on every session cookie. */
function expectSessionCookieAttributes(cookie: string) {
  expect(cookie).toMatch(/;\s*HttpOnly/i);
  expect(cookie).toMatch(/;\s*SameSite=Lax/i);
  expect(cookie).toMatch(/;\s*Path=\/(;|$)/);
}

describeEachEngine('admin sessions API', (engine) => {
  let t: TestApp;
  let now = start;

  beforeAll(async () => {
    t = await createTestApp(engine, { now: () => now });
    await createUser(t.app.domain, testAdmin.name, testAdmin.password);
  });
  afterAll(async () => t?.close());

  const login = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/v1/users/auth/login', payload: payload as object });
  const tokenCheck = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/api/v1/users/auth/token-check', headers: cookie ? { cookie } : {} });

  it('answers the token check without a session with 401', async () => {
    now = start;
    const res = await tokenCheck();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Please log in to continue' });
  });

  it('logs in a user whose password is below the rule and says that it should be changed (issue 39)', async () => {
    now = start;
    await createUser(t.app.domain, 'oldtimer', 'short1', 'manager');
    const res = await login({ name: 'oldtimer', password: 'short1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      name: 'oldtimer',
      role: 'manager',
      password_change_required: true,
    });
    await createUser(t.app.domain, 'oldtimer2', 'password1234', 'manager');
    const common = await login({ name: 'oldtimer2', password: 'password1234' });
    expect(common.json().password_change_required).toBe(true);
  });

  it('logs in with name and password and returns {id, name, role} with an HttpOnly, Lax, Path=/ cookie', async () => {
    now = start;
    const sessionsBefore = await countRows(t, 'admin_sessions');
    const res = await login({ name: testAdmin.name, password: testAdmin.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: expect.any(Number), name: testAdmin.name, role: 'admin' });
    const cookie = cookieNamed(res, 'admin_session');
    expectSessionCookieAttributes(cookie);
    expect(cookie).not.toMatch(/;\s*Secure/i);
    // Without rememberMe the cookie lasts as long as the browser session; the server ends it after a day.
    expect(cookie).not.toMatch(/;\s*(Expires|Max-Age)=/i);
    expect(await countRows(t, 'admin_sessions')).toBe(sessionsBefore + 1);

    const check = await tokenCheck(cookieHeader(res.headers['set-cookie']));
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual(res.json());
  });

  it('never sends the password back', async () => {
    now = start;
    const res = await login({ name: testAdmin.name, password: testAdmin.password });
    expect(res.body).not.toContain(testAdmin.password);
    expect(Object.keys(res.json()).sort()).toEqual(['id', 'name', 'role']);
  });

  it('keeps a plain session for one day on the server', async () => {
    now = start;
    const res = await login({ name: testAdmin.name, password: testAdmin.password, rememberMe: false });
    const cookie = cookieHeader(res.headers['set-cookie']);
    now = new Date(start.getTime() + day - 1000);
    expect((await tokenCheck(cookie)).statusCode).toBe(200);
    now = new Date(start.getTime() + day);
    const expired = await tokenCheck(cookie);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ message: 'Please log in to continue' });
  });

  it('keeps a remembered session for thirty days, in the cookie and on the server', async () => {
    now = start;
    const res = await login({ name: testAdmin.name, password: testAdmin.password, rememberMe: true });
    expect(res.statusCode).toBe(200);
    const setCookie = cookieNamed(res, 'admin_session');
    expectSessionCookieAttributes(setCookie);
    const expires = cookieExpiry(setCookie);
    expect(expires).not.toBeNull();
    expect(Math.abs(expires!.getTime() - (start.getTime() + 30 * day))).toBeLessThan(1000);
    const cookie = cookieHeader(res.headers['set-cookie']);
    now = new Date(start.getTime() + 29 * day);
    expect((await tokenCheck(cookie)).statusCode).toBe(200);
    now = new Date(start.getTime() + 30 * day);
    expect((await tokenCheck(cookie)).statusCode).toBe(401);
  });

  it.each([
    [{ password: 'correct-horse' }, 'name', 'Username is required'],
    [{ name: '', password: 'correct-horse' }, 'name', 'Username is required'],
    [{ name: '   ', password: 'correct-horse' }, 'name', 'Username is required'],
    [{ name: 'ab', password: 'correct-horse' }, 'name', 'Minimum 3 characters'],
    [
      { name: 'bad name!', password: 'correct-horse' },
      'name',
      'Only letters, numbers, dots, underscores, and hyphens allowed',
    ],
    [
      { name: "admin'--", password: 'correct-horse' },
      'name',
      'Only letters, numbers, dots, underscores, and hyphens allowed',
    ],
    [{ name: 'tester' }, 'password', 'Password is required'],
    [{ name: 'tester', password: '' }, 'password', 'Password is required'],
    [{ name: 'tester', password: '12345' }, 'password', 'Minimum 6 characters'],
    [{ name: 12345, password: 'correct-horse' }, 'name', 'Username is required'],
    [
      { name: 'tester', password: 'correct-horse', rememberMe: 'yes' },
      'rememberMe',
      'rememberMe must be true or false',
    ],
  ])('refuses %j with 400 and the field rule (%s: %s)', async (payload, field, message) => {
    now = start;
    const before = await countRows(t, 'admin_sessions');
    const res = await login(payload);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.fields[field]).toBe(message);
    expect(body.message).toContain(message);
    expect(setCookies(res)).toEqual([]);
    expect(await countRows(t, 'admin_sessions')).toBe(before);
  });

  it('refuses an empty body with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The request body is empty');
  });

  it('refuses malformed JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "tester", "password": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The request body is not valid JSON');
  });

  it.each([
    ['a wrong password', { name: testAdmin.name, password: 'wrong-password' }],
    ['an unknown user', { name: 'nobody-here', password: testAdmin.password }],
    ['a name in another case', { name: testAdmin.name.toUpperCase(), password: testAdmin.password }],
  ])('answers %s with 401 Invalid username or password and no session', async (_what, payload) => {
    now = start;
    const before = await countRows(t, 'admin_sessions');
    const res = await login(payload);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Invalid username or password' });
    expect(setCookies(res)).toEqual([]);
    expect(await countRows(t, 'admin_sessions')).toBe(before);
  });

  it('logs out for real: clears the cookie and deletes the session on the server', async () => {
    now = start;
    const res = await login({ name: testAdmin.name, password: testAdmin.password, rememberMe: true });
    const token = /^admin_session=([^;]+)/.exec(cookieNamed(res, 'admin_session'))![1]!;
    const cookie = cookieHeader(res.headers['set-cookie']);
    const stored = () =>
      t.db.kysely
        .selectFrom('admin_sessions')
        .select('token_hash')
        .where('token_hash', '=', hashToken(token))
        .execute();
    expect(await stored()).toHaveLength(1);

    const out = await t.app.inject({ method: 'POST', url: '/api/v1/users/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    const cleared = cookieNamed(out, 'admin_session');
    expect(cleared).toMatch(/^admin_session=;/);
    expect(cookieExpiry(cleared)!.getTime()).toBeLessThan(Date.now());
    expectSessionCookieAttributes(cleared);
    expect(await stored()).toEqual([]);
    // The old cookie, replayed, no longer works: the session is gone, not just forgotten by the browser.
    expect((await tokenCheck(cookie)).statusCode).toBe(401);
  });

  it('answers logout without a session with 200', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/users/auth/logout' });
    expect(res.statusCode).toBe(200);
  });

  it('ends only the session that logs out', async () => {
    now = start;
    const first = cookieHeader(
      (await login({ name: testAdmin.name, password: testAdmin.password })).headers['set-cookie'],
    );
    const second = cookieHeader(
      (await login({ name: testAdmin.name, password: testAdmin.password })).headers['set-cookie'],
    );
    await t.app.inject({ method: 'POST', url: '/api/v1/users/auth/logout', headers: { cookie: first } });
    expect((await tokenCheck(first)).statusCode).toBe(401);
    expect((await tokenCheck(second)).statusCode).toBe(200);
  });

  it('does not take a forged or tampered cookie', async () => {
    now = start;
    const res = await login({ name: testAdmin.name, password: testAdmin.password });
    const token = /^admin_session=([^;]+)/.exec(cookieNamed(res, 'admin_session'))![1]!;
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await tokenCheck(`admin_session=${tampered}`)).statusCode).toBe(401);
    expect((await tokenCheck(`admin_session=${hashToken(token)}`)).statusCode).toBe(401);
    expect((await tokenCheck("admin_session=' OR '1'='1")).statusCode).toBe(401);
  });
});

describeEachEngine('guest sessions API', (engine) => {
  let t: TestApp;
  let now = start;
  let admin: string;
  let propertyId: number;
  let bareProperty: number;

  beforeAll(async () => {
    t = await createTestApp(engine, { now: () => now });
    admin = await t.loginAdmin();
    propertyId = (await createPropertyViaApi(t, admin, { cover_image: await smallImageFile() })).id;
    await createWelcomeViaApi(t, admin, propertyId);
    bareProperty = (
      await createPropertyViaApi(t, admin, {
        name: 'No welcome page yet',
        cover_image: await smallImageFile(),
      })
    ).id;
  });
  afterAll(async () => t?.close());

  const guestLogin = (id: number | string, payload: unknown) =>
    t.app.inject({ method: 'POST', url: `/api/v1/properties/${id}/guest-login`, payload: payload as object });
  const guestCheck = (cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/v1/users/auth/guest-token-check',
      headers: cookie ? { cookie } : {},
    });

  it('answers the guest token check without a session with 401', async () => {
    const res = await guestCheck();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'No guest session' });
  });

  it('logs a guest in for the nights of the stay: token, property_id, expires_at and a cookie', async () => {
    now = start;
    const res = await guestLogin(propertyId, { password: 'cedar-guest', stay_duration: 4 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const expiresAt = new Date(start.getTime() + 4 * day).toISOString();
    expect(body).toEqual({ token: expect.any(String), property_id: propertyId, expires_at: expiresAt });
    const cookie = cookieNamed(res, 'guest_session');
    expectSessionCookieAttributes(cookie);
    expect(cookie.startsWith(`guest_session=${body.token};`)).toBe(true);
    expect(cookieExpiry(cookie)!.toISOString()).toBe(expiresAt);

    const check = await guestCheck(cookieHeader(res.headers['set-cookie']));
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ property_id: propertyId, expires_at: expiresAt, stay: null });
  });

  it('takes the number of nights as text too', async () => {
    now = start;
    const res = await guestLogin(propertyId, { password: 'cedar-guest', stay_duration: '2' });
    expect(res.statusCode).toBe(200);
    expect(res.json().expires_at).toBe(new Date(start.getTime() + 2 * day).toISOString());
  });

  it('ends the guest session after the stay', async () => {
    now = start;
    const cookie = await loginGuest(t, propertyId, 'cedar-guest', 2);
    now = new Date(start.getTime() + 2 * day - 1000);
    expect((await guestCheck(cookie)).statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/properties/welcome/${propertyId}`,
          headers: { cookie },
        })
      ).statusCode,
    ).toBe(200);
    now = new Date(start.getTime() + 2 * day);
    expect((await guestCheck(cookie)).statusCode).toBe(401);
    const welcome = await t.app.inject({
      method: 'GET',
      url: `/api/v1/properties/welcome/${propertyId}`,
      headers: { cookie },
    });
    expect(welcome.statusCode).toBe(401);
    now = start;
  });

  it('allows a stay of 90 nights, and no more', async () => {
    now = start;
    const longest = await guestLogin(propertyId, { password: 'cedar-guest', stay_duration: 90 });
    expect(longest.statusCode).toBe(200);
    expect(longest.json().expires_at).toBe(new Date(start.getTime() + 90 * day).toISOString());
    const before = await countRows(t, 'guest_sessions');
    const tooLong = await guestLogin(propertyId, { password: 'cedar-guest', stay_duration: 91 });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({
      message: 'Stays can be at most 90 nights',
      fields: { stay_duration: 'Stays can be at most 90 nights' },
    });
    expect(await countRows(t, 'guest_sessions')).toBe(before);
  });

  it.each([
    [{ password: '', stay_duration: 3 }, 'password', 'Please enter the password'],
    [{ stay_duration: 3 }, 'password', 'Please enter the password'],
    [{ password: 42, stay_duration: 3 }, 'password', 'Please enter the password'],
    [{ password: 'cedar-guest' }, 'stay_duration', 'Please enter a valid number of nights'],
    [{ password: 'cedar-guest', stay_duration: 0 }, 'stay_duration', 'Please enter a valid number of nights'],
    [
      { password: 'cedar-guest', stay_duration: -2 },
      'stay_duration',
      'Please enter a valid number of nights',
    ],
    [
      { password: 'cedar-guest', stay_duration: 1.5 },
      'stay_duration',
      'Please enter a valid number of nights',
    ],
    [
      { password: 'cedar-guest', stay_duration: 'three' },
      'stay_duration',
      'Please enter a valid number of nights',
    ],
    [
      { password: 'cedar-guest', stay_duration: '' },
      'stay_duration',
      'Please enter a valid number of nights',
    ],
    [
      { password: 'cedar-guest', stay_duration: true },
      'stay_duration',
      'Please enter a valid number of nights',
    ],
    [
      { password: 'cedar-guest', stay_duration: [3] },
      'stay_duration',
      'Please enter a valid number of nights',
    ],
    [
      { password: 'cedar-guest', stay_duration: null },
      'stay_duration',
      'Please enter a valid number of nights',
    ],
  ])('refuses %j with 400 (%s: %s)', async (payload, field, message) => {
    const before = await countRows(t, 'guest_sessions');
    const res = await guestLogin(propertyId, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect(res.json().message).toContain(message);
    expect(setCookies(res)).toEqual([]);
    expect(await countRows(t, 'guest_sessions')).toBe(before);
  });

  it('answers a wrong password with 401 Invalid password and no session', async () => {
    const before = await countRows(t, 'guest_sessions');
    const res = await guestLogin(propertyId, { password: 'not-the-password', stay_duration: 3 });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Invalid password' });
    expect(setCookies(res)).toEqual([]);
    expect(await countRows(t, 'guest_sessions')).toBe(before);
  });

  it('answers an unknown property with 404', async () => {
    const res = await guestLogin(999_999, { password: 'cedar-guest', stay_duration: 3 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Property not found' });
  });

  it('answers a property without a welcome page with 404', async () => {
    const res = await guestLogin(bareProperty, { password: 'cedar-guest', stay_duration: 3 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'This property has no welcome page yet' });
  });

  it('answers a property id that is not a number with 400', async () => {
    const res = await guestLogin('abc', { password: 'cedar-guest', stay_duration: 3 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('The id must be a number');
  });

  it('replaces the previous guest session of the browser at a new login', async () => {
    now = start;
    const first = await loginGuest(t, propertyId);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/properties/${propertyId}/guest-login`,
      headers: { cookie: first },
      payload: { password: 'cedar-guest', stay_duration: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect((await guestCheck(first)).statusCode).toBe(401);
    expect((await guestCheck(cookieHeader(res.headers['set-cookie']))).statusCode).toBe(200);
  });

  it('logs a guest out for real', async () => {
    now = start;
    const cookie = await loginGuest(t, propertyId);
    const before = await countRows(t, 'guest_sessions');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/auth/guest-logout',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(cookieNamed(res, 'guest_session')).toMatch(/^guest_session=;/);
    expect(await countRows(t, 'guest_sessions')).toBe(before - 1);
    expect((await guestCheck(cookie)).statusCode).toBe(401);
  });

  it('does not treat a guest session as an admin one, nor the other way round', async () => {
    now = start;
    const guest = await loginGuest(t, propertyId);
    const tokenCheck = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/auth/token-check',
      headers: { cookie: guest },
    });
    expect(tokenCheck.statusCode).toBe(401);
    expect((await guestCheck(admin)).statusCode).toBe(401);
  });
});

describe('session cookies over HTTPS', () => {
  it('are marked Secure when the site is served over HTTPS', async () => {
    const t = await createTestApp('sqlite', { env: { PUBLIC_URL: 'https://stays.example' } });
    try {
      await createUser(t.app.domain, testAdmin.name, testAdmin.password);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users/auth/login',
        payload: { name: testAdmin.name, password: testAdmin.password },
      });
      expect(res.statusCode).toBe(200);
      const cookie = cookieNamed(res, 'admin_session');
      expectSessionCookieAttributes(cookie);
      expect(cookie).toMatch(/;\s*Secure/i);
    } finally {
      await t.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '#common/auth.ts';
import { liftAllLimits } from '../../domain/limits/limits.ts';
import { createUser, listUsers } from '../../domain/users/users.ts';
import {
  cookieHeader,
  createPropertyViaApi,
  createTestApp,
  createWelcomeViaApi,
  describeEachEngine,
  type TestApp,
} from '../../test/harness.ts';

/**
 * Issue 24, item 6: roles, enforced by the server. The matrix takes every admin route from the app's own
 * OpenAPI document (built from the routes as they are registered), so a new route is in it by default, and
 * expects 403 {message} wherever the role's list below leaves it out.
 */
const housekeepingMay = new Set([
  'GET /api/v1/users/auth/token-check',
  'GET /api/v1/schedule',
  'GET /api/v1/house-info',
  'GET /api/v1/stays/current',
  'GET /api/v1/stays',
  'PUT /api/v1/users/{id}',
  // public reads that a staff session widens to drafts (issue 40): open to every role
  'GET /api/v1/properties',
  'GET /api/v1/properties/{id}',
  'GET /api/v1/properties/{id}/availability',
  'GET /api/v1/properties/{id}/quote',
  // everyone's own two-factor sign-in (issue 39)
  'GET /api/v1/users/me/two-factor',
  'POST /api/v1/users/me/two-factor',
  'POST /api/v1/users/me/two-factor/confirm',
  'POST /api/v1/users/me/two-factor/recovery-codes',
  'POST /api/v1/users/me/two-factor/disable',
  // issue 42: a housekeeper's tasks (the domain limits them to their own and unassigned ones)
  'GET /api/v1/tasks',
  'POST /api/v1/tasks',
  'GET /api/v1/tasks/{id}',
  'PATCH /api/v1/tasks/{id}',
  'PUT /api/v1/tasks/{id}/checklist/{itemId}',
  'POST /api/v1/tasks/{id}/photos',
  'GET /api/v1/tasks/{id}/photos/{photoId}',
  'GET /api/v1/properties/{id}/checklist',
]);
const adminsOnly = new Set([
  'GET /api/v1/users',
  'POST /api/v1/users',
  'DELETE /api/v1/users/{id}',
  'PUT /api/v1/users/{id}/email',
  'DELETE /api/v1/properties/{id}/stays/{stayId}/payments/{paymentId}',
]);
const mayCall = (role: Role, call: string) =>
  role === 'admin' || (role === 'manager' ? !adminsOnly.has(call) : housekeepingMay.has(call));

const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;

describeEachEngine('roles', (engine) => {
  let t: TestApp;
  const cookies = {} as Record<Role, string>;
  let adminRoutes: { call: string; method: (typeof methods)[number]; path: string }[];

  const login = async (name: string) =>
    cookieHeader(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/users/auth/login',
          payload: { name, password: 'role-password' },
        })
      ).headers['set-cookie'],
    );

  beforeAll(async () => {
    t = await createTestApp(engine, { limiters: liftAllLimits() });
    for (const role of ['admin', 'manager', 'housekeeping'] as const) {
      await createUser(t.app.domain, `${role}-user`, 'role-password', role);
      cookies[role] = await login(`${role}-user`);
    }
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { security?: Record<string, unknown>[] }>>;
    };
    adminRoutes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      methods
        .filter((m) => ops[m]?.security?.some((s) => 'adminSession' in s))
        .map((method) => ({ call: `${method.toUpperCase()} ${path}`, method, path })),
    );
  });
  afterAll(async () => t?.close());

  it('finds the admin routes, the new ones included', () => {
    const calls = adminRoutes.map((r) => r.call);
    expect(calls.length).toBeGreaterThan(30);
    expect(calls).toEqual(
      expect.arrayContaining([
        'GET /api/v1/schedule',
        'GET /api/v1/house-info',
        'GET /api/v1/reservations',
        'PATCH /api/v1/properties/{id}/stays/{stayId}',
        ...adminsOnly,
      ]),
    );
  });

  for (const role of ['admin', 'manager', 'housekeeping'] as const) {
    it(`answers 403 {message} exactly where the ${role} role may not go`, async () => {
      const outcomes: string[] = [];
      for (const route of adminRoutes) {
        // ids no row has: an allowed call ends in 400 or 404 without changing anything
        const url = route.path.replace(/\{slug\}/g, 'home').replace(/\{\w+\}/g, '999999');
        const res = await t.app.inject({
          method: route.method.toUpperCase() as 'GET',
          url,
          headers: { cookie: cookies[role] },
          ...(route.method === 'get' || route.method === 'delete' ? {} : { payload: {} }),
        });
        const denied = res.statusCode === 403;
        if (denied) expect(res.json(), route.call).toEqual({ message: `The ${role} role cannot do this` });
        expect(res.statusCode, `${role} ${route.call}`).not.toBe(401);
        outcomes.push(`${route.call}: ${denied ? 'denied' : 'allowed'}`);
      }
      expect(outcomes).toEqual(
        adminRoutes.map((r) => `${r.call}: ${mayCall(role, r.call) ? 'allowed' : 'denied'}`),
      );
    });
  }

  describe('housekeeping', () => {
    it('reads the schedule and who is staying, and never a door code', async () => {
      const admin = cookies.admin;
      const property = (await createPropertyViaApi(t, admin, { name: 'Chalet' })).id;
      await createWelcomeViaApi(t, admin, property, { door_code: '4821' });
      const cookie = cookies.housekeeping;
      const schedule = await t.app.inject({
        method: 'GET',
        url: '/api/v1/schedule?from=2026-01-01&to=2026-01-08',
        headers: { cookie },
      });
      expect(schedule.statusCode).toBe(200);
      const page = await t.app.inject({
        method: 'GET',
        url: `/api/v1/properties/welcome/${property}`,
        headers: { cookie },
      });
      expect(page.statusCode).toBe(403);
      expect(page.body).not.toContain('4821');
      const stays = await t.app.inject({
        method: 'GET',
        url: `/api/v1/properties/${property}/stays`,
        headers: { cookie },
      });
      expect(stays.statusCode).toBe(403);
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/v1/properties/welcome/${property}`,
            headers: { cookie: admin },
          })
        ).body,
      ).toContain('4821');
    });

    it('gets 403 on the guest mails (the outbox, send now, the templates and their setting), sending nothing', async () => {
      const admin = cookies.admin;
      const property = (await createPropertyViaApi(t, admin, { name: 'Mail chalet' })).id;
      // a month ahead: every mail still to come
      const dayAhead = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
      const stay = (
        await t.app.inject({
          method: 'POST',
          url: `/api/v1/properties/${property}/stays`,
          payload: {
            guest_name: 'Rae',
            arrival: dayAhead(30),
            departure: dayAhead(32),
            guest_email: 'rae@example.com',
          },
          headers: { cookie: admin },
        })
      ).json() as { id: number };
      const outbox = async () =>
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/v1/messages?stay_id=${stay.id}`,
            headers: { cookie: admin },
          })
        ).json();
      const templates = async () =>
        (
          await t.app.inject({ method: 'GET', url: '/api/v1/message-templates', headers: { cookie: admin } })
        ).json();
      const before = [await outbox(), await templates()];
      const template = { subject: 'Hi {guest_name}', body: 'Your guide: {link}', enabled: false };
      const calls = [
        { method: 'GET', url: '/api/v1/messages' },
        { method: 'POST', url: `/api/v1/stays/${stay.id}/messages/guide/send` },
        { method: 'GET', url: '/api/v1/message-templates' },
        { method: 'PUT', url: '/api/v1/message-templates/guide', payload: template },
        { method: 'POST', url: '/api/v1/message-templates/guide/preview', payload: template },
        { method: 'GET', url: '/api/v1/message-settings' },
        { method: 'PUT', url: '/api/v1/message-settings', payload: { guide_days_before: 1 } },
      ] as const;
      for (const call of calls) {
        const res = await t.app.inject({ ...call, headers: { cookie: cookies.housekeeping } });
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
        expect(res.json()).toEqual({ message: 'The housekeeping role cannot do this' });
      }
      // nothing was sent, switched or moved: the guide still waits for its day
      await t.app.guestMailer.runOnce();
      expect([await outbox(), await templates()]).toEqual(before);
      expect((before[0] as { kind: string; status: string }[]).map((m) => [m.kind, m.status])).toEqual([
        ['guide', 'scheduled'],
        ['arrival', 'scheduled'],
        ['checkout', 'scheduled'],
        ['after', 'scheduled'],
      ]);
      // the same calls are a manager's to make
      const manager = await t.app.inject({ ...calls[1], headers: { cookie: cookies.manager } });
      expect(manager.statusCode).toBe(202);
    });

    it('is told its role by token-check, for the back office to show only what it may use', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/users/auth/token-check',
        headers: { cookie: cookies.housekeeping },
      });
      expect(res.json()).toMatchObject({ name: 'housekeeping-user', role: 'housekeeping' });
    });
  });

  describe('changing roles', () => {
    const put = (cookie: string, id: number, body: object) =>
      t.app.inject({ method: 'PUT', url: `/api/v1/users/${id}`, payload: body, headers: { cookie } });

    it('creates a user with the role given, and refuses an unknown role with 400', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users',
        payload: { name: 'cleaner', password: 'cleaner-pass', role: 'housekeeping' },
        headers: { cookie: cookies.admin },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ name: 'cleaner', role: 'housekeeping' });
      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users',
        payload: { name: 'boss', password: 'boss-pass', role: 'owner' },
        headers: { cookie: cookies.admin },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields.role).toBe('Role must be admin, manager or housekeeping');
    });

    it("lets an admin change another user's role, and nobody else change a role", async () => {
      const cleaner = await createUser(t.app.domain, 'mover', 'role-password', 'housekeeping');
      const promoted = await put(cookies.admin, cleaner.id, { name: 'mover', role: 'manager' });
      expect(promoted.json()).toMatchObject({ role: 'manager' });
      const self = await put(await login('mover'), cleaner.id, { name: 'mover', role: 'admin' });
      expect(self.statusCode).toBe(403);
      expect(self.json()).toEqual({ message: 'Only an admin can change a role' });
    });

    it('keeps the admin role on the last admin', async () => {
      const users = (
        await t.app.inject({ method: 'GET', url: '/api/v1/users', headers: { cookie: cookies.admin } })
      ).json() as { id: number; name: string; role: Role }[];
      const admins = users.filter((u) => u.role === 'admin');
      expect(admins.map((u) => u.name)).toEqual(['admin-user']);
      const me = admins[0]?.id as number;
      const res = await put(cookies.admin, me, { name: 'admin-user', role: 'manager' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'The last admin cannot lose the admin role' });
      // with a second admin, the first may step down
      const second = await createUser(t.app.domain, 'second-admin', 'role-password', 'admin');
      expect((await put(cookies.admin, me, { name: 'admin-user', role: 'manager' })).statusCode).toBe(200);
      const back = await put(await login('second-admin'), me, { name: 'admin-user', role: 'admin' });
      expect(back.statusCode).toBe(200);
      expect(second.role).toBe('admin');
    });

    it('keeps one admin when the last two demote or delete each other at the same moment', async () => {
      const adminNames = async () => (await listUsers(t.app.domain)).filter((u) => u.role === 'admin');
      // exactly two admins: admin-user and a new one
      await t.app.domain.db
        .updateTable('users')
        .set({ role: 'manager' })
        .where('role', '=', 'admin')
        .where('name', '!=', 'admin-user')
        .execute();
      await createUser(t.app.domain, 'racing-admin', 'role-password', 'admin');
      const [first, second] = await adminNames();
      if (!first || !second) throw new Error('the test needs two admins');
      const firstCookie = await login(first.name);
      const secondCookie = await login(second.name);

      const demotions = await Promise.all([
        put(firstCookie, second.id, { name: second.name, role: 'manager' }),
        put(secondCookie, first.id, { name: first.name, role: 'manager' }),
      ]);
      expect(demotions.map((r) => r.statusCode).sort()).toEqual([200, 403]);
      // refused as the last admin, or (when the other's demotion landed before this request was read) as a
      // manager changing someone else
      expect(['The last admin cannot lose the admin role', 'You can only change your own profile']).toContain(
        demotions.find((r) => r.statusCode === 403)?.json().message,
      );
      const [survivor] = await adminNames();
      expect((await adminNames()).length).toBe(1);

      // back to two admins, then one deletes the other while that one demotes the first
      const demoted = survivor?.id === first.id ? second : first;
      const survivorCookie = survivor?.id === first.id ? firstCookie : secondCookie;
      await put(survivorCookie, demoted.id, { name: demoted.name, role: 'admin' });
      const demotedCookie = await login(demoted.name);
      const [deletion, demotion] = await Promise.all([
        t.app.inject({
          method: 'DELETE',
          url: `/api/v1/users/${demoted.id}`,
          headers: { cookie: survivorCookie },
        }),
        put(demotedCookie, survivor?.id as number, { name: survivor?.name as string, role: 'manager' }),
      ]);
      expect([deletion.statusCode, demotion.statusCode]).toContain(200);
      expect((await adminNames()).length).toBe(1);
    });
  });
});

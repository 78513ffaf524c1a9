import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liftAllLimits } from '../../domain/limits/limits.ts';
import {
  createPropertyViaApi,
  createTestApp,
  createWelcomeViaApi,
  describeEachEngine,
  loginGuest,
  multipart,
  smallImageFile,
  type TestApp,
  welcomeFields,
} from '../../test/harness.ts';

describeEachEngine('sessions that end', (engine) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(engine, { limiters: liftAllLimits() });
    admin = await t.loginAdmin();
  });
  afterAll(async () => t?.close());

  const tokenCheck = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/v1/users/auth/token-check', headers: { cookie } });
  const guestCheck = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/v1/users/auth/guest-token-check', headers: { cookie } });
  const userId = async (cookie: string) => (await tokenCheck(cookie)).json().id as number;
  const updateUser = (id: number, payload: object, cookie: string) =>
    t.app.inject({ method: 'PUT', url: `/api/v1/users/${id}`, payload, headers: { cookie } });

  describe('an admin password change', () => {
    it("ends the admin's other sessions and keeps the one that changed it", async () => {
      const laptop = await t.loginAdmin('maya', 'first-password');
      const phone = await t.loginAdmin('maya', 'first-password');
      const stolen = await t.loginAdmin('maya', 'first-password');
      const id = await userId(laptop);

      const res = await updateUser(id, { name: 'maya', password: 'second-password' }, laptop);

      expect(res.statusCode).toBe(200);
      expect((await tokenCheck(laptop)).statusCode).toBe(200);
      expect((await tokenCheck(phone)).statusCode).toBe(401);
      expect((await tokenCheck(stolen)).statusCode).toBe(401);
      // Other admins stay signed in.
      expect((await tokenCheck(admin)).statusCode).toBe(200);
    });

    it('leaves the sessions alone when only the name changes', async () => {
      const laptop = await t.loginAdmin('jon', 'jon-password');
      const phone = await t.loginAdmin('jon', 'jon-password');
      const id = await userId(laptop);

      expect((await updateUser(id, { name: 'jonathan', password: '' }, laptop)).statusCode).toBe(200);

      expect((await tokenCheck(phone)).statusCode).toBe(200);
    });
  });

  it("deleting a user ends all of that user's sessions", async () => {
    const theirs = await t.loginAdmin('leaving', 'leaving-password');
    const id = await userId(theirs);

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/users/${id}`,
      headers: { cookie: admin },
    });

    expect(res.statusCode).toBe(200);
    expect((await tokenCheck(theirs)).statusCode).toBe(401);
    const left = await t.db.kysely
      .selectFrom('admin_sessions')
      .select('user_id')
      .where('user_id', '=', id)
      .execute();
    expect(left).toEqual([]);
  });

  describe('a property password change', () => {
    let propertyId: number;
    let otherPropertyId: number;

    beforeAll(async () => {
      propertyId = (await createPropertyViaApi(t, admin, { cover_image: await smallImageFile() })).id;
      otherPropertyId = (await createPropertyViaApi(t, admin, { cover_image: await smallImageFile() })).id;
      await createWelcomeViaApi(t, admin, propertyId);
      await createWelcomeViaApi(t, admin, otherPropertyId);
    });

    const updateWelcome = async (overrides: Record<string, string>) => {
      const { property_id: _omitted, ...fields } = welcomeFields(propertyId, overrides);
      const form = await multipart(fields);
      return t.app.inject({
        method: 'PUT',
        url: `/api/v1/properties/welcome/${propertyId}`,
        ...form,
        headers: { ...form.headers, cookie: admin },
      });
    };

    it('keeps guests signed in when the page changes but the password does not', async () => {
      const guest = await loginGuest(t, propertyId);
      expect(
        (await updateWelcome({ property_password: '', wifi_password: 'new-wifi-2026' })).statusCode,
      ).toBe(200);
      expect((await guestCheck(guest)).statusCode).toBe(200);
    });

    it("ends the guest sessions the old password opened, not other properties' guests", async () => {
      const guests = [await loginGuest(t, propertyId), await loginGuest(t, propertyId)];
      const neighbour = await loginGuest(t, otherPropertyId);

      expect((await updateWelcome({ property_password: 'new-season-pass' })).statusCode).toBe(200);

      for (const guest of guests) expect((await guestCheck(guest)).statusCode).toBe(401);
      expect((await guestCheck(neighbour)).statusCode).toBe(200);
      expect((await guestCheck(await loginGuest(t, propertyId, 'new-season-pass'))).statusCode).toBe(200);
    });
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Stay } from '#common/stay.ts';
import { liftAllLimits } from '../../domain/limits/limits.ts';
import { openStayLink } from '../../domain/stays/stays.ts';
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

// 10:00 in Vancouver (PST, UTC-8) on Mon 1 Dec 2025. Dates are in the past on purpose: their offsets are
// history in every time zone database, while the future's may change (tzdata 2026a keeps British Columbia
// on UTC-7 from November 2026).
const start = new Date('2025-12-01T18:00:00.000Z');

describeEachEngine('stays', (engine) => {
  let t: TestApp;
  let now = start;
  let propertyId: number;
  let otherPropertyId: number;

  beforeAll(async () => {
    t = await createTestApp(engine, { now: () => now, limiters: liftAllLimits() });
    const admin = await t.loginAdmin();
    propertyId = (await createPropertyViaApi(t, admin, { cover_image: await smallImageFile() })).id;
    otherPropertyId = (await createPropertyViaApi(t, admin, { cover_image: await smallImageFile() })).id;
    const arrival = {
      check_in_time: '16:00',
      check_in_instructions: 'Shoes off inside.',
      door_code: '4821',
      door_instructions: 'Lockbox left of the side door.',
    };
    await createWelcomeViaApi(t, admin, propertyId, arrival);
    await createWelcomeViaApi(t, admin, otherPropertyId, { ...arrival, door_code: '9999' });
  });
  afterAll(async () => t?.close());
  beforeEach(() => {
    now = start;
  });

  // Admin sessions last a day: a fresh one at the current (driven) time.
  const admin = () => t.loginAdmin();
  // These tests are about links and sessions, many on the same nights: overlaps are stays-edit.test.ts's.
  const addStay = async (body: object, id = propertyId) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/properties/${id}/stays`,
      payload: { allow_overlap: true, ...body },
      headers: { cookie: await admin() },
    });
  const created = async (body: object, id = propertyId): Promise<Stay> => {
    const res = await addStay(body, id);
    if (res.statusCode !== 201) throw new Error(`add stay failed: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const tokenOf = (stay: Stay) => stay.link.split('/s/')[1]!;
  /** Opens a stay's link as the page route does, and returns the guest's Cookie header. */
  const openLink = async (stay: Stay) => {
    const outcome = await openStayLink(t.app.domain, stay.property_id, tokenOf(stay));
    if (!outcome.ok) throw new Error(`link refused: ${outcome.end}`);
    return `guest_session=${outcome.session.token}`;
  };
  const welcome = (cookie: string, id = propertyId) =>
    t.app.inject({ method: 'GET', url: `/api/v1/properties/welcome/${id}`, headers: { cookie } });
  const guestCheck = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/v1/users/auth/guest-token-check', headers: { cookie } });
  const revoke = async (stay: Stay) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/v1/properties/${stay.property_id}/stays/${stay.id}`,
      headers: { cookie: await admin() },
    });

  describe('create, list, revoke', () => {
    it('creates a stay with its status and a personal link under PUBLIC_URL', async () => {
      const stay = await created({
        guest_name: ' Avery Chen ',
        arrival: '2025-12-12',
        departure: '2025-12-15',
      });
      expect(stay).toMatchObject({
        property_id: propertyId,
        guest_name: 'Avery Chen',
        arrival: '2025-12-12',
        departure: '2025-12-15',
        status: 'upcoming',
      });
      expect(stay.link).toMatch(
        new RegExp(`^http://localhost:3000/welcome/${propertyId}/s/[A-Za-z0-9_-]{43}$`),
      );
    });

    it('stores only a hash of the token, yet lists the same link again', async () => {
      const stay = await created({ guest_name: 'Hash', arrival: '2025-12-20', departure: '2025-12-22' });
      const row = await t.db.kysely
        .selectFrom('stays')
        .selectAll()
        .where('id', '=', stay.id)
        .executeTakeFirstOrThrow();
      expect(Object.values(row).map(String)).not.toContain(tokenOf(stay));
      expect(JSON.stringify(row)).not.toContain(tokenOf(stay));
      const list = await t.app.inject({
        method: 'GET',
        url: `/api/v1/properties/${propertyId}/stays`,
        headers: { cookie: await admin() },
      });
      expect(list.json().find((s: Stay) => s.id === stay.id).link).toBe(stay.link);
    });

    it('lists the newest arrival first', async () => {
      const id = (await createPropertyViaApi(t, await admin(), { cover_image: await smallImageFile() })).id;
      await created({ guest_name: 'First', arrival: '2025-12-02', departure: '2025-12-04' }, id);
      await created({ guest_name: 'Third', arrival: '2026-01-10', departure: '2026-01-12' }, id);
      await created({ guest_name: 'Second', arrival: '2025-12-20', departure: '2025-12-21' }, id);
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/properties/${id}/stays`,
        headers: { cookie: await admin() },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().map((s: Stay) => s.guest_name)).toEqual(['Third', 'Second', 'First']);
    });

    it('allows a stay entered late (arrival in the past) and shows it current or ended', async () => {
      const current = await created({ guest_name: 'Late', arrival: '2025-11-28', departure: '2025-12-03' });
      const ended = await created({ guest_name: 'Gone', arrival: '2025-11-20', departure: '2025-11-29' });
      expect(current.status).toBe('current');
      expect(ended.status).toBe('ended');
    });

    it('revokes with 204 and lists the stay as revoked', async () => {
      const stay = await created({ guest_name: 'Revoked', arrival: '2025-12-05', departure: '2025-12-06' });
      expect((await revoke(stay)).statusCode).toBe(204);
      const list = await t.app.inject({
        method: 'GET',
        url: `/api/v1/properties/${propertyId}/stays`,
        headers: { cookie: await admin() },
      });
      expect(list.json().find((s: Stay) => s.id === stay.id).status).toBe('revoked');
    });

    it('says who is staying now, per property', async () => {
      const stay = await created(
        { guest_name: 'Now Staying', arrival: '2025-12-01', departure: '2025-12-02' },
        otherPropertyId,
      );
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/stays/current',
        headers: { cookie: await admin() },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toContainEqual({
        property_id: otherPropertyId,
        guest_name: 'Now Staying',
        arrival: stay.arrival,
        departure: stay.departure,
      });
      expect(res.json().map((s: { guest_name: string }) => s.guest_name)).not.toContain('Gone');
    });
  });

  describe('refusals', () => {
    it.each([
      [
        'departure on the arrival day',
        { guest_name: 'A', arrival: '2025-12-10', departure: '2025-12-10' },
        'departure',
      ],
      [
        'departure before arrival',
        { guest_name: 'A', arrival: '2025-12-10', departure: '2025-12-09' },
        'departure',
      ],
      [
        'an arrival more than two years ahead',
        { guest_name: 'A', arrival: '2027-12-02', departure: '2027-12-05' },
        'arrival',
      ],
      ['an impossible date', { guest_name: 'A', arrival: '2026-02-30', departure: '2026-03-02' }, 'arrival'],
      [
        'a date in another format',
        { guest_name: 'A', arrival: '12/10/2025', departure: '2025-12-12' },
        'arrival',
      ],
      ['no departure', { guest_name: 'A', arrival: '2025-12-10' }, 'departure'],
      ['an empty name', { guest_name: '   ', arrival: '2025-12-10', departure: '2025-12-12' }, 'guest_name'],
    ])('400 for %s, naming the field', async (_case, body, field) => {
      const res = await addStay(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
      expect(Object.keys(res.json().fields ?? {})).toContain(field);
    });

    it('accepts an arrival exactly two years ahead', async () => {
      expect(
        (await addStay({ guest_name: 'A', arrival: '2027-11-30', departure: '2027-12-02' })).statusCode,
      ).toBe(201);
    });

    it('404 for an unknown property, and for a stay of another property', async () => {
      const cookie = await admin();
      expect(
        (await addStay({ guest_name: 'A', arrival: '2025-12-10', departure: '2025-12-12' }, 999_999))
          .statusCode,
      ).toBe(404);
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/v1/properties/999999/stays',
        headers: { cookie },
      });
      expect(list.statusCode).toBe(404);
      const theirs = await created(
        { guest_name: 'B', arrival: '2025-12-10', departure: '2025-12-12' },
        otherPropertyId,
      );
      const crossed = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/properties/${propertyId}/stays/${theirs.id}`,
        headers: { cookie },
      });
      expect(crossed.statusCode).toBe(404);
      const unknown = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/properties/${propertyId}/stays/999999`,
        headers: { cookie },
      });
      expect(unknown.statusCode).toBe(404);
    });
  });

  describe('who may manage stays', () => {
    it('anonymous visitors, password guests and stay guests get 401 on every stays call', async () => {
      const stay = await created({ guest_name: 'Own', arrival: '2025-12-01', departure: '2025-12-04' });
      const otherStay = await created(
        { guest_name: 'Other', arrival: '2025-12-01', departure: '2025-12-04' },
        otherPropertyId,
      );
      const visitors = {
        anonymous: '',
        'password guest': await loginGuest(t, propertyId, 'cedar-guest'),
        'guest of this property': await openLink(stay),
        "other property's guest": await openLink(otherStay),
      };
      for (const [who, cookie] of Object.entries(visitors)) {
        const headers = cookie ? { cookie } : {};
        const calls = [
          t.app.inject({ method: 'GET', url: `/api/v1/properties/${propertyId}/stays`, headers }),
          t.app.inject({
            method: 'POST',
            url: `/api/v1/properties/${propertyId}/stays`,
            payload: { guest_name: 'X', arrival: '2025-12-10', departure: '2025-12-12' },
            headers,
          }),
          t.app.inject({
            method: 'DELETE',
            url: `/api/v1/properties/${propertyId}/stays/${stay.id}`,
            headers,
          }),
          t.app.inject({ method: 'GET', url: '/api/v1/stays/current', headers }),
        ];
        for (const res of await Promise.all(calls)) {
          expect({ who, status: res.statusCode }).toEqual({ who, status: 401 });
          expect(res.json()).toEqual({ message: expect.any(String) });
        }
      }
      // Nothing was revoked by any of them.
      expect((await guestCheck(visitors['guest of this property'])).statusCode).toBe(200);
    });

    it("a stay's guest reads only their own property's welcome page", async () => {
      const otherStay = await created(
        { guest_name: 'Other', arrival: '2025-12-01', departure: '2025-12-04' },
        otherPropertyId,
      );
      const cookie = await openLink(otherStay);
      expect((await welcome(cookie, propertyId)).statusCode).toBe(403);
      expect((await welcome(cookie, otherPropertyId)).statusCode).toBe(200);
    });

    it("a link opens only its own property's page", async () => {
      const stay = await created({ guest_name: 'Own', arrival: '2025-12-01', departure: '2025-12-04' });
      expect(await openStayLink(t.app.domain, otherPropertyId, tokenOf(stay))).toEqual({
        ok: false,
        end: 'revoked',
      });
      expect(await openStayLink(t.app.domain, propertyId, 'x'.repeat(43))).toEqual({
        ok: false,
        end: 'revoked',
      });
    });
  });

  describe('codes are released for the stay only', () => {
    let stay: Stay;
    let guest: string;

    beforeAll(async () => {
      now = start;
      stay = await created({ guest_name: 'Avery', arrival: '2025-12-12', departure: '2025-12-15' });
      guest = await openLink(stay);
    });

    it('before arrival day: the page, its stay, but no codes, and when they appear', async () => {
      now = new Date('2025-12-12T07:59:59.000Z'); // 23:59:59 on Thu 11 Dec in Vancouver
      const res = await welcome(guest);
      expect(res.statusCode).toBe(200);
      const page = res.json();
      expect(page.door).toEqual({ code: null, instructions: 'Lockbox left of the side door.' });
      expect(page.wifi).toEqual({ network: 'CedarRidge', password: null });
      expect(page.garbage.code).toBeNull();
      expect(page.checkin).toEqual({ time: '16:00', instructions: 'Shoes off inside.' });
      expect(page.codes_available_at).toBe('2025-12-12T08:00:00.000Z');
      // the greeting: first name and the stay's dates; where the home is
      expect(page.stay).toEqual({
        first_name: 'Avery',
        arrival: '2025-12-12',
        departure: '2025-12-15',
        email: null,
        time_options: { early_check_in: null, late_checkout: null },
      });
      expect(page.address).toEqual({
        line: expect.any(String),
        map_url: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(page.address.line)}`,
      });
      expect(page.address.line).not.toBe('');
      expect(res.body).not.toContain('4821');
      expect(res.body).not.toContain('powder-day-2025');
      const check = await guestCheck(guest);
      expect(check.json()).toMatchObject({
        property_id: propertyId,
        stay: { guest_name: 'Avery', arrival: '2025-12-12', departure: '2025-12-15' },
      });
    });

    it('from 00:00 on arrival day: every code', async () => {
      now = new Date('2025-12-12T08:00:00.000Z');
      const page = (await welcome(guest)).json();
      expect(page.door.code).toBe('4821');
      expect(page.wifi.password).toBe('powder-day-2025');
      expect(page.garbage.code).toBe('4321');
      expect(page.codes_available_at).toBeNull();
    });

    it('until 12:00 the day after departure; then 401, and the link says the stay has ended', async () => {
      now = new Date('2025-12-16T19:59:59.000Z'); // 11:59:59 on Tue 16 Dec
      expect((await welcome(guest)).statusCode).toBe(200);
      now = new Date('2025-12-16T20:00:00.000Z');
      expect((await welcome(guest)).statusCode).toBe(401);
      expect((await guestCheck(guest)).statusCode).toBe(401);
      expect(await openStayLink(t.app.domain, propertyId, tokenOf(stay))).toEqual({
        ok: false,
        end: 'ended',
      });
    });

    it('an admin sees every code whatever the date; a password guest the door code only when the property allows it', async () => {
      now = new Date('2025-12-02T18:00:00.000Z');
      const staff = await admin();
      expect((await welcome(staff)).json()).toMatchObject({
        door: { code: '4821' },
        stay: null,
        password_shows_codes: false,
      });
      const password = await loginGuest(t, propertyId, 'cedar-guest');
      // by default the door code goes through a stay only; WiFi and garbage codes stay visible
      expect((await welcome(password)).json()).toMatchObject({
        door: { code: null },
        wifi: { password: 'powder-day-2025' },
        garbage: { code: '4321' },
        codes_available_at: null,
        stay: null,
        password_shows_codes: false,
      });
      expect((await guestCheck(password)).json().stay).toBeNull();

      const setting = async (value: string) => {
        const { property_id: _omitted, ...fields } = welcomeFields(propertyId, {
          door_code: '4821',
          password_shows_codes: value,
          property_password: '',
        });
        const form = await multipart(fields);
        const res = await t.app.inject({
          method: 'PUT',
          url: `/api/v1/properties/welcome/${propertyId}`,
          ...form,
          headers: { ...form.headers, cookie: staff },
        });
        expect(res.statusCode).toBe(200);
        return res.json();
      };
      expect((await setting('true')).password_shows_codes).toBe(true);
      expect((await welcome(password)).json().door.code).toBe('4821');
      expect((await setting('false')).password_shows_codes).toBe(false);
      expect((await welcome(password)).json().door.code).toBeNull();
      const form = await multipart({
        door_code: '4821',
        pm_contact: 'Maya',
        password_shows_codes: 'perhaps',
      });
      const refused = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/properties/welcome/${propertyId}`,
        ...form,
        headers: { ...form.headers, cookie: staff },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toHaveProperty('password_shows_codes');
    });
  });

  // The rule in force since 2026-11-01 (tzdata 2026a): British Columbia on UTC−7 all winter, so arrival
  // day starts at 07:00 UTC and checkout noon is 19:00 UTC. On older data each is an hour later.
  describe('in the winter of 2026, on UTC−7', () => {
    let stay: Stay;
    let guest: string;

    beforeAll(async () => {
      now = start;
      stay = await created({ guest_name: 'Robin', arrival: '2026-12-15', departure: '2026-12-18' });
      guest = await openLink(stay);
    });

    it('codes appear at 00:00 on arrival day, 07:00 UTC', async () => {
      now = new Date('2026-12-15T06:59:59.000Z'); // 23:59:59 on Mon 14 Dec in Revelstoke
      const before = (await welcome(guest)).json();
      expect(before.door.code).toBeNull();
      expect(before.codes_available_at).toBe('2026-12-15T07:00:00.000Z');
      now = new Date('2026-12-15T07:00:00.000Z');
      const after = (await welcome(guest)).json();
      expect(after.door.code).toBe('4821');
      expect(after.codes_available_at).toBeNull();
    });

    it('access ends at 12:00 the day after departure, 19:00 UTC', async () => {
      now = new Date('2026-12-19T18:59:59.000Z');
      expect((await welcome(guest)).statusCode).toBe(200);
      now = new Date('2026-12-19T19:00:00.000Z');
      expect((await welcome(guest)).statusCode).toBe(401);
      expect(await openStayLink(t.app.domain, propertyId, tokenOf(stay))).toEqual({
        ok: false,
        end: 'ended',
      });
    });
  });

  it('revoking ends a live session at once, and the link stops working', async () => {
    const stay = await created({ guest_name: 'Sam', arrival: '2025-11-30', departure: '2025-12-03' });
    const guest = await openLink(stay);
    expect((await welcome(guest)).json().door.code).toBe('4821');

    expect((await revoke(stay)).statusCode).toBe(204);

    expect((await welcome(guest)).statusCode).toBe(401);
    expect((await guestCheck(guest)).statusCode).toBe(401);
    expect(await openStayLink(t.app.domain, propertyId, tokenOf(stay))).toEqual({
      ok: false,
      end: 'revoked',
    });
  });

  it('a property password change ends password sessions, not stays', async () => {
    const stay = await created({ guest_name: 'Kept', arrival: '2025-11-30', departure: '2025-12-03' });
    const stayGuest = await openLink(stay);
    const passwordGuest = await loginGuest(t, propertyId, 'cedar-guest');
    const { property_id: _omitted, ...fields } = welcomeFields(propertyId, {
      property_password: 'new-season',
    });
    const form = await multipart(fields);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/properties/welcome/${propertyId}`,
      ...form,
      headers: { ...form.headers, cookie: await admin() },
    });
    expect(res.statusCode).toBe(200);
    expect((await guestCheck(passwordGuest)).statusCode).toBe(401);
    expect((await guestCheck(stayGuest)).statusCode).toBe(200);
  });

  it('checks the Arrival fields as the other welcome fields', async () => {
    for (const [field, value] of [
      ['check_in_time', '25:00'],
      ['door_code', 'x'.repeat(101)],
    ] as const) {
      const { property_id: _omitted, ...fields } = welcomeFields(propertyId, { [field]: value });
      const form = await multipart(fields);
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/properties/welcome/${propertyId}`,
        ...form,
        headers: { ...form.headers, cookie: await admin() },
      });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual([field]);
    }
  });
});

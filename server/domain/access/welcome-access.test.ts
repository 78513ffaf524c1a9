import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { Stay } from '#common/stay.ts';
import {
  createPropertyViaApi,
  createTestApp,
  createWelcomeViaApi,
  describeEachEngine,
  smallImageFile,
  type TestApp,
} from '../../test/harness.ts';
import { accessEndsAt, codesReleasedAt, createStay, openStayLink, revokeStay } from '../stays/stays.ts';
import { createUser } from '../users/users.ts';
import { startAdminSession, startGuestSession } from './sessions.ts';
import { readWelcomeFor, type VisitorTokens, type WelcomeAccess } from './welcome-access.ts';

/**
 * The one access rule for welcome pages (issue 23), asked directly: every kind of visitor, before and after
 * a stay's codes are released, and after the stay is revoked or has ended.
 */
describeEachEngine('who sees what of a welcome page', (engine) => {
  const start = new Date('2026-12-10T18:00:00.000Z');
  let now = start;
  let t: TestApp;
  let propertyId: number;
  let otherPropertyId: number;
  let bareId: number;
  let adminToken: string;
  let staffId: number;
  let passwordGuest: string;
  let otherGuest: string;

  const read = (tokens: Partial<VisitorTokens>, id = propertyId): Promise<WelcomeAccess> =>
    readWelcomeFor(t.app.domain, id, { admin: undefined, guest: undefined, ...tokens });
  const codesOf = (access: WelcomeAccess) => {
    if (access.kind !== 'granted') throw new Error(`not granted: ${access.kind}`);
    const { door, wifi, garbage, codes_available_at } = access.welcome;
    return { door: door.code, wifi: wifi.password, garbage: garbage.code, at: codes_available_at };
  };
  const allCodes = { door: '4821', wifi: 'powder-day', garbage: '1357', at: null };
  const noCodes = (at: Date) => ({ door: null, wifi: null, garbage: null, at: at.toISOString() });

  const stayFor = (arrival: string, departure: string): Promise<Stay> =>
    createStay(t.app.domain, propertyId, { guest_name: 'Priya Shah', arrival, departure }, 'tester');
  const openLink = async (stay: Stay) => {
    const outcome = await openStayLink(t.app.domain, propertyId, stay.link.split('/s/')[1] ?? '');
    if (!outcome.ok) throw new Error(`link refused: ${outcome.end}`);
    return outcome.session.token;
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { now: () => now });
    const cookie = await t.loginAdmin();
    const image = { cover_image: await smallImageFile() };
    propertyId = (await createPropertyViaApi(t, cookie, image)).id;
    otherPropertyId = (await createPropertyViaApi(t, cookie, image)).id;
    bareId = (await createPropertyViaApi(t, cookie, image)).id;
    const codes = { door_code: '4821', wifi_password: 'powder-day', garbage_code: '1357' };
    await createWelcomeViaApi(t, cookie, propertyId, codes);
    await createWelcomeViaApi(t, cookie, otherPropertyId, codes);
    const staff = await createUser(t.app.domain, 'front-desk', 'a-long-password');
    staffId = staff.id;
    adminToken = (await startAdminSession(t.app.domain, staff.id, false)).token;
    passwordGuest = (await startGuestSession(t.app.domain, propertyId, 3)).token;
    otherGuest = (await startGuestSession(t.app.domain, otherPropertyId, 3)).token;
  });
  afterAll(async () => t?.close());
  beforeEach(() => {
    now = start;
  });

  it('gives an anonymous visitor nothing, and a guest of another property nothing', async () => {
    expect(await read({})).toEqual({ kind: 'signed-out' });
    expect(await read({ guest: 'not-a-session', admin: 'not-a-session' })).toEqual({ kind: 'signed-out' });
    expect(await read({ guest: otherGuest })).toEqual({ kind: 'other-property' });
    expect(await read({}, bareId)).toEqual({ kind: 'signed-out' });
  });

  it('gives staff every code, before any stay and on a page they are building', async () => {
    const access = await read({ admin: adminToken });
    expect(access).toMatchObject({ kind: 'granted', viewer: { kind: 'staff' } });
    expect(codesOf(access)).toEqual(allCodes);
    expect(await read({ admin: adminToken }, bareId)).toEqual({ kind: 'no-page' });
  });

  it('gives a password guest the WiFi and garbage codes, and the door code only where the property allows it', async () => {
    const access = await read({ guest: passwordGuest });
    expect(access).toMatchObject({ kind: 'granted', viewer: { kind: 'guest' } });
    expect(codesOf(access)).toEqual({ ...allCodes, door: null });
    expect(access.kind === 'granted' && access.welcome.stay).toBeNull();

    const passwordShowsCodes = (on: boolean) =>
      t.db.kysely
        .updateTable('welcome_pages')
        .set({ password_shows_codes: on ? 1 : 0 })
        .where('property_id', '=', propertyId)
        .execute();
    await passwordShowsCodes(true);
    expect(codesOf(await read({ guest: passwordGuest }))).toEqual(allCodes);
    await passwordShowsCodes(false);
    expect(codesOf(await read({ guest: passwordGuest }))).toEqual({ ...allCodes, door: null });
    // staff always see the door code, whatever the setting
    expect(codesOf(await read({ admin: adminToken }))).toEqual(allCodes);
    // a page without a door code withholds nothing (the guest is not sent to ask for one)
    await t.db.kysely
      .updateTable('welcome_pages')
      .set({ door_code: '' })
      .where('property_id', '=', propertyId)
      .execute();
    expect(codesOf(await read({ guest: passwordGuest }))).toEqual({ ...allCodes, door: '' });
    await t.db.kysely
      .updateTable('welcome_pages')
      .set({ door_code: '4821' })
      .where('property_id', '=', propertyId)
      .execute();
  });

  it("holds a stay guest's codes until 00:00 on arrival day in the site's zone, then gives them", async () => {
    const stay = await stayFor('2026-12-15', '2026-12-18');
    const guest = await openLink(stay);
    const release = codesReleasedAt('2026-12-15', t.config.site.timeZone);
    now = new Date(release.getTime() - 1);
    expect(codesOf(await read({ guest }))).toEqual(noCodes(release));
    now = release;
    const released = await read({ guest });
    expect(codesOf(released)).toEqual(allCodes);
    // the stay's guest is greeted by first name with the stay's dates, before and after the release
    expect(released.kind === 'granted' && released.welcome.stay).toEqual({
      first_name: 'Priya',
      arrival: '2026-12-15',
      departure: '2026-12-18',
      email: null,
      time_options: { early_check_in: null, late_checkout: null },
    });
    // staff beside a stay guest's cookie still see everything
    now = new Date(release.getTime() - 1);
    const admin = (await startAdminSession(t.app.domain, staffId, false)).token;
    expect(codesOf(await read({ guest, admin }))).toEqual(allCodes);
  });

  it('gives nothing once the stay is revoked, before or after its release', async () => {
    const stay = await stayFor('2026-12-11', '2026-12-13');
    const guest = await openLink(stay);
    now = codesReleasedAt('2026-12-11', t.config.site.timeZone);
    expect(codesOf(await read({ guest }))).toEqual(allCodes);
    await revokeStay(t.app.domain, propertyId, stay.id);
    expect(await read({ guest })).toEqual({ kind: 'signed-out' });
  });

  it('gives nothing once the stay has ended (noon the day after departure)', async () => {
    const stay = await stayFor('2026-12-11', '2026-12-12');
    const guest = await openLink(stay);
    const ends = accessEndsAt('2026-12-12', t.config.site.timeZone);
    now = new Date(ends.getTime() - 1);
    expect(codesOf(await read({ guest }))).toEqual(allCodes);
    now = ends;
    expect(await read({ guest })).toEqual({ kind: 'signed-out' });
  });
});

import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Stay } from '#common/stay.ts';
import type { Activity, Task } from '#common/tasks.ts';
import { liftAllLimits } from '../../domain/limits/limits.ts';
import { openStayLink } from '../../domain/stays/stays.ts';
import {
  createPropertyViaApi,
  createTestApp,
  createWelcomeViaApi,
  describeEachEngine,
  smallImageFile,
  type TestApp,
} from '../../test/harness.ts';
import { manualClock, readMail, TestSmtpServer } from '../../test/smtp.ts';

// 10:00 in Vancouver (UTC-8 then) on Mon 1 Dec 2025: past dates, whose offsets are settled history.
const start = '2025-12-01T18:00:00.000Z';

/**
 * Issue 41, item 4: "Revoke stays what it is: a new link for the same stay". The new link replaces the old
 * one at once (the old link and the sessions it opened stop working) while the stay keeps everything else.
 */
describeEachEngine('POST /properties/{id}/stays/{stayId}/new-link', (engine) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let admin: string;
  let home: number;
  let otherHome: number;
  const clock = manualClock(start);

  beforeAll(async () => {
    smtp = new TestSmtpServer();
    await smtp.start();
    t = await createTestApp(engine, {
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'stays@stays.test', SITE_EMAIL: 'hello@stays.test' },
      now: clock.now,
      limiters: liftAllLimits(),
    });
    admin = await t.loginAdmin();
    home = (
      await createPropertyViaApi(t, admin, { name: 'Cedar House', cover_image: await smallImageFile() })
    ).id;
    otherHome = (
      await createPropertyViaApi(t, admin, { name: 'Pine Loft', cover_image: await smallImageFile() })
    ).id;
    await createWelcomeViaApi(t, admin, home, { door_code: '4821', check_in_time: '16:00' });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  const api = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
  const addStay = async (body: object, propertyId = home): Promise<Stay> => {
    const res = await api('POST', `/properties/${propertyId}/stays`, admin, { allow_overlap: true, ...body });
    if (res.statusCode !== 201) throw new Error(`add stay failed: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const newLink = (stay: Pick<Stay, 'id' | 'property_id'>, cookie = admin) =>
    api('POST', `/properties/${stay.property_id}/stays/${stay.id}/new-link`, cookie);
  const tokenOf = (stay: Stay) => stay.link.split('/s/')[1] as string;
  const openLink = async (stay: Stay) => {
    const outcome = await openStayLink(t.app.domain, stay.property_id, tokenOf(stay));
    if (!outcome.ok) throw new Error(`link refused: ${outcome.end}`);
    return `guest_session=${outcome.session.token}`;
  };
  const welcome = (cookie: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/properties/welcome/${home}`, headers: { cookie } });

  it('gives the stay a new link: the old link and its sessions stop at once, the new one opens the guide', async () => {
    const stay = await addStay({ guest_name: 'Mira Holt', arrival: '2025-11-30', departure: '2025-12-04' });
    const oldGuest = await openLink(stay);
    expect((await welcome(oldGuest)).json().door.code).toBe('4821');
    expect((await api('POST', `/properties/${home}/stays/${stay.id}/shared`, admin)).statusCode).toBe(200);

    const res = await newLink(stay);
    expect(res.statusCode).toBe(200);
    const renewed: Stay = res.json();
    expect(renewed.link).not.toBe(stay.link);
    expect(renewed.link).toMatch(new RegExp(`^http://localhost:3000/welcome/${home}/s/[A-Za-z0-9_-]{43}$`));
    // the same stay, now with a link nobody has been given
    expect(renewed).toEqual({ ...stay, link: renewed.link, link_shared_at: null });
    expect(renewed.status).toBe('current');

    expect((await welcome(oldGuest)).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/users/auth/guest-token-check',
          headers: { cookie: oldGuest },
        })
      ).statusCode,
    ).toBe(401);
    expect(await openStayLink(t.app.domain, home, tokenOf(stay))).toEqual({ ok: false, end: 'revoked' });

    const newGuest = await openLink(renewed);
    const page = await welcome(newGuest);
    expect(page.statusCode).toBe(200);
    expect(page.json().door.code).toBe('4821');
    const listed = (await api('GET', `/properties/${home}/stays`, admin)).json() as Stay[];
    expect(listed.find((s) => s.id === stay.id)).toEqual(renewed);
  });

  it('keeps the money, the clean, the requests and the planned mails, which carry the new link', async () => {
    const stay = await addStay({
      guest_name: 'Sam Okafor',
      guest_email: 'sam@example.com',
      arrival: '2025-12-03',
      departure: '2025-12-06',
      guests: 3,
      total_cents: 90_000,
    });
    const paid = await api('POST', `/properties/${home}/stays/${stay.id}/payments`, admin, {
      cents: 30_000,
      method: 'e-transfer',
      received_on: '2025-12-01',
    });
    expect(paid.statusCode).toBe(201);
    const before: Stay = paid.json();
    const oldGuest = await openLink(stay);
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/v1/properties/welcome/${home}/requests`,
      headers: { cookie: oldGuest },
      payload: { kind: 'other', message: 'Is there a crib?' },
    });
    expect(asked.statusCode).toBe(201);
    const cleansOf = async () =>
      ((await api('GET', `/tasks?property_id=${home}&kind=clean`, admin)).json() as Task[]).filter(
        (task) => task.stay_id === stay.id,
      );
    const cleans = await cleansOf();
    expect(cleans).toHaveLength(1);

    const res = await newLink(stay);
    expect(res.statusCode).toBe(200);
    const renewed: Stay = res.json();
    expect(renewed).toMatchObject({
      status: 'upcoming',
      arrival: '2025-12-03',
      departure: '2025-12-06',
      guests: 3,
      total_cents: 90_000,
      paid_cents: 30_000,
      balance_cents: 60_000,
      payments: before.payments,
      messages: before.messages,
    });
    expect(await cleansOf()).toEqual(cleans);
    const requests = await t.app.inject({
      method: 'GET',
      url: `/api/v1/properties/welcome/${home}/requests`,
      headers: { cookie: await openLink(renewed) },
    });
    expect(requests.json()).toMatchObject([{ kind: 'other', message: 'Is there a crib?' }]);

    // the guide (due at once: arrival is two days away) is composed when sent, with the link of that moment
    await t.app.guestMailer.runOnce();
    const mails = smtp.received.filter((m) => m.to.includes('sam@example.com'));
    expect(mails).toHaveLength(1);
    const text = readMail(mails[0]?.raw ?? '').text;
    expect(text).toContain(renewed.link);
    expect(text).not.toContain(stay.link);
  });

  it('is recorded in the activity with who made it', async () => {
    const stay = await addStay({ guest_name: 'Lee Park', arrival: '2025-12-10', departure: '2025-12-12' });
    expect((await newLink(stay)).statusCode).toBe(200);
    const activity = (await api('GET', `/activity?stay_id=${stay.id}`, admin)).json() as Activity[];
    expect(activity[0]).toMatchObject({
      action: 'stay.link_renewed',
      user_name: 'tester',
      property_id: home,
      stay_id: stay.id,
    });
  });

  it('is 409 on a cancelled, revoked or ended stay, and changes nothing', async () => {
    const cancelled = await addStay({
      guest_name: 'Cancelled',
      arrival: '2025-12-20',
      departure: '2025-12-22',
    });
    expect(
      (
        await api('POST', `/properties/${home}/stays/${cancelled.id}/cancel`, admin, {
          reason: 'Plans changed',
        })
      ).statusCode,
    ).toBe(200);
    const revoked = await addStay({ guest_name: 'Revoked', arrival: '2025-12-20', departure: '2025-12-22' });
    expect((await api('DELETE', `/properties/${home}/stays/${revoked.id}`, admin)).statusCode).toBe(204);
    const ended = await addStay({ guest_name: 'Ended', arrival: '2025-11-20', departure: '2025-11-25' });
    for (const [stay, message] of [
      [cancelled, 'This booking is cancelled: it has no link to renew'],
      [revoked, 'This stay is revoked: it has no link to renew'],
      [ended, 'This stay has ended: its link no longer opens anything'],
    ] as const) {
      const before = (await api('GET', `/properties/${home}/stays`, admin)).json() as Stay[];
      const res = await newLink(stay);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message });
      const after = (await api('GET', `/properties/${home}/stays`, admin)).json() as Stay[];
      expect(after.find((s) => s.id === stay.id)).toEqual(before.find((s) => s.id === stay.id));
    }
  });

  it("is 404 for an unknown stay, another home's stay or an unknown home", async () => {
    const stay = await addStay({ guest_name: 'Elsewhere', arrival: '2025-12-10', departure: '2025-12-12' });
    for (const [propertyId, stayId, message] of [
      [home, 999_999, 'Stay not found'],
      [otherHome, stay.id, 'Stay not found'],
      [999_999, stay.id, 'Property not found'],
    ] as const) {
      const res = await newLink({ property_id: propertyId, id: stayId });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message });
    }
  });

  it('a manager may make one; housekeeping and anonymous callers may not', async () => {
    const stay = await addStay({ guest_name: 'Roles', arrival: '2025-12-10', departure: '2025-12-12' });
    const manager = await t.loginAdmin('manager-user', 'manager-password', 'manager');
    const housekeeping = await t.loginAdmin('housekeeping-user', 'housekeeping-password', 'housekeeping');
    const refused = await newLink(stay, housekeeping);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'The housekeeping role cannot do this' });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/v1/properties/${home}/stays/${stay.id}/new-link`,
    });
    expect(anonymous.statusCode).toBe(401);
    // neither changed the link
    expect(await openStayLink(t.app.domain, home, tokenOf(stay))).toMatchObject({ ok: true });
    const res = await newLink(stay, manager);
    expect(res.statusCode).toBe(200);
    expect(res.json().link).not.toBe(stay.link);
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/v1/properties/{id}/stays/{stayId}/new-link'].post.operationId).toBe(
      'renewStayLink',
    );
  });
});

import { afterAll, beforeAll, expect, it } from 'vitest';
import type { GuestRequest, StaffRequest } from '#common/request-threads.ts';
import type { Stay } from '#common/stay.ts';
import type { Welcome } from '#common/welcome.ts';
import { liftAllLimits } from '../../domain/limits/limits.ts';
import { composeStayMessage } from '../../domain/messages/guest-message-compose.ts';
import { openStayLink } from '../../domain/stays/stays.ts';
import {
  createPropertyViaApi,
  createTestApp,
  createWelcomeViaApi,
  describeEachEngine,
  smallImageFile,
  storedState,
  type TestApp,
} from '../../test/harness.ts';
import { manualClock, readMail, TestSmtpServer } from '../../test/smtp.ts';

// 10:00 in Vancouver on Mon 1 Dec 2025 (UTC-8 then).
const start = '2025-12-01T18:00:00.000Z';

/** Issue 43, item 2: early check-in and late checkout, offered without a same-day turnover, approved by staff or at once. */
describeEachEngine('early check-in and late checkout', (engine) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let admin: string;
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
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  const home = async (name: string, times: Record<string, string>) => {
    const id = (await createPropertyViaApi(t, admin, { name, cover_image: await smallImageFile() }))
      .id as number;
    await createWelcomeViaApi(t, admin, id, {
      check_in_time: '16:00',
      checkout_time: '10:00',
      ...times,
    });
    return id;
  };
  const addStay = async (
    propertyId: number,
    guest_name: string,
    arrival: string,
    departure: string,
    language: 'en' | 'fr' = 'en',
  ) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/properties/${propertyId}/stays`,
      headers: { cookie: admin },
      payload: {
        guest_name,
        arrival,
        departure,
        language,
        guest_email: `${guest_name.split(' ')[0]!.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')}@example.com`,
      },
    });
    expect(res.statusCode).toBe(201);
    const stay = res.json() as Stay;
    const outcome = await openStayLink(t.app.domain, propertyId, stay.link.split('/s/')[1]!);
    if (!outcome.ok) throw new Error('link refused');
    return { stay, cookie: `guest_session=${outcome.session.token}` };
  };
  const guide = async (propertyId: number, cookie: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/properties/welcome/${propertyId}`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as Welcome;
  };
  const ask = (propertyId: number, cookie: string, body: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/properties/welcome/${propertyId}/requests`,
      headers: { cookie },
      payload: body,
    });
  const mine = async (propertyId: number, cookie: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/properties/welcome/${propertyId}/requests`,
        headers: { cookie },
      })
    ).json() as GuestRequest[];
  const answer = (requestId: number, body: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/requests/${requestId}/replies`,
      headers: { cookie: admin },
      payload: body,
    });
  const cleanDue = async (stayId: number) =>
    (
      await t.app.domain.db
        .selectFrom('tasks')
        .select('due_at')
        .where('stay_id', '=', stayId)
        .where('kind', '=', 'clean')
        .executeTakeFirstOrThrow()
    ).due_at;

  it("offers the home's times when it is free, staff approve, and the guide and mails show the new time", async () => {
    const id = await home('Larch House', { early_check_in: '13:00', late_checkout: '13:00' });
    const { stay, cookie } = await addStay(id, 'Robin Hale', '2025-12-03', '2025-12-06');
    const before = await guide(id, cookie);
    expect(before.stay?.time_options).toEqual({ early_check_in: '13:00', late_checkout: '13:00' });
    expect(before.checkout.time).toBe('10:00');
    expect(before.stay_times).toEqual({
      early_check_in: '13:00',
      late_checkout: '13:00',
      auto_approve: false,
    });

    const asked = await ask(id, cookie, { kind: 'late_checkout', message: 'Our flight is at 18:00.' });
    expect(asked.statusCode).toBe(201);
    expect(asked.json().message).toBe('Sent. We will answer here and by email.');
    const [request] = await mine(id, cookie);
    expect(request?.status).toBe('open');
    // asked, not yet approved: the guide still shows the home's time
    expect((await guide(id, cookie)).checkout.time).toBe('10:00');

    const approved = await answer(request!.id, { text: 'Yes, until 13:00.', status: 'approved' });
    expect(approved.statusCode).toBe(201);
    expect((approved.json() as StaffRequest).status).toBe('approved');
    const after = await guide(id, cookie);
    expect(after.checkout.time).toBe('13:00');
    expect(after.checkin.time).toBe('16:00');
    // granted: no longer offered; early check-in still is
    expect(after.stay?.time_options).toEqual({ early_check_in: '13:00', late_checkout: null });
    const checkoutMail = await composeStayMessage(t.app.domain, stay.id, 'checkout');
    expect(`${checkoutMail.subject}\n${checkoutMail.text}`).toContain('13:00');
    expect(checkoutMail.text).not.toContain('10:00');
  });

  it('does not offer them on a same-day turnover (a stay, or a block), and an approved early check-in moves the clean', async () => {
    const id = await home('Spruce Loft', { early_check_in: '12:00', late_checkout: '12:00' });
    const first = await addStay(id, 'Alex First', '2025-12-03', '2025-12-06');
    expect(await cleanDue(first.stay.id)).toBe('2025-12-07T07:59:00.000Z');
    const next = await addStay(id, 'Jamie Next', '2025-12-06', '2025-12-08');
    // someone arrives on the first stay's departure day: its clean is due by their check-in (16:00)
    expect(await cleanDue(first.stay.id)).toBe('2025-12-07T00:00:00.000Z');
    expect((await guide(id, first.cookie)).stay?.time_options).toEqual({
      early_check_in: '12:00',
      late_checkout: null,
    });
    expect((await guide(id, next.cookie)).stay?.time_options).toEqual({
      early_check_in: null,
      late_checkout: '12:00',
    });
    // a manual block from the next stay's departure holds that day too
    const block = await t.app.inject({
      method: 'POST',
      url: `/api/v1/properties/${id}/calendar/blocks`,
      headers: { cookie: admin },
      payload: { start: '2025-12-08', end: '2025-12-10', note: 'Owner' },
    });
    expect(block.statusCode).toBe(201);
    expect((await guide(id, next.cookie)).stay?.time_options).toEqual({
      early_check_in: null,
      late_checkout: null,
    });

    // staff may still approve what the guide did not offer: the early arrival moves the previous clean
    expect((await ask(id, next.cookie, { kind: 'early_check_in', message: 'Any chance?' })).statusCode).toBe(
      201,
    );
    const [request] = await mine(id, next.cookie);
    expect((await answer(request!.id, { text: 'Yes, from noon.', status: 'approved' })).statusCode).toBe(201);
    expect((await guide(id, next.cookie)).checkin.time).toBe('12:00');
    expect(await cleanDue(first.stay.id)).toBe('2025-12-06T20:00:00.000Z');
  });

  it('approves at once on a home that says so when it is free, in the stay language, and mails it once', async () => {
    const id = await home('Aspen Cabin', { late_checkout: '12:00', auto_approve_times: 'true' });
    const { cookie } = await addStay(id, 'Élise Gagnon', '2025-12-10', '2025-12-12', 'fr');
    const res = await ask(id, cookie, { kind: 'late_checkout' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Approuvée\u00a0: votre départ se fait maintenant à 12 h 00.');
    const [request] = await mine(id, cookie);
    expect(request).toMatchObject({
      status: 'approved',
      replies: [{ from: 'staff', text: 'Approuvée\u00a0: votre départ se fait maintenant à 12 h 00.' }],
    });
    const seen = await guide(id, cookie);
    expect(seen.checkout.time).toBe('12:00');
    expect(seen.stay?.time_options).toEqual({ early_check_in: null, late_checkout: null });
    await t.app.replyMailer.runOnce();
    await t.app.replyMailer.runOnce();
    const mails = smtp.received.filter((m) => m.to.includes('elise@example.com'));
    expect(mails).toHaveLength(1);
    expect(readMail(mails[0]!.raw).text).toContain('12 h 00');
  });

  it('leaves a request open for staff when the home approves by itself but is not free that day', async () => {
    const id = await home('Birch Chalet', { late_checkout: '12:00', auto_approve_times: 'true' });
    const { cookie } = await addStay(id, 'Noor Busy', '2025-12-15', '2025-12-17');
    await addStay(id, 'Pat After', '2025-12-17', '2025-12-19');
    const before = await storedState(t);
    const res = await ask(id, cookie, { kind: 'late_checkout' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Sent. We will answer here and by email.');
    const [request] = await mine(id, cookie);
    expect(request).toMatchObject({ status: 'open', replies: [] });
    expect((await guide(id, cookie)).checkout.time).toBe('10:00');
    expect(before).not.toEqual(await storedState(t));
  });

  it('refuses a time that is not a time, and keeps the stored page', async () => {
    const id = await home('Fir Studio', {});
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/properties/welcome/${id}`,
      headers: { cookie: admin, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="late_checkout"\r\n\r\nnoon\r\n--x--\r\n',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields?.late_checkout).toBe('Latest checkout must be a time such as 13:00');
  });
});

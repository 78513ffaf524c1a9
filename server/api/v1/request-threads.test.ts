import { afterAll, beforeAll, expect, it } from 'vitest';
import type { GuestRequest, StaffRequest } from '#common/request-threads.ts';
import type { Stay } from '#common/stay.ts';
import { liftAllLimits } from '../../domain/limits/limits.ts';
import { openStayLink } from '../../domain/stays/stays.ts';
import {
  createPropertyViaApi,
  createTestApp,
  createWelcomeViaApi,
  describeEachEngine,
  loginGuest,
  smallImageFile,
  storedState,
  type TestApp,
} from '../../test/harness.ts';
import { manualClock, readMail, TestSmtpServer } from '../../test/smtp.ts';

// 10:00 in Vancouver on Mon 1 Dec 2025 (a past date: its offset is history in every zone database).
const start = '2025-12-01T18:00:00.000Z';

/** Issue 43: a guest's requests are threads they read and add to; staff answer, mailed once over SMTP. */
describeEachEngine('guest requests as conversations', (engine) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let admin: string;
  let propertyId: number;
  let otherPropertyId: number;
  const clock = manualClock(start);

  beforeAll(async () => {
    smtp = new TestSmtpServer();
    await smtp.start();
    t = await createTestApp(engine, {
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'stays@stays.test', SITE_EMAIL: 'hello@stays.test' },
      now: clock.now,
      // the reply limit is tightened where it is under test; the requests' own limit is not under test
      limiters: {
        ...liftAllLimits(),
        requestRepliesPerStay: { kind: 'window', max: 3, windowMs: 3_600_000 },
      },
    });
    admin = await t.loginAdmin();
    propertyId = (
      await createPropertyViaApi(t, admin, { name: 'Cedar Ridge', cover_image: await smallImageFile() })
    ).id;
    otherPropertyId = (await createPropertyViaApi(t, admin, { cover_image: await smallImageFile() })).id;
    await createWelcomeViaApi(t, admin, propertyId);
    await createWelcomeViaApi(t, admin, otherPropertyId);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  const stayOf = async (guest_name: string, more: { language?: 'fr'; id?: number } = {}) => {
    const id = more.id ?? propertyId;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/properties/${id}/stays`,
      headers: { cookie: admin },
      payload: {
        guest_name,
        arrival: '2025-12-03',
        departure: '2025-12-06',
        allow_overlap: true,
        guest_email: `${guest_name.split(' ')[0]!.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')}@example.com`,
        ...(more.language ? { language: more.language } : {}),
      },
    });
    const stay = res.json() as Stay;
    const outcome = await openStayLink(t.app.domain, id, stay.link.split('/s/')[1]!);
    if (!outcome.ok) throw new Error('link refused');
    return { stay, cookie: `guest_session=${outcome.session.token}` };
  };
  const ask = (cookie: string, body: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/properties/welcome/${propertyId}/requests`,
      headers: { cookie },
      payload: body,
    });
  const mine = async (cookie: string, id = propertyId) =>
    t.app.inject({ method: 'GET', url: `/api/v1/properties/welcome/${id}/requests`, headers: { cookie } });
  const guestReply = (cookie: string, requestId: number, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/properties/welcome/${propertyId}/requests/${requestId}/replies`,
      headers: { cookie },
      payload: body as object,
    });
  const answer = (requestId: number, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/requests/${requestId}/replies`,
      headers: { cookie: admin },
      payload: body as object,
    });
  const staffList = async (query = '') =>
    (
      await t.app.inject({ method: 'GET', url: `/api/v1/requests${query}`, headers: { cookie: admin } })
    ).json() as StaffRequest[];

  it('shows the guest what they asked and the answer, and mails the answer once in the stay language', async () => {
    const { stay, cookie } = await stayOf('Amélie Tremblay', { language: 'fr' });
    expect((await ask(cookie, { kind: 'late_checkout', message: 'Notre vol est à 18 h.' })).statusCode).toBe(
      201,
    );
    const [asked] = (await mine(cookie)).json() as GuestRequest[];
    expect(asked).toEqual({
      id: expect.any(Number),
      kind: 'late_checkout',
      message: 'Notre vol est à 18 h.',
      status: 'open',
      replies: [],
      created_at: start,
    });
    // staff see it apart from contact enquiries, with its stay
    const open = await staffList(`?status=open&property_id=${propertyId}`);
    expect(open.map((r) => r.id)).toContain(asked!.id);
    expect(open.find((r) => r.id === asked!.id)?.stay).toMatchObject({ id: stay.id, language: 'fr' });

    clock.advance(60_000);
    const res = await answer(asked!.id, { text: 'Oui, jusqu’à 13 h.', status: 'approved' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'approved', replies: [{ from: 'staff', by: 'tester' }] });
    await t.app.replyMailer.runOnce();
    await t.app.replyMailer.runOnce();
    const mails = smtp.received.filter((m) => m.to.includes('amelie@example.com'));
    expect(mails).toHaveLength(1);
    const mail = readMail(mails[0]!.raw);
    expect(mail.headers.get('subject')).toBe('Départ tardif\u00a0: Acceptée (Cedar Ridge)');
    expect(mail.text).toContain('Bonjour Amélie,');
    expect(mail.text).toContain('Oui, jusqu’à 13 h.');
    expect(mail.text).toContain(stay.link);

    const [seen] = (await mine(cookie)).json() as GuestRequest[];
    expect(seen).toMatchObject({
      status: 'approved',
      replies: [
        { from: 'staff', text: 'Oui, jusqu’à 13 h.', at: new Date(Date.parse(start) + 60_000).toISOString() },
      ],
    });
    expect(
      (await staffList(`?property_id=${propertyId}`)).find((r) => r.id === asked!.id)?.replies[0]?.mail,
    ).toMatchObject({
      status: 'sent',
      to: 'amelie@example.com',
    });
    // a settled request takes no more from the guest, and nothing is stored
    const before = await storedState(t);
    const closed = await guestReply(cookie, asked!.id, { text: 'Merci !' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toEqual(expect.any(String));
    expect(await storedState(t)).toEqual(before);
  });

  it('shows the open request instead of a duplicate, and a guest reply reopens an answered one', async () => {
    const { cookie } = await stayOf('Jordan Lee');
    expect((await ask(cookie, { kind: 'early_check_in' })).statusCode).toBe(201);
    const before = await storedState(t);
    const again = await ask(cookie, { kind: 'early_check_in', message: 'Again?' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('add to your request');
    expect(await storedState(t)).toEqual(before);

    const [asked] = (await mine(cookie)).json() as GuestRequest[];
    expect((await answer(asked!.id, { text: 'We will know on Tuesday.' })).json().status).toBe('answered');
    const added = await guestReply(cookie, asked!.id, { text: '  Thanks, we land at noon.  ' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      status: 'open',
      replies: [
        { from: 'staff', text: 'We will know on Tuesday.' },
        { from: 'guest', text: 'Thanks, we land at noon.' },
      ],
    });
  });

  it("refuses another stay's request, bad text and a burst, changing nothing and showing no other guest's words", async () => {
    const first = await stayOf('Sam Private');
    const second = await stayOf('Kim Curious');
    expect(
      (await ask(first.cookie, { kind: 'other', message: 'Secret: anniversary surprise' })).statusCode,
    ).toBe(201);
    const [secret] = (await mine(first.cookie)).json() as GuestRequest[];
    expect((await ask(second.cookie, { kind: 'other', message: 'Extra towels' })).statusCode).toBe(201);
    const [own] = (await mine(second.cookie)).json() as GuestRequest[];
    expect(JSON.stringify((await mine(second.cookie)).json())).not.toContain('Secret');

    const before = await storedState(t);
    const cases: [number, unknown, number][] = [
      [secret!.id, { text: 'Let me in' }, 404],
      [999_999, { text: 'Hello' }, 404],
      [own!.id, { text: '' }, 400],
      [own!.id, { text: '    ' }, 400],
      [own!.id, { text: 'x'.repeat(20_000) }, 400],
      [own!.id, {}, 400],
      [own!.id, [1, 2], 400],
    ];
    for (const [id, body, status] of cases) {
      const res = await guestReply(second.cookie, id, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 40)).toBe(status);
      expect(res.json().message).toEqual(expect.any(String));
      expect(res.body).not.toContain('anniversary');
    }
    expect(await storedState(t)).toEqual(before);

    for (let i = 0; i < 3; i++)
      expect((await guestReply(second.cookie, own!.id, { text: `n${i}` })).statusCode).toBe(201);
    const burst = await storedState(t);
    const refused = await guestReply(second.cookie, own!.id, { text: 'one more' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toEqual(expect.any(String));
    expect(await storedState(t)).toEqual(burst);

    // staff: bad answers change nothing either
    for (const [id, body, status] of [
      [own!.id, { text: '' }, 400],
      [own!.id, { text: 'ok', status: 'lost' }, 400],
      [own!.id, { text: 'x'.repeat(2001) }, 400],
      [999_999, { text: 'ok' }, 404],
    ] as const) {
      expect((await answer(id, body)).statusCode).toBe(status);
    }
    expect(await storedState(t)).toEqual(burst);
  });

  it('is the session’s own: none for a password login, 401 anonymous, 403 for another property', async () => {
    expect((await mine(await loginGuest(t, propertyId))).json()).toEqual([]);
    expect((await mine('')).statusCode).toBe(401);
    const elsewhere = await stayOf('Far Away', { id: otherPropertyId });
    expect((await mine(elsewhere.cookie)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/requests?status=shut', headers: { cookie: admin } }))
        .statusCode,
    ).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/requests' })).statusCode).toBe(401);
  });
});

import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Enquiry } from '#common/enquiry.ts';
import type { Stay } from '#common/stay.ts';
import { openStayLink } from '../../domain/stays/stays.ts';
import {
  createPropertyViaApi,
  createTestApp,
  createWelcomeViaApi,
  describeEachEngine,
  loginGuest,
  smallImageFile,
  type TestApp,
} from '../../test/harness.ts';

// 10:00 in Vancouver on Mon 1 Dec 2025 (a past date: its offset is history in every zone database).
const start = new Date('2025-12-01T18:00:00.000Z');
const day = 24 * 60 * 60 * 1000;

describeEachEngine('requests from the stay page', (engine) => {
  let t: TestApp;
  let now = start;
  let admin: string;
  let propertyId: number;
  let otherPropertyId: number;

  beforeAll(async () => {
    // the default limits: the rule under test is 5 a day per stay
    t = await createTestApp(engine, { now: () => now });
    admin = await t.loginAdmin();
    propertyId = (
      await createPropertyViaApi(t, admin, { name: 'Cedar Ridge', cover_image: await smallImageFile() })
    ).id;
    otherPropertyId = (await createPropertyViaApi(t, admin, { cover_image: await smallImageFile() })).id;
    await createWelcomeViaApi(t, admin, propertyId);
    await createWelcomeViaApi(t, admin, otherPropertyId);
  });
  afterAll(async () => t?.close());

  const stayOf = async (
    guest_name: string,
    id = propertyId,
    more: { guest_email?: string; language?: 'fr' } = {},
  ): Promise<{ stay: Stay; cookie: string }> => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/properties/${id}/stays`,
      headers: { cookie: admin },
      // every stay of the test shares its nights: an overlap staff confirm
      payload: { guest_name, arrival: '2025-12-03', departure: '2025-12-06', allow_overlap: true, ...more },
    });
    const stay = res.json() as Stay;
    const outcome = await openStayLink(t.app.domain, id, stay.link.split('/s/')[1]!);
    if (!outcome.ok) throw new Error('link refused');
    return { stay, cookie: `guest_session=${outcome.session.token}` };
  };
  const send = (body: unknown, cookie?: string, id = propertyId) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/properties/welcome/${id}/requests`,
      headers: cookie ? { cookie } : {},
      payload: body as object,
    });
  const enquiries = async () =>
    (
      await t.app.inject({ method: 'GET', url: '/api/v1/enquiries', headers: { cookie: admin } })
    ).json() as Enquiry[];

  it("reaches the back office as an enquiry linked to the stay, with the guest's words and address", async () => {
    const { stay, cookie } = await stayOf('Jordan Lee');
    const res = await send(
      { kind: 'late_checkout', message: 'Our flight is at 6 pm.', email: 'jordan@example.com' },
      cookie,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Sent. We will answer here and by email.' });
    const stored = (await enquiries()).find((e) => e.stay_id === stay.id);
    expect(stored).toMatchObject({
      kind: 'late_checkout',
      stay_id: stay.id,
      stay: {
        property_id: propertyId,
        property_name: 'Cedar Ridge',
        guest_name: 'Jordan Lee',
        arrival: '2025-12-03',
        departure: '2025-12-06',
      },
      firstName: 'Jordan',
      lastName: 'Lee',
      email: 'jordan@example.com',
      phone: '',
      message:
        'Late checkout requested for Cedar Ridge, stay 2025-12-03 to 2025-12-06.\n\nOur flight is at 6 pm.',
      mail_status: 'pending',
      handled_at: null,
    });
    // the contact form's enquiries keep their kind and no stay
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/v1/enquiries',
      payload: {
        firstName: 'A',
        lastName: 'B',
        email: 'a@example.com',
        phone: '250 555 0100',
        message: 'Hello',
      },
    });
    expect(contact.statusCode).toBe(201);
    expect((await enquiries()).find((e) => e.message === 'Hello')).toMatchObject({
      kind: 'contact',
      stay_id: null,
      stay: null,
    });
  });

  it('is for a stay only: not anonymous, not a password login, not another property', async () => {
    const body = { kind: 'early_check_in', email: 'guest@example.com' };
    const anonymous = await send(body);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toEqual(expect.any(String));
    const password = await send(body, await loginGuest(t, propertyId));
    expect(password.statusCode).toBe(403);
    expect(password.json()).toEqual({
      message: 'Requests are sent from your personal stay link: ask us for it',
    });
    const { cookie } = await stayOf('Elsewhere', otherPropertyId);
    expect((await send(body, cookie)).statusCode).toBe(403);
    expect((await send(body, admin)).statusCode).toBe(401);
  });

  it('answers bad input with 400 and the fields', async () => {
    const { cookie } = await stayOf('Careful Typist');
    const cases: [unknown, string][] = [
      [{ kind: 'spa_day', email: 'a@example.com' }, 'kind'],
      [{ kind: 'other', email: 'a@example.com' }, 'message'],
      [{ kind: 'other', message: '   ', email: 'a@example.com' }, 'message'],
      [{ kind: 'early_check_in', email: 'not-an-address' }, 'email'],
      [{ kind: 'early_check_in' }, 'email'],
      [{ kind: 'late_checkout', email: 'a@example.com', message: 'x'.repeat(501) }, 'message'],
      [{ kind: 'late_checkout', email: 'a@example.com', lang: 'de' }, 'lang'],
    ];
    for (const [body, field] of cases) {
      const res = await send(body, cookie);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields, JSON.stringify(body)).toHaveProperty([field]);
    }
    expect((await send([1, 2], cookie)).statusCode).toBe(400);
  });

  it("answers to the stay's guest email when the body has none; a stay without one must give it", async () => {
    const { stay, cookie } = await stayOf('Noor Haddad', propertyId, { guest_email: 'noor@example.com' });
    // the stay's guest (and only they) read their address in the welcome JSON, for the form to pre-fill
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/v1/properties/welcome/${propertyId}`,
      headers: { cookie },
    });
    expect(page.json().stay).toEqual({
      first_name: 'Noor',
      arrival: '2025-12-03',
      departure: '2025-12-06',
      email: 'noor@example.com',
      time_options: { early_check_in: null, late_checkout: null },
    });
    const byPassword = await t.app.inject({
      method: 'GET',
      url: `/api/v1/properties/welcome/${propertyId}`,
      headers: { cookie: await loginGuest(t, propertyId) },
    });
    expect(byPassword.json().stay).toBeNull();
    expect(byPassword.body).not.toContain('noor@example.com');

    expect((await send({ kind: 'early_check_in' }, cookie)).statusCode).toBe(201);
    expect((await send({ kind: 'late_checkout', email: '  ' }, cookie)).statusCode).toBe(201);
    expect(
      (await send({ kind: 'other', message: 'A crib?', email: 'n.h@example.com' }, cookie)).statusCode,
    ).toBe(201);
    const sent = (await enquiries()).filter((e) => e.stay_id === stay.id);
    expect(sent.map((e) => [e.kind, e.email]).sort()).toEqual([
      ['early_check_in', 'noor@example.com'],
      ['late_checkout', 'noor@example.com'],
      ['other', 'n.h@example.com'],
    ]);

    const without = await stayOf('No Address');
    const refused = await send({ kind: 'early_check_in' }, without.cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'Email is required', fields: { email: 'Email is required' } });
  });

  it('allows 5 a day per stay, then 429 with Retry-After; another stay is not held back; a day later it may ask again', async () => {
    now = start;
    const { stay, cookie } = await stayOf('Many Questions');
    const body = { kind: 'other', message: 'Is there a crib?', email: 'q@example.com' };
    for (let i = 0; i < 5; i += 1) expect((await send(body, cookie)).statusCode).toBe(201);
    const refused = await send(body, cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'You have sent 5 requests in the last 24 hours. Please wait 24 hours, or call us.',
    });
    // in the page's language when it says so
    expect((await send({ ...body, lang: 'fr' }, cookie)).json()).toEqual({
      message:
        'Vous avez envoyé 5 demandes au cours des dernières 24 heures. Patientez 24 heures ou appelez-nous.',
    });
    expect(Number(refused.headers['retry-after'])).toBe(24 * 60 * 60);
    expect((await enquiries()).filter((e) => e.stay_id === stay.id)).toHaveLength(5);

    const other = await stayOf('Quiet Guest');
    expect((await send(body, other.cookie)).statusCode).toBe(201);

    now = new Date(start.getTime() + day);
    expect((await send(body, cookie)).statusCode).toBe(201);
    now = start;
  });

  it("speaks the stay's language by default, English or French", async () => {
    now = start;
    const { cookie } = await stayOf('Camille Roy', propertyId, { language: 'fr' });
    // "something else" may be asked again while one is open (the other kinds may not: issue 43)
    const body = { kind: 'other', message: 'Des serviettes', email: 'c@example.com' };
    expect((await send(body, cookie)).json()).toEqual({
      message: 'Envoyée. Nous vous répondrons ici et par courriel.',
    });
    expect((await send({ ...body, lang: 'en' }, cookie)).json()).toEqual({
      message: 'Sent. We will answer here and by email.',
    });
    for (let i = 0; i < 3; i += 1) expect((await send(body, cookie)).statusCode).toBe(201);
    now = new Date(start.getTime() + 23.5 * 60 * 60 * 1000);
    const refused = await send(body, cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message:
        'Vous avez envoyé 5 demandes au cours des dernières 24 heures. Patientez 30 minutes ou appelez-nous.',
    });
    now = start;
  });
});

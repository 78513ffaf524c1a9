import { afterEach, beforeEach, expect, it } from 'vitest';
import { messages } from '#common/messages.ts';
import { createTestApp, describeEachEngine, type TestApp } from '../../test/harness.ts';

const valid = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann.lee@example.com',
  phone: '+1 250-555-0100',
  message: 'Is the chalet free from 3 to 10 March?',
};

describeEachEngine('enquiries API', (engine) => {
  let t: TestApp;

  beforeEach(async () => {
    t = await createTestApp(engine);
  });

  afterEach(async () => t.close());

  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/v1/enquiries', payload: payload as object, headers });

  const storedRows = () =>
    t.db.kysely
      .selectFrom('enquiries')
      .select(['id', 'first_name', 'last_name', 'email', 'phone', 'message', 'mail_status', 'mail_attempts'])
      .orderBy('id')
      .execute();

  it('stores a valid enquiry as pending mail and answers 201 with the fixed message', async () => {
    const res = await post({ ...valid, firstName: '  Ann  ', email: ' ann.lee@example.com ' });

    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: messages.contactSent });
    expect(await storedRows()).toEqual([
      {
        id: expect.any(Number),
        first_name: 'Ann',
        last_name: 'Lee',
        email: 'ann.lee@example.com',
        phone: '+1 250-555-0100',
        message: valid.message,
        mail_status: 'pending',
        mail_attempts: 0,
      },
    ]);
  });

  const invalidCases: [string, Record<string, unknown>, string, RegExp][] = [
    ['missing first name', { firstName: undefined }, 'firstName', /First name is required/],
    ['blank first name', { firstName: '   ' }, 'firstName', /First name is required/],
    ['missing last name', { lastName: undefined }, 'lastName', /Last name is required/],
    ['empty last name', { lastName: '' }, 'lastName', /Last name is required/],
    ['missing email', { email: undefined }, 'email', /Email is required/],
    ['invalid email', { email: 'ann.example.com' }, 'email', /valid email/],
    ['email with a space', { email: 'ann lee@example.com' }, 'email', /valid email/],
    ['missing phone', { phone: undefined }, 'phone', /Phone is required/],
    ['missing message', { message: undefined }, 'message', /Message is required/],
    ['blank message', { message: '\n \t ' }, 'message', /Message is required/],
    ['numeric first name', { firstName: 42 }, 'firstName', /First name must be text/],
    ['array message', { message: ['hi'] }, 'message', /Message must be text/],
    ['object email', { email: { $ne: '' } }, 'email', /Email must be text/],
    ['null phone', { phone: null }, 'phone', /Phone is required/],
    ['too long first name', { firstName: 'a'.repeat(101) }, 'firstName', /at most 100/],
    ['too long last name', { lastName: 'a'.repeat(101) }, 'lastName', /at most 100/],
    ['too long email', { email: `${'a'.repeat(250)}@example.com` }, 'email', /at most 254/],
    ['too long phone', { phone: `+1${' '.repeat(25)}(250) 555-0142` }, 'phone', /at most 40/],
    ['phone in words', { phone: 'abc' }, 'phone', /only have digits, spaces, \+, - and parentheses/],
    ['phone with a letter', { phone: '250-555-O142' }, 'phone', /only have digits/],
    ['phone of 6 digits', { phone: '555-014' }, 'phone', /7 to 20 digits/],
    ['phone of 21 digits', { phone: '1'.repeat(21) }, 'phone', /7 to 20 digits/],
    ['too long message', { message: 'x'.repeat(5001) }, 'message', /at most 5000/],
  ];

  for (const [name, change, field, message] of invalidCases) {
    it(`refuses a ${name} with 400 naming the field, and stores nothing`, async () => {
      const res = await post({ ...valid, ...change });

      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.message).toMatch(message);
      expect(body.fields[field]).toMatch(message);
      expect(await storedRows()).toEqual([]);
    });
  }

  it('names every missing field at once', async () => {
    const res = await post({});

    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      phone: 'Phone is required',
      message: 'Message is required',
    });
  });

  it('refuses a body that is not an object, or not JSON', async () => {
    for (const payload of ['"hello"', '[1,2]', 'null']) {
      const res = await post(payload, { 'content-type': 'application/json' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    const broken = await post('{"firstName":', { 'content-type': 'application/json' });
    expect(broken.statusCode).toBe(400);
    expect(await storedRows()).toEqual([]);
  });

  it('accepts the longest allowed values in full', async () => {
    const longest = {
      firstName: 'f'.repeat(100),
      lastName: 'l'.repeat(100),
      email: `${'a'.repeat(64)}@${'b'.repeat(60)}.example.com`,
      // 40 characters, 20 digits: the longest number the rule takes
      phone: '+1 (250) 555-0142    -   (250) 555 - 014',
      message: 'm'.repeat(5000),
    };
    const res = await post(longest);

    expect(res.statusCode).toBe(201);
    const [row] = await storedRows();
    expect(row).toMatchObject({
      first_name: longest.firstName,
      last_name: longest.lastName,
      email: longest.email,
      phone: longest.phone,
      message: longest.message,
    });
  });

  it('stores SQL metacharacters, markup and other scripts verbatim', async () => {
    const tricky = {
      firstName: "Robert'); DROP TABLE enquiries;--",
      lastName: 'O\'Brien "the 2nd" \\ %_',
      email: "o'brien+test@example.com",
      phone: '+1 (250) 555-0142 --',
      message: '<script>alert(1)</script>\nZoë 🏔️ — ½ price? ; SELECT * FROM users; $1 $$',
    };
    const res = await post(tricky);

    expect(res.statusCode).toBe(201);
    const [row] = await storedRows();
    expect(row).toMatchObject({
      first_name: tricky.firstName,
      last_name: tricky.lastName,
      email: tricky.email,
      phone: tricky.phone,
      message: tricky.message,
    });
  });

  it('answers a filled honeypot like a real enquiry but stores nothing', async () => {
    for (const website of ['http://spam.example', 'x'.repeat(20_000)]) {
      const res = await post({ ...valid, website });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ message: messages.contactSent });
    }
    expect(await storedRows()).toEqual([]);
  });

  it('stores an enquiry whose honeypot is empty', async () => {
    const res = await post({ ...valid, website: '' });

    expect(res.statusCode).toBe(201);
    expect(await storedRows()).toHaveLength(1);
  });

  it('ignores fields it does not know', async () => {
    const res = await post({ ...valid, mail_status: 'sent', id: 99, handled_at: '2020-01-01' });

    expect(res.statusCode).toBe(201);
    const [row] = await storedRows();
    expect(row).toMatchObject({ mail_status: 'pending', mail_attempts: 0 });
    expect(row?.id).not.toBe(99);
  });

  it('refuses a cross-site post', async () => {
    const res = await post(valid, { origin: 'https://evil.example' });

    expect(res.statusCode).toBe(403);
    expect(await storedRows()).toEqual([]);
  });

  it('refuses to list or change enquiries without an admin session', async () => {
    await post(valid);
    const [row] = await storedRows();

    const list = await t.app.inject({ method: 'GET', url: '/api/v1/enquiries' });
    expect(list.statusCode).toBe(401);
    expect(list.json().message).toEqual(expect.any(String));
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/enquiries/${row?.id}`,
      payload: { handled: true },
    });
    expect(patch.statusCode).toBe(401);
    const bogus = await t.app.inject({
      method: 'GET',
      url: '/api/v1/enquiries',
      headers: { cookie: 'admin_session=not-a-real-token' },
    });
    expect(bogus.statusCode).toBe(401);
  });

  it('lists enquiries newest first with sender, message, time and mail status for an admin', async () => {
    const cookie = await t.loginAdmin();
    for (const firstName of ['First', 'Second', 'Third']) {
      expect((await post({ ...valid, firstName })).statusCode).toBe(201);
    }

    const res = await t.app.inject({ method: 'GET', url: '/api/v1/enquiries', headers: { cookie } });

    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((e: { firstName: string }) => e.firstName)).toEqual(['Third', 'Second', 'First']);
    expect(list[0]).toEqual({
      id: expect.any(Number),
      kind: 'contact',
      stay_id: null,
      stay: null,
      firstName: 'Third',
      lastName: valid.lastName,
      email: valid.email,
      phone: valid.phone,
      message: valid.message,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      mail_status: 'pending',
      mail_attempts: 0,
      mail_last_error: null,
      mail_sent_at: null,
      handled_at: null,
    });
  });

  it('shows the mail status once the sender has run', async () => {
    const cookie = await t.loginAdmin();
    await post(valid);
    await t.app.mailer.runOnce();

    const res = await t.app.inject({ method: 'GET', url: '/api/v1/enquiries', headers: { cookie } });

    expect(res.json()[0]).toMatchObject({
      mail_status: 'sent',
      mail_attempts: 1,
      mail_sent_at: expect.any(String),
    });
  });

  it('marks an enquiry handled and not handled again', async () => {
    const cookie = await t.loginAdmin();
    await post(valid);
    await post({ ...valid, firstName: 'Other' });
    const [first, second] = await storedRows();
    const patch = (id: number | undefined, payload: unknown) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v1/enquiries/${id}`,
        payload: payload as object,
        headers: { cookie },
      });

    const handled = await patch(first?.id, { handled: true });
    expect(handled.statusCode).toBe(200);
    expect(handled.json()).toMatchObject({ id: first?.id, firstName: 'Ann', handled_at: expect.any(String) });
    const handledAt = handled.json().handled_at;

    const again = await patch(first?.id, { handled: true });
    expect(again.json().handled_at).toBe(handledAt);

    const list = await t.app.inject({ method: 'GET', url: '/api/v1/enquiries', headers: { cookie } });
    const byId = new Map(
      list.json().map((e: { id: number; handled_at: string | null }) => [e.id, e.handled_at]),
    );
    expect(byId.get(first?.id)).toBe(handledAt);
    expect(byId.get(second?.id)).toBeNull();

    const reopened = await patch(first?.id, { handled: false });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().handled_at).toBeNull();
  });

  it('refuses a bad handled value or id, and answers 404 for an unknown enquiry', async () => {
    const cookie = await t.loginAdmin();
    await post(valid);
    const [row] = await storedRows();
    const patch = (url: string, payload: unknown) =>
      t.app.inject({ method: 'PATCH', url, payload: payload as object, headers: { cookie } });

    for (const payload of [{}, { handled: 'yes' }, { handled: 1 }]) {
      const res = await patch(`/api/v1/enquiries/${row?.id}`, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.handled).toEqual(expect.any(String));
    }
    expect((await patch('/api/v1/enquiries/abc', { handled: true })).statusCode).toBe(400);
    expect((await patch('/api/v1/enquiries/0', { handled: true })).statusCode).toBe(400);

    const missing = await patch('/api/v1/enquiries/999999', { handled: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Enquiry not found' });
  });
});

describeEachEngine('enquiries API rate limit', (engine) => {
  let t: TestApp;

  beforeEach(async () => {
    t = await createTestApp(engine, {
      limiters: { enquiriesPerAddress: { kind: 'window', max: 2, windowMs: 60_000 } },
    });
  });

  afterEach(async () => t.close());

  const post = (payload: object, remoteAddress = '203.0.113.7') =>
    t.app.inject({ method: 'POST', url: '/api/v1/enquiries', payload, remoteAddress });

  it('answers 429 with a message once an address has sent too many, and stores no more', async () => {
    expect((await post(valid)).statusCode).toBe(201);
    expect((await post({ ...valid, website: 'bot' })).statusCode).toBe(201);

    const limited = await post(valid);

    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      message: 'Too many messages sent. Please wait 1 minute and try again.',
    });
    const rows = await t.db.kysely.selectFrom('enquiries').select(['id']).execute();
    expect(rows).toHaveLength(1);

    expect((await post(valid, '198.51.100.9')).statusCode).toBe(201);
  });
});

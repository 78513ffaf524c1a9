import { afterAll, beforeAll, expect, it } from 'vitest';
import { liftAllLimits } from '../../domain/limits/limits.ts';
import { createPropertyViaApi, createTestApp, describeEachEngine, type TestApp } from '../../test/harness.ts';
import { manualClock } from '../../test/smtp.ts';

/** 21:00 on 23 November 2026 in Revelstoke. */
const start = '2026-11-24T05:00:00.000Z';
const hour = 3_600_000;

const rates = {
  nightly_cents: 20_000,
  weekend_nightly_cents: null,
  cleaning_fee_cents: 10_000,
  extra_guest: null,
  seasons: [],
  length_discounts: [],
};

const traveller = { name: 'Camille Roy', email: 'camille@example.com', phone: '+1 250 555 0142' };

/** Issue 41: requests to book, holds, answers, payments, cancellation and the list across homes. */
describeEachEngine('booking requests and the money of stays', (engine) => {
  let t: TestApp;
  let clock: ReturnType<typeof manualClock>;
  let admin: string;
  let manager: string;
  let housekeeper: string;
  let home: number;
  let plain: number;

  beforeAll(async () => {
    clock = manualClock(start);
    t = await createTestApp(engine, { limiters: liftAllLimits(), now: clock.now });
    admin = await t.loginAdmin();
    manager = await t.loginAdmin('morgan', 'correct-horse-battery', 'manager');
    housekeeper = await t.loginAdmin('kim', 'correct-horse-battery', 'housekeeping');
    home = (
      await createPropertyViaApi(t, admin, {
        name: 'Chalet',
        minimum_nights: '2',
        max_guests: '6',
        booking_requests: 'true',
      })
    ).id;
    plain = (await createPropertyViaApi(t, admin, { name: 'Plain', minimum_nights: '1' })).id;
    for (const id of [home, plain]) {
      const saved = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/properties/${id}/rates`,
        headers: { cookie: admin },
        payload: rates,
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
  });
  afterAll(async () => t?.close());

  const ask = (id: number, body: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1/properties/${id}/booking-requests`, payload: body });
  const request = (check_in: string, check_out: string, extra: object = {}) =>
    ask(home, { check_in, check_out, guests: 4, ...traveller, ...extra });
  const staff = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie = admin, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
  const quote = (check_in: string, check_out: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/properties/${home}/quote?check_in=${check_in}&check_out=${check_out}&guests=2`,
    });

  it('shows the flag on the property, off by default', async () => {
    const [on, off] = await Promise.all(
      [home, plain].map(async (id) => (await t.app.inject({ url: `/api/v1/properties/${id}` })).json()),
    );
    expect(on.booking_requests).toBe(true);
    expect(off.booking_requests).toBe(false);
  });

  it('refuses a home without requests (404), bad input (400) and unbookable dates (409 with the reason)', async () => {
    expect(
      (await ask(plain, { check_in: '2026-12-01', check_out: '2026-12-03', guests: 2, ...traveller }))
        .statusCode,
    ).toBe(404);
    const bad = await request('2026-12-05', '2026-12-03', { email: 'nope', guests: 0 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['check_out', 'email', 'guests']);
    const short = await request('2026-12-01', '2026-12-02');
    expect(short.statusCode).toBe(409);
    expect(short.json()).toMatchObject({ reason: 'minimum_nights' });
    const crowd = await request('2026-12-01', '2026-12-04', { guests: 9 });
    expect(crowd.json()).toMatchObject({ reason: 'maximum_guests' });
    expect(await t.db.kysely.selectFrom('booking_requests').select('id').execute()).toEqual([]);
  });

  it('holds the nights for 24 hours: availability, search, quotes and other requests treat them as taken', async () => {
    const res = await request('2026-12-10', '2026-12-13');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'pending',
      hold_until: new Date(Date.parse(start) + 24 * hour).toISOString(),
      quote: { total_cents: 81_200 },
    });
    expect((await quote('2026-12-11', '2026-12-14')).json()).toMatchObject({ reason: 'unavailable' });
    const availability = await t.app.inject({
      url: `/api/v1/properties/${home}/availability?from=2026-12-01&to=2026-12-31`,
    });
    expect(availability.json().blocked).toEqual([{ start: '2026-12-10', end: '2026-12-13' }]);
    const search = await t.app.inject({ url: '/api/v1/properties?check_in=2026-12-11&check_out=2026-12-13' });
    expect(search.json().map((p: { id: number }) => p.id)).not.toContain(home);
    const other = await request('2026-12-12', '2026-12-15');
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ reason: 'unavailable' });
    const stay = await staff('POST', `/properties/${home}/stays`, admin, {
      guest_name: 'Walk-in',
      arrival: '2026-12-12',
      departure: '2026-12-14',
    });
    expect(stay.statusCode).toBe(409);
    expect(stay.json().conflicts).toEqual([
      { kind: 'request', id: res.json().id, start: '2026-12-10', end: '2026-12-13' },
    ]);
  });

  it('gives exactly one of several parallel requests for overlapping nights its 201', async () => {
    const answers = await Promise.all(
      ['2026-12-20', '2026-12-21', '2026-12-20', '2026-12-19', '2026-12-21', '2026-12-20'].map(
        (check_in, i) =>
          request(check_in, check_in === '2026-12-19' ? '2026-12-22' : '2026-12-23', { name: `Racer ${i}` }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const held = await t.db.kysely
      .selectFrom('booking_requests')
      .select('id')
      .where('check_in', '>=', '2026-12-19')
      .execute();
    expect(held).toHaveLength(1);
  });

  it('lets an expired hold free the nights by itself, and refuses to accept it', async () => {
    const res = await request('2027-01-05', '2027-01-08');
    const id = res.json().id;
    clock.advance(24 * hour);
    // a staff session lasts a day: log in again on the new day
    admin = await t.loginAdmin();
    manager = await t.loginAdmin('morgan', 'correct-horse-battery', 'manager');
    housekeeper = await t.loginAdmin('kim', 'correct-horse-battery', 'housekeeping');
    expect((await quote('2027-01-05', '2027-01-08')).statusCode).toBe(200);
    const expired = await staff('GET', '/booking-requests?status=expired');
    expect(expired.json().map((r: { id: number }) => r.id)).toContain(id);
    const accept = await staff('POST', `/booking-requests/${id}/accept`);
    expect(accept.statusCode).toBe(409);
    expect(accept.json().message).toMatch(/expired/);
    expect((await staff('POST', `/booking-requests/${id}/decline`, admin, {})).statusCode).toBe(409);
  });

  it('accepts a request into a stay with the money fields, once; declines free the nights', async () => {
    const made = await request('2027-02-01', '2027-02-04', { lang: 'fr' });
    const id = made.json().id;
    expect((await staff('GET', '/booking-requests', housekeeper)).statusCode).toBe(403);
    const pending = await staff('GET', '/booking-requests?status=pending', manager);
    expect(pending.json().map((r: { id: number }) => r.id)).toContain(id);
    const [first, second] = await Promise.all([
      staff('POST', `/booking-requests/${id}/accept`, manager),
      staff('POST', `/booking-requests/${id}/accept`, admin),
    ]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([201, 409]);
    const accepted = (first?.statusCode === 201 ? first : second)?.json().stay;
    expect(accepted).toMatchObject({
      guest_name: traveller.name,
      guest_email: traveller.email,
      guest_phone: traveller.phone,
      guests: 4,
      language: 'fr',
      total_cents: made.json().quote.total_cents,
      paid_cents: 0,
      balance_cents: made.json().quote.total_cents,
      payments: [],
      status: 'upcoming',
    });
    expect(
      await t.db.kysely.selectFrom('stays').select('id').where('guest_name', '=', traveller.name).execute(),
    ).toHaveLength(1);

    const other = await request('2027-03-01', '2027-03-04');
    const declined = await staff('POST', `/booking-requests/${other.json().id}/decline`, admin, {
      message: 'Sorry',
    });
    expect(declined.json()).toMatchObject({ status: 'declined' });
    expect((await quote('2027-03-01', '2027-03-04')).statusCode).toBe(200);
  });

  it('records payments, keeps the balance, and lets only an admin remove one', async () => {
    const stay = (await staff('GET', `/properties/${home}/stays`)).json()[0];
    const bad = await Promise.all(
      [
        { cents: -5 },
        { cents: 1.5 },
        { cents: 1e12 },
        { method: 'bitcoin' },
        { received_on: 'yesterday' },
      ].map((wrong) =>
        staff('POST', `/properties/${home}/stays/${stay.id}/payments`, admin, {
          cents: 10_000,
          method: 'e-transfer',
          received_on: '2026-11-25',
          ...wrong,
        }),
      ),
    );
    expect(bad.map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 400]);
    const paid = await staff('POST', `/properties/${home}/stays/${stay.id}/payments`, manager, {
      cents: 25_000,
      method: 'e-transfer',
      received_on: '2026-11-25',
      note: 'deposit',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json()).toMatchObject({ paid_cents: 25_000, balance_cents: stay.total_cents - 25_000 });
    const payment = paid.json().payments[0];
    expect(payment).toMatchObject({
      cents: 25_000,
      method: 'e-transfer',
      note: 'deposit',
      recorded_by: 'morgan',
    });
    const url = `/properties/${home}/stays/${stay.id}/payments/${payment.id}`;
    expect((await staff('DELETE', url, manager)).statusCode).toBe(403);
    const removed = await staff('DELETE', url, admin);
    expect(removed.json()).toMatchObject({ paid_cents: 0, payments: [] });
    expect((await staff('DELETE', url, admin)).statusCode).toBe(404);
    // the stay's activity says who recorded and who removed it
    const activity = await staff('GET', `/activity?stay_id=${stay.id}`);
    expect(
      activity
        .json()
        .filter((a: { action: string }) => a.action.startsWith('stay.payment'))
        .map((a: { action: string; user_name: string; detail: string }) => [a.action, a.user_name, a.detail]),
    ).toEqual([
      ['stay.payment_deleted', 'tester', '$250.00 e-transfer, received 2026-11-25'],
      ['stay.payment_recorded', 'morgan', '$250.00 e-transfer, received 2026-11-25'],
    ]);
  });

  it('cancels a booking with the refund of the policy that day, frees the nights and refuses what follows', async () => {
    const created = await staff('POST', `/properties/${home}/stays`, admin, {
      guest_name: 'Phone booking',
      arrival: '2027-01-20',
      departure: '2027-01-25',
      guest_email: 'phone@example.com',
      total_cents: 100_000,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    expect(
      (await staff('POST', `/properties/${home}/stays/${id}/cancel`, admin, { reason: ' ' })).statusCode,
    ).toBe(400);
    // a dry run tells the refund and changes nothing
    const preview = await staff('POST', `/properties/${home}/stays/${id}/cancel?dry_run=true`, manager, {
      reason: 'Guest asked',
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ refund_due_cents: 96_000, stay: { status: 'upcoming' } });
    expect((await staff('GET', `/properties/${home}/stays`)).json()).toContainEqual(
      expect.objectContaining({ id, status: 'upcoming', cancelled_at: null }),
    );
    const cancelled = await staff('POST', `/properties/${home}/stays/${id}/cancel`, admin, {
      reason: 'Guest asked',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // 2026-11-24 is 57 days before arrival: full refund less the 4% fee
    expect(cancelled.json().stay).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'Guest asked',
      refund_due_cents: 96_000,
    });
    expect((await quote('2027-01-20', '2027-01-25')).statusCode).toBe(200);
    expect(
      (await staff('POST', `/properties/${home}/stays/${id}/cancel`, admin, { reason: 'again' })).statusCode,
    ).toBe(409);
    expect(
      (await staff('POST', `/properties/${home}/stays/${id}/cancel?dry_run=true`, admin, { reason: 'again' }))
        .statusCode,
    ).toBe(409);
    const payment = await staff('POST', `/properties/${home}/stays/${id}/payments`, admin, {
      cents: 100,
      method: 'cash',
      received_on: '2026-11-25',
    });
    expect(payment.statusCode).toBe(409);
    const past = await staff('POST', `/properties/${home}/stays`, admin, {
      guest_name: 'Last week',
      arrival: '2026-11-15',
      departure: '2026-11-18',
    });
    const late = await staff('POST', `/properties/${home}/stays/${past.json().id}/cancel`, admin, {
      reason: 'late',
    });
    expect(late.statusCode).toBe(409);
  });

  it('lists every booking across homes with filters, and hides emails, phones and money from housekeeping', async () => {
    const all = await staff('GET', '/stays');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().total).toBeGreaterThanOrEqual(3);
    const byPhone = await staff('GET', '/stays?q=250-555-0142');
    expect(byPhone.json().stays.map((s: { guest_name: string }) => s.guest_name)).toEqual([traveller.name]);
    const due = await staff('GET', '/stays?balance_due=true');
    expect(due.json().stays.every((s: { balance_cents: number }) => s.balance_cents > 0)).toBe(true);
    const cancelled = await staff('GET', '/stays?status=cancelled');
    expect(cancelled.json().stays.map((s: { guest_name: string }) => s.guest_name)).toEqual([
      'Phone booking',
    ]);
    const arriving = await staff('GET', '/stays?from=2027-02-01&to=2027-02-08');
    expect(arriving.json().stays).toHaveLength(1);
    const cleaner = await staff('GET', '/stays', housekeeper);
    expect(cleaner.statusCode).toBe(200);
    for (const s of cleaner.json().stays) {
      expect(s).not.toHaveProperty('guest_email');
      expect(s).not.toHaveProperty('guest_phone');
      expect(s).not.toHaveProperty('total_cents');
      expect(s).not.toHaveProperty('link');
    }
    expect((await staff('GET', '/stays?page=0')).statusCode).toBe(400);
  });
});

describeEachEngine('booking requests per address', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, {
      now: () => new Date(start),
      limiters: {
        ...liftAllLimits(),
        bookingRequestsPerAddress: { kind: 'window', max: 10, windowMs: hour },
      },
    });
  });
  afterAll(async () => t?.close());

  it('answers 429 past the limit of one address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/properties/999/booking-requests',
        payload: { check_in: '2026-12-01', check_out: '2026-12-03', guests: 2, ...traveller },
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 10).every((c) => c === 404)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});

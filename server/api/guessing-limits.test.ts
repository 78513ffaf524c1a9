import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { limitDefinitions } from '../domain/limits/limits.ts';
import {
  createPropertyViaApi,
  createTestApp,
  describeEachEngine,
  smallImageFile,
  type TestApp,
  testAdmin,
} from '../test/harness.ts';

const enquiry = {
  firstName: 'Ana',
  lastName: 'Ng',
  email: 'ana@example.com',
  phone: '+1 250 555 0100',
  message: 'Is the chalet free in March?',
};
const minute = 60_000;

describeEachEngine('per-address limits', (engine) => {
  let t: TestApp;
  let clock = Date.parse('2026-03-01T12:00:00Z');
  let propertyId: number;
  let exportPath: string;

  beforeAll(async () => {
    t = await createTestApp(engine, { now: () => new Date(clock) });
    const admin = await t.loginAdmin();
    propertyId = (await createPropertyViaApi(t, admin, { cover_image: await smallImageFile() })).id;
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/v1/properties/${propertyId}/calendar/export`,
      headers: { cookie: admin },
    });
    exportPath = exported.json().path;
  });
  afterAll(async () => t?.close());
  // every test starts two hours later: all earlier counts are forgotten
  beforeEach(() => {
    clock += 120 * minute;
  });

  const sendEnquiry = (remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/enquiries', payload: enquiry, remoteAddress });
  const adminLogin = (remoteAddress: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/users/auth/login',
      remoteAddress,
      payload: { name: testAdmin.name, password },
    });
  const readExport = (remoteAddress: string, key: string) =>
    t.app.inject({ method: 'GET', url: `/properties/${propertyId}/calendar.ics?key=${key}`, remoteAddress });

  it('counts enquiries from every address of one IPv6 /64 against one limit', async () => {
    const { max } = limitDefinitions.enquiriesPerAddress.policy;
    for (let i = 1; i <= max; i++)
      expect((await sendEnquiry(`2001:db8:5:6::${i.toString(16)}`)).statusCode).toBe(201);
    const refused = await sendEnquiry('2001:db8:5:6:ffff::1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many messages sent/);
    // the next /64 is another client
    expect((await sendEnquiry('2001:db8:5:7::1')).statusCode).toBe(201);
  });

  it('counts failed logins from every address of one IPv6 /64 against one limit', async () => {
    const { free } = limitDefinitions.adminLoginPerAccountAddress.policy;
    for (let i = 1; i <= free; i++)
      expect((await adminLogin(`2001:db8:9:9::${i}`, 'wrong-password')).statusCode).toBe(401);
    expect((await adminLogin('2001:db8:9:9:abcd::42', testAdmin.password)).statusCode).toBe(429);
    expect((await adminLogin('2001:db8:9:a::1', testAdmin.password)).statusCode).toBe(200);
  });

  it('counts an IPv4-mapped IPv6 client as its IPv4 address', async () => {
    const { max } = limitDefinitions.enquiriesPerAddress.policy;
    for (let i = 0; i < max; i++)
      expect((await sendEnquiry(i % 2 ? '198.51.100.77' : '::ffff:198.51.100.77')).statusCode).toBe(201);
    expect((await sendEnquiry('198.51.100.77')).statusCode).toBe(429);
  });

  it('answers export-key guessing with 429 after 60 wrong keys a minute, and lets it go on after the minute', async () => {
    const { max } = limitDefinitions.exportKeyFailuresPerAddress.policy;
    const guesser = '203.0.113.90';
    for (let i = 0; i < max; i++) expect((await readExport(guesser, `guess-${i}`)).statusCode).toBe(404);
    const refused = await readExport(guesser, 'guess-next');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many calendar requests. Please wait 1 minute and try again.',
    });
    expect(refused.headers['retry-after']).toBe('60');
    // refused before the key is compared: the right key waits too, and another address is not slowed
    expect((await t.app.inject({ method: 'GET', url: exportPath, remoteAddress: guesser })).statusCode).toBe(
      429,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: exportPath, remoteAddress: '203.0.113.91' })).statusCode,
    ).toBe(200);
    clock += minute;
    expect((await readExport(guesser, 'guess-again')).statusCode).toBe(404);
  });

  it('never counts reads with the right key: a channel reading many times is not refused', async () => {
    const channel = '203.0.113.95';
    for (let i = 0; i < 150; i++) {
      const read = await t.app.inject({ method: 'GET', url: exportPath, remoteAddress: channel });
      expect(read.statusCode).toBe(200);
    }
    expect((await readExport(channel, 'one-wrong-key')).statusCode).toBe(404);
  });

  it('lets at most 60 of 100 parallel wrong keys be compared', async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => readExport('203.0.113.99', `parallel-${i}`)),
    );
    expect(answers.filter((a) => a.statusCode === 404)).toHaveLength(60);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(40);
  });
});

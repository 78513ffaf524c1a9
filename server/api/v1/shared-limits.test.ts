import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/lib/start-server.ts';
import { loginUnavailable } from '../../domain/access/login-throttle.ts';
import { limitDefinitions } from '../../domain/limits/limits.ts';
import { listEnquiries } from '../../domain/messages/enquiries.ts';
import { createUser } from '../../domain/users/users.ts';
import { createTestApp, describeEachEngine, type TestApp, testAdmin } from '../../test/harness.ts';
import { dropKeys, redisAvailable, redisUrl, testKeyPrefix } from '../../test/redis.ts';

const enquiry = {
  firstName: 'Ana',
  lastName: 'Ng',
  email: 'ana@example.com',
  phone: '+1 250 555 0100',
  message: 'Is the chalet free in March?',
};

const adminLogin = (t: TestApp, remoteAddress: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/users/auth/login',
    remoteAddress,
    payload: { name: testAdmin.name, password },
  });

/** Waits until a node's Redis connection is up (made in the background at start), at most 5 s. */
async function untilLoginWorks(t: TestApp) {
  for (let i = 0; i < 50; i++) {
    if ((await adminLogin(t, '198.51.100.200', testAdmin.password)).statusCode === 200) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the node never reached Redis');
}

describeEachEngine('limits while Redis is down', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    // Nothing listens on this port: Redis is "down" for the whole app.
    t = await createTestApp(engine, { env: { REDIS_URL: `redis://127.0.0.1:${await freePort()}` } });
    await createUser(t.app.domain, testAdmin.name, testAdmin.password);
  });
  afterAll(async () => t?.close());

  it('refuses logins with 429 and a message, without checking the password or starting a session', async () => {
    const res = await adminLogin(t, '203.0.113.1', testAdmin.password);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: loginUnavailable });
    expect(res.headers['set-cookie']).toBeUndefined();
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/v1/properties/1/guest-login',
      payload: { password: 'any-guess', stay_duration: 1 },
    });
    expect(guest.statusCode).toBe(429);
    expect(guest.json()).toEqual({ message: loginUnavailable });
  });

  it('keeps public pages, the contact form and the health check working', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/properties' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const sent = await t.app.inject({ method: 'POST', url: '/api/v1/enquiries', payload: enquiry });
    expect(sent.statusCode).toBe(201);
  });

  it('still bounds a flood of enquiries from one address, counted on this node (issue 39)', async () => {
    const { max } = limitDefinitions.enquiriesPerAddress.policy;
    const before = (await listEnquiries(t.app.domain)).length;
    const statuses: number[] = [];
    for (let i = 0; i < max + 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/enquiries',
        remoteAddress: '203.0.113.77',
        payload: { ...enquiry, message: `Flood ${i}` },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([...Array(max).fill(201), ...Array(5).fill(429)]);
    expect((await listEnquiries(t.app.domain)).length - before).toBe(max);
    // another address is not held back by the first one's count
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/v1/enquiries',
      remoteAddress: '203.0.113.78',
      payload: enquiry,
    });
    expect(other.statusCode).toBe(201);
    // logins keep failing closed: memory counts are for the limits that fail open only
    expect((await adminLogin(t, '203.0.113.77', testAdmin.password)).statusCode).toBe(429);
  });
});

describe.skipIf(!redisAvailable)('limits shared through Redis', () => {
  describeEachEngine('two app instances', (engine) => {
    const prefix = testKeyPrefix();
    let nodes: TestApp[] = [];

    beforeAll(async () => {
      const env = { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix };
      nodes = [await createTestApp(engine, { env }), await createTestApp(engine, { env })];
      for (const node of nodes) await createUser(node.app.domain, testAdmin.name, testAdmin.password);
      // Both have connected before the test counts anything.
      for (const node of nodes) await untilLoginWorks(node);
    });
    afterAll(async () => {
      for (const node of nodes) await node.close();
      await dropKeys(prefix);
    });

    it('counts failed logins on either node against the same limit', async () => {
      const { free } = limitDefinitions.adminLoginPerAccountAddress.policy;
      for (let i = 0; i < free; i++) {
        const res = await adminLogin(nodes[i % 2]!, '203.0.113.50', 'wrong-password');
        expect(res.statusCode).toBe(401);
      }
      // Alone, each node has seen fewer than `free` failures; together they have seen enough.
      expect((await adminLogin(nodes[0]!, '203.0.113.50', testAdmin.password)).statusCode).toBe(429);
      expect((await adminLogin(nodes[1]!, '203.0.113.50', testAdmin.password)).statusCode).toBe(429);
    });
  });
});

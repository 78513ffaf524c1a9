import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { AttemptStore } from '../../domain/attempt-limiter.ts';
import { MemoryAttemptStore } from '../../domain/attempt-limiter.ts';
import { limitDefinitions } from '../../domain/limits.ts';
import { RedisAttemptStore } from '../../limits/redis-attempt-store.ts';
import { createRedisClient } from '../../limits/redis-client.ts';
import {
  createPropertyViaApi,
  createTestApp,
  createWelcomeViaApi,
  describeEachEngine,
  smallImageFile,
  type TestApp,
  testAdmin,
} from '../../test/harness.ts';
import { dropKeys, redisAvailable, redisUrl, testKeyPrefix } from '../../test/redis.ts';

/**
 * Issue 22 item 3: each attempt reserves its slot before the password is compared, so a burst of parallel
 * guesses gets no more password checks than the policy allows — on one node, and on two sharing Redis —
 * and the rest are refused with 429 before they reach the database (no 503 from pool waits).
 */

const burst = 100;
const adminFree = limitDefinitions.adminLoginPerAccountAddress.policy.free;
const guestFree = limitDefinitions.guestLoginPerPropertyAddress.policy.free;

async function readyClient(): Promise<Redis> {
  const client = createRedisClient(redisUrl, { warn: () => {}, info: () => {} });
  if (client.status !== 'ready') await new Promise((resolve) => client.once('ready', resolve));
  return client;
}

/** How many of the answers had each status: at most `free` password checks (401), every other one 429. */
function statuses(answers: Array<{ statusCode: number }>) {
  const counts: Record<number, number> = {};
  for (const { statusCode } of answers) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
}

interface Nodes {
  first: TestApp;
  nodes: FastifyInstance[];
  propertyId: number;
}

/** App instances (nodes) over one database, each counting in its own handle on a store. */
async function startNodes(engine: 'sqlite' | 'postgres', stores: AttemptStore[]): Promise<Nodes> {
  const first = await createTestApp(engine, { attemptStore: stores[0] });
  const nodes = [first.app];
  for (const store of stores.slice(1)) {
    const node = await buildApp({ logger: false, config: first.config, db: first.db, attemptStore: store });
    await node.ready();
    nodes.push(node);
  }
  const admin = await first.loginAdmin();
  const propertyId = (await createPropertyViaApi(first, admin, { cover_image: await smallImageFile() })).id;
  await createWelcomeViaApi(first, admin, propertyId);
  return { first, nodes, propertyId };
}

async function stopNodes(setup: Nodes | undefined) {
  for (const node of setup?.nodes.slice(1) ?? []) await node.close();
  await setup?.first.close();
}

function guessEverywhere({ nodes, propertyId }: Nodes, remoteAddress: string) {
  const node = (i: number) => nodes[i % nodes.length]!;
  return {
    admin: () =>
      Promise.all(
        Array.from({ length: burst }, (_, i) =>
          node(i).inject({
            method: 'POST',
            url: '/api/v1/users/auth/login',
            remoteAddress,
            payload: { name: testAdmin.name, password: `wrong-${i}` },
          }),
        ),
      ),
    guest: () =>
      Promise.all(
        Array.from({ length: burst }, (_, i) =>
          node(i).inject({
            method: 'POST',
            url: `/api/v1/properties/${propertyId}/guest-login`,
            remoteAddress,
            payload: { password: `wrong-${i}`, stay_duration: 2 },
          }),
        ),
      ),
  };
}

describeEachEngine('100 parallel wrong logins, memory store', (engine) => {
  let setup: Nodes;
  beforeAll(async () => {
    setup = await startNodes(engine, [new MemoryAttemptStore()]);
  });
  afterAll(() => stopNodes(setup));

  it('give the admin account at most its free password checks from one address, the rest 429', async () => {
    const answers = await guessEverywhere(setup, '203.0.113.10').admin();
    expect(statuses(answers)).toEqual({ 401: adminFree, 429: burst - adminFree });
    expect(answers.find((a) => a.statusCode === 429)?.json().message).toMatch(/^Too many login attempts/);
  });

  it('give the guest password at most its free checks from one address, the rest 429', async () => {
    const answers = await guessEverywhere(setup, '203.0.113.11').guest();
    expect(statuses(answers)).toEqual({ 401: guestFree, 429: burst - guestFree });
  });
});

describe.skipIf(!redisAvailable)('100 parallel wrong logins, Redis store', () => {
  const clients: Redis[] = [];
  const prefixes: string[] = [];
  afterAll(async () => {
    for (const client of clients) client.disconnect();
    for (const prefix of prefixes) await dropKeys(prefix);
  });
  /** Nodes of one installation: a client each, one key prefix (each engine's run has its own). */
  const redisStores = async (count: number) => {
    const prefix = testKeyPrefix();
    prefixes.push(prefix);
    const stores: AttemptStore[] = [];
    for (let i = 0; i < count; i++) {
      const client = await readyClient();
      clients.push(client);
      stores.push(new RedisAttemptStore(client, prefix));
    }
    return stores;
  };

  describeEachEngine('one node', (engine) => {
    let setup: Nodes;
    beforeAll(async () => {
      setup = await startNodes(engine, await redisStores(1));
    });
    afterAll(() => stopNodes(setup));

    it('admin: at most the free checks answered 401, the rest 429', async () => {
      const answers = await guessEverywhere(setup, `203.0.113.20`).admin();
      expect(statuses(answers)).toEqual({ 401: adminFree, 429: burst - adminFree });
    });

    it('guest: at most the free checks answered 401, the rest 429', async () => {
      const answers = await guessEverywhere(setup, `203.0.113.21`).guest();
      expect(statuses(answers)).toEqual({ 401: guestFree, 429: burst - guestFree });
    });
  });

  describeEachEngine('two nodes sharing Redis', (engine) => {
    let setup: Nodes;
    beforeAll(async () => {
      setup = await startNodes(engine, await redisStores(2));
    });
    afterAll(() => stopNodes(setup));

    it('admin: the burst split over both nodes gets no more checks than on one', async () => {
      const answers = await guessEverywhere(setup, `203.0.113.30`).admin();
      expect(statuses(answers)).toEqual({ 401: adminFree, 429: burst - adminFree });
    });

    it('guest: the burst split over both nodes gets no more checks than on one', async () => {
      const answers = await guessEverywhere(setup, `203.0.113.31`).guest();
      expect(statuses(answers)).toEqual({ 401: guestFree, 429: burst - guestFree });
    });
  });
});

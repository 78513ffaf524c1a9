import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { liftAllLimits } from '../domain/limits/limits.ts';
import { createUser } from '../domain/users/users.ts';
import { badRequests, endpointsOf, oddPrefixes } from '../test/bad-requests.ts';
import {
  createPropertyViaApi,
  createTestApp,
  createWelcomeViaApi,
  describeEachEngine,
  smallImageFile,
  storedState,
  type TestApp,
} from '../test/harness.ts';

/** How many generated requests per engine here; `npm run fuzz:api` sends 10,000. */
const count = Number(process.env.FUZZ_COUNT ?? 1000);
/** `npm run fuzz:api` prints what it sent and got (ADR 0025 records a run); `npm test` stays quiet. */
const report = (line: string) => {
  if (process.env.FUZZ_COUNT) console.log(line);
};

/** What is stored, as the API shows it plus row counts and files: equal snapshots mean nothing changed. */
async function snapshot(t: TestApp, admin: string, propertyId: number) {
  const get = async (url: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie: admin } })).body;
  return {
    state: await storedState(t),
    properties: await get('/properties'),
    welcome: await get(`/properties/welcome/${propertyId}`),
    users: await get('/users'),
    enquiries: await get('/enquiries'),
  };
}

describeEachEngine('generated bad requests (issue 8)', (engine) => {
  let t: TestApp;
  let admin: string;
  let propertyId: number;
  let ids: number[];
  let hangUps = { requests: 0, large: 0 };

  beforeAll(async () => {
    t = await createTestApp(engine, {
      // Generous limits: the point is what each bad request does, not that the limiter ends the run early.
      limiters: liftAllLimits(),
    });
    admin = await t.loginAdmin();
    const other = await createUser(t.app.domain, 'second-admin', 'second-password');
    const property = await createPropertyViaApi(t, admin, { cover_image: await smallImageFile() });
    propertyId = property.id;
    await createWelcomeViaApi(t, admin, propertyId);
    const enquiry = await t.app.inject({
      method: 'POST',
      url: '/api/v1/enquiries',
      payload: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        phone: '+1 250-555-0100',
        message: 'Is it free in March?',
      },
    });
    expect(enquiry.statusCode).toBe(201);
    const me = (
      await t.app.inject({ method: 'GET', url: '/api/v1/users/auth/token-check', headers: { cookie: admin } })
    ).json();
    ids = [propertyId, me.id, other.id, 1];
  });
  afterAll(async () => t?.close());

  it('answers every operation behind a path that starts with two slashes below 500, and stores nothing', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const before = await snapshot(t, admin, propertyId);
    const failures: string[] = [];
    let sent = 0;
    for (const endpoint of endpointsOf(doc)) {
      const url = endpoint.path.replace(/\{[^}]+\}/g, String(propertyId));
      for (const prefix of oddPrefixes) {
        const method = endpoint.method as InjectOptions['method'];
        const res = await t.app.inject({ method, url: `${prefix}${url}`, headers: { cookie: admin } });
        sent++;
        if (res.statusCode >= 500) failures.push(`${res.statusCode} ${method} ${prefix}${url}`);
        else if (res.statusCode >= 400 && typeof safeJson(res.body)?.message !== 'string')
          failures.push(`${res.statusCode} without a message: ${method} ${prefix}${url}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshot(t, admin, propertyId)).toEqual(before);
    report(
      `fuzz [${engine}]: ${sent} operations behind ${oddPrefixes.length} two-slash prefixes, ${failures.length} at 500 or without a message`,
    );
  });

  it(
    `keeps answering after ${Math.ceil(count / 10)} of them hang up mid-body or mid-response, and stores nothing`,
    async () => {
      const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
      const before = await snapshot(t, admin, propertyId);
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      const port = (t.app.server.address() as AddressInfo).port;
      const uncaught = vi.fn();
      process.on('uncaughtException', uncaught);
      try {
        // the large answers too: the API document and the property list, each cut once it has begun
        const large: InjectOptions[] = ['/api/docs/json', '/api/v1/properties'].map((url) => ({
          method: 'GET',
          url,
          headers: { cookie: admin },
        }));
        let i = 0;
        let largeCut = 0;
        for (const { why: _why, ...options } of badRequests(
          endpointsOf(doc),
          { admin, ids },
          count / 10,
          22,
        )) {
          await hangUp(port, options, i++ % 2 === 0);
          if (i % 10 === 0)
            for (const request of large) {
              await hangUp(port, request, false);
              largeCut++;
            }
        }
        hangUps = { requests: i, large: largeCut };
      } finally {
        process.off('uncaughtException', uncaught);
      }
      expect(uncaught).not.toHaveBeenCalled();
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      report(
        `fuzz [${engine}]: ${hangUps.requests} bad requests hung up on (half mid-body, half mid-response) and ` +
          `${hangUps.large} large answers cut once begun; ${uncaught.mock.calls.length} uncaught exceptions; ` +
          `/healthz afterwards ${health.status}`,
      );
      expect(health.status).toBe(200);
      expect(await snapshot(t, admin, propertyId)).toEqual(before);
    },
    Math.max(60_000, count * 20),
  );

  it(
    `answers ${count} of them without a 5xx, each with a message, and stores nothing`,
    async () => {
      const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
      const endpoints = endpointsOf(doc);
      expect(endpoints.length).toBeGreaterThanOrEqual(20);
      const before = await snapshot(t, admin, propertyId);
      const failures: string[] = [];
      const statuses = new Map<number, number>();
      for (const request of badRequests(endpoints, { admin, ids }, count)) {
        const { why, ...options } = request;
        const res = await t.app.inject(options);
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        if (res.statusCode >= 500) failures.push(`${res.statusCode} ${why}: ${res.body.slice(0, 200)}`);
        else if (res.statusCode >= 400 && typeof safeJson(res.body)?.message !== 'string')
          failures.push(`${res.statusCode} without a message: ${why}`);
        else if (res.statusCode < 300 && options.method !== 'GET')
          failures.push(`${res.statusCode} accepted: ${why}`);
      }
      expect(failures).toEqual([]);
      expect(await snapshot(t, admin, propertyId)).toEqual(before);
      // Most answers are refusals; a GET of a real id with a junk query may still succeed.
      const refused = [...statuses].filter(([s]) => s >= 400).reduce((n, [, c]) => n + c, 0);
      const byStatus = [...statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${status} × ${n}`)
        .join(', ');
      report(
        `fuzz [${engine}]: ${count} generated bad requests over ${endpoints.length} operations: ${byStatus}; ` +
          `${failures.length} failures`,
      );
      expect(refused).toBeGreaterThan(count * 0.8);
    },
    Math.max(120_000, count * 100),
  );
});

/**
 * Sends a request over a socket of its own, asking for gzip, and hangs up: mid-response once the answer has
 * begun, or, for one with a body, `midBody` after sending half of it. Resolves when the socket has closed.
 */
function hangUp(port: number, options: InjectOptions, midBody: boolean): Promise<void> {
  const json = typeof options.payload === 'object' && !Buffer.isBuffer(options.payload);
  const body =
    options.payload === undefined
      ? undefined
      : Buffer.from(json ? JSON.stringify(options.payload) : (options.payload as string | Buffer));
  const headers = {
    ...(options.headers as Record<string, string>),
    'accept-encoding': 'gzip',
    ...(json ? { 'content-type': 'application/json' } : {}),
    ...(body ? { 'content-length': String(body.length) } : {}),
  };
  return new Promise((resolve) => {
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: options.method,
      path: options.url as string,
      headers,
      agent: false,
    });
    request.on('error', () => {});
    request.on('close', () => resolve());
    request.on('response', (response) => {
      response.on('error', () => {});
      response.once('data', () => request.destroy());
      response.once('end', () => request.destroy());
    });
    if (body && midBody) request.write(body.subarray(0, body.length >> 1), () => request.destroy());
    else request.end(body);
  });
}

function safeJson(text: string): { message?: unknown } | null {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

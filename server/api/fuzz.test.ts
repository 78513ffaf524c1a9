import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser } from '../domain/users.ts';
import { badRequests, endpointsOf } from '../test/bad-requests.ts';
import {
  createPropertyViaApi,
  createTestApp,
  createWelcomeViaApi,
  describeEachEngine,
  smallImageFile,
  storedState,
  type TestApp,
} from '../test/harness.ts';
import { liftAllLimits } from './limiters.ts';

/** How many generated requests per engine here; `npm run fuzz:api` sends 10,000. */
const count = Number(process.env.FUZZ_COUNT ?? 1000);

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
      expect(refused).toBeGreaterThan(count * 0.8);
    },
    Math.max(120_000, count * 100),
  );
});

function safeJson(text: string): { message?: unknown } | null {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

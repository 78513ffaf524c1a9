import type { InjectOptions } from 'fastify';

/**
 * A generator of bad requests for every endpoint (issue 8's fuzz run): each request is refused for at least
 * one reason (a malformed id, an unreadable body, a body of the wrong shape) and none may be answered 5xx
 * or change what is stored. Deterministic for a seed, so a failure can be replayed.
 */
export interface Endpoint {
  method: string;
  /** An OpenAPI path, e.g. `/api/v1/properties/{id}`. */
  path: string;
  /** Whether the endpoint reads a request body (JSON schema or multipart form). */
  takesBody: boolean;
}

export interface Identities {
  /** Cookie header of a signed-in admin. */
  admin: string;
  /** Ids that exist, so that a good id with a bad body reaches the body rules. */
  ids: number[];
}

/** Mulberry32: small, fast, good enough to spread cases; the seed makes every run reproducible. */
export function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]! };
}

const badIds = [
  '0',
  '-1',
  '0x1',
  '1e0',
  '%2B1',
  '%201',
  '01',
  '1.0',
  '1.5',
  'abc',
  '9'.repeat(30),
  '2147483648',
  'NaN',
  'Infinity',
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  "1'%20OR%20'1'%3D'1",
  '%E2%80%AE1',
  '%EF%BC%91',
  '1%3B%20DROP%20TABLE%20users',
  '%ff',
  'null',
  'true',
  '[1]',
];

const deepJson = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

/** Bodies refused before any handler runs, whatever the endpoint: the server cannot read them. */
const unreadable: { type?: string; body: string | Buffer }[] = [
  { type: 'application/json', body: '{' },
  { type: 'application/json', body: '{"name":' },
  { type: 'application/json', body: "{'name':'x'}" },
  { type: 'application/json', body: '{"a":1}}' },
  { type: 'application/json', body: 'nul' },
  { type: 'application/json', body: '' },
  { type: 'application/json', body: '\u0000' },
  { type: 'application/json', body: `${deepJson(20_000)}x` },
  { type: 'application/json', body: Buffer.from([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0xfe]) },
  { type: 'application/json', body: '{"__proto__":{"isAdmin":true}}' },
  { type: 'application/json', body: '{"constructor":{"prototype":{"isAdmin":true}}}' },
  { type: 'application/json; charset=latin1', body: '{"name":"caf\u00e9"}' },
  { type: 'application/json; charset=utf-16', body: '{}' },
  { type: 'application/json;;', body: '{}' },
  { type: 'application/json; charset', body: '{}' },
  { type: 'application/', body: '{}' },
  { type: 'json', body: '{}' },
  { type: 'application/json, text/html', body: '{}' },
  { type: 'application/xml', body: '<a>1</a>' },
  { type: 'image/png', body: Buffer.from([0x89, 0x50, 0x4e, 0x47]) },
  { type: 'application/json', body: `{"name":"${'a'.repeat(1024 * 1024 + 10)}"}` },
];

/** Bodies a reader can parse but whose shape no endpoint accepts. */
const wrongShape: { type?: string; body: string | Buffer }[] = [
  { type: 'application/json', body: '[]' },
  { type: 'application/json', body: '"text"' },
  { type: 'application/json', body: '42' },
  { type: 'application/json', body: 'null' },
  { type: 'application/json', body: deepJson(2000) },
  { type: 'application/json', body: '{"name":["admin"],"password":{"$gt":""}}' },
  { type: 'application/json', body: '{"name":"x","password":true,"rememberMe":"yes"}' },
  { type: 'application/json', body: '{"id":"0x1","name":"a","password":"b"}' },
  { type: 'application/json', body: '{"password":123,"stay_duration":"1e3"}' },
  { type: 'application/json', body: '{"handled":"true"}' },
  { type: 'application/json', body: '{"firstName":"","lastName":null,"email":"@","phone":[],"message":{}}' },
  { type: 'application/json', body: `{"message":"${'x'.repeat(200_000)}"}` },
  { type: 'text/plain', body: 'name=admin&password=admin' },
  { type: 'application/x-www-form-urlencoded', body: 'name=admin&password=x' },
  { type: 'multipart/form-data', body: '--b\r\n' },
  { type: 'multipart/form-data; boundary=b', body: 'not multipart' },
  {
    type: 'multipart/form-data; boundary=b',
    body: '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\n',
  },
  {
    type: 'multipart/form-data; boundary=b',
    body: '--b\r\nContent-Disposition: form-data; name="cover_image"; filename="x.jpg"\r\nContent-Type: image/jpeg\r\n\r\nnot a jpeg\r\n--b--\r\n',
  },
  { body: '' },
];

const junkQueries = [
  '',
  '?bedrooms=abc',
  '?bedrooms=1&bedrooms=2',
  '?bedrooms[]=1',
  '?max_guests=-1',
  '?minimum_nights=1e9',
  '?bathrooms=%zz',
  '?__proto__[admin]=1',
  `?x=${'y'.repeat(5000)}`,
  '?%00=%00',
];

const junkCookies = [
  'admin_session=',
  `admin_session=${'a'.repeat(4000)}`,
  'admin_session=%ff%fe',
  'admin_session=x; admin_session=y',
  'guest_session=..%2F..%2F',
  'guest_session=null',
];

/** Addresses outside the contract's endpoints: traversal, broken encodings, the upload folder. */
const strayUrls = [
  '/api/v1/%',
  '/api/v1/properties/%E0%A4%A',
  `/api/v1/${'a'.repeat(3000)}`,
  '/uploads/..%2F..%2Fsite.db',
  '/uploads/%2e%2e/site.db',
  '//api/v1/users',
  '/api/v1/users/auth/../../users',
  '/healthz?%zz',
  '/api/docs/json/%00',
  // paths a browser would read as a host (issue 22)
  '//',
  '//x%00',
  '//%E2%80%AE',
  '//x%5C',
  '//api/v1/properties',
];

/** Ways to put an address of the API behind a path that starts with two slashes (issue 22). */
export const oddPrefixes = ['/', '//x%00', '//%E2%80%AE', '//x%5C'];

const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

export function* badRequests(
  endpoints: Endpoint[],
  who: Identities,
  count: number,
  seed = 8,
): Generator<InjectOptions & { why: string }> {
  const rnd = random(seed);
  for (let i = 0; i < count; i++) {
    const cookie = rnd.pick(['admin', 'admin', 'none', 'junk'] as const);
    const headers: Record<string, string> = {};
    if (cookie === 'admin') headers.cookie = who.admin;
    if (cookie === 'junk') headers.cookie = rnd.pick(junkCookies);
    if (rnd.next() < 0.05) {
      const url = rnd.pick(strayUrls);
      const method = rnd.pick(methods);
      const body = rnd.pick(unreadable);
      if (body.type) headers['content-type'] = body.type;
      yield {
        method,
        url,
        headers,
        ...(method === 'GET' ? {} : { payload: body.body }),
        why: `stray ${url}`,
      };
      continue;
    }
    const endpoint = rnd.pick(endpoints);
    const hasParam = endpoint.path.includes('{');
    const badId = hasParam && rnd.next() < 0.6;
    const id = badId ? rnd.pick(badIds) : String(rnd.pick(who.ids));
    const url = endpoint.path.replace(/\{[^}]+\}/g, id) + (rnd.next() < 0.3 ? rnd.pick(junkQueries) : '');
    if (endpoint.method === 'GET') {
      yield { method: 'GET', url, headers, why: `GET ${badId ? `id ${id}` : 'junk query'}` };
      continue;
    }
    // A good id (or no id) must meet a body the endpoint refuses; an endpoint without a body of its own
    // only gets bodies nobody can read, since any readable one would let it do its work.
    const pool = badId || !endpoint.takesBody ? unreadable : rnd.next() < 0.5 ? unreadable : wrongShape;
    const body = badId ? rnd.pick([...unreadable, ...wrongShape]) : rnd.pick(pool);
    if (body.type) headers['content-type'] = body.type;
    yield {
      method: endpoint.method as InjectOptions['method'],
      url,
      headers,
      payload: body.body,
      why: `${endpoint.method} ${endpoint.path} id=${id} body=${body.type ?? 'none'}:${String(body.body).slice(0, 40)}`,
    };
  }
}

/** Every endpoint of the OpenAPI document (the contract), with whether it reads a body. */
export function endpointsOf(doc: { paths: Record<string, Record<string, { requestBody?: unknown }>> }) {
  const bodyRoutes = /\/properties(\/welcome)?(\/\{[^}]+\})?$/; // the multipart forms, not in the document
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([method]) => (methods as readonly string[]).includes(method.toUpperCase()))
      .map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        takesBody:
          op.requestBody !== undefined || (method !== 'get' && method !== 'delete' && bodyRoutes.test(path)),
      })),
  );
}

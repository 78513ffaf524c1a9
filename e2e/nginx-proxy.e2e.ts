import fs from 'node:fs/promises';
import path from 'node:path';
import tls from 'node:tls';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  httpsRequest,
  nginxInstalled,
  type ProxiedAnswer,
  prepareNginx,
  type RunningNginx,
  startNginx,
} from '../scripts/lib/nginx.ts';
import { nameInHtml, renamedPropertyForm } from '../scripts/lib/property-edit.ts';
import { freePort, type RunningServer, startServer } from '../scripts/lib/start-server.ts';

/**
 * The shipped nginx configuration (deploy/nginx/, ADR 0033) in front of the built app, both started here
 * on free loopback ports (nginx with its own prefix and a throwaway certificate): an edit reaches visitors
 * within one second, a session cookie bypasses the micro-cache, the bundle goes out precompressed, and the
 * app sees the client's address.
 */
const admin = { name: 'admin', password: 'proxy-admin-password' };
const clientDir = path.resolve('build/client');

describe('the site behind nginx', () => {
  let server: RunningServer;
  let nginx: RunningNginx;
  const get = (url: string, options: Omit<Parameters<typeof httpsRequest>[1], 'ca'> = {}) =>
    httpsRequest(`${nginx.url}${url}`, { ca: nginx.certificatePem, ...options });

  beforeAll(async () => {
    if (!nginxInstalled()) throw new Error('nginx is missing: run `bash scripts/ensure-debian-packages.sh`');
    // the app must know its public address (https, nginx's port) before nginx, which needs the app's port
    const httpsPort = await freePort();
    server = await startServer({
      SEED_DEMO: '1',
      ADMIN_USERNAME: admin.name,
      ADMIN_PASSWORD: admin.password,
      PUBLIC_URL: `https://127.0.0.1:${httpsPort}`,
      TRUST_PROXY: '127.0.0.1',
      // the request log names each request's client address
      LOG_LEVEL: 'info',
    });
    nginx = await startNginx(
      await prepareNginx({ upstream: new URL(server.url).host, clientDir, httpsPort }),
    );
  });
  afterAll(async () => {
    await nginx?.stop();
    await server?.stop();
  });

  async function adminCookie(): Promise<string> {
    const login = await get('/api/v1/users/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: admin.name, password: admin.password }),
    });
    expect(login.status).toBe(200);
    const cookies = login.headers['set-cookie'] ?? [];
    expect(cookies.join('\n')).toMatch(/admin_session=.*; Secure/);
    return cookies.map((c) => c.split(';')[0]).join('; ');
  }

  it('redirects plain HTTP to HTTPS and offers HTTP/2', async () => {
    const plain = await fetch(`http://127.0.0.1:${nginx.httpPort}/properties?guests=2`, {
      redirect: 'manual',
    });
    expect(plain.status).toBe(301);
    expect(plain.headers.get('location')).toBe(`https://127.0.0.1:${nginx.httpsPort}/properties?guests=2`);

    const socket = tls.connect({
      host: '127.0.0.1',
      port: nginx.httpsPort,
      ca: nginx.certificatePem,
      ALPNProtocols: ['h2', 'http/1.1'],
    });
    await new Promise((resolve, reject) => socket.once('secureConnect', resolve).once('error', reject));
    expect(socket.alpnProtocol).toBe('h2');
    socket.destroy();
  });

  it('shows an edit to every request made one second after it, and the app answers the first', async () => {
    const headers = { 'accept-encoding': 'gzip, deflate, br' };
    const cookie = await adminCookie();
    const property = JSON.parse((await get('/api/v1/properties/1')).body.toString());
    const name = `${property.name} (edited through nginx)`;
    const form = new Request('https://x/', { method: 'PUT', body: renamedPropertyForm(property, name) });
    const body = Buffer.from(await form.arrayBuffer());

    // the page is in the micro-cache: a request of the same second is answered by nginx
    await expect
      .poll(async () => (await get('/property/1', { headers })).headers['x-cache-status'])
      .toBe('HIT');
    const edited = await get('/api/v1/properties/1', {
      method: 'PUT',
      headers: {
        cookie,
        origin: `https://127.0.0.1:${nginx.httpsPort}`,
        'content-type': form.headers.get('content-type') ?? '',
      },
      body,
    });
    expect(edited.status).toBe(200);
    const editedAt = performance.now();

    // every request until one has started a full second after the edit answered
    const seen: Array<{ afterMs: number; status: string; shown: boolean }> = [];
    for (;;) {
      const afterMs = performance.now() - editedAt;
      const answer = await get('/property/1', { headers });
      const html = decode(answer).toString();
      expect(answer.status).toBe(200);
      seen.push({
        afterMs,
        status: String(answer.headers['x-cache-status']),
        shown: html.includes(nameInHtml(name)),
      });
      if (afterMs >= 1000) break;
    }
    // nginx's key changes with the second: from the first second that began after the edit, every answer
    // was made after it; the ones before, if any, are copies kept within the edit's own second
    expect(seen.filter((s) => s.afterMs >= 1000).every((s) => s.shown)).toBe(true);
    const firstShown = seen.findIndex((s) => s.shown);
    expect(seen.slice(0, firstShown).every((s) => s.status === 'HIT')).toBe(true);
    expect(seen[firstShown]?.status).toBe('MISS');
    expect(seen.slice(firstShown).every((s) => s.shown)).toBe(true);
    console.log(
      `edit visible through nginx ${Math.round(seen[firstShown]?.afterMs ?? Number.NaN)} ms after it ` +
        `(${firstShown} answer(s) from the edit's second before)`,
    );
  });

  it('renders a request carrying a session cookie for its visitor, never from or into the micro-cache', async () => {
    const cookie = await adminCookie();
    const anonymous = await get('/properties');
    expect(['MISS', 'HIT']).toContain(anonymous.headers['x-cache-status']);
    expect(anonymous.headers['content-security-policy']).toMatch(/'sha256-/);

    const personal = [
      await get('/properties', { headers: { cookie } }),
      await get('/properties', { headers: { cookie } }),
    ];
    for (const answer of personal) {
      expect(answer.status).toBe(200);
      expect(answer.headers['x-cache-status']).toBe('BYPASS');
      // a render of its own: the CSP carries a nonce made for this answer
      expect(answer.headers['content-security-policy']).toMatch(/'nonce-[^']+'/);
    }
    const nonces = personal.map(
      (a) => /'nonce-([^']+)'/.exec(String(a.headers['content-security-policy']))?.[1],
    );
    expect(nonces[0]).not.toBe(nonces[1]);
    // a cookie of any value is enough, as in the app (by name, no database read)
    const guest = await get('/properties', { headers: { cookie: 'guest_session=anything' } });
    expect(guest.headers['x-cache-status']).toBe('BYPASS');

    // nothing personal was stored: the next anonymous answer is the shared page again
    const after = await get('/properties');
    expect(after.headers['content-security-policy']).toMatch(/'sha256-/);
    expect(after.headers['content-security-policy']).not.toContain('nonce-');

    // private pages are never stored, with or without a cookie
    expect((await get('/admin')).headers['x-cache-status']).toBe('BYPASS');
    expect((await get('/welcome/1')).headers['x-cache-status']).toBe('BYPASS');
  });

  it('serves the bundle from the build with its precompressed twins, cached for a year', async () => {
    const home = decode(await get('/')).toString();
    const script = /\/assets\/[\w.-]+\.js/.exec(home)?.[0];
    expect(script).toBeDefined();
    const file = path.join(clientDir, script as string);
    const cases = [
      { accept: 'gzip, deflate, br', encoding: 'br', bytes: await fs.readFile(`${file}.br`) },
      { accept: 'gzip, deflate', encoding: 'gzip', bytes: await fs.readFile(`${file}.gz`) },
      { accept: 'identity', encoding: undefined, bytes: await fs.readFile(file) },
    ];
    for (const { accept, encoding, bytes } of cases) {
      const answer = await get(script as string, { headers: { 'accept-encoding': accept } });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.body.equals(bytes)).toBe(true);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(answer.headers['x-cache-status']).toBeUndefined();
    }
  });

  it("hands the app the client's address, not one the client wrote", async () => {
    // the client connects from 127.0.0.2 (all of 127/8 is this machine), nginx from 127.0.0.1
    const answer = await get('/healthz', {
      localAddress: '127.0.0.2',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(answer.status).toBe(200);
    const requestId = String(answer.headers['x-request-id']);
    expect(requestId).toMatch(/^[0-9a-f]{32}$/);
    await expect
      .poll(() =>
        server
          .output()
          .split('\n')
          .filter((line) => line.includes(requestId) && line.includes('remoteAddress'))
          .map((line) => JSON.parse(line).req.remoteAddress),
      )
      .toEqual(['127.0.0.2']);
  });
});

/** The body as the page's bytes: nginx passes on the app's compressed bodies as they are. */
function decode(answer: ProxiedAnswer): Buffer {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body);
  if (encoding === 'gzip') return gunzipSync(answer.body);
  return answer.body;
}

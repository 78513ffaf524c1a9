import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fixtureServerBuild } from '../test/fixture-build.ts';
import { createTestApp, describeEachEngine, type TestApp } from '../test/harness.ts';

/**
 * Issue 22, items 2 and 5: any request target gets a 4xx, a redirect or a page, never a 5xx; an empty answer
 * to HEAD says `Content-Length: 0` as its GET does; the 404 page, /healthz and the API document say how
 * long they may be kept. Over real sockets (app.inject parses the target as a URL first, and fills in a
 * HEAD's Content-Length itself). The pages come from a small React Router build made here: a home page, an
 * about page and a page that redirects; any other path is React Router's 404.
 */
function fixtureBuild(): ServerBuild {
  return fixtureServerBuild(
    (request: Request, status: number, headers: Headers) => {
      headers.set('content-type', 'text/html; charset=utf-8');
      const url = new URL(request.url);
      return new Response(`<!doctype html><title>${url.host} ${url.pathname}</title>`, {
        status,
        headers,
      });
    },
    {
      root: { id: 'root', path: '', module: { default: () => null } },
      'routes/index': { id: 'routes/index', parentId: 'root', index: true, module: { default: () => null } },
      'routes/about': {
        id: 'routes/about',
        parentId: 'root',
        path: 'about',
        module: { default: () => null },
      },
      'routes/old': {
        id: 'routes/old',
        parentId: 'root',
        path: 'old',
        module: {
          default: () => null,
          loader: () => new Response(null, { status: 302, headers: { location: '/about' } }),
        },
      },
    },
  );
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request with the target sent exactly as given. */
function send(
  port: number,
  method: string,
  target: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, method, path: target, headers, agent: false },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** The status line and headers of a request written byte for byte (targets http.request would refuse). */
function sendRaw(port: number, head: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk;
    });
    socket.on('error', reject);
    socket.on('end', () => {
      const [statusLine = '', ...lines] = received.split('\r\n\r\n')[0]!.split('\r\n');
      const headers: http.IncomingHttpHeaders = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({
        status: Number(statusLine.split(' ')[1]),
        headers,
        body: received.split('\r\n\r\n')[1] ?? '',
      });
    });
    socket.write(`${head}Connection: close\r\n\r\n`);
  });
}

const oddPaths = ['//', '//x%00', '//%E2%80%AE', '//x%5C', '/\\x', '///about?from=mail'];
/** The same, in front of and inside API addresses */
const oddApiPaths = [
  '//api/v1/properties',
  '//api/v1/x%00',
  '//%E2%80%AE/api/v1/properties',
  '/api/v1//properties',
];

describeEachEngine('odd requests', (engine) => {
  let t: TestApp;
  let apiOnly: TestApp;
  let clientDir: string;
  let port: number;
  let apiPort: number;

  beforeAll(async () => {
    clientDir = await fs.mkdtemp(path.join(os.tmpdir(), 'stays-client-'));
    t = await createTestApp(engine, { web: { mode: 'production', server: fixtureBuild(), clientDir } });
    apiOnly = await createTestApp(engine);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    await apiOnly.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
    apiPort = (apiOnly.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t?.close();
    await apiOnly?.close();
    await fs.rm(clientDir, { recursive: true, force: true });
  });

  it('answers paths that start with two slashes below 500, on pages and API, with or without the pages', async () => {
    for (const target of [...oddPaths, ...oddApiPaths]) {
      for (const method of ['GET', 'HEAD', 'POST', 'DELETE']) {
        for (const p of [port, apiPort]) {
          const answer = await send(p, method, target, { cookie: 'guest_session=not-a-session' });
          expect(answer.status, `${method} ${target}`).toBeLessThan(500);
        }
      }
    }
  });

  it('sends a GET or HEAD of a path with leading slashes to the path with one, on this site', async () => {
    for (const method of ['GET', 'HEAD']) {
      for (const [target, location] of [
        ['//', '/'],
        ['//x%00', '/x%00'],
        ['//%E2%80%AE', '/%E2%80%AE'],
        ['//x%5C', '/x%5C'],
        ['/\\evil.example/about', '/evil.example/about'],
        ['///about?from=mail', '/about?from=mail'],
      ]) {
        const answer = await send(port, method, target!);
        expect([answer.status, answer.headers.location], `${method} ${target}`).toEqual([301, location]);
        const followed = await send(port, method, answer.headers.location!);
        expect(followed.status, `${method} ${location}`).toBeLessThan(500);
      }
    }
    // the page behind the redirect is this site's (rendered for a visitor with a session: the Host's origin)
    const about = await send(port, 'GET', '/about', { cookie: 'guest_session=not-a-session' });
    expect(about.body).toContain(`<title>127.0.0.1:${port} /about</title>`);
  });

  it('refuses a POST to a path with leading slashes with a 404 in the error shape', async () => {
    const answer = await send(port, 'POST', '//about', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toEqual({ message: 'No such address: POST //about' });
  });

  it('refuses a target that is not a path with a 400', async () => {
    for (const target of ['http://evil.example/about', '*']) {
      const answer = await sendRaw(port, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n`);
      expect(answer.status, target).toBe(400);
      expect(JSON.parse(answer.body)).toEqual({ message: 'The address is not valid' });
    }
  });

  it("renders a page for the site's own origin when the Host header is not a host", async () => {
    for (const host of ['bad host', 'evil.example/admin', 'localhost:99999']) {
      const answer = await sendRaw(
        port,
        `GET /about HTTP/1.1\r\nHost: ${host}\r\nCookie: guest_session=x\r\n`,
      );
      expect(answer.status, host).toBe(200);
      expect(answer.body, host).toContain('<title>localhost:3000 /about</title>');
    }
  });

  it('answers HEAD on a redirect with Content-Length 0, as its GET', async () => {
    for (const target of ['/old', '//about']) {
      const get = await send(port, 'GET', target);
      const head = await send(port, 'HEAD', target);
      expect(head.status, target).toBe(get.status);
      expect(get.status, target).toBeGreaterThanOrEqual(301);
      expect(get.headers['content-length'], target).toBe('0');
      expect(head.headers['content-length'], target).toBe('0');
    }
  });

  it('says how long the 404 page, the health check and the API document may be kept', async () => {
    const page404 = await send(port, 'GET', '/no-such-page');
    expect(page404.status).toBe(404);
    expect(page404.headers['cache-control']).toBe('no-cache');
    const json404 = await send(apiPort, 'GET', '/no-such-page');
    expect(json404.status).toBe(404);
    expect(json404.headers['cache-control']).toBe('no-cache');
    const api404 = await send(port, 'GET', '/api/v1/properties/999999');
    expect(api404.status).toBe(404);
    expect(api404.headers['cache-control']).toBe('no-store');
    // the 404s of routes outside the API, thrown as errors: no image, no calendar for that key
    for (const target of ['/uploads/nothing-640.webp', '/properties/999999/calendar.ics?key=x']) {
      const missing = await send(port, 'GET', target);
      expect(missing.status, target).toBe(404);
      expect(missing.headers['cache-control'], target).toBe('no-cache');
    }
    // a private page's 404 is a private page: no-store like the others
    const private404 = await send(port, 'GET', '/admin/no-such-page');
    expect(private404.status).toBe(404);
    expect(private404.headers['cache-control']).toBe('no-store');
    expect((await send(port, 'GET', '/healthz')).headers['cache-control']).toBe('no-store');
    const document = await send(port, 'GET', '/api/docs/json');
    expect(document.status).toBe(200);
    expect(document.headers['cache-control']).toBe('public, max-age=300');
  });
});

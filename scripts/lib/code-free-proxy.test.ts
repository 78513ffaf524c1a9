import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CodeFreeProxy, startCodeFreeProxy, withoutCodePrefix } from './code-free-proxy.ts';

const page =
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/framework.js"/></head>' +
  '<body><main><h1>Stays</h1></main><script type="module">import("/assets/entry.js")</script></body></html>';
const script = 'console.log("<script>")';

let site: http.Server;
let proxy: CodeFreeProxy;

beforeAll(async () => {
  site = http.createServer((request, response) => {
    if (request.url === '/assets/entry.js')
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
    else if (request.url === '/properties')
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
    else if (request.url === '/old') response.writeHead(301, { location: '/properties' }).end();
    else response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  proxy = await startCodeFreeProxy(`http://127.0.0.1:${(site.address() as AddressInfo).port}`);
});

afterAll(async () => {
  await proxy.close();
  await new Promise<void>((resolve) => site.close(() => resolve()));
});

/** The proxy's answer as a browser gets it (gzip accepted), decoded. */
function get(path: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${proxy.origin}${path}`, { headers: { 'accept-encoding': 'gzip, br' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const body = response.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(raw) : raw;
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: body.toString() });
        });
      })
      .on('error', reject);
  });
}

describe('the Lighthouse control proxy (scripts/lighthouse.ts --control)', () => {
  it('serves the page as the site does, and under its prefix the same page without its code', async () => {
    const withCode = await get('/properties');
    expect(withCode.status).toBe(200);
    expect(withCode.headers['content-encoding']).toBe('gzip');
    expect(withCode.body).toBe(page);

    const control = await get(`${withoutCodePrefix}/properties`);
    expect(control.status).toBe(200);
    expect(control.headers['content-encoding']).toBe('gzip');
    expect(control.body).toContain('<main><h1>Stays</h1></main>');
    expect(control.body).not.toMatch(/<script|modulepreload/);
  });

  it('leaves what is not a page untouched, and passes statuses and redirects through', async () => {
    expect((await get(`${withoutCodePrefix}/assets/entry.js`)).body).toBe(script);
    const moved = await get('/old');
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe('/properties');
    expect((await get('/missing')).status).toBe(404);
  });
});

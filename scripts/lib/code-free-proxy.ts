/**
 * A local HTTP proxy in front of a running site, for Lighthouse's control (scripts/lighthouse.ts
 * `--control`): it answers every request from the site, and under the prefix `/__without-code` it answers
 * the same page with its code taken out (`withoutCode`, the splash decision kept). Both variants go through
 * the proxy and are compressed the same way, so a page and its control differ only in their scripts.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { withoutCode } from './page-without-code.ts';

export const withoutCodePrefix = '/__without-code';

/** Headers the proxy sets itself: the body it sends is decoded, then compressed again. */
const dropped = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection']);

export interface CodeFreeProxy {
  origin: string;
  close(): Promise<void>;
}

export async function startCodeFreeProxy(siteOrigin: string): Promise<CodeFreeProxy> {
  const server = http.createServer(async (request, response) => {
    try {
      const url = request.url ?? '/';
      const control = url === withoutCodePrefix || url.startsWith(`${withoutCodePrefix}/`);
      const upstreamPath = control ? url.slice(withoutCodePrefix.length) || '/' : url;
      const upstream = await fetch(new URL(upstreamPath, siteOrigin), {
        headers: {
          accept: request.headers.accept ?? '*/*',
          'user-agent': request.headers['user-agent'] ?? '',
        },
        redirect: 'manual',
      });
      const headers: Record<string, string> = {};
      upstream.headers.forEach((value, name) => {
        if (!dropped.has(name)) headers[name] = value;
      });
      let body = Buffer.from(await upstream.arrayBuffer());
      if (control && (headers['content-type'] ?? '').startsWith('text/html'))
        body = Buffer.from(withoutCode(body.toString('utf8'), { keepSplashScript: true }));
      if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
        body = zlib.gzipSync(body);
        headers['content-encoding'] = 'gzip';
      }
      headers['content-length'] = String(body.length);
      response.writeHead(upstream.status, headers).end(body);
    } catch (error) {
      response.writeHead(502, { 'content-type': 'text/plain' }).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

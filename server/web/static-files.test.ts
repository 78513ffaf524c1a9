import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/precompress.ts';
import { imageUrl } from '../domain/images/images.ts';
import { fixtureServerBuild } from '../test/fixture-build.ts';
import { createTestApp, describeEachEngine, makeImage, type TestApp } from '../test/harness.ts';

/**
 * The browser bundle is sent precompressed: the twin the client accepts, with Content-Encoding and
 * `Vary: Accept-Encoding`, or the file itself; never compressed on the request. The client folder is built
 * here and precompressed with the build's own script (scripts/precompress.ts).
 */

/** A page for every other path, so that a path without a static file shows where it goes. */
function pagesBuild(): ServerBuild {
  return fixtureServerBuild(
    (_request: Request, status: number, headers: Headers) => {
      headers.set('content-type', 'text/html; charset=utf-8');
      return new Response('<!doctype html><title>page</title>', { status, headers });
    },
    { root: { id: 'root', path: '', module: { default: () => null } } },
  );
}

const script = Buffer.from(
  Array.from(
    { length: 400 },
    (_, i) => `export const chalet${i} = { beds: ${i % 7}, view: "Mount Begbie" };`,
  ).join('\n'),
);
const styles = Buffer.from(`.card{border-radius:1rem;padding:1.5rem}\n`.repeat(200));
// Compressible text written after the build script ran: it has no twin and must go out as it is.
const lateText = Buffer.from('Powder mornings on Mount Mackenzie.\n'.repeat(100));
// A font: compressed already, never given a twin.
const font = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 7919) % 256));

function decode(res: LightMyRequestResponse): Buffer {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload);
  if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload);
  expect(encoding).toBeUndefined();
  return res.rawPayload;
}

const varyTokens = (res: LightMyRequestResponse) =>
  String(res.headers.vary ?? '')
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);

describeEachEngine('precompressed static files', (engine) => {
  let t: TestApp;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = await fs.mkdtemp(path.join(os.tmpdir(), 'stays-static-'));
    await fs.mkdir(path.join(clientDir, 'assets'));
    await fs.writeFile(path.join(clientDir, 'assets', 'entry-3f9a.js'), script);
    await fs.writeFile(path.join(clientDir, 'assets', 'root-77c1.css'), styles);
    await fs.writeFile(path.join(clientDir, 'assets', 'inter-latin-9d2e.woff2'), font);
    await precompressDir(clientDir);
    await fs.writeFile(path.join(clientDir, 'notes.txt'), lateText);
    t = await createTestApp(engine, { web: { mode: 'production', server: pagesBuild(), clientDir } });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(clientDir, { recursive: true, force: true });
  });

  const js = '/assets/entry-3f9a.js';
  const cases: Array<[acceptEncoding: string | undefined, expected: 'br' | 'gzip' | undefined]> = [
    ['gzip, deflate, br, zstd', 'br'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.8', 'br'],
    ['br;q=0.2, gzip;q=0.9', 'gzip'],
    // `*` stands for any coding, Brotli included
    ['*', 'br'],
    ['br;q=0, *', 'gzip'],
    ['identity', undefined],
    ['br;q=0, gzip;q=0', undefined],
    ['*;q=0', undefined],
    ['deflate', undefined],
    [undefined, undefined],
  ];
  for (const [acceptEncoding, expected] of cases) {
    it(`Accept-Encoding ${acceptEncoding ?? '(none)'} gets ${expected ?? 'the file as it is'}`, async () => {
      const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
      const res = await t.app.inject({ method: 'GET', url: js, headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(expected);
      expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
      // every answer was chosen by Accept-Encoding, the file's own too: a shared cache must know
      expect(varyTokens(res)).toEqual(['accept-encoding']);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      if (expected) expect(res.rawPayload.length).toBeLessThan(script.length / 3);
      expect(decode(res).equals(script)).toBe(true);
    });
  }

  it('sends the Brotli twin of a stylesheet byte for byte (quality 11: smaller than gzip)', async () => {
    const br = await t.app.inject({ url: '/assets/root-77c1.css', headers: { 'accept-encoding': 'br' } });
    const gz = await t.app.inject({ url: '/assets/root-77c1.css', headers: { 'accept-encoding': 'gzip' } });
    expect(br.rawPayload.equals(await fs.readFile(path.join(clientDir, 'assets', 'root-77c1.css.br')))).toBe(
      true,
    );
    expect(br.rawPayload.length).toBeLessThan(gz.rawPayload.length);
    expect(decode(br).equals(styles)).toBe(true);
    expect(decode(gz).equals(styles)).toBe(true);
    expect(br.headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it('sends a compressible file without a twin as it is, never compressed on the request', async () => {
    const res = await t.app.inject({ url: '/notes.txt', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(lateText)).toBe(true);
    expect(Number(res.headers['content-length'])).toBe(lateText.length);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('gives a font no twin and sends it as it is', async () => {
    await expect(fs.access(path.join(clientDir, 'assets', 'inter-latin-9d2e.woff2.br'))).rejects.toThrow();
    const res = await t.app.inject({
      url: '/assets/inter-latin-9d2e.woff2',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toBe('font/woff2');
    expect(res.rawPayload.equals(font)).toBe(true);
  });

  it('answers HEAD with the headers of GET for each encoding', async () => {
    for (const acceptEncoding of ['br', 'gzip', 'identity']) {
      const headers = { 'accept-encoding': acceptEncoding };
      const get = await t.app.inject({ method: 'GET', url: js, headers });
      const head = await t.app.inject({ method: 'HEAD', url: js, headers });
      expect(head.statusCode).toBe(200);
      expect(head.rawPayload.length).toBe(0);
      const { date: _d, 'x-request-id': _g, 'content-security-policy': _c, ...getHeaders } = get.headers;
      const { date: _d2, 'x-request-id': _h, 'content-security-policy': _c2, ...headHeaders } = head.headers;
      expect(headHeaders).toEqual(getHeaders);
    }
  });

  it('gives each encoding its own ETag, and answers 304 to the one it was given', async () => {
    const etags = new Set<string>();
    for (const acceptEncoding of ['br', 'gzip', 'identity']) {
      const headers = { 'accept-encoding': acceptEncoding };
      const first = await t.app.inject({ url: js, headers });
      const etag = String(first.headers.etag);
      etags.add(etag);
      const again = await t.app.inject({ url: js, headers: { ...headers, 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    }
    expect(etags.size).toBe(3);
  });

  it('does not serve the twins under their own names: the path goes to the pages', async () => {
    const res = await t.app.inject({ url: `${js}.br`, headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('sends an uploaded image variant as stored: not compressed, with its ETag and a year of caching', async () => {
    const stored = await t.app.domain.images.store(await makeImage(900, 600));
    const url = imageUrl(stored.key, 480);
    const info = await t.app.domain.images.describeVariant(stored.key, 480);
    const res = await t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toBe(`"${info?.sha256}"`);
    expect(Number(res.headers['content-length'])).toBe(info?.bytes);
    expect(res.rawPayload.length).toBe(info?.bytes);
    const again = await t.app.inject({ url, headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });
});

describe('pages stay compressed on the request', () => {
  it('a rendered page still goes out with Brotli (only static files are precompressed)', async () => {
    const clientDir = await fs.mkdtemp(path.join(os.tmpdir(), 'stays-static-'));
    const t = await createTestApp('sqlite', { web: { mode: 'production', server: pagesBuild(), clientDir } });
    try {
      const res = await t.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'br' } });
      expect(res.headers['content-encoding']).toBe('br');
      expect(varyTokens(res)).toContain('accept-encoding');
    } finally {
      await t.close();
      await fs.rm(clientDir, { recursive: true, force: true });
    }
  });
});

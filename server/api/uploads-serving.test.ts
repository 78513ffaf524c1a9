import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageRef, imageUrl, type StoredImage, storedWidths } from '../domain/images/images.ts';
import { createTestApp, makeImage, type TestApp } from '../test/harness.ts';

/** A GET sent over a real socket with the path exactly as given (`inject` resolves `..` segments itself). */
function getRawPath(port: number, rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path: rawPath, method: 'GET' }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('latin1') }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

describe('GET /uploads/*', () => {
  let t: TestApp;
  let image: StoredImage;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    image = await t.app.domain.images.store(await makeImage(1200, 800));
  });

  afterAll(async () => {
    await t?.close();
  });

  it('serves every stored variant as WebP with a year-long immutable cache lifetime', async () => {
    for (const width of storedWidths(image.width)) {
      const res = await t.app.inject({ method: 'GET', url: imageUrl(image.key, width) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      const cacheControl = String(res.headers['cache-control']);
      expect(cacheControl).toContain('immutable');
      expect(cacheControl).toContain('max-age=31536000');
      expect(cacheControl).toContain('public');
      expect((await sharp(res.rawPayload).metadata()).width).toBe(width);
    }
  });

  it('serves the url and every srcset entry of an image reference', async () => {
    const ref = imageRef(1, image);
    const urls = [ref.url, ...ref.srcset.split(', ').map((entry) => entry.split(' ')[0]!)];
    for (const url of urls) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
  });

  it('answers 404 for an image that is not there, and for one that was removed', async () => {
    const gone = await t.app.domain.images.store(await makeImage(600, 400));
    await t.app.domain.images.remove([gone]);
    for (const url of [imageUrl('0'.repeat(32), 480), imageUrl(gone.key, 480), imageUrl(gone.key, 600)]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['cache-control'] ?? '').not.toContain('immutable');
    }
  });

  it('never serves a file outside the uploads folder', async () => {
    // The database lives one level above the uploads folder.
    const database = await fs.readFile(path.join(t.dataDir, 'test.db'));
    expect(database.subarray(0, 15).toString()).toBe('SQLite format 3');
    await fs.writeFile(path.join(t.dataDir, 'secret.txt'), 'not for the public');

    const attempts = [
      '/uploads/../test.db',
      '/uploads/%2e%2e/test.db',
      '/uploads/%2E%2E/test.db',
      '/uploads/./../test.db',
      '/uploads/..%2ftest.db',
      '/uploads/..%2Ftest.db',
      '/uploads/%2e%2e%2ftest.db',
      '/uploads/..%5ctest.db',
      '/uploads/..\\test.db',
      '/uploads/....//test.db',
      '/uploads//../test.db',
      '/uploads/%252e%252e/test.db',
      '/uploads/..',
      '/uploads/../secret.txt',
      '/uploads/%2e%2e/secret.txt',
      '/uploads/..%2fsecret.txt',
    ];
    const refused = (url: string, status: number, body: string) => {
      expect(status, url).toBeGreaterThanOrEqual(400);
      expect(status, url).toBeLessThan(500);
      expect(body, url).not.toContain('SQLite format 3');
      expect(body, url).not.toContain('not for the public');
    };
    for (const url of attempts) {
      const res = await t.app.inject({ method: 'GET', url });
      refused(url, res.statusCode, res.body);
    }
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    expect((await getRawPath(port, imageUrl(image.key, image.width))).status).toBe(200);
    for (const url of attempts) {
      const res = await getRawPath(port, url);
      refused(url, res.status, res.body);
    }
  });

  it('does not list the uploads folder', async () => {
    for (const url of ['/uploads/', '/uploads']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.body, url).not.toContain(image.key);
    }
  });
});

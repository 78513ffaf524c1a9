import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { bodyEtag, refinedBrotliQuality, type SharedPage, sendSharedPage } from '../http/render-cache.ts';

/** The twins written by scripts/precompress.ts beside each compressible file of the build. */
const twinSuffix = /\.(br|gz)$/;

/** Content types of the files a build holds; anything else goes out as bytes. */
const contentTypes: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

/**
 * Serves the browser bundle (build/client) from memory: hashed assets cached for a year, the rest for an
 * hour (docs/decisions/0015-precompressed-static-assets.md).
 *
 * The build does not change while the process runs, so every file is read once at start-up with the
 * Brotli and gzip twins `npm run build` wrote beside it (scripts/precompress.ts), and a request is a route
 * lookup and a send: the twin the client accepts (br, then gzip, q-values honoured) with Content-Encoding,
 * or the file itself, each with its own strong ETag, 304 on a match and `Vary: Accept-Encoding`, through the
 * same sender as the render cache's pages. Nothing is compressed on a request (`compress: false`); a file
 * without a twin (too small to gain, a font, an image) goes out as it is.
 *
 * One route per file found at start-up: any other path falls through to the pages. The twins get no routes
 * of their own; they are only ever chosen through negotiation.
 */
export const staticFiles: FastifyPluginAsync<{ clientDir: string }> = async (app, { clientDir }) => {
  const routeOptions = { schema: { hide: true }, compress: false } as const;
  for (const file of await listFiles(clientDir)) {
    const served = await readStaticFile(clientDir, file);
    app.get(`/${file}`, routeOptions, (request, reply) => sendSharedPage(request, reply, served));
  }
};

/** A file of the build and its twins, as the shared sender sends it. */
async function readStaticFile(clientDir: string, file: string): Promise<SharedPage> {
  const fullPath = path.join(clientDir, file);
  const twin = (suffix: string) => fs.readFile(`${fullPath}${suffix}`).catch(() => undefined);
  const [identity, br, gzip] = await Promise.all([fs.readFile(fullPath), twin('.br'), twin('.gz')]);
  const type = contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  return {
    status: 200,
    headers: [
      ['content-type', type],
      ['cache-control', cacheControl(file)],
    ],
    etag: bodyEtag(identity),
    bodies: { identity, ...(br ? { br } : {}), ...(gzip ? { gzip } : {}) },
    ...(br ? { brotliQuality: refinedBrotliQuality } : {}),
    cacheable: true,
  };
}

function cacheControl(file: string): string {
  if (file.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  // the welcome pages' service worker must be checked for updates on every load
  if (file.endsWith('-sw.js')) return 'no-cache';
  return 'public, max-age=3600';
}

/** Files under `dir` as URL paths (forward slashes), without dotfiles or precompressed twins. */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !twinSuffix.test(entry.name))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !file.split('/').some((part) => part.startsWith('.')))
    .sort();
}

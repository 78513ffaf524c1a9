import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';

/** The twins written by scripts/precompress.ts beside each compressible file of the build. */
const twinSuffix = /\.(br|gz)$/;

/**
 * Serves the browser bundle (build/client): hashed assets cached for a year, the rest for an hour.
 *
 * Static files are never compressed on a request. `npm run build` writes a Brotli and a gzip twin of each
 * compressible file (scripts/precompress.ts) and @fastify/static's `preCompressed` picks the twin the
 * client accepts (br, then gzip), with Content-Encoding and `Vary: Accept-Encoding`, or the file itself for
 * a client that accepts neither. The routes opt out of @fastify/compress (`compress: false`), so a file
 * without a twin (too small to gain, a font, an image, or a build made without the script) goes out as it is
 * rather than through Brotli per request (docs/decisions/0015-precompressed-static-assets.md).
 *
 * One route per file found at start-up, as before: any other path falls through to the pages. The twins
 * get no routes of their own; they are only ever chosen through negotiation.
 */
export const staticFiles: FastifyPluginAsync<{ clientDir: string }> = async (app, { clientDir }) => {
  await app.register(fastifyStatic, {
    root: clientDir,
    serve: false,
    preCompressed: true,
    setHeaders: (res, filePath) =>
      res.header('cache-control', cacheControl(filePath.replace(twinSuffix, ''))),
  });
  const routeOptions = {
    schema: { hide: true },
    compress: false,
    // A visitor who leaves mid-download is no error worth a log line or an error answer (as @fastify/static's
    // own routes do).
    errorHandler: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      if (error.code === 'ERR_STREAM_PREMATURE_CLOSE') return void request.raw.destroy();
      return app.errorHandler(error, request, reply);
    },
  } as const;
  for (const file of await listFiles(clientDir)) {
    app.get(`/${file}`, routeOptions, (_request, reply) => reply.sendFile(`/${file}`));
  }
};

function cacheControl(filePath: string): string {
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  // the welcome pages' service worker must be checked for updates on every load
  if (filePath.endsWith('-sw.js')) return 'no-cache';
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

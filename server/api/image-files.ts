import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ByteLru } from '../http/byte-lru.ts';
import { notFound } from '../http/http-errors.ts';
import { matchesEtag } from '../http/render-cache.ts';

/** `<32 hex key>-<width>.webp`: the only names served; anything else (`..`, other folders) is a 404. */
const variantFile = z
  .string()
  .regex(/^[a-f0-9]{32}-[1-9]\d{0,4}\.webp$/)
  .transform((name) => {
    const [key, width] = name.slice(0, -'.webp'.length).split('-');
    return { key: key!, width: Number(width) };
  });

const noSuchImage = 'No such image';

/** What this node knows of a variant: its size and checksum, and its bytes while they fit in memory. */
interface KnownVariant {
  bytes: number;
  sha256: string;
}

/** More distinct variants than this and the index starts afresh (a few hundred bytes each). */
const maxKnownVariants = 50_000;

/**
 * `GET /uploads/<key>-<width>.webp`: image variants from the database, through this node's caches.
 *
 * A variant never changes under its name, so this node remembers the variants it has served (an index of
 * size and checksum, and the bytes of the most requested ones in memory, `IMAGE_MEMORY_CACHE_MB`): a
 * repeated request costs a map lookup and the send. Only a delete can make an entry wrong, and every delete
 * moves the public content revision on (ImageStore.remove), which empties the index: on this node at
 * once, on another node within `CONTENT_REVISION_CHECK_MS` (1 s by default), after which it asks the
 * database again and answers 404 (docs/decisions/0009-images-in-the-database.md, 0021-render-cache.md).
 * Cached for a year as immutable, with the variant's SHA-256 as a strong ETag.
 */
export const imageFiles: FastifyPluginAsync = async (app) => {
  const { images, config } = app.domain;
  const known = new Map<string, KnownVariant>();
  const inMemory = new ByteLru<Buffer>(config.publicCache.imageBytes);
  let knownAt = Number.NaN;

  // WebP is compressed already: @fastify/compress would pass it by its type anyway; `compress: false` says so
  // and spares the check.
  app.get('/uploads/*', { schema: { hide: true }, compress: false }, async (request, reply) => {
    const file = (request.params as { '*': string })['*'];
    const revision = await app.publicRevision.current();
    if (revision !== knownAt) {
      known.clear();
      inMemory.clear();
      knownAt = revision;
    }
    let info = known.get(file);
    if (!info) {
      const name = variantFile.safeParse(file);
      if (!name.success) throw notFound(noSuchImage);
      const { key, width } = name.data;
      info = await images.describeVariant(key, width);
      if (!info) {
        // A copy left on this node's disk from before the image was deleted through another node.
        await images.cache.discard([{ key, width }]).catch(() => {});
        throw notFound(noSuchImage);
      }
      if (known.size >= maxKnownVariants) known.clear();
      if (revision === knownAt) known.set(file, info);
    }
    const etag = `"${info.sha256}"`;
    reply
      .header('content-type', 'image/webp')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', etag);
    if (matchesEtag(request.headers['if-none-match'], [etag])) return reply.status(304).send();
    let content = inMemory.get(file);
    if (!content) {
      const { key, width } = variantFile.parse(file);
      const body = await images.readVariant(key, width, info, (err) =>
        request.log.warn({ err, key, width }, 'image cache: could not use the disk copy'),
      );
      if (!body) {
        // Deleted since it was described.
        known.delete(file);
        throw notFound(noSuchImage);
      }
      content = body.content;
      if (revision === knownAt) inMemory.set(file, content, content.length);
    }
    reply.header('content-length', content.length);
    return reply.send(content);
  });
};

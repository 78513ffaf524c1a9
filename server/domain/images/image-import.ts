import fs from 'node:fs/promises';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { VariantCache } from '../../infra/image-cache.ts';
import { loadSharp } from '../../infra/sharp.ts';
import { sha256, storedWidths } from './images.ts';

export interface UploadsImport {
  /** Variants read from this node's uploads folder into the database. */
  imported: number;
  /** Variants a row names that neither the database nor this node's folder has (404 until a node brings them). */
  missing: number;
}

/**
 * Brings an uploads folder from before the database held the images (`<key>-<width>.webp` files) into
 * the database: every variant that a row names and the database lacks is read from this node's folder,
 * one file at a time. Runs at every start; with nothing missing it costs two small queries. In an
 * installation of several nodes each one contributes the files only it had.
 */
export async function importUploadsFolder(db: Kysely<Database>, dir: string): Promise<UploadsImport> {
  const named = await namedImages(db);
  const present = new Set(
    (await db.selectFrom('image_variants').select(['image_key', 'width']).execute()).map(
      (v) => `${v.image_key}-${v.width}`,
    ),
  );
  const folder = new VariantCache(dir);
  const createdAt = new Date().toISOString();
  const result: UploadsImport = { imported: 0, missing: 0 };
  for (const image of named) {
    for (const width of storedWidths(image.width)) {
      if (present.has(`${image.key}-${width}`)) continue;
      const content = await readVariantFile(folder.fileOf(image.key, width), width);
      if (!content) {
        result.missing++;
        continue;
      }
      // Another node may import the same file at the same moment: the first insert wins, both are equal.
      await db
        .insertInto('image_variants')
        .values({
          image_key: image.key,
          width,
          bytes: content.length,
          sha256: sha256(content),
          content,
          created_at: createdAt,
        })
        .onConflict((oc) => oc.columns(['image_key', 'width']).doNothing())
        .execute();
      present.add(`${image.key}-${width}`);
      result.imported++;
    }
  }
  return result;
}

/** Every image a row names (property photos, shuttle and amenity images), each key once. */
async function namedImages(db: Kysely<Database>): Promise<{ key: string; width: number }[]> {
  const rows = await db
    .selectFrom('property_images')
    .select(['image_key', 'width'])
    .union(db.selectFrom('shuttle_images').select(['image_key', 'width']))
    .union(
      db
        .selectFrom('welcome_amenities')
        .select(['image_key', 'width'])
        .where('image_key', 'is not', null)
        .where('width', 'is not', null)
        .$narrowType<{ image_key: string; width: number }>(),
    )
    .execute();
  return rows.map((r) => ({ key: r.image_key, width: r.width }));
}

/** The file's bytes if it is a WebP of the expected width; a missing or foreign file is skipped. */
async function readVariantFile(file: string, width: number): Promise<Buffer | undefined> {
  let content: Buffer;
  try {
    content = await fs.readFile(file);
  } catch (error) {
    if (typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT') return;
    throw error;
  }
  const sharp = await loadSharp();
  const meta = await sharp(content)
    .metadata()
    .catch(() => undefined);
  return meta?.format === 'webp' && meta.width === width ? content : undefined;
}

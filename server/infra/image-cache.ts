import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * This node's disk copy of image variants (the uploads folder). The database holds the variants; this
 * folder only spares it the reads, and may be emptied or deleted at any time (docs/decisions/0009).
 * Files are `<key>-<width>.webp`, the layout of the folder from before the database held the images, so
 * an old uploads folder is a warm cache as it stands.
 */
export class VariantCache {
  constructor(readonly dir: string) {}

  fileOf(key: string, width: number): string {
    return path.join(this.dir, `${key}-${width}.webp`);
  }

  /**
   * The cached variant's bytes, or null on a miss. A file of another size than the database's is a miss
   * too (a copy cut short by a full disk, say): it is overwritten by the next fill. Read whole rather
   * than streamed: a variant is at most a few hundred kilobytes, and one read is measurably faster than a
   * stream's several on a busy thread pool.
   */
  async read(key: string, width: number, bytes: number): Promise<Buffer | null> {
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(this.fileOf(key, width), 'r');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    try {
      if ((await handle.stat()).size !== bytes) return null;
      const content = await handle.readFile();
      return content.length === bytes ? content : null;
    } finally {
      await handle.close();
    }
  }

  /**
   * Stores a copy under a temporary name and renames it into place, so that a reader on this node never
   * sees half a file. Recreates the folder if it was deleted while the server ran.
   */
  async fill(key: string, width: number, content: Buffer): Promise<void> {
    const target = this.fileOf(key, width);
    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await fs.writeFile(temporary, content);
    } catch (error) {
      if (!isMissing(error)) throw error;
      await fs.mkdir(this.dir, { recursive: true });
      await fs.writeFile(temporary, content);
    }
    try {
      await fs.rename(temporary, target);
    } catch (error) {
      await fs.rm(temporary, { force: true });
      throw error;
    }
  }

  /** Drops the cached copies of the given variants (a deleted image); files already gone are fine. */
  async discard(variants: readonly { key: string; width: number }[]): Promise<void> {
    await Promise.all(variants.map((v) => fs.rm(this.fileOf(v.key, v.width), { force: true })));
  }
}

function isMissing(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';
}

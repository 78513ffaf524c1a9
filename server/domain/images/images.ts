import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import type { Kysely } from 'kysely';
import type { Metadata, OutputInfo } from 'sharp';
import { imageUrl, isAcceptedImageDecoderFormat, notAnImageMessage, thumbnailWidth } from '#common/images.ts';
import type { ImageRef } from '#common/property.ts';
import type { Database } from '../../db/schema.ts';
import { VariantCache } from '../../infra/image-cache.ts';
import { loadSharp } from '../../infra/sharp.ts';
import { invalid } from '../shared/errors.ts';
import { trackPublicWrites } from '../shared/public-content.ts';
import { webpSize } from './webp-size.ts';

/** Widths of the responsive WebP variants; an image narrower than one keeps its own width as the largest. */
export const variantWidths = [thumbnailWidth, 960, 1600] as const;
const largestWidth = 1600;
/** WebP cannot store a side longer than this, so very tall images are scaled to fit it. */
const webpMaxSide = 16383;

/**
 * Larger than any camera frame a photographer brings (a 102-MP medium-format frame fits), and checked
 * against the header before any pixel is decoded, so a small file declaring huge dimensions is refused.
 */
export const maxInputPixels = 120_000_000;

export const damagedImageMessage = 'That image file is damaged or incomplete: please export or copy it again';
export const tooManyPixelsMessage = `That image has too many pixels: at most ${maxInputPixels / 1_000_000} megapixels are accepted`;

/**
 * Effort 2 encodes a 1600-px variant about three times faster than the default 4 (measured on a photo-like
 * frame: ~90 ms against ~300 ms) for a file ~6% larger; the admin's upload request is waiting on it.
 */
const webpOptions = { quality: 80, effort: 2 } as const;

export interface StoredImage {
  key: string;
  width: number;
  height: number;
}

/** Widths actually stored for an image whose largest variant is `width` pixels wide. */
export function storedWidths(width: number): number[] {
  const smaller = variantWidths.filter((w) => w < width);
  return [...smaller, Math.min(width, largestWidth)];
}

export { imageUrl };

export function imageRef(id: number, image: StoredImage): ImageRef {
  const widths = storedWidths(image.width);
  return {
    id,
    url: imageUrl(image.key, image.width),
    srcset: widths.map((w) => `${imageUrl(image.key, w)} ${w}w`).join(', '),
    width: image.width,
    height: image.height,
  };
}

const keyPattern = /^[a-f0-9]{32}$/;

/** A variant as the database describes it, without its bytes. */
export interface VariantInfo {
  bytes: number;
  sha256: string;
}

/** A served variant's bytes and where they came from: this node's disk cache, or the database (then cached). */
export interface VariantBody {
  from: 'cache' | 'database';
  content: Buffer;
}

/** An image as the pipeline makes it: its size and its WebP variants, largest last, not yet stored. */
export interface EncodedImage {
  width: number;
  height: number;
  variants: { width: number; content: Buffer }[];
}

/**
 * Decodes an uploaded file and encodes its WebP variants (the pipeline described at `ImageStore`). A file
 * that is not a whole JPEG, PNG, WebP or AVIF image is refused with a 400.
 */
export async function encodeImage(input: string | Buffer): Promise<EncodedImage> {
  const head = await readHead(input);
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    // Only the header is read here; without the pixel limit, so that an oversized image gets its own message.
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw invalid(notAnImageMessage);
  }
  if (!isAcceptedImageDecoderFormat(metadata.format)) throw invalid(notAnImageMessage);
  if (metadata.format === 'heif' && metadata.compression !== 'av1' && !hasAvifBrand(head)) {
    throw invalid(notAnImageMessage);
  }
  if (metadata.width * metadata.height > maxInputPixels) throw invalid(tooManyPixelsMessage);

  let decoded: { data: Buffer; info: OutputInfo };
  try {
    decoded = await sharp(input, { failOn: 'warning', limitInputPixels: maxInputPixels, autoOrient: true })
      .resize({ width: largestWidth, height: webpMaxSide, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    // The header read fine, so this is an image whose pixel data is truncated or corrupt.
    throw invalid(damagedImageMessage);
  }

  const { width, height, channels } = decoded.info;
  const variants = await Promise.all(
    storedWidths(width).map(async (w) => {
      const variant = sharp(decoded.data, { raw: { width, height, channels } });
      if (w !== width) variant.resize({ width: w });
      return { width: w, content: await variant.webp(webpOptions).toBuffer() };
    }),
  );
  return { width, height, variants };
}

/**
 * Why a set of variants is not one the pipeline makes (the widths `storedWidths` names, each a WebP file
 * of its width), or undefined when it is: checked before encoded variants from elsewhere (the demo's
 * committed files) are stored.
 */
export function variantSetProblem(image: EncodedImage): string | undefined {
  const expected = storedWidths(image.width);
  const widths = image.variants.map((variant) => variant.width);
  if (widths.join() !== expected.join())
    return `widths ${widths.join(', ')} instead of ${expected.join(', ')}`;
  for (const variant of image.variants) {
    const size = webpSize(variant.content);
    if (size?.width !== variant.width) return `the ${variant.width} px variant is not a WebP file that wide`;
  }
  return undefined;
}

/**
 * Stores uploaded images as metadata-free, upright, sRGB WebP variants in the database, where every app
 * node sees them; `cache` is this node's disk copy (docs/decisions/0009-images-in-the-database.md).
 *
 * Every input is decoded by sharp: a file that does not fully decode as JPEG, PNG, WebP or AVIF (whatever
 * its name) is refused with a 400. The source is decoded once, shrunk on load to the largest variant, and
 * the smaller variants are resized from those pixels. Nothing of the original's metadata survives: EXIF
 * (GPS, camera serial), XMP and IPTC are dropped, and an embedded colour profile is applied (pixels are
 * converted to sRGB) rather than copied, so colours stay right in browsers that assume sRGB.
 */
export class ImageStore {
  readonly cache: VariantCache;

  constructor(
    private readonly db: Kysely<Database>,
    cacheDir: string,
  ) {
    this.cache = new VariantCache(cacheDir);
  }

  async store(input: string | Buffer): Promise<StoredImage> {
    return this.storeEncoded(await encodeImage(input));
  }

  /**
   * Stores variants the pipeline made earlier (`encodeImage`), such as the demo's committed files, without
   * decoding anything: a first start need not load sharp. A set the pipeline would not make is refused.
   */
  async storeEncoded(image: EncodedImage): Promise<StoredImage> {
    const problem = variantSetProblem(image);
    if (problem) throw new Error(`Not a set of image variants: ${problem}`);
    const key = randomBytes(16).toString('hex');
    // One transaction: an image is in the database with all its variants, or not at all.
    const createdAt = new Date().toISOString();
    await this.inTransaction(async (trx) => {
      for (const variant of image.variants) {
        await trx
          .insertInto('image_variants')
          .values({
            image_key: key,
            width: variant.width,
            bytes: variant.content.length,
            sha256: sha256(variant.content),
            content: variant.content,
            created_at: createdAt,
          })
          .execute();
      }
    });
    return { key, width: image.width, height: image.height };
  }

  /**
   * Deletes every variant of the given images, and this node's cached copies of them. The delete moves the
   * public content revision on (a public table, written in `inTransaction`): every node's index of served variants is emptied by it, so a deleted
   * variant stops being served everywhere (server/api/image-files.ts).
   */
  async remove(images: readonly StoredImage[]): Promise<void> {
    const ours = images.filter((image) => keyPattern.test(image.key));
    if (ours.length === 0) return;
    await this.inTransaction((trx) =>
      trx
        .deleteFrom('image_variants')
        .where(
          'image_key',
          'in',
          ours.map((image) => image.key),
        )
        .execute(),
    );
    await this.cache.discard(
      ours.flatMap((image) => storedWidths(image.width).map((width) => ({ key: image.key, width }))),
    );
  }

  /**
   * One transaction that moves the public content revision on before it commits when it wrote a public
   * table (`inTransaction` in context.ts, for the store, which has no DomainContext).
   */
  private inTransaction<T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
    if (this.db.isTransaction) return work(this.db);
    return this.db
      .transaction()
      .execute((trx) => trackPublicWrites({ db: trx, now: () => new Date() }, () => work(trx)));
  }

  /** Size and checksum of a stored variant (no bytes read), or undefined when there is none. */
  async describeVariant(key: string, width: number): Promise<VariantInfo | undefined> {
    return this.db
      .selectFrom('image_variants')
      .select(['bytes', 'sha256'])
      .where('image_key', '=', key)
      .where('width', '=', width)
      .executeTakeFirst();
  }

  /**
   * The bytes of a variant the database holds (check with `describeVariant` first): from this node's
   * cache when it has them, otherwise read from the database and copied into the cache. A cache that
   * cannot be written (a full or read-only disk) only costs speed.
   */
  async readVariant(
    key: string,
    width: number,
    info: VariantInfo,
    onCacheError: (error: unknown) => void,
  ): Promise<VariantBody | undefined> {
    const cached = await this.cache.read(key, width, info.bytes).catch((error: unknown) => {
      onCacheError(error);
      return null;
    });
    if (cached) return { from: 'cache', content: cached };
    const row = await this.db
      .selectFrom('image_variants')
      .select('content')
      .where('image_key', '=', key)
      .where('width', '=', width)
      .executeTakeFirst();
    if (!row) return undefined;
    const content = Buffer.isBuffer(row.content) ? row.content : Buffer.from(row.content);
    await this.cache.fill(key, width, content).catch(onCacheError);
    return { from: 'database', content };
  }
}

export const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

/** The first bytes of the input: enough for an ISO-BMFF `ftyp` box (and a missing file fails here, as a 500). */
async function readHead(input: string | Buffer, bytes = 256): Promise<Buffer> {
  if (Buffer.isBuffer(input)) return input.subarray(0, bytes);
  const file = await fs.open(input, 'r');
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(bytes), 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/**
 * Whether an HEIF container says it holds AV1 (AVIF) rather than HEVC (HEIC): libvips only looks at the
 * major brand, while a valid AVIF may carry `avif` among its compatible brands instead.
 */
function hasAvifBrand(head: Buffer): boolean {
  if (head.length < 16 || head.toString('latin1', 4, 8) !== 'ftyp') return false;
  const end = Math.min(head.readUInt32BE(0), head.length);
  for (let at = 8; at + 4 <= end; at += 4) {
    if (at === 12) continue; // the minor version, not a brand
    const brand = head.toString('latin1', at, at + 4);
    if (brand === 'avif' || brand === 'avis') return true;
  }
  return false;
}

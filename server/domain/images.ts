import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import type { ImageRef } from '../../common/property.ts';
import { badRequest } from './errors.ts';

// Every upload is a new file processed once: libvips' operation cache would only hold memory.
sharp.cache(false);

/** Widths of the responsive WebP variants; an image narrower than one keeps its own width as the largest. */
export const variantWidths = [480, 960, 1600] as const;
const largestWidth = 1600;
/** WebP cannot store a side longer than this, so very tall images are scaled to fit it. */
const webpMaxSide = 16383;

/**
 * Larger than any camera frame a photographer brings (a 102-MP medium-format frame fits), and checked
 * against the header before any pixel is decoded, so a small file declaring huge dimensions is refused.
 */
export const maxInputPixels = 120_000_000;

const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'heif']);
export const notAnImageMessage = 'Only JPEG, PNG, WebP or AVIF images are accepted';
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

export const imageUrl = (key: string, width: number) => `/uploads/${key}-${width}.webp`;

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

/**
 * Stores uploaded images as metadata-free, upright, sRGB WebP variants under `dir`.
 *
 * Every input is decoded by sharp: a file that does not fully decode as JPEG, PNG, WebP or AVIF (whatever
 * its name) is refused with a 400. The source is decoded once, shrunk on load to the largest variant, and
 * the smaller variants are resized from those pixels. Nothing of the original's metadata survives: EXIF
 * (GPS, camera serial), XMP and IPTC are dropped, and an embedded colour profile is applied (pixels are
 * converted to sRGB) rather than copied, so colours stay right in browsers that assume sRGB.
 */
export class ImageStore {
  constructor(readonly dir: string) {}

  async store(input: string | Buffer): Promise<StoredImage> {
    const head = await readHead(input);
    let metadata: Metadata;
    try {
      // Only the header is read here; without the pixel limit, so that an oversized image gets its own message.
      metadata = await sharp(input, { limitInputPixels: false }).metadata();
    } catch {
      throw badRequest(notAnImageMessage);
    }
    if (!acceptedFormats.has(metadata.format)) throw badRequest(notAnImageMessage);
    if (metadata.format === 'heif' && metadata.compression !== 'av1' && !hasAvifBrand(head)) {
      throw badRequest(notAnImageMessage);
    }
    if (metadata.width * metadata.height > maxInputPixels) throw badRequest(tooManyPixelsMessage);

    let decoded: { data: Buffer; info: OutputInfo };
    try {
      decoded = await sharp(input, { failOn: 'warning', limitInputPixels: maxInputPixels, autoOrient: true })
        .resize({ width: largestWidth, height: webpMaxSide, fit: 'inside', withoutEnlargement: true })
        .toColourspace('srgb')
        .raw()
        .toBuffer({ resolveWithObject: true });
    } catch {
      // The header read fine, so this is an image whose pixel data is truncated or corrupt.
      throw badRequest(damagedImageMessage);
    }

    const { width, height, channels } = decoded.info;
    const key = randomBytes(16).toString('hex');
    await fs.mkdir(this.dir, { recursive: true });
    const written = await Promise.allSettled(
      storedWidths(width).map((w) => {
        const variant = sharp(decoded.data, { raw: { width, height, channels } });
        if (w !== width) variant.resize({ width: w });
        return variant.webp(webpOptions).toFile(this.path(key, w));
      }),
    );
    const failed = written.find((result) => result.status === 'rejected');
    if (failed) {
      await this.removeFiles(key, storedWidths(width));
      throw failed.reason;
    }
    return { key, width, height };
  }

  /** Deletes every stored variant of the given images. */
  async remove(images: readonly StoredImage[]): Promise<void> {
    await Promise.all(images.map((image) => this.removeFiles(image.key, storedWidths(image.width))));
  }

  private async removeFiles(key: string, widths: readonly number[]) {
    if (!keyPattern.test(key)) return;
    await Promise.all(widths.map((w) => fs.rm(this.path(key, w), { force: true })));
  }

  private path(key: string, width: number) {
    return path.join(this.dir, `${key}-${width}.webp`);
  }
}

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

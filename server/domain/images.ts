import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { ImageRef } from '../../common/property.ts';
import { badRequest } from './errors.ts';

/** Widths of the responsive WebP variants; an image narrower than one keeps its own width as the largest. */
export const variantWidths = [480, 960, 1600] as const;
const largestWidth = 1600;

const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'heif']);
export const notAnImageMessage = 'Only JPEG, PNG, WebP or AVIF images are accepted';

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
 * Stores uploaded images as metadata-free, auto-rotated WebP variants under `dir`.
 * Every input is decoded by sharp first: a file that does not decode as JPEG, PNG, WebP or AVIF is refused.
 */
export class ImageStore {
  constructor(readonly dir: string) {}

  async store(input: string | Buffer): Promise<StoredImage> {
    const source = sharp(input, { failOn: 'error', limitInputPixels: 120_000_000, sequentialRead: true });
    let format: string | undefined;
    try {
      const metadata = await source.metadata();
      format = metadata.format;
      if (metadata.format === 'heif' && metadata.compression !== 'av1') format = 'heic';
    } catch {
      throw badRequest(notAnImageMessage);
    }
    if (!format || !acceptedFormats.has(format)) throw badRequest(notAnImageMessage);

    await fs.mkdir(this.dir, { recursive: true });
    const key = randomBytes(16).toString('hex');
    const oriented = source.rotate();
    try {
      const info = await oriented
        .clone()
        .resize({ width: largestWidth, withoutEnlargement: true })
        .webp({ quality: 80, effort: 2 })
        .toFile(this.path(key, 0));
      const largest = { key, width: info.width, height: info.height };
      await fs.rename(this.path(key, 0), this.path(key, info.width));
      await Promise.all(
        storedWidths(info.width)
          .filter((w) => w !== info.width)
          .map((w) =>
            oriented.clone().resize({ width: w }).webp({ quality: 78, effort: 2 }).toFile(this.path(key, w)),
          ),
      );
      return largest;
    } catch (error) {
      await this.removeFiles(key, [0, ...variantWidths]);
      if (error instanceof Error && /unsupported|corrupt|premature|bad|invalid/i.test(error.message)) {
        throw badRequest(notAnImageMessage);
      }
      throw error;
    }
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
    return path.join(this.dir, width === 0 ? `${key}.tmp.webp` : `${key}-${width}.webp`);
  }
}

import fs from 'node:fs/promises';
import path from 'node:path';
import type { EncodedImage } from '#server/domain/images/images.ts';
import { webpSize } from '#server/domain/images/webp-size.ts';

/** A variant file of a demo photo: `<width>.webp` in the photo's folder. */
const variantFile = /^(\d+)\.webp$/;

export const variantFileName = (width: number) => `${width}.webp`;

/**
 * A demo photo as the image pipeline made it: the folder `dir` holds one WebP file per variant width,
 * written by scripts/demo-photo.ts, so that a first start stores them as they are instead of decoding and
 * encoding some sixty pictures (docs/decisions/0027-demo-photos-as-files.md).
 */
export async function readDemoPhoto(dir: string): Promise<EncodedImage> {
  const variants: EncodedImage['variants'] = [];
  for (const name of await fs.readdir(dir)) {
    const width = variantFile.exec(name)?.[1];
    if (width === undefined) throw new Error(`${path.join(dir, name)} is not a variant file (<width>.webp)`);
    variants.push({ width: Number(width), content: await fs.readFile(path.join(dir, name)) });
  }
  variants.sort((a, b) => a.width - b.width);
  const largest = variants.at(-1);
  const size = largest && webpSize(largest.content);
  if (!size) throw new Error(`${dir} holds no WebP variant`);
  return { width: size.width, height: size.height, variants };
}

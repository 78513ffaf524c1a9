import fs from 'node:fs/promises';
import path from 'node:path';
import { variantFileName } from '#demo/photo-files.ts';
import { encodeImage } from '#server/domain/images/images.ts';

/**
 * Adds a demo photo: `npx tsx scripts/demo-photo.ts PICTURE demo/photos/<slug>/<name>` runs the picture
 * (JPEG, PNG, WebP or AVIF, 1600 px wide or more) through the image pipeline that uploads go through and
 * writes its WebP variants into that folder, which demo/content.ts then names as `<name>`. The first start
 * stores these files as they are (docs/decisions/0027-demo-photos-as-files.md).
 */
const [picture, folder] = process.argv.slice(2);
if (!picture || !folder) {
  console.error('usage: npx tsx scripts/demo-photo.ts PICTURE demo/photos/<slug>/<name>');
  process.exit(2);
}
const image = await encodeImage(path.resolve(picture));
await fs.rm(folder, { recursive: true, force: true });
await fs.mkdir(folder, { recursive: true });
for (const variant of image.variants) {
  await fs.writeFile(path.join(folder, variantFileName(variant.width)), variant.content);
}
console.log(
  `${folder}: ${image.width} × ${image.height}, variants ${image.variants.map((v) => `${v.width} px (${Math.round(v.content.length / 1024)} KB)`).join(', ')}`,
);

import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { type DemoProperty, demoProperties, type SceneSpec } from '#demo/content.ts';
import { drawScene } from '#demo/scenes.ts';
import { demoSceneTheme } from '#demo/seed.ts';

/**
 * Renders every demo picture once from the scene painter into demo/photos/ (issue 23, item 8): a property's
 * pictures in demo/photos/<slug>/, the town's shuttle bus, the same drawing for every property, in
 * demo/photos/shuttle/. Run once; the painter is deleted afterwards and the files are the demo's photos.
 */
const quality = Number(process.env.QUALITY ?? 85);
const outDir = path.resolve('demo/photos');
const site = { name: 'Selkirk Stays', phone: '+1 250-555-0142', email: 'stay@selkirkstays.example' };

const specName = (spec: SceneSpec, withKind = true) =>
  [withKind ? spec.kind : undefined, spec.time, spec.season, spec.variant ? `v${spec.variant}` : undefined]
    .filter(Boolean)
    .join('-');

function fileFor(property: DemoProperty, spec: SceneSpec): string {
  return spec.kind === 'shuttle'
    ? `shuttle/${specName(spec, false)}.webp`
    : `${property.slug}/${specName(spec)}.webp`;
}

const written = new Map<string, string>();
let total = 0;
for (const property of demoProperties(site)) {
  const specs = [
    property.cover,
    ...property.gallery,
    ...property.amenities.flatMap((a) => (a.image ? [a.image] : [])),
    ...property.shuttleImages,
  ];
  for (const spec of specs) {
    const file = fileFor(property, spec);
    const svg = drawScene(spec.kind, demoSceneTheme(property, spec));
    const webp = await sharp(Buffer.from(svg)).webp({ quality, effort: 6 }).toBuffer();
    const digest = createHash('sha256').update(webp).digest('hex');
    const earlier = written.get(file);
    if (earlier !== undefined) {
      if (earlier !== digest) throw new Error(`${file}: two different drawings would share this file`);
      continue;
    }
    written.set(file, digest);
    await fs.mkdir(path.dirname(path.join(outDir, file)), { recursive: true });
    await fs.writeFile(path.join(outDir, file), webp);
    total += webp.length;
  }
}
console.log(`${written.size} photos, ${(total / 1024 / 1024).toFixed(2)} MB at WebP quality ${quality}`);

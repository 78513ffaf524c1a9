/**
 * Times ImageStore.store on camera-sized JPEGs: a 12-MP frame (4000x3000) must process well under two
 * seconds. Run: node --import tsx scripts/bench-images.ts [runs]
 *
 * The inputs are generated: smooth gradients plus per-pixel noise at quality 90, which encodes to about as
 * many bytes as a real photo of that size (dense detail is what makes decoding and WebP encoding slow).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { type Db, migrateToLatest, openDatabase } from '#server/db/connect.ts';
import { ImageStore } from '#server/domain/images/images.ts';

const runs = Number(process.argv[2] ?? 5);
if (!Number.isInteger(runs) || runs < 1) throw new Error('Usage: bench-images.ts [runs]');

/** A deterministic photo-like JPEG: colour gradients, some waves, and noise like sensor grain. */
async function photoLikeJpeg(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 20_250_101;
  const noise = () => {
    seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
    return (seed / 0x7fffffff - 0.5) * 40;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const grain = noise();
      pixels[i] = (x / width) * 200 + 30 + grain + 20 * Math.sin(y / 37);
      pixels[i + 1] = (y / height) * 180 + 40 + grain + 15 * Math.sin(x / 23);
      pixels[i + 2] = ((x + y) / (width + height)) * 220 + 20 + grain;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function bench(label: string, width: number, height: number, workDir: string, db: Db) {
  const input = path.join(workDir, `${label}.jpg`);
  const jpeg = await photoLikeJpeg(width, height);
  await fs.writeFile(input, jpeg);
  const store = new ImageStore(db.kysely, path.join(workDir, 'uploads'));

  const warmUp = await store.store(input);
  await store.remove([warmUp]);

  const times: number[] = [];
  let stored = warmUp;
  let outputBytes = 0;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    stored = await store.store(input);
    times.push(performance.now() - started);
    const variants = await db.kysely
      .selectFrom('image_variants')
      .select('bytes')
      .where('image_key', '=', stored.key)
      .execute();
    outputBytes = variants.reduce((sum, v) => sum + v.bytes, 0);
    await store.remove([stored]);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  console.log(
    `${label.padEnd(6)} ${width}x${height} JPEG q90, ${mb(jpeg.length)} -> ${stored.width}x${stored.height} + smaller, ` +
      `${(outputBytes / 1024).toFixed(0)} KB of WebP | ms over ${runs} runs: ` +
      `min ${times[0]!.toFixed(0)}, median ${median.toFixed(0)}, max ${times.at(-1)!.toFixed(0)}`,
  );
}

const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-images-'));
// The variants are written to a SQLite file, as on a single-machine installation.
const db = openDatabase({ kind: 'sqlite', file: path.join(workDir, 'bench.db') });
try {
  await migrateToLatest(db);
  console.log(
    `node ${process.version}, sharp ${sharp.versions.sharp} (libvips ${sharp.versions.vips}), ` +
      `${os.availableParallelism()} CPUs, sharp.concurrency() = ${sharp.concurrency()}, load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  await bench('12 MP', 4000, 3000, workDir, db);
  await bench('24 MP', 6000, 4000, workDir, db);
} finally {
  await db.close();
  await fs.rm(workDir, { recursive: true, force: true });
}

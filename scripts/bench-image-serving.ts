/**
 * Requests/s of one image variant served from this node's disk cache against served from the database
 * (the cache made unusable, so every request reads the row), in-process on loopback, on SQLite and, when
 * reachable, PostgreSQL. Run: node --import tsx scripts/bench-image-serving.ts [seconds]
 * Figures are only comparable within one run (shared, noisy machines).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import sharp from 'sharp';
import { buildApp } from '#server/app.ts';
import { parseConfig } from '#server/config.ts';
import { migrateToLatest, openDatabase } from '#server/db/connect.ts';
import { imageUrl } from '#server/domain/images/images.ts';

const seconds = Number(process.argv[2] ?? 5);
const connections = 16;
const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function measure(url: string) {
  const result = await autocannon({ url, connections, duration: seconds, pipelining: 1 });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${result.non2xx} non-2xx, ${result.errors} errors`);
  return `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`;
}

async function run(engine: 'sqlite' | 'postgres', workDir: string) {
  let schema: string | undefined;
  let databaseUrl: string | undefined;
  if (engine === 'postgres') {
    schema = `bench_${Date.now()}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const url = new URL(postgresUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    databaseUrl = url.toString();
  }
  const db = openDatabase(
    databaseUrl
      ? { kind: 'postgres', url: databaseUrl }
      : { kind: 'sqlite', file: path.join(workDir, 'bench.db') },
  );
  await migrateToLatest(db);
  const node = async (uploadsDir: string) => {
    const config = parseConfig({
      DATA_DIR: workDir,
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://localhost:3000',
    });
    const app = await buildApp({ logger: false, config: { ...config, uploadsDir }, db });
    await app.listen({ host: '127.0.0.1', port: 0 });
    return app;
  };
  const cached = await node(path.join(workDir, `${engine}-uploads`));
  // A file where the cache folder should be: every read misses, and every fill fails, so each request
  // reads the variant from the database.
  const blocker = path.join(workDir, `${engine}-not-a-folder`);
  await fs.writeFile(blocker, '');
  const uncached = await node(path.join(blocker, 'uploads'));
  try {
    // Noise encodes to about the bytes of a real photo of that size.
    const photo = await sharp(randomBytes(2000 * 1500 * 3), {
      raw: { width: 2000, height: 1500, channels: 3 },
    })
      .jpeg()
      .toBuffer();
    const image = await cached.domain.images.store(photo);
    const variant = imageUrl(image.key, 960);
    const info = await cached.domain.images.describeVariant(image.key, 960);
    const port = (app: typeof cached) => (app.server.address() as AddressInfo).port;
    console.log(
      `${engine}: ${variant} (${info?.bytes} bytes), ${connections} connections, ${seconds} s each`,
    );
    console.log(`  from the disk cache: ${await measure(`http://127.0.0.1:${port(cached)}${variant}`)}`);
    console.log(`  from the database:   ${await measure(`http://127.0.0.1:${port(uncached)}${variant}`)}`);
  } finally {
    await cached.close();
    await uncached.close();
    await db.close();
    if (schema) {
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    }
  }
}

const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-image-serving-'));
try {
  console.log(
    `node ${process.version}, ${os.availableParallelism()} CPUs, load ${os.loadavg()[0]!.toFixed(2)}`,
  );
  await run('sqlite', workDir);
  const probe = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 3000 });
  const reachable = await probe.connect().then(
    () => true,
    () => false,
  );
  await probe.end().catch(() => {});
  if (reachable) await run('postgres', workDir);
  else console.log(`postgres: unreachable at ${postgresUrl}, skipped`);
} finally {
  await fs.rm(workDir, { recursive: true, force: true });
}

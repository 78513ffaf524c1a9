/**
 * Lints the OpenAPI document the API serves at /api/docs/json with Redocly's recommended rules: the app is
 * built in-process on a throw-away SQLite database (no server, no port), with the pages of the production
 * build in BUILD_DIR when there is one (their routes must stay out of the document), the document written
 * to a temp file and handed to `redocly lint`. Any error fails; the exit code is Redocly's.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '#server/app.ts';
import { parseConfig } from '#server/config.ts';
import { migrateToLatest, openDatabase } from '#server/db/connect.ts';
import { loadWebBuild } from '#server/web/mount.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function writeOpenApiDocument(dataDir: string): Promise<string> {
  const config = parseConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: '0' });
  const db = openDatabase({ kind: 'sqlite', file: path.join(dataDir, 'openapi.db') });
  try {
    await migrateToLatest(db);
    const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build');
    const hasBuild = existsSync(path.join(buildDir, 'server/index.js'));
    console.log(hasBuild ? `With the pages of ${buildDir}` : `No build in ${buildDir}: the API alone`);
    const web = hasBuild ? await loadWebBuild(buildDir) : undefined;
    const app = await buildApp({ config, db, logger: false, ...(web ? { web } : {}) });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
      if (res.statusCode !== 200) throw new Error(`/api/docs/json answered ${res.statusCode}: ${res.body}`);
      const file = path.join(dataDir, 'openapi.json');
      await fs.writeFile(file, JSON.stringify(res.json(), null, 2));
      return file;
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
  }
}

async function main(): Promise<number> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'stays-openapi-'));
  try {
    const file = await writeOpenApiDocument(dataDir);
    const redocly = path.join(root, 'node_modules', '.bin', 'redocly');
    const result = spawnSync(redocly, ['lint', '--extends=recommended', '--format=stylish', file], {
      stdio: 'inherit',
      // no network here: no usage telemetry, no update check
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    if (result.error) throw result.error;
    return result.status ?? 1;
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

process.exitCode = await main();

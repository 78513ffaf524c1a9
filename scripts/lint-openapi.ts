/**
 * Lints the OpenAPI document the API serves at /api/docs/json with Redocly's recommended rules: the app is
 * built in-process on a throw-away SQLite database (scripts/lib/openapi-document.ts), with the pages of the
 * production build in BUILD_DIR when there is one (their routes must stay out of the document), the document
 * written to a temp file and handed to `redocly lint`. Any error fails; the exit code is Redocly's.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadWebBuild } from '#server/web/mount.ts';
import { readOpenApiDocument } from './lib/openapi-document.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main(): Promise<number> {
  const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build');
  const hasBuild = existsSync(path.join(buildDir, 'server/index.js'));
  console.log(hasBuild ? `With the pages of ${buildDir}` : `No build in ${buildDir}: the API alone`);
  const web = hasBuild ? await loadWebBuild(buildDir) : undefined;
  const document = await readOpenApiDocument(web ? { web } : {});
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'stays-openapi-lint-'));
  try {
    const file = path.join(dir, 'openapi.json');
    await fs.writeFile(file, JSON.stringify(document, null, 2));
    const redocly = path.join(root, 'node_modules', '.bin', 'redocly');
    const result = spawnSync(redocly, ['lint', '--extends=recommended', '--format=stylish', file], {
      stdio: 'inherit',
      // no network here: no usage telemetry, no update check
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    if (result.error) throw result.error;
    return result.status ?? 1;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

process.exitCode = await main();

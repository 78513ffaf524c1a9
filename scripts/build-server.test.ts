import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer, contentFolders, serverEntries } from './build-server.ts';

const run = promisify(execFile);

/** A compiled file and every file of ours it imports statically (what loading it loads), transitively. */
async function staticallyLoaded(entry: string, seen = new Set<string>()): Promise<Set<string>> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const code = await fs.readFile(entry, 'utf8');
  for (const [, spec] of code.matchAll(/^(?:import|export)\b[^;]*?\bfrom\s*["'](\.{1,2}\/[^"']+)["']/gm)) {
    await staticallyLoaded(path.resolve(path.dirname(entry), spec!), seen);
  }
  return seen;
}

describe('the compiled server (npm run build)', () => {
  const cleanup: string[] = [];
  afterAll(async () => {
    for (const dir of cleanup) await fs.rm(dir, { recursive: true, force: true });
  });

  it('runs with plain node: entries compiled to JavaScript that imports no TypeScript', async () => {
    // inside node_modules/ so that the compiled files find the project's packages as in build/
    await fs.mkdir('node_modules/.cache', { recursive: true });
    const outDir = await fs.mkdtemp(path.resolve('node_modules/.cache/build-server-test-'));
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'build-server-test-data-'));
    cleanup.push(outDir, dataDir);

    const { files } = await buildServer(outDir);
    for (const entry of serverEntries) {
      expect(files).toContain(path.relative(process.cwd(), path.join(outDir, entry.replace(/\.ts$/, '.js'))));
    }
    for (const file of files) {
      const code = await fs.readFile(file, 'utf8');
      expect(code, file).not.toMatch(/from\s*["'][^"']+\.tsx?["']|import\(["'][^"']+\.tsx?["']\)/);
      expect(code, file).not.toContain('tsx/');
    }

    // The demo content is a chunk of its own that the server reaches only through import(), on the start
    // that seeds: nothing the server loads at start-up (main.js and its static imports) contains it.
    const demoMarker = 'function demoProperties(';
    const startUp = await staticallyLoaded(path.join(outDir, 'server/main.js'));
    expect(startUp.size).toBeGreaterThan(1);
    for (const file of startUp) expect(await fs.readFile(file, 'utf8'), file).not.toContain(demoMarker);
    const demoChunks: string[] = [];
    for (const file of files) {
      if ((await fs.readFile(file, 'utf8')).includes(demoMarker)) demoChunks.push(file);
    }
    expect(demoChunks).toHaveLength(1);
    const mainCode = await fs.readFile(path.join(outDir, 'server/main.js'), 'utf8');
    const dynamicTargets = [...mainCode.matchAll(/import\("(\.{1,2}\/[^"]+)"\)/g)].map((m) =>
      path.resolve(path.join(outDir, 'server'), m[1]!),
    );
    const reachingDemo: string[] = [];
    for (const target of dynamicTargets) {
      if ((await staticallyLoaded(target)).has(path.resolve(demoChunks[0]!))) reachingDemo.push(target);
    }
    expect(reachingDemo).toHaveLength(1);
    // The seeding child process the server forks on a first start (ADR 0056) loads that same chunk.
    expect(await staticallyLoaded(path.join(outDir, 'demo/seed-process.js'))).toContain(
      path.resolve(demoChunks[0]!),
    );
    // The demo photos are in the build, one folder up from the compiled seeder, where it looks for them.
    const photos = (dir: string) => fs.readdir(dir, { recursive: true });
    const compiledPhotos = path.resolve(path.dirname(demoChunks[0]!), '../demo/photos');
    expect((await photos(compiledPhotos)).sort()).toEqual((await photos('demo/photos')).sort());
    // The content files are in the build where server/domain/content/content-files.ts looks for them: the folder
    // above the compiled server's own (build/node/), as the project's folder holds them in source.
    for (const folder of contentFolders.filter((f) => f !== 'demo/photos')) {
      expect((await photos(path.join(outDir, folder))).sort()).toEqual((await photos(folder)).sort());
    }

    // the users CLI: configuration, migrations and a query, run by node with no TypeScript loader
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
    const { stdout } = await run(process.execPath, [path.join(outDir, 'scripts/users.js'), 'list'], { env });
    expect(stdout).toContain('No users yet.');
    await expect(fs.stat(path.join(dataDir, 'site.db'))).resolves.toBeTruthy();
  }, 60_000);
});

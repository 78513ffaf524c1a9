import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { buildServer, serverOutDir } from './build-server.ts';
import { precompressDir } from './precompress.ts';

/**
 * What the build reads, relative to the project: every source folder (tests aside) and the files that
 * choose the dependencies and configure Vite, React Router and TypeScript. A folder is taken whole rather
 * than file by file so that a new module cannot be missed; a change to a file the build does not use (a
 * benchmark script, say) only costs one unneeded rebuild.
 */
export const buildInputs = [
  'app',
  'common',
  'content',
  'demo',
  'server',
  'public',
  'scripts',
  'package.json',
  'package-lock.json',
  'react-router.config.ts',
  'vite.config.ts',
  'tsconfig.json',
];

const testFile = /\.test\.tsx?$/;

/** Where a finished build records the hash of the sources it was built from. */
export const stampFile = (buildDir: string) => path.join(buildDir, 'source-hash');

/** Files a complete build has: the site's server bundle and the compiled server. */
const builtFiles = (buildDir: string) => [
  path.join(buildDir, 'server/index.js'),
  path.join(serverOutDir(buildDir), 'server/main.js'),
];

/** One SHA-256 over the path and content of every build input under `root`, in a fixed order. */
export async function sourceHash(root = process.cwd()): Promise<string> {
  const files: string[] = [];
  for (const input of buildInputs) {
    const at = path.join(root, input);
    const stat = await fs.stat(at).catch(() => undefined);
    if (stat?.isFile()) files.push(input);
    else if (stat?.isDirectory()) {
      for (const entry of await fs.readdir(at, { recursive: true, withFileTypes: true })) {
        if (entry.isFile() && !testFile.test(entry.name)) {
          files.push(path.relative(root, path.join(entry.parentPath, entry.name)));
        }
      }
    }
  }
  const hash = createHash('sha256');
  for (const file of files.sort()) {
    hash.update(`${file.split(path.sep).join('/')}\0`);
    hash.update(await fs.readFile(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Why the build in `buildDir` is not that of the sources hashed to `hash`, or undefined when it is. */
export async function staleBecause(buildDir: string, hash: string): Promise<string | undefined> {
  const recorded = await fs.readFile(stampFile(buildDir), 'utf8').catch(() => undefined);
  if (recorded === undefined) return 'no finished build yet';
  if (recorded.trim() !== hash) return 'the sources changed since the last build';
  for (const file of builtFiles(buildDir)) {
    if (!(await fs.stat(file).catch(() => undefined)))
      return `${path.relative(process.cwd(), file)} is missing`;
  }
  return undefined;
}

/**
 * Builds the site: the browser and server bundles (react-router build), their Brotli and gzip twins, the
 * compiled server, then the stamp. The sources are hashed before anything is built, so a file edited while
 * the build runs leaves a stamp that does not match it and the next `npm start` builds again; the stamp
 * is removed first, so an interrupted build is never taken for a finished one.
 */
export async function buildSite(buildDir: string, hash: string) {
  await fs.rm(stampFile(buildDir), { force: true });
  const reactRouter = spawnSync(path.resolve('node_modules/.bin/react-router'), ['build'], {
    stdio: 'inherit',
  });
  if (reactRouter.status !== 0) {
    throw new Error(`react-router build failed (${reactRouter.signal ?? `exit code ${reactRouter.status}`})`);
  }
  const compressed = await precompressDir(path.join(buildDir, 'client'));
  console.log(`build: ${compressed.files} browser files precompressed (Brotli and gzip)`);
  const server = await buildServer(serverOutDir(buildDir));
  console.log(`build: server compiled (${server.files.length} files) in ${server.ms} ms`);
  await fs.writeFile(stampFile(buildDir), `${hash}\n`);
}

// `npm run build` always builds; `npm start` runs this with --if-changed, which builds only when the
// sources differ from those of the last finished build.
if (import.meta.url === `file://${process.argv[1]}`) {
  const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
  const shown = path.relative(process.cwd(), buildDir) || '.';
  const started = Date.now();
  const hash = await sourceHash();
  const stale = process.argv.includes('--if-changed') ? await staleBecause(buildDir, hash) : 'npm run build';
  if (stale === undefined) {
    console.log(`build: ${shown}/ was built from these sources, not rebuilding (npm run build forces it)`);
  } else {
    console.log(`build: building into ${shown}/ (${stale})`);
    await buildSite(buildDir, hash);
    console.log(`build: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

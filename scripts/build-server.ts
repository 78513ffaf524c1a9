import fs from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

/**
 * Compiles the server and the production command-line tools to plain JavaScript in `$BUILD_DIR/node/`
 * (after `react-router build` has written the site's bundles beside it), so production runs `node` alone,
 * with no TypeScript loader. Packages stay imports of node_modules; only our own code is bundled, one file
 * per entry plus shared chunks. See docs/decisions/0010-dev-mode-and-compiled-server.md.
 */
export const serverEntries = [
  'server/main.ts',
  // the worker thread that parses a fetched calendar feed (server/infra/calendar-parser.ts)
  'server/infra/calendar-parser-worker.ts',
  // the child process a first start seeds the demo through (server/first-start.ts forks it, ADR 0056)
  'demo/seed-process.ts',
  'scripts/backup.ts',
  'scripts/restore.ts',
  'scripts/users.ts',
];

/** The folders the compiled server reads at run time, copied beside it as they are (ADR 0054). */
export const contentFolders = ['demo/photos', 'demo/content', 'content'];

export function serverOutDir(buildDir = process.env.BUILD_DIR ?? 'build'): string {
  return path.resolve(buildDir, 'node');
}

export async function buildServer(outDir = serverOutDir()) {
  const started = Date.now();
  const result = await build({
    entryPoints: serverEntries,
    outbase: '.',
    outdir: outDir,
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    // the oldest Node the code still runs on (package.json "engines" names what is supported)
    target: 'node20.19',
    packages: 'external',
    sourcemap: 'linked',
    chunkNames: 'chunks/[name]-[hash]',
    metafile: true,
    logLevel: 'warning',
  });
  const files = Object.keys(result.metafile.outputs).filter((f) => f.endsWith('.js'));
  // The first start seeds the demo from these files (demo/seed.ts finds them one folder up from its chunk),
  // and the content written as files, which server/domain/content/content-files.ts reads one folder up from its own.
  for (const folder of contentFolders) {
    await fs.rm(path.join(outDir, folder), { recursive: true, force: true });
    await fs.cp(folder, path.join(outDir, folder), { recursive: true });
  }
  return { outDir, files, ms: Date.now() - started };
}

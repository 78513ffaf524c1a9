import path from 'node:path';
import type { Rollup } from 'vite';

type ManualChunkMeta = Rollup.ManualChunkMeta;

/**
 * Rollup's `manualChunks` for the browser build: our modules that the root route and the public layout import
 * statically, however deep, go into one chunk, `public-shell` (ADR 0024).
 *
 * Every public page loads all of them anyway, and left to itself Rollup cut them into some twenty files of
 * 0.1–2.4 KB, each compressed on its own: one file is ~3 KB (gzip) smaller on every public page and saves
 * the phone ~20 requests. The route modules themselves keep their own files (React Router names them in its
 * manifest), and so do the framework's chunks and anything loaded with `import()`.
 */
const appDirectory = `${path.resolve('app')}${path.sep}`;
const shellRoots = ['root.tsx', 'routes/public/layout.tsx'].map((file) => path.join(appDirectory, file));

const ownModule = (id: string) => id.startsWith(appDirectory) && !id.includes('?');

/** The chunk of each module the shell reaches: ours to `public-shell`, the packages' to `framework`. */
function shellModules(meta: ManualChunkMeta): Map<string, string> {
  const chunks = new Map<string, string>();
  const visit = (id: string) => {
    for (const imported of meta.getModuleInfo(id)?.importedIds ?? []) {
      if (chunks.has(imported) || shellRoots.includes(imported)) continue;
      chunks.set(imported, ownModule(imported) ? 'public-shell' : 'framework');
      visit(imported);
    }
  };
  for (const root of shellRoots) visit(root);
  return chunks;
}

let shell: Map<string, string> | undefined;

export function publicShellChunk(id: string, meta: ManualChunkMeta): string | undefined {
  shell ??= shellModules(meta);
  return shell.get(id);
}

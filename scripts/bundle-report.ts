import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Where the bytes of the browser's bundle go (issue 44): with `BUNDLE_REPORT=<file>` set, the browser build
 * writes, for every chunk, its gzip size and each module's share (the module's rendered code gzipped alone,
 * so the shares overstate a little what a module adds to its compressed chunk), largest first:
 *   BUNDLE_REPORT=/tmp/bundle.txt npm run build
 */
export function bundleReport(file: string | undefined): Plugin {
  return {
    name: 'bundle-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (!file || this.environment.name !== 'client') return;
      const lines: string[] = [];
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const gzip = (text: string) => gzipSync(text, { level: 6 }).length;
      for (const chunk of chunks.sort((a, b) => gzip(b.code) - gzip(a.code))) {
        lines.push(`${chunk.fileName}  ${gzip(chunk.code)} B gzip, ${chunk.code.length} B`);
        const modules = Object.entries(chunk.modules)
          .map(([id, module]) => ({ id, gzip: module.code ? gzip(module.code) : 0 }))
          .filter((module) => module.gzip > 0)
          .sort((a, b) => b.gzip - a.gzip);
        for (const module of modules)
          lines.push(`    ${String(module.gzip).padStart(7)}  ${module.id.replace(process.cwd(), '.')}`);
      }
      writeFileSync(file, `${lines.join('\n')}\n`);
    },
  };
}

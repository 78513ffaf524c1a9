import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { bundleReport } from './scripts/bundle-report.ts';
import { publicShellChunk } from './scripts/public-shell-chunk.ts';
import { serviceWorkers } from './scripts/service-workers.ts';

export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    // zod in the app's bundles is zod switched to jitless in the browser (see the module); the module itself
    // imports `zod/v4`, which this exact-match alias leaves alone.
    alias: [
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL('./app/lib/loading/zod-browser.ts', import.meta.url)),
      },
    ],
  },
  optimizeDeps: {
    // `zod/v4` is imported only by the aliased module, which the dependency scan does not enter: without this,
    // `npm run dev` finds it on the first page that validates, re-bundles and reloads that page mid-visit.
    include: ['zod/v4'],
  },
  // the browser's build: the code every public page loads in one file (ADR 0024)
  build: isSsrBuild
    ? {}
    : {
        rollupOptions: { output: { manualChunks: publicShellChunk } },
        minify: 'terser',
        // unsafe_arrows: an anonymous function expression that never reads `this` becomes an arrow (~130 B
        // gzip off every public page); such a function cannot be a working constructor, so nothing `new`s it
        terserOptions: {
          module: true,
          ecma: 2020,
          compress: { passes: 3, pure_getters: true, unsafe_arrows: true },
        },
      },
  plugins: [tailwindcss(), reactRouter(), serviceWorkers(), bundleReport(process.env.BUNDLE_REPORT)],
}));

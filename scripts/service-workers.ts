import path from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

/**
 * The site's two service workers, written in TypeScript under app/service-workers/ and served at the site
 * root (a worker controls only addresses under its own folder). Each is bundled into one classic script
 * with the names it shares with the pages (app/lib/offline/site-worker-names.ts, app/lib/welcome/offline-names.ts):
 * the two can no longer drift apart.
 */
const workers: Record<string, string> = {
  '/site-sw.js': 'app/service-workers/site-sw.ts',
  '/welcome-sw.js': 'app/service-workers/welcome-sw.ts',
};

/** One worker as the browser loads it: a classic script (no import or export), for today's browsers. */
export async function bundleWorker(entry: string, minify: boolean): Promise<string> {
  const result = await build({
    entryPoints: [path.resolve(entry)],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    minify,
    legalComments: 'none',
  });
  return result.outputFiles[0]?.text ?? '';
}

/**
 * Vite plugin: `npm run dev` bundles a worker when the browser asks for it; the browser build writes both
 * into the client folder beside the other public files (precompressed and served with `no-cache` like them,
 * server/web/static-files.ts).
 */
export function serviceWorkers(): Plugin {
  return {
    name: 'service-workers',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const entry = workers[new URL(request.url ?? '/', 'http://dev').pathname];
        if (!entry) return next();
        bundleWorker(entry, false).then((code) => {
          response.setHeader('content-type', 'text/javascript; charset=utf-8');
          response.setHeader('cache-control', 'no-cache');
          response.end(code);
        }, next);
      });
    },
    async generateBundle() {
      if (this.environment.config.consumer !== 'client') return;
      for (const [url, entry] of Object.entries(workers)) {
        this.emitFile({ type: 'asset', fileName: url.slice(1), source: await bundleWorker(entry, true) });
      }
    },
  };
}

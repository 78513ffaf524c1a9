import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';

/** React Router's Vite plugin serves the app's server build under this id while Vite runs. */
const serverBuildId = 'virtual:react-router/server-build';

/**
 * Development only (`npm run dev`): starts Vite in middleware mode inside the given Fastify scope and
 * returns a loader of the current React Router server build. Vite answers the requests it knows — its
 * client, transformed modules, CSS, public files — and passes every other one on to the page routes; its
 * HMR websocket shares Fastify's own HTTP server, so the browser needs no second port.
 *
 * Vite starts in the background: loading it can take longer than Fastify's 10 s plugin timeout on a busy
 * machine, so requests wait for it instead of the plugin. Vite is a devDependency: this module imports it
 * lazily and production never loads it.
 */
export function attachViteDevServer(scope: FastifyInstance): () => Promise<ServerBuild> {
  const starting = import('vite').then(({ createServer }) =>
    createServer({ appType: 'custom', server: { middlewareMode: true, hmr: { server: scope.server } } }),
  );
  starting.catch((err) => scope.log.error({ err }, 'Vite did not start'));
  scope.addHook('onClose', async () => (await starting.catch(() => undefined))?.close());
  // The same contract as @fastify/middie: when Vite answers, it ends the raw response itself and never
  // calls next, so the Fastify route never runs for that request.
  scope.addHook('onRequest', (request, reply, done) => {
    starting.then(
      (vite) =>
        vite.middlewares(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
      done,
    );
  });
  // Loaded per request so that an edited route module is picked up without restarting the server.
  return async () => (await (await starting).ssrLoadModule(serverBuildId)) as ServerBuild;
}

import type { ServerBuild } from 'react-router';

/**
 * A small React Router server build for tests of the SSR mount (the real one needs `react-router build`, and
 * the server may not import app/): the given document entry and routes, with the fixed rest of a build.
 */
export function fixtureServerBuild(
  entry: ServerBuild['entry']['module']['default'],
  routes: Record<string, unknown>,
): ServerBuild {
  return {
    entry: { module: { default: entry } },
    routes,
    assets: {
      entry: { module: '/assets/entry.js', imports: [] },
      routes: {},
      url: '/assets/manifest.js',
      version: 'test',
    },
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
  } as unknown as ServerBuild;
}

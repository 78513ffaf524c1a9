import type { UNSAFE_AssetsManifest as AssetsManifest } from 'react-router';

/** Routes whose code the public site's worker never keeps: the back office and the guest welcome pages. */
const notKept = /^routes\/(admin|welcome)\//;

/**
 * The script and style files of the public pages React Router knows of right now (the page's own routes
 * and the routes of the links on it, which it learns of as they appear), with the app's entry: what the
 * site worker keeps so that a client navigation to a linked page finds its code without a connection
 * (ADR 0020). Each file once.
 */
export function publicRouteFiles(manifest: Pick<AssetsManifest, 'entry' | 'routes'>): string[] {
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const [id, route] of Object.entries(manifest.routes)) {
    if (!route || notKept.test(id)) continue;
    for (const file of [
      route.module,
      route.clientLoaderModule,
      route.clientActionModule,
      route.clientMiddlewareModule,
      ...(route.imports ?? []),
      ...(route.css ?? []),
    ])
      if (file) files.add(file);
  }
  return [...files];
}

import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { siteAssetsCache, sitePagesCache } from '#app/lib/offline/site-worker-names.ts';
import { cachePrefix } from '#app/lib/welcome/offline-names.ts';
import { bundleWorker } from './service-workers.ts';

describe('the service workers as the browser loads them', () => {
  it.each([
    ['app/service-workers/site-sw.ts', [sitePagesCache, siteAssetsCache]],
    ['app/service-workers/welcome-sw.ts', [cachePrefix]],
  ])('%s is one classic script carrying the names it shares with the pages', async (entry, names) => {
    const code = await bundleWorker(entry, true);
    // a classic script parses as one (an import or export statement would not)
    expect(() => new vm.Script(code)).not.toThrow();
    for (const name of names) expect(code).toContain(`"${name}"`);
    expect(code).not.toMatch(/\bimport\s*[{(*"']/);
  });
});

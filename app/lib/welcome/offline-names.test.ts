import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cachePrefix, savedCopyKey, workerScope, workerUrl } from './offline-names.ts';

// public/ is served from the site root, so the worker's address is its path under public/
const worker = fs.readFileSync(new URL(`../../../public${workerUrl}`, import.meta.url), 'utf8');

describe('the service worker and the page', () => {
  it('use the same cache names and record address', () => {
    expect(worker).toContain(`const cachePrefix = '${cachePrefix}';`);
    expect(worker).toMatch(
      /const savedCopyKey = \(propertyId\) => `\/welcome\/\$\{propertyId\}\/saved-copy\.json`;/,
    );
    expect(savedCopyKey(7)).toBe('/welcome/7/saved-copy.json');
  });

  it('registers a scope inside the worker folder that holds every page address the worker handles', () => {
    // a worker may only control addresses under its own folder without a Service-Worker-Allowed header
    const workerFolder = workerUrl.slice(0, workerUrl.lastIndexOf('/') + 1);
    expect(workerScope.startsWith(workerFolder)).toBe(true);
    // the anchored patterns are the page addresses it answers: each must start inside the scope
    const anchored = [...worker.matchAll(/^const \w+Pattern = \/\^(.+?)\/\w*;$/gm)].map((m) => m[1]!);
    expect(anchored.length).toBeGreaterThanOrEqual(2);
    for (const source of anchored)
      expect(source.replaceAll('\\/', '/').startsWith(workerScope), source).toBe(true);
  });
});

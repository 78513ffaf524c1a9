import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cachePrefix, savedCopyKey, workerScope, workerUrl } from './offline-names.ts';

const worker = fs.readFileSync(new URL('../../../public/welcome-sw.js', import.meta.url), 'utf8');

describe('the service worker and the page', () => {
  it('use the same cache names and record address', () => {
    expect(worker).toContain(`const cachePrefix = '${cachePrefix}';`);
    expect(worker).toMatch(
      /const savedCopyKey = \(propertyId\) => `\/welcome\/\$\{propertyId\}\/saved-copy\.json`;/,
    );
    expect(savedCopyKey(7)).toBe('/welcome/7/saved-copy.json');
  });

  it('is served from the site root and controls only the welcome pages', () => {
    expect(workerUrl).toBe('/welcome-sw.js');
    expect(workerScope).toBe('/welcome/');
  });
});

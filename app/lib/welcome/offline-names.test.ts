import { describe, expect, it } from 'vitest';
import {
  leavePattern,
  savedCopyKey,
  stayLinkPattern,
  welcomePagePattern,
  workerScope,
  workerUrl,
} from './offline-names.ts';

describe('the welcome service worker', () => {
  it('keeps a copy record at an address of its own', () => {
    expect(savedCopyKey(7)).toBe('/welcome/7/saved-copy.json');
  });

  it('registers a scope inside the worker folder that holds every page address the worker handles', () => {
    // a worker may only control addresses under its own folder without a Service-Worker-Allowed header
    const workerFolder = workerUrl.slice(0, workerUrl.lastIndexOf('/') + 1);
    expect(workerScope.startsWith(workerFolder)).toBe(true);
    for (const pattern of [welcomePagePattern, stayLinkPattern, leavePattern]) {
      const anchored = pattern.source.replace(/^\^/, '').replaceAll('\\/', '/');
      expect(anchored.startsWith(workerScope), pattern.source).toBe(true);
    }
  });

  it('reads the property id from a page, a stay link and a leave address, and nothing else', () => {
    expect(welcomePagePattern.exec('/welcome/12')?.[1]).toBe('12');
    expect(stayLinkPattern.exec('/welcome/12/s/abc-DEF_1')?.[1]).toBe('12');
    expect(leavePattern.exec('/welcome/12/leave.data')?.[1]).toBe('12');
    expect(welcomePagePattern.test('/welcome/12/s/abc')).toBe(false);
    expect(stayLinkPattern.test('/welcome/12/s/')).toBe(false);
  });
});

// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { moduleGraphId, moduleGraphLoader } from './deferred-module-graph.ts';

/** The paint observer of the test: the test says which paint entries the browser reports. */
let report: (names: string[]) => void = () => {};
class FakePaintObserver {
  static supportedEntryTypes = ['paint'];
  disconnected = false;
  constructor(private readonly callback: (list: unknown, observer: FakePaintObserver) => void) {}
  observe() {
    report = (names) => {
      if (this.disconnected) return;
      this.callback({ getEntriesByName: (name: string) => (names.includes(name) ? [{ name }] : []) }, this);
    };
  }
  disconnect() {
    this.disconnected = true;
  }
}

const code = 'window.__graphRan = (window.__graphRan || 0) + 1;';
const preloads = ['/assets/entry.js', '/assets/root.js'];
const started = () => ({
  preloads: [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) =>
    l.getAttribute('href'),
  ),
  scripts: [...document.body.querySelectorAll('script[type="module"]')].map((s) => s.textContent),
});
const run = () => new Function(moduleGraphLoader(preloads))();
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

beforeEach(() => {
  vi.stubGlobal('PerformanceObserver', FakePaintObserver);
  document.head.innerHTML = '';
  document.body.innerHTML = `<main>Page</main><script type="text/plain" id="${moduleGraphId}">${code}</script>`;
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the module graph loader (in the page)', () => {
  it('starts the code once the first contentful paint is reported, not at a first paint without content', async () => {
    run();
    await tick();
    expect(started()).toEqual({ preloads: [], scripts: [] });
    report(['first-paint']);
    await tick();
    expect(started()).toEqual({ preloads: [], scripts: [] });
    report(['first-paint', 'first-contentful-paint']);
    await tick();
    expect(started()).toEqual({ preloads, scripts: [code] });
    // once only, whatever is reported later
    report(['first-contentful-paint']);
    document.dispatchEvent(new Event('visibilitychange'));
    await tick();
    expect(started().scripts).toHaveLength(1);
  });

  it('starts at once in a hidden tab, which paints nothing', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    run();
    expect(started()).toEqual({ preloads, scripts: [code] });
  });

  it('starts after 3 s when no paint is reported', async () => {
    vi.useFakeTimers();
    run();
    vi.advanceTimersByTime(2900);
    expect(started().scripts).toEqual([]);
    vi.advanceTimersByTime(200);
    expect(started()).toEqual({ preloads, scripts: [code] });
  });
});

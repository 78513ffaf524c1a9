// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { moduleGraphId, moduleGraphLoader, preloadsPerTask } from './deferred-module-graph.ts';

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
const run = (files = preloads) => new Function(moduleGraphLoader(files))();
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

  it('waits, after the first contentful paint, for the browser to be idle (at most 1 s)', async () => {
    const idle: Array<{ callback: () => void; options: unknown }> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void, options: unknown) => {
      idle.push({ callback, options });
      return idle.length;
    });
    run();
    report(['first-contentful-paint']);
    await tick();
    expect(started().scripts).toEqual([]);
    expect(idle).toHaveLength(1);
    expect(idle[0]?.options).toEqual({ timeout: 1000 });
    idle[0]?.callback();
    expect(started()).toEqual({ preloads, scripts: [code] });
  });

  it('adds the preloads a few per task, then the module script after the last of them', () => {
    vi.useFakeTimers();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const files = Array.from({ length: 2 * preloadsPerTask + 1 }, (_, i) => `/assets/chunk-${i}.js`);
    run(files);
    expect(started()).toEqual({ preloads: files.slice(0, preloadsPerTask), scripts: [] });
    vi.advanceTimersToNextTimer();
    expect(started()).toEqual({ preloads: files.slice(0, 2 * preloadsPerTask), scripts: [] });
    vi.advanceTimersToNextTimer();
    expect(started()).toEqual({ preloads: files, scripts: [code] });
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

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { collectWhenQuiet, thoroughCollector } from './idle-collection.ts';

describe('collecting the heap when the server goes quiet', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const start = () => {
    const collect = vi.fn();
    const idle = collectWhenQuiet({ quietMs: 5000, collect, now: () => Date.now() });
    return { collect, idle };
  };

  it('collects once after start-up when nothing comes, and not again while it stays quiet', () => {
    const { collect, idle } = start();
    vi.advanceTimersByTime(4000);
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2000);
    expect(collect).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(collect).toHaveBeenCalledTimes(1);
    idle.stop();
  });

  it('waits while requests keep coming, then collects once the quiet has lasted', () => {
    const { collect, idle } = start();
    for (let second = 0; second < 30; second++) {
      idle.active();
      vi.advanceTimersByTime(1000);
    }
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(6000);
    expect(collect).toHaveBeenCalledTimes(1);
    idle.active();
    vi.advanceTimersByTime(6000);
    expect(collect).toHaveBeenCalledTimes(2);
    idle.stop();
  });
});

describe('the thorough collector', () => {
  it('frees what nothing holds any more', async () => {
    const collect = thoroughCollector();
    const ref = new WeakRef(Array.from({ length: 200 }, () => new Array(10_000).fill(1)));
    // a WeakRef keeps its target for the rest of the job that made it
    await new Promise((resolve) => setImmediate(resolve));
    collect();
    expect(ref.deref()).toBeUndefined();
  });
});

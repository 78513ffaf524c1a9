import { afterEach, describe, expect, it, vi } from 'vitest';
import { attemptTimes, isRetryableStatus, retryDelay, retryPolicy } from './retry-policy.ts';
import { failureStatus, withRetries } from './with-retries.ts';

describe('retry policy (docs/spec.md section 9)', () => {
  it('waits 1 s, 2 s and 4 s before the three retries of a read, then gives up', () => {
    expect([1, 2, 3].map((retry) => retryDelay('GET', 0, retry))).toEqual([1000, 2000, 4000]);
    expect(retryDelay('GET', 0, 4)).toBeNull();
    expect(attemptTimes()).toEqual([0, 1000, 3000, 7000]);
  });

  it('never waits longer than 30 s, whatever the number of retries', () => {
    const many = { ...retryPolicy, retries: 10 };
    expect(retryDelay('GET', 503, 5, many)).toBe(16_000);
    expect(retryDelay('GET', 503, 6, many)).toBe(30_000);
    expect(retryDelay('GET', 503, 10, many)).toBe(30_000);
  });

  it('never retries a write', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'post']) {
      expect(retryDelay(method, 0, 1)).toBeNull();
      expect(retryDelay(method, 503, 1)).toBeNull();
    }
    expect(retryDelay('head', 0, 1)).toBe(1000);
  });

  it('retries no answer, timeouts, throttling and server errors, not refusals', () => {
    expect([0, 408, 429, 500, 502, 503, 504].every(isRetryableStatus)).toBe(true);
    expect([-1, 200, 400, 401, 403, 404, 409, 422].some(isRetryableStatus)).toBe(false);
    expect(retryDelay('GET', 404, 1)).toBeNull();
  });

  it('keeps unused data 5 minutes', () => {
    expect(retryPolicy.unusedDataMs).toBe(300_000);
  });
});

describe('withRetries', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('tries a failing read again at 1, 3 and 7 s and returns the first success', async () => {
    vi.useFakeTimers();
    const started: number[] = [];
    const t0 = Date.now();
    const load = vi.fn(async () => {
      started.push(Date.now() - t0);
      if (started.length < 4) throw new TypeError('Failed to fetch');
      return 'data';
    });
    const result = withRetries(load);
    await vi.advanceTimersByTimeAsync(6999);
    expect(started).toEqual([0, 1000, 3000]);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('data');
    expect(started).toEqual([0, 1000, 3000, 7000]);
  });

  it('gives up after three retries with the last error', async () => {
    vi.useFakeTimers();
    const load = vi.fn(async () => {
      throw Object.assign(new Error('Service unavailable'), { status: 503 });
    });
    const result = withRetries(load);
    const settled = expect(result).rejects.toThrow('Service unavailable');
    await vi.advanceTimersByTimeAsync(7000);
    await settled;
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('sends a write once', async () => {
    const load = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(withRetries(load, { method: 'POST' })).rejects.toThrow('Failed to fetch');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fails at once when the browser says it is offline', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const load = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(withRetries(load)).rejects.toThrow('Failed to fetch');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stops waiting when the navigation is abandoned', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const load = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const result = withRetries(load, { signal: controller.signal });
    const settled = expect(result).rejects.toBeDefined();
    await vi.advanceTimersByTimeAsync(500);
    controller.abort();
    await settled;
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reads the status of the usual failures', () => {
    expect(failureStatus(new TypeError('Failed to fetch'))).toBe(0);
    expect(failureStatus({ status: 502 })).toBe(502);
    expect(failureStatus(new Error('bug'))).toBe(-1);
  });
});

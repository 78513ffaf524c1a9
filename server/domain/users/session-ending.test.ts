import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DomainContext } from '../shared/context.ts';
import { endAdminSessionOrLater } from './session-ending.ts';

/** A domain whose session delete fails `failures` times, then works; counts the tries. */
function flakyDomain(failures: number) {
  const state = { tries: 0 };
  const execute = async () => {
    state.tries++;
    if (state.tries <= failures) throw new Error('SQLITE_BUSY: database is locked');
    return [];
  };
  const db = { deleteFrom: () => ({ where: () => ({ execute }) }) };
  return { ctx: { db } as unknown as DomainContext, state };
}

describe('ending an admin session at logout', () => {
  afterEach(() => vi.useRealTimers());

  it('deletes the row at once when it can', async () => {
    const { ctx, state } = flakyDomain(0);
    const failures: number[] = [];
    expect(await endAdminSessionOrLater(ctx, 'token', (_e, n) => failures.push(n))).toBe(true);
    expect(state.tries).toBe(1);
    expect(failures).toEqual([]);
  });

  it('never throws, and deletes a row it could not delete later (30 s, then 2 min)', async () => {
    vi.useFakeTimers();
    const { ctx, state } = flakyDomain(2);
    const failures: number[] = [];
    expect(await endAdminSessionOrLater(ctx, 'token', (_e, n) => failures.push(n))).toBe(false);
    expect(failures).toEqual([1]);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(state.tries).toBe(2);
    expect(failures).toEqual([1, 2]);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(state.tries).toBe(3);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(state.tries).toBe(3);
  });

  it('gives up after the last later try (the row then ends at its expiry)', async () => {
    vi.useFakeTimers();
    const { ctx, state } = flakyDomain(100);
    const failures: number[] = [];
    await endAdminSessionOrLater(ctx, 'token', (_e, n) => failures.push(n));
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(state.tries).toBe(4);
    expect(failures).toEqual([1, 2, 3, 4]);
  });
});

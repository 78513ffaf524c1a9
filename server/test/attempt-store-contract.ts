import { expect, it } from 'vitest';
import type { AttemptStore, LimitPolicy } from '../domain/limits/attempt-limiter.ts';

const minute = 60_000;
const window: LimitPolicy = { kind: 'window', max: 3, windowMs: minute };
const backoff: LimitPolicy = {
  kind: 'backoff',
  free: 2,
  baseDelayMs: minute,
  maxDelayMs: 4 * minute,
  forgetAfterMs: 60 * minute,
};

/**
 * What every attempt store must do, on the clock the caller passes (never the wall clock): `stores` gives
 * two handles on one store (two nodes sharing Redis; the same memory store twice), each test using keys of
 * its own.
 */
export function attemptStoreContract(stores: () => [AttemptStore, AttemptStore]) {
  const t0 = 1_700_000_000_000;
  let n = 0;
  const key = () => `contract-${++n}`;

  it('reserves up to a window’s maximum, then answers the wait until the window ends', async () => {
    const [store] = stores();
    const k = { key: key(), policy: window };
    for (let i = 0; i < 3; i++) expect(await store.reserve([k], t0 + i)).toBe(0);
    expect(await store.reserve([k], t0 + 10_000)).toBe(minute - 10_000);
    // the refusals were not counted: the window ends after its first attempt, and a fresh one begins
    expect(await store.reserve([k], t0 + minute - 1)).toBe(1);
    expect(await store.reserve([k], t0 + minute)).toBe(0);
  });

  it('doubles the wait per attempt over the free ones, counted from the last, and forgets after a while', async () => {
    const [store] = stores();
    const k = { key: key(), policy: backoff };
    expect(await store.reserve([k], t0)).toBe(0);
    expect(await store.reserve([k], t0 + 1000)).toBe(0);
    expect(await store.reserve([k], t0 + 1000)).toBe(minute);
    expect(await store.reserve([k], t0 + 1000 + minute)).toBe(0);
    expect(await store.reserve([k], t0 + 1000 + minute)).toBe(2 * minute);
    expect(await store.reserve([k], t0 + 1000 + minute + 60 * minute)).toBe(0);
    expect(await store.reserve([k], t0 + 1000 + minute + 60 * minute)).toBe(0);
  });

  it('reserves on every key or on none', async () => {
    const [store] = stores();
    const full = { key: key(), policy: window };
    const other = { key: key(), policy: window };
    for (let i = 0; i < 3; i++) await store.reserve([full], t0);
    expect(await store.reserve([other, full], t0)).toBe(minute);
    for (let i = 0; i < 3; i++) expect(await store.reserve([other], t0)).toBe(0);
    expect(await store.reserve([other], t0)).toBe(minute);
  });

  it('gives a slot back on release and forgets a key on reset', async () => {
    const [store] = stores();
    const k = { key: key(), policy: window };
    for (let i = 0; i < 3; i++) await store.reserve([k], t0);
    await store.release([k.key]);
    expect(await store.reserve([k], t0)).toBe(0);
    expect(await store.reserve([k], t0)).toBe(minute);
    await store.reset(k.key);
    for (let i = 0; i < 3; i++) expect(await store.reserve([k], t0)).toBe(0);
  });

  it('lets no more parallel attempts through than the limit, from two handles at once', async () => {
    const pair = stores();
    const k = { key: key(), policy: window };
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => pair[i % 2]!.reserve([k], t0)));
    expect(answers.filter((wait) => wait === 0)).toHaveLength(3);
  });
}

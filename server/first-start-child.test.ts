import type { ChildProcess } from 'node:child_process';
import { afterEach, beforeEach, expect, it, type MockInstance, vi } from 'vitest';
import { prepareFirstStart, type StartLog, seedInChildProcess } from './first-start.ts';
import { createTestApp, describeEachEngine, type TestApp } from './test/harness.ts';

// Every process the code under test forks, so that the test can check it ended.
const forked = vi.hoisted(() => [] as ChildProcess[]);
vi.mock('node:child_process', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:child_process')>();
  return {
    ...original,
    fork: (...args: Parameters<typeof original.fork>) => {
      const child = original.fork(...args);
      forked.push(child);
      return child;
    },
  };
});

// The demo painter must not be loaded by the server process itself: this double counts loads in this process
// (the child process loads the real module, which no mock reaches).
const demoLoadsHere = vi.hoisted(() => ({ count: 0 }));
vi.mock('#demo/seed.ts', () => {
  demoLoadsHere.count += 1;
  return { seedDemoContent: async () => ({ properties: 0, images: 0, guestPassword: 'x', milliseconds: 0 }) };
});

const quietLog: StartLog = { info: () => {}, warn: () => {} };

function processGone(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

describeEachEngine('first start seeds the demo through a child process', (engine) => {
  let t: TestApp | undefined;
  let consoleLog: MockInstance;
  beforeEach(() => {
    forked.length = 0;
    demoLoadsHere.count = 0;
    consoleLog = vi.spyOn(console, 'log').mockImplementation(() => {});
  });
  afterEach(async () => {
    consoleLog.mockRestore();
    await t?.close();
    t = undefined;
  });

  it('the child paints and stores the demo in the server database, answers, and exits', {
    timeout: 240_000,
  }, async () => {
    t = await createTestApp(engine, { env: { SEED_DEMO: '1' } });
    const childEnv = {
      ...process.env,
      DATA_DIR: t.dataDir,
      DATABASE_URL: t.databaseUrl,
      PUBLIC_URL: t.config.publicUrl,
    };
    const result = await prepareFirstStart(t.app.domain, quietLog, {
      demoGuestPassword: 'child-seeded-cedar-42',
      seedDemo: seedInChildProcess(childEnv),
    });

    expect(result.firstStart).toBe(true);
    expect(result.demo).toMatchObject({ guestPassword: 'child-seeded-cedar-42' });
    expect(result.demo?.properties).toBeGreaterThan(0);
    expect(result.demo?.images).toBeGreaterThan(result.demo!.properties);

    // One child, which has exited successfully: its memory is back with the operating system.
    expect(forked).toHaveLength(1);
    const child = forked[0]!;
    expect(child.exitCode).toBe(0);
    expect(processGone(child.pid!)).toBe(true);
    // ...and this process never loaded the painter.
    expect(demoLoadsHere.count).toBe(0);

    // The server process sees what the child wrote: the listing, with covers it serves.
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/properties' });
    expect(list.statusCode).toBe(200);
    const properties = list.json() as Array<{ cover: { url: string } | null }>;
    expect(properties).toHaveLength(result.demo!.properties);
    const cover = await t.app.inject({ method: 'GET', url: properties[0]!.cover!.url });
    expect(cover.statusCode).toBe(200);
    expect(cover.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');

    // The box with the guest password is printed by the server, once.
    const printed = consoleLog.mock.calls.map((c) => c.join(' ')).join('\n');
    expect(printed.split('child-seeded-cedar-42')).toHaveLength(2);
  });

  it('a child that fails leaves an empty catalogue, a warning, and no process behind', {
    timeout: 60_000,
  }, async () => {
    t = await createTestApp(engine, { env: { SEED_DEMO: '1' } });
    const warnings: string[] = [];
    const log: StartLog = { info: () => {}, warn: (_obj, msg) => void warnings.push(String(msg)) };
    // An unreachable database: the child cannot store anything and reports why.
    const childEnv = {
      ...process.env,
      DATA_DIR: t.dataDir,
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
    };
    const result = await prepareFirstStart(t.app.domain, log, { seedDemo: seedInChildProcess(childEnv) });

    expect(result.firstStart).toBe(true);
    expect(result.demo).toBeUndefined();
    expect(warnings.join('\n')).toMatch(/demo content could not be seeded/);
    expect(forked).toHaveLength(1);
    expect(forked[0]!.exitCode).not.toBe(0);
    expect(processGone(forked[0]!.pid!)).toBe(true);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/properties' });
    expect(list.json()).toEqual([]);
  });
});

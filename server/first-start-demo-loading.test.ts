import { afterEach, beforeEach, expect, it, type MockInstance, vi } from 'vitest';
import { createUser } from './domain/users/users.ts';
import { prepareFirstStart, type StartLog } from './first-start.ts';
import { createTestApp, describeEachEngine, type TestApp } from './test/harness.ts';

// The demo (demo/) is loaded only by the start that seeds. This double of its entry, registered anew before
// each test, records each time the module is loaded and seeds nothing, so these checks are about loading, not
// storing photos (the real seeding is checked in first-start.test.ts).
const demoModule = { loads: 0, seeds: 0 };
function mockDemoModule() {
  demoModule.loads = 0;
  demoModule.seeds = 0;
  vi.doMock('#demo/seed.ts', () => {
    demoModule.loads += 1;
    return {
      seedDemoContent: async () => {
        demoModule.seeds += 1;
        return { properties: 0, images: 0, guestPassword: 'test-only', milliseconds: 0 };
      },
    };
  });
}

const quietLog: StartLog = { info: () => {}, warn: () => {} };

describeEachEngine('first start loads the demo only when it seeds', (engine) => {
  let t: TestApp | undefined;
  let consoleLog: MockInstance;
  beforeEach(() => {
    mockDemoModule();
    consoleLog = vi.spyOn(console, 'log').mockImplementation(() => {});
  });
  afterEach(async () => {
    consoleLog.mockRestore();
    await t?.close();
    t = undefined;
  });

  it('a start on a database that already has users never loads demo/', async () => {
    t = await createTestApp(engine, { env: { SEED_DEMO: '1' } });
    await createUser(t.app.domain, 'existing', 'existing-password');
    const result = await prepareFirstStart(t.app.domain, quietLog);
    expect(result.firstStart).toBe(false);
    expect(demoModule.loads).toBe(0);
  });

  it('a first start with SEED_DEMO=0 never loads demo/', async () => {
    t = await createTestApp(engine, { env: { SEED_DEMO: '0' } });
    const result = await prepareFirstStart(t.app.domain, quietLog);
    expect(result.firstStart).toBe(true);
    expect(result.demo).toBeUndefined();
    expect(demoModule.loads).toBe(0);
  });

  it('the first start that seeds loads demo/ once and seeds through it', async () => {
    t = await createTestApp(engine, { env: { SEED_DEMO: '1' } });
    const result = await prepareFirstStart(t.app.domain, quietLog);
    expect(result.firstStart).toBe(true);
    expect(result.demo?.guestPassword).toBe('test-only');
    expect(demoModule).toEqual({ loads: 1, seeds: 1 });
  });
});

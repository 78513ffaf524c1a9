import { defineConfig } from 'vitest/config';

/** Browser journeys: one built server with demo content, driven by the system Chromium. */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    pool: 'forks',
    // In CI (a shared 2-core machine) a test that fails once is run once more before the run fails; the
    // report still lists every retried test, so a flaky one is seen and fixed rather than hidden.
    retry: process.env.CI ? 1 : 0,
  },
});

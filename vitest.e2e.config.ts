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
    // No automatic retry, in CI either: a journey that fails only sometimes is a bug to fix (issue 23), and
    // a retry would hide it.
    retry: 0,
  },
});

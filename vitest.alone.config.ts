import { defineConfig } from 'vitest/config';

/**
 * Tests that measure the server's latency while it works (`*.alone.test.ts`): they run after the unit
 * suite, one file at a time, so that the figure they hold the server to is the server's own and not the
 * other test files' load on a 2-core machine.
 */
export default defineConfig({
  test: {
    include: ['server/**/*.alone.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
    pool: 'forks',
    fileParallelism: false,
    retry: 0,
  },
});

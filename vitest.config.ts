import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'server/**/*.test.ts',
      'common/**/*.test.ts',
      'demo/**/*.test.ts',
      'app/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
    ],
    // measured alone after the suite: vitest.alone.config.ts
    exclude: ['**/node_modules/**', '**/*.alone.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // Vitest's default on a 2-core machine is one worker (cores - 1): the files ran one at a time. They
    // share nothing (each builds its app on its own temp folder, SQLite file and PostgreSQL schema, ports
    // are 0), and most of their time is waiting on the databases and disk, so four overlap well.
    maxWorkers: 4,
    // No automatic retry, in CI either: a test that fails only sometimes is a bug to fix (issue 23), and a
    // retry would hide it.
    retry: 0,
  },
});

import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` runs alone; `integration` (files named *.int.test.ts, the route tests beside each router,
 * api/src/routes/<dir>/<name>.router.test.ts, and everything under tests/) shares one real stack booted by
 * tests/harness/globalSetup.ts: PostgreSQL, Azurite, Temporal dev server, worker.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{shared,api,workflows,activities,worker,web,addin,bench}/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          exclude: ['**/*.int.test.{ts,tsx}', 'api/src/routes/**/*.router.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['**/src/**/*.int.test.{ts,tsx}', 'api/src/routes/**/*.router.test.ts', 'tests/**/*.test.ts'],
          exclude: ['**/node_modules/**'],
          globalSetup: ['tests/harness/globalSetup.ts'],
          testTimeout: 60000,
          hookTimeout: 180000,
          fileParallelism: false,
        },
      },
    ],
  },
});

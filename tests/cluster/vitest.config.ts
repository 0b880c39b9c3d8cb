import { defineConfig } from 'vitest/config';

/**
 * The cluster proof (issue 33): its own project, outside `npm test`'s, because it starts `npm run start:cluster` on the
 * default ports: run it through tests/cluster/run.sh (`npm run test:cluster`), which gives it a network namespace.
 */
export default defineConfig({
  test: {
    name: 'cluster',
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/cluster/*.proof.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 360_000,
    hookTimeout: 480_000,
  },
});

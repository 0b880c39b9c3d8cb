import path from 'node:path';
import { startVitest } from 'vitest/node';

/**
 * Re-records the workflow histories tests/replay.test.ts replays (docs/testing.md "Replay tests"):
 *
 *   npx tsx tests/histories/record.ts                                   every workflow type
 *   npx tsx tests/histories/record.ts runPromptWorkflow matrixAskWorkflow   only these
 *
 * Boots the test harness's stack (tests/harness/globalSetup.ts: PostgreSQL, Azurite, Temporal, the worker) and runs
 * recordHistories.ts on it, which writes tests/fixtures/histories/<workflow type>.json.
 */
const root = path.resolve(import.meta.dirname, '../..');
process.env.RECORD_WORKFLOW_TYPES = process.argv.slice(2).join(',');
const vitest = await startVitest('test', [], {
  config: false,
  root,
  include: ['tests/histories/recordHistories.ts'],
  globalSetup: ['tests/harness/globalSetup.ts'],
  testTimeout: 180_000,
  hookTimeout: 180_000,
  fileParallelism: false,
  watch: false,
});
await vitest.close();
process.exit(vitest.state.getCountOfFailedTests() > 0 || process.exitCode ? 1 : 0);

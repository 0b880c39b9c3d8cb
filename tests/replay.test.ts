import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Worker, type ReplayResult } from '@temporalio/worker';
import { parseRuntimeConfig } from '@arcline/shared';
import { WORKFLOW_TYPES } from '@arcline/shared/contracts';
import * as matrixWorkflows from '@arcline/workflows/matrix';
import { writeWorkflowBundles, type WorkflowBundleName } from '@arcline/worker/workflowBundles';
import { errorReportingWorkerOptions } from '@arcline/worker/errorReportingWorkerOptions';
import { readHistoryFixtures } from './histories/historyFixtures';
import './harness/stackEnv';

const fixtures = readHistoryFixtures();
/** The matrix worker runs the workflows its bundle exports (on TASK_QUEUES.matrix; some tests record them on queues of their own). */
const bundleOf = (workflowType: string): WorkflowBundleName => (workflowType in matrixWorkflows ? 'matrix' : 'main');

/**
 * Every recorded history in tests/fixtures/histories (tests/histories/record.ts records one per workflow type; other
 * tests add the older input shapes) replays on today's workflow code as production runs it: the bundles the worker
 * builds (workflowBundles.ts: the error-reporting interceptor bundled in, the preloaded modules), the one of the worker
 * that runs the type, and the worker's sinks. A change to a workflow that running executions would not survive
 * (another command order, an activity added before a patch) fails here with a determinism error.
 */
describe('workflows replay their recorded histories', () => {
  const results = new Map<string, ReplayResult>();
  let bundleDir: string;
  let db: pg.Pool;

  beforeAll(async () => {
    bundleDir = mkdtempSync(path.join(tmpdir(), 'arcline-replay-'));
    await writeWorkflowBundles(bundleDir);
    const config = parseRuntimeConfig(inject('stackEnv'));
    db = new pg.Pool({ connectionString: config.DATABASE_URL, max: 1 });
    const { sinks } = errorReportingWorkerOptions(config, db);
    for (const bundle of ['main', 'matrix'] as const) {
      const histories = fixtures.filter((fixture) => bundleOf(fixture.workflowType) === bundle);
      const replayed = Worker.runReplayHistories({ workflowBundle: { codePath: path.join(bundleDir, `${bundle}.js`) }, sinks }, histories);
      for await (const result of replayed) results.set(result.workflowId, result);
    }
  }, 120_000);
  afterAll(async () => {
    await db?.end();
    if (bundleDir) rmSync(bundleDir, { recursive: true, force: true });
  });

  it('has a recorded history of every workflow type (a new type: npx tsx tests/histories/record.ts <its type>)', () => {
    const recorded = new Set(fixtures.map((fixture) => fixture.workflowType));
    expect(Object.values(WORKFLOW_TYPES).filter((type) => !recorded.has(type))).toEqual([]);
  });

  it.each(fixtures.map((fixture) => [fixture.file, fixture.workflowType]))('%s (%s)', (file) => {
    const result = results.get(file);
    expect(result, `${file} was replayed`).toBeDefined();
    expect(result?.error, `${file}: ${result?.error?.message}`).toBeUndefined();
  });
});

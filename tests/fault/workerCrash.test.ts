import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startFakeAnthropicServer, fakeResponses, type FakeAnthropicServer } from '../../activities/test-support/fakeAnthropicServer';
import { matrixCellWorkflowId } from '@arcline/shared/contracts';
import { bin, projectRoot } from '../../scripts/stack/paths';
import { spawnLogged, tail, waitUntil, type ManagedProcess } from '../../scripts/stack/processes';
import { startTestApi, type TestApi } from '../harness/testApi';
import { CONTRACTS, matrixClient, uploadContracts } from '../matrixSupport';

const DOCUMENTS = 4;
const COLUMNS = 10;
/** Every AI answer of the worker that will be killed takes this long, so cells are in flight when it dies. */
const AI_LATENCY_MS = 4000;

describe('a worker killed during a matrix: its cells resume within seconds and end exactly once', () => {
  let api: TestApi;
  let fake: FakeAnthropicServer;
  let worker: ManagedProcess;

  beforeAll(async () => {
    fake = await startFakeAnthropicServer();
    fake.setFallback(() => ({
      ...fakeResponses.toolUse('record_cell', { found: false, refineResult: 'Not found', reasoning: 'The document does not say.' }),
      delayMs: AI_LATENCY_MS,
    }));
    api = await startTestApi();
    // A second worker process, on Claude through the fake server; the harness's in-process worker keeps running.
    const stackEnv = inject('stackEnv');
    worker = spawnLogged('crash-worker', bin('tsx'), [path.join(projectRoot, 'activities/src/worker.ts')], {
      logsDir: stackEnv.LOGS_DIR,
      env: { ...stackEnv, ANTHROPIC_API_KEY: 'test-key', ANTHROPIC_BASE_URL: fake.url, MATRIX_CELL_CONCURRENCY: '40', AI_CALLS_PER_SECOND: '100' },
    });
    await waitUntil('crash worker', async () => tail(worker.logFile, 5).includes('worker polling task queues'), { timeoutMs: 150000, process: worker });
  }, 240000);
  afterAll(async () => {
    await worker?.stop();
    await api?.close();
    await fake?.close();
  });

  it('kills the worker while it computes cells; every cell completes once, none stays processing', { timeout: 180000 }, async () => {
    const session = await api.signUpAndIn();
    const client = matrixClient(api, session.token);
    const attachmentIds = await uploadContracts(api, session.token, CONTRACTS.slice(0, DOCUMENTS));
    const matrix = await client.createMatrix('Worker crash');
    await client.addDocuments(matrix.id, attachmentIds);
    for (let column = 0; column < COLUMNS; column++) {
      await client.addColumn(matrix.id, { name: `Question ${column}`, queryType: 'CUSTOM', customQuery: `Which clause ${column} applies?` });
    }
    await waitUntil('cells on the crash worker', async () => fake.requests.length >= 3, { timeoutMs: 60000 });
    worker.child.kill('SIGKILL');
    const killedAt = Date.now();
    const settled = await client.waitUntilSettled(matrix.id, 60000);
    const resumeSeconds = (Date.now() - killedAt) / 1000;
    console.info(`worker killed with ${fake.requests.length} AI calls sent to it; all ${DOCUMENTS * COLUMNS} cells settled ${resumeSeconds.toFixed(1)} s later`);

    const cells = settled.rows.flatMap((row) => Object.values(row.cells));
    expect(cells).toHaveLength(DOCUMENTS * COLUMNS);
    expect(cells.every((cell) => cell.status === 'COMPLETED')).toBe(true);
    expect(resumeSeconds).toBeLessThan(45);
    for (const cell of cells) {
      const { events } = await api.temporal.workflow.getHandle(matrixCellWorkflowId(cell.id)).fetchHistory();
      const scheduled = new Map(
        (events ?? []).filter((event) => event.activityTaskScheduledEventAttributes).map((event) => [String(event.eventId), event.activityTaskScheduledEventAttributes?.activityType?.name]),
      );
      const completed = (events ?? []).filter(
        (event) => scheduled.get(String(event.activityTaskCompletedEventAttributes?.scheduledEventId ?? '')) === 'computeMatrixCell',
      );
      expect(completed, cell.id).toHaveLength(1);
    }
  });
});

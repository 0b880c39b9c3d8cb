import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { pino } from 'pino';
import { MATRIX_CELLS_IN_FLIGHT_PER_SLOT, MATRIX_MESSAGES } from '@arcline/shared';
import type { Client } from '@temporalio/client';
import { temporal as proto } from '@temporalio/proto';
import {
  SEARCH_ATTRIBUTES,
  WORKFLOW_TYPES,
  matrixCellWorkflowId,
  matrixFanoutWorkflowId,
  type MatrixFanoutWorkflowResult,
} from '@arcline/shared/contracts';
import { createMatrix, deleteMatrix } from '../api/src/commands/matrix/matrixLifecycle';
import { sequelizeSql } from '../api/src/db/sequelizeSql';
import { createMatrixColumn, deleteMatrixColumn } from '../api/src/commands/matrix/matrixColumns';
import { addMatrixDocuments } from '../api/src/commands/matrix/matrixDocuments';
import { recalculateMatrixElement } from '../api/src/commands/matrix/matrixElements';
import { startMatrixFanout, type MatrixCellDeps } from '../api/src/commands/matrix/matrixCells';
import {
  MATRIX_WORKER_COUNT_REFRESH_MS,
  startMatrixWorker,
  workersPolling,
  type MatrixWorkerSettings,
} from '@arcline/worker/matrixWorker';
import { createMatrixFanoutActivities } from '../activities/src/matrix/matrixFanoutActivities';
import { startTestApi, type TestApi } from './harness/testApi';
import { insertIndexedAttachments, latencyStub } from './harness/matrixCorpus';
import './harness/stackEnv';

/**
 * The durable fan-out on the real stack (PostgreSQL, Temporal): the API's matrix commands, and a matrix worker of the
 * test's own on a queue of its own whose AI is a stub with a fixed latency.
 */
// Each test runs hundreds of workflows on a shared machine: minutes, not the default minute, under load.
describe('matrix-fanout: durable, idempotent and fair', { timeout: 240000 }, () => {
  let api: TestApi;
  let db: pg.Pool;
  let temporal: Client;

  beforeAll(async () => {
    api = await startTestApi();
    db = new pg.Pool({ connectionString: api.config.DATABASE_URL, max: 4 });
    temporal = api.temporal;
  });
  afterAll(async () => {
    await db?.end();
    await api?.close();
  });

  const depsOn = (taskQueue: string, extra: Partial<MatrixCellDeps> = {}): MatrixCellDeps => ({
    sequelize: api.sequelize,
    temporal,
    logger: pino({ level: 'silent' }),
    taskQueue,
    ...extra,
  });

  async function startWorker(taskQueue: string, latencyMs: number, settings: Partial<MatrixWorkerSettings>, stubOptions?: Parameters<typeof latencyStub>[1]) {
    const stub = latencyStub(latencyMs, stubOptions);
    const worker = await startMatrixWorker(api.config, { db, ai: stub.ai }, settings, { taskQueue });
    return { worker, stub };
  }

  /** A matrix of `documents` × `columns` cells of a new user, created through the API's commands. */
  async function buildMatrix(deps: MatrixCellDeps, documents: number, columns: number) {
    const { user } = await api.signUpAndIn();
    const attachmentIds = await insertIndexedAttachments(db, user.id, documents);
    const matrix = await createMatrix(sequelizeSql(deps.sequelize), user.id, `Fan-out ${randomUUID()}`);
    for (let index = 0; index < columns; index += 1) {
      await createMatrixColumn(deps, user.id, { matrixId: matrix.id, name: `Column ${index + 1}`, queryType: 'CUSTOM', matrixQueryId: null, customQuery: `Question ${index + 1}?` });
    }
    return { userId: user.id, matrixId: matrix.id, attachmentIds };
  }

  async function counts(matrixId: string) {
    const { rows } = await db.query<{ processing: number; completed: number; in_flight: number; generations: number }>(
      `select count(*) filter (where status = 'PROCESSING')::int as processing, count(*) filter (where status = 'COMPLETED')::int as completed,
              count(*) filter (where status = 'PROCESSING' and dispatched)::int as in_flight, count(distinct generation)::int as generations
       from matrix_elements where matrix_id = $1`,
      [matrixId],
    );
    return rows[0]!;
  }

  async function waitFor<T>(what: string, probe: () => Promise<T | undefined | false>, timeoutMs = 60000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await probe();
      if (value) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /**
   * With RECORD_MATRIX_HISTORIES=1, keeps a finished run's history as a fixture of tests/replay.test.ts (binary
   * protobuf, like the cell histories there).
   */
  async function recordHistory(workflowId: string, name: string): Promise<void> {
    if (!process.env.RECORD_MATRIX_HISTORIES) return;
    const history = await temporal.workflow.getHandle(workflowId).fetchHistory();
    writeFileSync(path.resolve(import.meta.dirname, 'fixtures/histories', name), proto.api.history.v1.History.encode(history).finish());
  }

  /** Runs of matrix-cell workflows of a matrix, as Temporal's visibility lists them (every run, closed or not). */
  async function cellRuns(matrixId: string): Promise<Map<string, number>> {
    const runs = new Map<string, number>();
    const query = `${SEARCH_ATTRIBUTES.matrixId} = "${matrixId}" AND WorkflowType = "${WORKFLOW_TYPES.matrixCell}"`;
    for await (const execution of temporal.workflow.list({ query })) runs.set(execution.workflowId, (runs.get(execution.workflowId) ?? 0) + 1);
    return runs;
  }

  it('hands the committed cells to one matrix-fanout/{matrixId}/{requestId}, which starts each cell once', async () => {
    const taskQueue = `fanout-test-${randomUUID()}`;
    const { worker, stub } = await startWorker(taskQueue, 20, { cellConcurrency: 4, userCellsInFlight: 8, dispatchBatch: 5 });
    try {
      const deps = depsOn(taskQueue);
      const { userId, matrixId, attachmentIds } = await buildMatrix(deps, 12, 2);
      await addMatrixDocuments(deps, userId, { matrixId, attachmentIds });
      // The request's cells carry its id as their generation: that is how the fan-out finds them.
      const { rows } = await db.query<{ generation: string }>('select distinct generation from matrix_elements where matrix_id = $1', [matrixId]);
      expect(rows).toHaveLength(1);
      const fanout = temporal.workflow.getHandle(matrixFanoutWorkflowId(matrixId, rows[0]!.generation));
      expect((await fanout.describe()).type).toBe(WORKFLOW_TYPES.matrixFanout);
      expect(await fanout.result()).toEqual<MatrixFanoutWorkflowResult>({ outcome: 'dispatched', started: 24 });
      await recordHistory(fanout.workflowId, 'matrix-fanout-dispatched.binpb');
      await waitFor('every cell answered', async () => (await counts(matrixId)).completed === 24);
      expect(stub.calls()).toBe(24);
      const runs = await waitFor('the runs in visibility', async () => {
        const listed = await cellRuns(matrixId);
        return listed.size === 24 && listed;
      });
      expect([...runs.values()].every((count) => count === 1)).toBe(true);
      // The user's window held (never more than 8 cells of theirs in flight), and although the worker runs 4 + 4
      // prefetched cell activities, never more than MATRIX_CELL_CONCURRENCY (4) AI calls at once.
      expect(stub.peak()).toBeLessThanOrEqual(4);
    } finally {
      await worker.stop();
    }
  });

  it('ends as abandoned when the command that started it never commits', async () => {
    const taskQueue = `fanout-test-${randomUUID()}`;
    const { worker } = await startWorker(taskQueue, 20, {});
    try {
      const { user } = await api.signUpAndIn();
      const matrix = await createMatrix(sequelizeSql(api.sequelize), user.id, 'Rolled back');
      const requestId = randomUUID();
      await expect(
        api.sequelize.transaction(async () => {
          await startMatrixFanout(depsOn(taskQueue, { commitWaitMs: 1500 }), { matrixId: matrix.id, userId: user.id, requestId });
          throw new Error('the API dies before its commit');
        }),
      ).rejects.toThrow('the API dies');
      expect(await temporal.workflow.getHandle(matrixFanoutWorkflowId(matrix.id, requestId)).result()).toEqual({ outcome: 'abandoned' });
      await recordHistory(matrixFanoutWorkflowId(matrix.id, requestId), 'matrix-fanout-abandoned.binpb');
    } finally {
      await worker.stop();
    }
  });

  it('starts a cell once per generation however often a step is retried, and replaces an older generation in flight', async () => {
    // No worker polls this queue: the cells' runs stay open, so their runs can be counted.
    const taskQueue = `fanout-idle-${randomUUID()}`;
    const deps = depsOn(taskQueue);
    const { userId, matrixId, attachmentIds } = await buildMatrix(deps, 3, 1);
    await addMatrixDocuments(deps, userId, { matrixId, attachmentIds });
    const { rows: generations } = await db.query<{ generation: string }>('select distinct generation from matrix_elements where matrix_id = $1', [matrixId]);
    const generation = generations[0]!.generation;
    // Its fan-out waits on the idle queue: the test drives the steps the fan-out would run.
    await temporal.workflow.getHandle(matrixFanoutWorkflowId(matrixId, generation)).terminate();
    const { dispatchMatrixCells } = createMatrixFanoutActivities({ db, temporal }, { userCellsInFlight: 100, dispatchBatch: 50 });
    const step = { matrixId, userId, requestId: generation, taskQueue, documentWaitMinutes: 1 };
    expect(await dispatchMatrixCells(step)).toMatchObject({ exists: true, started: 3, queued: false });
    // A worker died after starting the cells but before marking them: the retried step starts them again.
    await db.query('update matrix_elements set dispatched = false where matrix_id = $1', [matrixId]);
    expect(await dispatchMatrixCells(step)).toMatchObject({ started: 3 });
    const { rows: cells } = await db.query<{ id: string }>('select id from matrix_elements where matrix_id = $1', [matrixId]);
    const firstRuns = await Promise.all(cells.map(async (cell) => (await temporal.workflow.getHandle(matrixCellWorkflowId(cell.id)).describe()).runId));
    const runs = await waitFor('the runs in visibility', async () => {
      const listed = await cellRuns(matrixId);
      return listed.size === 3 && listed;
    });
    expect([...runs.values()]).toEqual([1, 1, 1]);

    // A recalculation gives the cell a new generation: its start replaces the run of the old one.
    const recalculated = cells[0]!.id;
    await recalculateMatrixElement(deps, userId, recalculated);
    const { rows: after } = await db.query<{ generation: string }>('select generation from matrix_elements where id = $1', [recalculated]);
    expect(after[0]!.generation).not.toBe(generation);
    await temporal.workflow.getHandle(matrixFanoutWorkflowId(matrixId, after[0]!.generation)).terminate();
    expect(await dispatchMatrixCells({ ...step, requestId: after[0]!.generation })).toMatchObject({ started: 1 });
    const old = await temporal.workflow.getHandle(matrixCellWorkflowId(recalculated), firstRuns[0]).describe();
    expect(old.status.name).toBe('TERMINATED');

    await deleteMatrix(deps, userId, matrixId);
    for (const cell of cells) await temporal.workflow.getHandle(matrixCellWorkflowId(cell.id)).terminate().catch(() => undefined);
  });

  it("keeps one user's big matrix from starving another user's small one", async () => {
    const taskQueue = `fanout-fair-${randomUUID()}`;
    const { worker } = await startWorker(taskQueue, 100, { cellConcurrency: 4, userCellsInFlight: 12, dispatchBatch: 12 });
    try {
      const deps = depsOn(taskQueue);
      const big = await buildMatrix(deps, 40, 5);
      const small = await buildMatrix(deps, 2, 5);
      await addMatrixDocuments(deps, big.userId, { matrixId: big.matrixId, attachmentIds: big.attachmentIds });
      await waitFor('the big matrix under way', async () => (await counts(big.matrixId)).completed >= 12);

      const started = Date.now();
      await addMatrixDocuments(deps, small.userId, { matrixId: small.matrixId, attachmentIds: small.attachmentIds });
      await waitFor('the small matrix answered', async () => (await counts(small.matrixId)).completed === 10);
      const smallWall = Date.now() - started;
      const bigDone = (await counts(big.matrixId)).completed;
      // 200 cells at 100 ms on 4 slots take 5 s or more; the small matrix waits behind at most the big one's window
      // (12 cells, 0.3 s of work), not behind its 200 cells: it is answered while much of the big one still waits.
      // (Without the window every cell of the big matrix would be queued in Temporal ahead of it.) The time bound is
      // loose: the machine running the tests is shared.
      expect(bigDone).toBeLessThan(150);
      expect(smallWall).toBeLessThan(20000);
      const { in_flight: inFlight } = await counts(big.matrixId);
      expect(inFlight).toBeLessThanOrEqual(12);

      await waitFor('the big matrix answered', async () => (await counts(big.matrixId)).completed === 200, 180000);
    } finally {
      await worker.stop();
    }
  });

  it('resumes after the worker dies mid fan-out, and starts no cell twice', async () => {
    const taskQueue = `fanout-restart-${randomUUID()}`;
    const settings = { cellConcurrency: 4, userCellsInFlight: 8, dispatchBatch: 8 };
    let { worker } = await startWorker(taskQueue, 50, settings);
    const deps = depsOn(taskQueue);
    const { userId, matrixId, attachmentIds } = await buildMatrix(deps, 30, 2);
    await addMatrixDocuments(deps, userId, { matrixId, attachmentIds });
    await waitFor('some cells answered', async () => (await counts(matrixId)).completed >= 10);
    await worker.stop();
    const stopped = await counts(matrixId);
    expect(stopped.processing).toBeGreaterThan(0);

    ({ worker } = await startWorker(taskQueue, 50, settings));
    try {
      await waitFor('every cell answered', async () => (await counts(matrixId)).completed === 60, 180000);
      const runs = await waitFor('the runs in visibility', async () => {
        const listed = await cellRuns(matrixId);
        return listed.size === 60 && listed;
      });
      expect([...runs.values()].filter((count) => count !== 1)).toEqual([]);
    } finally {
      await worker.stop();
    }
  });

  /** A worker whose first cell's AI call waits until `release()`: that cell (`held()`, its document) is the victim. */
  async function startWorkerHoldingOne(taskQueue: string, latencyMs: number, settings: Parameters<typeof startWorker>[2]) {
    let heldDocument: string | undefined;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const started = await startWorker(taskQueue, latencyMs, settings, {
      before: async (input) => {
        if (heldDocument !== undefined && heldDocument !== input.documentName) return;
        heldDocument = input.documentName;
        await released;
      },
    });
    return { ...started, held: () => heldDocument, release: () => release() };
  }

  /** The victim's cell: the cell of the held document. */
  async function heldCell(matrixId: string, documentName: string | undefined): Promise<string> {
    const { rows } = await db.query<{ id: string }>(
      `select e.id from matrix_elements e join matrix_documents d on d.id = e.document_id join attachments a on a.id = d.attachment_id
       where e.matrix_id = $1 and a.name = $2`,
      [matrixId, documentName],
    );
    return rows[0]!.id;
  }

  /** What an operator does in the Temporal UI: the run ends and never writes its cell; then the fan-out fails it. */
  async function terminateAndWaitFailed(victim: string): Promise<void> {
    await temporal.workflow.getHandle(matrixCellWorkflowId(victim)).terminate('stopped by an operator');
    await waitFor('the victim failed', async () => (await db.query<{ status: string }>('select status from matrix_elements where id = $1', [victim])).rows[0]?.status === 'FAILED');
  }

  /** Once the late answer is back: the victim stays FAILED with the message, the two others are answered. */
  async function expectVictimFailedOthersAnswered(matrixId: string, victim: string): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const { rows: cells } = await db.query<{ id: string; status: string; error: string | null }>('select id, status, error from matrix_elements where matrix_id = $1', [matrixId]);
    expect(cells.find((cell) => cell.id === victim)).toMatchObject({ status: 'FAILED', error: MATRIX_MESSAGES.stopped });
    expect(cells.filter((cell) => cell.id !== victim).map((cell) => cell.status)).toEqual(['COMPLETED', 'COMPLETED']);
  }

  it('frees the window of a cell whose run an operator terminated: the cell fails with a message, its late answer is not stored, the others go on', async () => {
    // The victim's AI call is held until the test lets it go, so the victim is still computing when it is terminated
    // and when the window is checked for stopped runs, on any machine; the other cells take 8 s (the window holds 2, so
    // it is full when the check runs), and it is checked for stopped runs after 1 s.
    const taskQueue = `fanout-terminated-${randomUUID()}`;
    const { worker, stub, held, release } = await startWorkerHoldingOne(taskQueue, 8000, { cellConcurrency: 2, userCellsInFlight: 2, dispatchBatch: 2, stoppedCellCheckMs: 1000 });
    try {
      const deps = depsOn(taskQueue);
      const { userId, matrixId, attachmentIds } = await buildMatrix(deps, 3, 1);
      await addMatrixDocuments(deps, userId, { matrixId, attachmentIds });
      await waitFor('the window full', async () => (await counts(matrixId)).in_flight === 2 && held() !== undefined);
      const victim = await heldCell(matrixId, held());
      await terminateAndWaitFailed(victim);
      // The orphaned activity's call comes back now: its answer must not replace the failure.
      release();
      await waitFor('every cell settled', async () => (await counts(matrixId)).processing === 0 && stub.inFlight() === 0, 120000);
      await expectVictimFailedOthersAnswered(matrixId, victim);
    } finally {
      release();
      await worker.stop();
    }
  });

  it('watches its request after starting every cell: a cell whose run an operator terminated fails with a message, and the fan-out ends once none is in flight', async () => {
    // The window (10) is larger than the request (3 cells): the fan-out has nothing queued after its first step, so the
    // window's own check never runs. The victim's AI call is held until the test lets it go; the others take 0.2 s.
    const taskQueue = `fanout-watched-${randomUUID()}`;
    const { worker, stub, held, release } = await startWorkerHoldingOne(taskQueue, 200, { cellConcurrency: 2, userCellsInFlight: 10, dispatchBatch: 10, stoppedCellCheckMs: 1000 });
    try {
      const deps = depsOn(taskQueue);
      const { userId, matrixId, attachmentIds } = await buildMatrix(deps, 3, 1);
      await addMatrixDocuments(deps, userId, { matrixId, attachmentIds });
      const { rows: generations } = await db.query<{ generation: string }>('select distinct generation from matrix_elements where matrix_id = $1', [matrixId]);
      const fanout = temporal.workflow.getHandle(matrixFanoutWorkflowId(matrixId, generations[0]!.generation));
      await waitFor('the others answered and the victim held', async () => (await counts(matrixId)).completed === 2 && held() !== undefined);
      const victim = await heldCell(matrixId, held());
      // Every cell is started, and the fan-out still runs: it watches the victim (asserted once the victim is settled, so
      // a fan-out that has already ended shows as the cell it leaves PROCESSING).
      expect(await counts(matrixId)).toMatchObject({ processing: 1, in_flight: 1 });
      const fanoutWhileInFlight = (await fanout.describe()).status.name;
      await terminateAndWaitFailed(victim);
      expect(fanoutWhileInFlight).toBe('RUNNING');
      expect(await fanout.result()).toEqual<MatrixFanoutWorkflowResult>({ outcome: 'dispatched', started: 3 });
      expect((await fanout.describe()).status.name).toBe('COMPLETED');
      await recordHistory(fanout.workflowId, 'matrix-fanout-watched.binpb');
      // The orphaned activity's call comes back now: its answer must not replace the failure.
      release();
      await waitFor('the late answer back', async () => stub.inFlight() === 0);
      await expectVictimFailedOthersAnswered(matrixId, victim);
    } finally {
      release();
      await worker.stop();
    }
  });

  it('cancels the running cells of a deleted column in a matrix-cancel workflow, and never starts its queued ones', async () => {
    // Answers take two minutes here: the cells in flight are still running when the cancellation reaches them.
    const taskQueue = `fanout-cancel-${randomUUID()}`;
    const { worker, stub } = await startWorker(taskQueue, 120_000, { cellConcurrency: 2, userCellsInFlight: 6, dispatchBatch: 6 });
    try {
      const deps = depsOn(taskQueue);
      const { userId, matrixId, attachmentIds } = await buildMatrix(deps, 20, 2);
      await addMatrixDocuments(deps, userId, { matrixId, attachmentIds });
      await waitFor('the window full and two AI calls running', async () => (await counts(matrixId)).in_flight === 6 && stub.inFlight() === 2);
      const { rows: columns } = await db.query<{ id: string }>('select id from matrix_columns where matrix_id = $1 order by sort_order', [matrixId]);
      const { rows: running } = await db.query<{ id: string; column_id: string }>(
        `select id, column_id from matrix_elements where matrix_id = $1 and dispatched and status = 'PROCESSING'`,
        [matrixId],
      );
      for (const column of columns) await deleteMatrixColumn(deps, userId, column.id);

      const query = `${SEARCH_ATTRIBUTES.matrixId} = "${matrixId}" AND WorkflowType = "${WORKFLOW_TYPES.matrixCancel}"`;
      const cancels = await waitFor('the cancellations listed', async () => {
        const listed = [];
        for await (const execution of temporal.workflow.list({ query })) listed.push(execution);
        return listed.length > 0 && listed;
      });
      for (const cancel of cancels) await temporal.workflow.getHandle(cancel.workflowId).result();
      await recordHistory(cancels[0]!.workflowId, 'matrix-cancel.binpb');
      // A run that had not read its cell yet when the delete committed ends at once as superseded (nothing stored); every
      // other run, the two computing ones at least, is cancelled.
      const ends: string[] = [];
      for (const cell of running) {
        const handle = temporal.workflow.getHandle(matrixCellWorkflowId(cell.id));
        const status = await waitFor('the cell run ended', async () => {
          const { status: current } = await handle.describe();
          return current.name !== 'RUNNING' && current.name;
        });
        ends.push(status === 'COMPLETED' ? `COMPLETED ${(await handle.result()).outcome}` : status);
      }
      expect(ends.filter((end) => !/^CANCEL/.test(end) && end !== 'COMPLETED superseded')).toEqual([]);
      expect(ends.filter((end) => /^CANCEL/.test(end)).length).toBeGreaterThanOrEqual(2);
      expect(stub.calls()).toBe(2);
      // The 34 queued cells had no run to cancel, and no fan-out starts them any more.
      const runs = await cellRuns(matrixId);
      expect(runs.size).toBe(running.length);
    } finally {
      await worker.stop();
    }
  });

  it("derives the window from the matrix workers Temporal sees polling: a second worker on the queue widens it", async () => {
    const taskQueue = `matrix-window-${randomUUID()}`;
    const settings = { cellConcurrency: 2, cellPrefetch: 1 };
    // Two processes in production: here two workers of one process, told apart by their identities.
    const startNamed = (identity: string) => startMatrixWorker(api.config, { db, ai: latencyStub(10).ai }, settings, { taskQueue, identity });
    const first = { worker: await startNamed(`first-${taskQueue}`) };
    const firstStarted = Date.now();
    let second: { worker: Awaited<ReturnType<typeof startMatrixWorker>> } | undefined;
    try {
      // One worker of 3 cell slots: a window of 3 (MATRIX_CELLS_IN_FLIGHT_PER_SLOT × slots × workers).
      expect(first.worker.cellWindow()).toBe(3 * MATRIX_CELLS_IN_FLIGHT_PER_SLOT);
      second = { worker: await startNamed(`second-${taskQueue}`) };
      // Temporal's description of the queue lists both pollers; the first worker recounts within its refresh interval.
      const deadline = Date.now() + MATRIX_WORKER_COUNT_REFRESH_MS + 20_000;
      while (Date.now() < deadline && (await workersPolling(temporal, taskQueue)) < 2) await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await workersPolling(temporal, taskQueue)).toBe(2);
      while (Date.now() < deadline && first.worker.cellWindow() < 6 * MATRIX_CELLS_IN_FLIGHT_PER_SLOT) await new Promise((resolve) => setTimeout(resolve, 500));
      expect(first.worker.cellWindow()).toBe(6 * MATRIX_CELLS_IN_FLIGHT_PER_SLOT);
      // Idle, each worker's last poll is its open long poll, which Temporal dates from its start: 40 s on, both still count.
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, firstStarted + 40_000 - Date.now())));
      expect(await workersPolling(temporal, taskQueue)).toBe(2);
    } finally {
      await second?.worker.stop();
      await first.worker.stop();
    }
  });
});

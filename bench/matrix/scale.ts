/**
 * 10,000 documents, through the API's matrix commands on a real Temporal dev server and PostgreSQL, with the AI stub
 * of `throughput.ts` (300 ms a cell):
 *
 * 1. 10,000 documents added to a 2-column matrix in requests of MATRIX_DOCUMENTS_PER_REQUEST (as the upload does):
 *    the time of the requests, then 20,000 cells computed by the production matrix worker for a bounded time
 *    (MATRIX_BENCH_SECONDS, default 120; 0 runs to the end): cells/s sustained, worker and Temporal CPU per cell, the
 *    p95 of a main-queue workflow (a chat turn on `arcline-main`) meanwhile, and how long another user's 10-cell
 *    matrix takes meanwhile.
 * 2. The same 10,000 documents added to a 20-column matrix (200,000 cells): the time of the requests; then a column
 *    deleted and the whole matrix deleted while its cells run: the time of the requests and of the `matrix-cancel`
 *    workflows, and the Temporal dev server's CPU meanwhile.
 *
 *   npx tsx bench/matrix/scale.ts
 *   MATRIX_BENCH_SECONDS=0 MATRIX_CELL_CONCURRENCY=10 npx tsx bench/matrix/scale.ts
 */
import { performance } from 'node:perf_hooks';
import { MATRIX_DOCUMENTS_PER_REQUEST, parseRuntimeConfig } from '@arcline/shared';
import { WORKFLOW_TYPES, SEARCH_ATTRIBUTES } from '@arcline/shared/contracts';
import { addMatrixDocuments } from '../../api/src/commands/matrix/matrixDocuments';
import { createMatrixColumn, deleteMatrixColumn } from '../../api/src/commands/matrix/matrixColumns';
import { createMatrix, deleteMatrix } from '../../api/src/commands/matrix/matrixLifecycle';
import { sequelizeSql } from '../../api/src/db/sequelizeSql';
import { matrixWorkerSettings, startMatrixWorker } from '@arcline/worker/matrixWorker';
import { insertIndexedAttachments, latencyStub } from '../../tests/harness/matrixCorpus';
import { cellCounts, cpuSecondsOf, percentile, runBench, startMatrixBench, type MatrixBench } from './matrixBench';

const DOCUMENTS = 10000;
const LATENCY_MS = 300;
const PROBE_INTERVAL_MS = 500;
const measureSeconds = Number(process.env.MATRIX_BENCH_SECONDS ?? 120);
const settings = matrixWorkerSettings(parseRuntimeConfig(process.env));

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function matrixWithColumns(bench: MatrixBench, userId: string, name: string, columns: number) {
  const matrix = await createMatrix(sequelizeSql(bench.deps.sequelize), userId, name);
  const columnIds: string[] = [];
  for (let index = 0; index < columns; index += 1) {
    const column = await createMatrixColumn(bench.deps, userId, {
      matrixId: matrix.id,
      name: `Column ${index + 1}`,
      queryType: 'CUSTOM',
      matrixQueryId: null,
      customQuery: `Question ${index + 1}?`,
    });
    columnIds.push(column.id);
  }
  return { matrixId: matrix.id, columnIds };
}

/** Adds the documents as the browser's upload does: requests of MATRIX_DOCUMENTS_PER_REQUEST, one after the other. */
async function addInBatches(bench: MatrixBench, userId: string, matrixId: string, attachmentIds: string[]): Promise<number[]> {
  const times: number[] = [];
  for (let offset = 0; offset < attachmentIds.length; offset += MATRIX_DOCUMENTS_PER_REQUEST) {
    const started = performance.now();
    await addMatrixDocuments(bench.deps, userId, { matrixId, attachmentIds: attachmentIds.slice(offset, offset + MATRIX_DOCUMENTS_PER_REQUEST) });
    times.push(performance.now() - started);
  }
  return times;
}

/** The runs the matrix's `matrix-cancel` workflows cancelled, once visibility lists them (it lags the start a little). */
async function waitForCancellations(bench: MatrixBench, matrixId: string, expected = 1): Promise<number> {
  const query = `${SEARCH_ATTRIBUTES.matrixId} = "${matrixId}" AND WorkflowType = "${WORKFLOW_TYPES.matrixCancel}"`;
  const deadline = Date.now() + 10000;
  for (;;) {
    const listed: string[] = [];
    for await (const execution of bench.client.workflow.list({ query })) listed.push(execution.workflowId);
    if (listed.length >= expected || Date.now() > deadline) {
      let cancelled = 0;
      for (const workflowId of listed) cancelled += ((await bench.client.workflow.getHandle(workflowId).result()) as { cancelled: number }).cancelled;
      return cancelled;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function main(): Promise<void> {
  const bench = await startMatrixBench();
  const { db, config } = bench;
  const userId = await bench.newUser();
  let t = performance.now();
  const attachmentIds = await insertIndexedAttachments(db, userId, DOCUMENTS);
  console.log(`${DOCUMENTS} indexed attachments written straight to the database in ${seconds(performance.now() - t)} (set-up, not measured)`);
  console.log(`Matrix worker: ${settings.cellConcurrency} cell slots, a window of ${settings.userCellsInFlight} cells in flight per user; AI stub ${LATENCY_MS} ms`);
  const stub = latencyStub(LATENCY_MS);
  const matrixWorker = await startMatrixWorker(config, { db, ai: stub.ai }, settings);
  try {
    // 1. 10,000 × 2.
    const wide = await matrixWithColumns(bench, userId, '10,000 × 2', 2);
    const idle = bench.probeMainQueue(0);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const baseline = await idle.stop();
    const probes = bench.probeMainQueue(PROBE_INTERVAL_MS);
    const cpuBefore = process.cpuUsage();
    const temporalCpuBefore = cpuSecondsOf(bench.stack.temporalPid);
    t = performance.now();
    const addTimes = await addInBatches(bench, userId, wide.matrixId, attachmentIds);
    const added = performance.now() - t;
    console.log(`\n10,000 documents × 2 columns = 20,000 cells`);
    console.log(`  adding the documents: ${addTimes.length} requests of ${MATRIX_DOCUMENTS_PER_REQUEST} in ${seconds(added)} (per request p50 ${percentile(addTimes, 50).toFixed(0)} ms, max ${Math.max(...addTimes).toFixed(0)} ms)`);

    // Another user's small matrix while the big one runs.
    const otherUser = await bench.newUser();
    const otherAttachments = await insertIndexedAttachments(db, otherUser, 5);
    const small = await matrixWithColumns(bench, otherUser, 'small', 2);
    await new Promise((resolve) => setTimeout(resolve, 10000));
    const smallStarted = performance.now();
    await addMatrixDocuments(bench.deps, otherUser, { matrixId: small.matrixId, attachmentIds: otherAttachments });
    while ((await cellCounts(db, small.matrixId)).completed < 10) await new Promise((resolve) => setTimeout(resolve, 100));
    console.log(`  another user's 5 × 2 matrix meanwhile: answered in ${seconds(performance.now() - smallStarted)}`);

    const measureFrom = performance.now();
    const completedFrom = (await cellCounts(db, wide.matrixId)).completed;
    let last = await cellCounts(db, wide.matrixId);
    while (last.processing > 0 && (measureSeconds === 0 || performance.now() - measureFrom < measureSeconds * 1000)) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      last = await cellCounts(db, wide.matrixId);
    }
    const measured = performance.now() - measureFrom;
    const cells = last.completed - completedFrom;
    const cpu = process.cpuUsage(cpuBefore);
    const temporalCpu = cpuSecondsOf(bench.stack.temporalPid) - temporalCpuBefore;
    const during = await probes.stop();
    const rate = cells / (measured / 1000);
    console.log(`  sustained: ${cells} cells in ${seconds(measured)} = ${rate.toFixed(1)} cells/s (ideal ${(settings.cellConcurrency * 1000 / LATENCY_MS).toFixed(1)}); ${last.completed} of 20,000 done, ${last.inFlight} in flight, peak AI calls at once ${stub.peak()}`);
    if (last.processing > 0) console.log(`  at that rate all 20,000 take ${seconds((20000 / rate) * 1000)} (the run was bounded to ${measureSeconds} s)`);
    console.log(`  CPU per cell (from the first request): bench process (API commands + workers) ${((cpu.user + cpu.system) / 1000 / last.completed).toFixed(1)} ms, Temporal dev server ${((temporalCpu * 1000) / last.completed).toFixed(1)} ms`);
    console.log(`  main-queue workflow (a chat turn) meanwhile: idle p50 ${percentile(baseline, 50).toFixed(0)} ms; p50 ${percentile(during, 50).toFixed(0)} ms, p95 ${percentile(during, 95).toFixed(0)} ms, max ${Math.max(...during).toFixed(0)} ms (${during.length} runs)`);
    t = performance.now();
    await deleteMatrix(bench.deps, userId, wide.matrixId);
    console.log(`  deleting it while it runs: request ${(performance.now() - t).toFixed(0)} ms, ${await waitForCancellations(bench, wide.matrixId)} runs cancelled by matrix-cancel after ${seconds(performance.now() - t)}`);

    // 2. 10,000 × 20.
    const tall = await matrixWithColumns(bench, userId, '10,000 × 20', 20);
    t = performance.now();
    const tallTimes = await addInBatches(bench, userId, tall.matrixId, attachmentIds);
    console.log(`\n10,000 documents × 20 columns = 200,000 cells`);
    console.log(`  adding the documents: ${tallTimes.length} requests of ${MATRIX_DOCUMENTS_PER_REQUEST} in ${seconds(performance.now() - t)} (per request p50 ${percentile(tallTimes, 50).toFixed(0)} ms, max ${Math.max(...tallTimes).toFixed(0)} ms)`);
    await new Promise((resolve) => setTimeout(resolve, 10000));
    const running = await cellCounts(db, tall.matrixId);
    console.log(`  10 s later: ${running.completed} answered, ${running.inFlight} in flight, ${running.queued} queued in PostgreSQL (not in Temporal)`);
    const cancelCpuBefore = cpuSecondsOf(bench.stack.temporalPid);
    t = performance.now();
    await deleteMatrixColumn(bench.deps, userId, tall.columnIds[0]!);
    const columnRequest = performance.now() - t;
    const columnCancelled = await waitForCancellations(bench, tall.matrixId);
    console.log(`  deleting a column (10,000 cells): request ${columnRequest.toFixed(0)} ms, ${columnCancelled} runs cancelled after ${seconds(performance.now() - t)}`);
    t = performance.now();
    await deleteMatrix(bench.deps, userId, tall.matrixId);
    const matrixRequest = performance.now() - t;
    const allCancelled = await waitForCancellations(bench, tall.matrixId, 2);
    console.log(`  deleting the matrix (190,000 cells): request ${matrixRequest.toFixed(0)} ms, ${allCancelled - columnCancelled} more runs cancelled after ${seconds(performance.now() - t)}; Temporal CPU for both deletes ${(cpuSecondsOf(bench.stack.temporalPid) - cancelCpuBefore).toFixed(1)} s`);
  } finally {
    await matrixWorker.stop();
    await bench.close();
  }
}

runBench(main);

/**
 * P1, matrix cell throughput: 100 documents × 10 columns = 1,000 `matrix-cell` workflows on a real Temporal dev server
 * and PostgreSQL, started by the request's `matrix-fanout` workflow and run by the production matrix worker and
 * activities, with the AI provider replaced by a stub that answers after a fixed 300 ms. Prints the request's time,
 * the fan-out time (request → last cell workflow started), wall time, cells per second and the ratio to the ideal time
 * (cells × latency ÷ concurrency), and the latency of a main-queue workflow (the chat's queue) meanwhile.
 *
 *   npx tsx bench/matrix/throughput.ts            # concurrency 10 (the worker's default)
 *   MATRIX_BENCH_CONCURRENCY=10,50 npx tsx bench/matrix/throughput.ts
 */
import { performance } from 'node:perf_hooks';
import { addMatrixDocuments } from '../../api/src/commands/matrix/matrixDocuments';
import { createMatrixColumn } from '../../api/src/commands/matrix/matrixColumns';
import { createMatrix } from '../../api/src/commands/matrix/matrixLifecycle';
import { sequelizeSql } from '../../api/src/db/sequelizeSql';
import { startMatrixWorker } from '@arcline/worker/matrixWorker';
import { insertIndexedAttachments, latencyStub } from '../../tests/harness/matrixCorpus';
import { cellTimeline } from './cellTimeline';
import { cellCounts, cpuSecondsOf, percentile, runBench, startMatrixBench } from './matrixBench';

const DOCUMENTS = 100;
const COLUMNS = 10;
const LATENCY_MS = 300;
const PROBE_INTERVAL_MS = 250;
const concurrencies = (process.env.MATRIX_BENCH_CONCURRENCY ?? '10').split(',').map((value) => Number(value.trim()));

async function main(): Promise<void> {
  const bench = await startMatrixBench();
  const { db, deps, config } = bench;
  console.log(`Matrix throughput: ${DOCUMENTS} documents × ${COLUMNS} columns = ${DOCUMENTS * COLUMNS} cells, AI stub ${LATENCY_MS} ms per cell`);
  try {
    for (const concurrency of concurrencies) {
      const userId = await bench.newUser();
      const attachmentIds = await insertIndexedAttachments(db, userId, DOCUMENTS);
      const matrix = await createMatrix(sequelizeSql(deps.sequelize), userId, `Bench ×${concurrency}`);
      for (let index = 0; index < COLUMNS; index += 1) {
        await createMatrixColumn(deps, userId, { matrixId: matrix.id, name: `Column ${index + 1}`, queryType: 'CUSTOM', matrixQueryId: null, customQuery: `Question ${index + 1}?` });
      }

      const stub = latencyStub(LATENCY_MS);
      // MATRIX_USER_CELLS_IN_FLIGHT from the environment fixes the window; unset, the worker derives it (its slots × workers polling).
      const window = process.env.MATRIX_USER_CELLS_IN_FLIGHT ? { userCellsInFlight: Number(process.env.MATRIX_USER_CELLS_IN_FLIGHT) } : {};
      const matrixWorker = await startMatrixWorker(config, { db, ai: stub.ai }, { cellConcurrency: concurrency, ...window });
      const baseline: number[] = [];
      const idle = bench.probeMainQueue(0);
      await new Promise((resolve) => setTimeout(resolve, 2000));
      baseline.push(...(await idle.stop()));
      const probes = bench.probeMainQueue(PROBE_INTERVAL_MS);

      const cpuBefore = process.cpuUsage();
      const temporalCpuBefore = cpuSecondsOf(bench.stack.temporalPid);
      const t0 = performance.now();
      await addMatrixDocuments(deps, userId, { matrixId: matrix.id, attachmentIds });
      const answered = performance.now();
      let lastStarted = NaN;
      for (;;) {
        const counts = await cellCounts(db, matrix.id);
        if (counts.queued === 0 && Number.isNaN(lastStarted)) lastStarted = performance.now();
        if (counts.processing === 0) {
          if (counts.completed !== DOCUMENTS * COLUMNS) throw new Error(`only ${counts.completed} cells completed`);
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const wall = performance.now() - t0;
      const cpu = process.cpuUsage(cpuBefore);
      const temporalCpu = cpuSecondsOf(bench.stack.temporalPid) - temporalCpuBefore;
      const during = await probes.stop();
      const cellWindow = matrixWorker.cellWindow();
      await matrixWorker.stop();

      const cells = DOCUMENTS * COLUMNS;
      const ideal = (cells * LATENCY_MS) / concurrency;
      console.log(`\nconcurrency ${concurrency} (AI calls at once per worker, MATRIX_CELL_CONCURRENCY; peak AI calls in flight: ${stub.peak()})`);
      console.log(`  request (commit + fan-out start)  ${(answered - t0).toFixed(0)} ms`);
      console.log(`  fan-out: last cell started after  ${((lastStarted - t0) / 1000).toFixed(2)} s (a window of ${cellWindow} cells in flight)`);
      console.log(`  wall time                         ${(wall / 1000).toFixed(2)} s`);
      console.log(`  throughput                        ${(cells / (wall / 1000)).toFixed(1)} cells/s`);
      console.log(`  ideal (cells×latency÷conc.)       ${(ideal / 1000).toFixed(2)} s`);
      console.log(`  ratio to ideal                    ${(wall / ideal).toFixed(3)}`);
      console.log(`  CPU used meanwhile                bench process (API commands + workers) ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s, Temporal dev server ${temporalCpu.toFixed(1)} s`);
      const timeline = await cellTimeline(bench.client, db, matrix.id);
      console.log(`  where a cell's time goes (mean of ${40} cells' histories): ${Object.entries(timeline).map(([phase, value]) => `${phase} ${value.toFixed(0)}`).join('; ')}`);
      console.log(`  main-queue workflow latency       idle: p50 ${percentile(baseline, 50).toFixed(0)} ms; during the matrix: p50 ${percentile(during, 50).toFixed(0)} ms, p95 ${percentile(during, 95).toFixed(0)} ms, max ${Math.max(...during).toFixed(0)} ms (${during.length} runs)`);
    }
  } finally {
    await bench.close();
  }
}

runBench(main);

/**
 * Matrix cell throughput: 100 documents × 10 columns = 1,000 `matrix-cell` workflows on a real Temporal dev server
 * and PostgreSQL, run by the production matrix worker and activities, with the AI provider replaced by a stub that
 * answers after a fixed 300 ms. Prints wall time, cells per second and the ratio to the ideal time
 * (cells × latency ÷ concurrency), and the latency of a main-queue workflow (the chat's queue) meanwhile.
 *
 *   npx tsx bench/matrix/throughput.ts            # concurrency 10 (the worker's default)
 *   MATRIX_BENCH_CONCURRENCY=10,50 npx tsx bench/matrix/throughput.ts
 */
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { pino } from 'pino';
import { Client, Connection } from '@temporalio/client';
import { DefaultLogger, NativeConnection, Runtime, Worker } from '@temporalio/worker';
import { parseRuntimeConfig } from '@arcline/shared';
import { TASK_QUEUES, WORKFLOW_TYPES, helloWorldWorkflowId, type HelloWorldInput, type HelloWorldResult } from '@arcline/shared/contracts';
import { createSequelize } from '../../api/src/db/sequelize';
import { migrate } from '../../api/src/db/migrate';
import { Company, User, initModels } from '../../api/src/models';
import { addMatrixDocuments } from '../../api/src/commands/matrix/matrixDocuments';
import { createMatrixColumn } from '../../api/src/commands/matrix/matrixColumns';
import { createMatrix } from '../../api/src/commands/matrix/matrixLifecycle';
import type { MatrixCellDeps } from '../../api/src/commands/matrix/matrixCells';
import type { AiProvider, MatrixCellInput, MatrixCellResult } from '../../activities/src/ai/types';
import { startMatrixWorker } from '../../activities/src/matrix/matrixWorker';
import { workflowsPath } from '../../activities/src/worker';
import { startBenchStack } from './benchStack';

const DOCUMENTS = 100;
const COLUMNS = 10;
const LATENCY_MS = 300;
const PROBE_INTERVAL_MS = 250;
const concurrencies = (process.env.MATRIX_BENCH_CONCURRENCY ?? '10').split(',').map((value) => Number(value.trim()));

const contractsDir = path.resolve(import.meta.dirname, '../../tests/fixtures/contracts');
const contracts = readdirSync(contractsDir)
  .filter((name) => name.endsWith('.txt'))
  .map((name) => ({ name, paragraphs: readFileSync(path.join(contractsDir, name), 'utf8').split(/\n+/).map((line) => line.trim()).filter(Boolean) }));

/** The AI replaced by a fixed latency; counts the calls in flight to show the worker's bound holds. */
function latencyStub() {
  let inFlight = 0;
  let peak = 0;
  const extractMatrixCell = async (input: MatrixCellInput): Promise<MatrixCellResult> => {
    inFlight += 1;
    peak = Math.max(peak, inFlight);
    await new Promise((resolve) => setTimeout(resolve, LATENCY_MS));
    inFlight -= 1;
    return { result: `Stub answer for ${input.columnName}.`, refineResult: 'Stub', referenceResult: '', engine: 'local' };
  };
  return { ai: { extractMatrixCell } as Pick<AiProvider, 'extractMatrixCell'>, peak: () => peak };
}

/** User + system CPU seconds of a process, from /proc (Linux). */
function cpuSecondsOf(pid: number | undefined): number {
  if (!pid) return NaN;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticksPerSecond = 100;
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

/** One hello-world round trip on the main queue (the chat's queue), in ms. */
async function probeMainQueue(client: Client): Promise<number> {
  const started = performance.now();
  await client.workflow.execute<(input: HelloWorldInput) => Promise<HelloWorldResult>>(WORKFLOW_TYPES.helloWorld, {
    taskQueue: TASK_QUEUES.main,
    workflowId: helloWorldWorkflowId(randomUUID()),
    args: [{ name: 'probe' }],
  });
  return performance.now() - started;
}

async function main(): Promise<void> {
  Runtime.install({ logger: new DefaultLogger('ERROR') });
  const stack = await startBenchStack();
  const config = parseRuntimeConfig({ DATABASE_URL: stack.databaseUrl, TEMPORAL_ADDRESS: stack.temporalAddress, LOG_LEVEL: 'warn' });
  const sequelize = createSequelize(config.DATABASE_URL);
  initModels(sequelize);
  await migrate(sequelize);
  const db = new pg.Pool({ connectionString: config.DATABASE_URL, max: 20 });
  const connection = await Connection.connect({ address: config.TEMPORAL_ADDRESS });
  const client = new Client({ connection });
  const nativeConnection = await NativeConnection.connect({ address: config.TEMPORAL_ADDRESS });
  // The chat's queue: a worker with its own slots answering hello-world, the probe of how fast chat is served.
  const mainWorker = await Worker.create({
    connection: nativeConnection,
    taskQueue: TASK_QUEUES.main,
    workflowsPath,
    activities: { greet: async (name: string): Promise<HelloWorldResult> => ({ greeting: `Hello, ${name}!`, servedBy: 'bench' }) },
  });
  const mainRun = mainWorker.run();
  const deps: MatrixCellDeps = { sequelize, temporal: client, logger: pino({ level: 'warn' }) };

  console.log(`Machine: ${availableParallelism()} CPUs, load average ${loadavg().map((load) => load.toFixed(2)).join(' ')} at start`);
  console.log(`Matrix throughput: ${DOCUMENTS} documents × ${COLUMNS} columns = ${DOCUMENTS * COLUMNS} cells, AI stub ${LATENCY_MS} ms per cell`);
  try {
    for (const concurrency of concurrencies) {
      const company = await Company.create({ name: `Bench ${randomUUID()}` });
      const user = await User.create({ companyId: company.id, email: `bench-${randomUUID()}@bench.test`, username: `bench_${randomUUID().slice(0, 8)}`, displayName: 'Bench' });
      const attachmentIds: string[] = [];
      for (let index = 0; index < DOCUMENTS; index += 1) {
        const contract = contracts[index % contracts.length]!;
        const id = randomUUID();
        attachmentIds.push(id);
        await db.query(
          `insert into attachments (id, user_id, name, size, mime_type, md5, blob_name, status, paragraph_count)
           values ($1, $2, $3, 1, 'text/plain', $4, $5, 'COMPLETED', $6)`,
          [id, user.id, `${index}-${contract.name}`, id.replaceAll('-', ''), `bench/${id}`, contract.paragraphs.length],
        );
        await db.query(
          `insert into text_chunks (user_id, source_type, source_id, ordinal, content)
           select $1, 'attachment', $2, t.ordinal - 1, t.content from unnest($3::text[]) with ordinality as t(content, ordinal)`,
          [user.id, id, contract.paragraphs],
        );
      }
      const matrix = await createMatrix(user.id, `Bench ×${concurrency}`);
      for (let index = 0; index < COLUMNS; index += 1) {
        await createMatrixColumn(deps, user.id, { matrixId: matrix.id, name: `Column ${index + 1}`, queryType: 'CUSTOM', matrixQueryId: null, customQuery: `Question ${index + 1}?` });
      }

      const stub = latencyStub();
      const matrixWorker = await startMatrixWorker(config, { db, ai: stub.ai }, { cellConcurrency: concurrency });
      const baseline: number[] = [];
      for (let run = 0; run < 10; run += 1) baseline.push(await probeMainQueue(client));
      const probes: number[] = [];
      let probing = true;
      const probeLoop = (async () => {
        while (probing) {
          probes.push(await probeMainQueue(client));
          await new Promise((resolve) => setTimeout(resolve, PROBE_INTERVAL_MS));
        }
      })();

      const cpuBefore = process.cpuUsage();
      const temporalCpuBefore = cpuSecondsOf(stack.temporalPid);
      const t0 = performance.now();
      await addMatrixDocuments(deps, user.id, { matrixId: matrix.id, attachmentIds });
      const startedAll = performance.now();
      for (;;) {
        const { rows } = await db.query<{ processing: number; completed: number }>(
          `select count(*) filter (where status = 'PROCESSING')::int as processing, count(*) filter (where status = 'COMPLETED')::int as completed
           from matrix_elements where matrix_id = $1`,
          [matrix.id],
        );
        if (rows[0]!.processing === 0) {
          if (rows[0]!.completed !== DOCUMENTS * COLUMNS) throw new Error(`only ${rows[0]!.completed} cells completed`);
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const wall = performance.now() - t0;
      const cpu = process.cpuUsage(cpuBefore);
      const temporalCpu = cpuSecondsOf(stack.temporalPid) - temporalCpuBefore;
      probing = false;
      await probeLoop;
      await matrixWorker.stop();

      const cells = DOCUMENTS * COLUMNS;
      const ideal = (cells * LATENCY_MS) / concurrency;
      console.log(`\nconcurrency ${concurrency} (matrix worker activity slots; peak AI calls in flight: ${stub.peak()})`);
      console.log(`  workflows started (request)  ${((startedAll - t0) / 1000).toFixed(2)} s`);
      console.log(`  wall time                    ${(wall / 1000).toFixed(2)} s`);
      console.log(`  throughput                   ${(cells / (wall / 1000)).toFixed(1)} cells/s`);
      console.log(`  ideal (cells×latency÷conc.)  ${(ideal / 1000).toFixed(2)} s`);
      console.log(`  ratio to ideal               ${(wall / ideal).toFixed(3)}`);
      console.log(`  CPU used meanwhile           bench process (API commands + workers) ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s, Temporal dev server ${temporalCpu.toFixed(1)} s`);
      console.log(`  main-queue workflow latency  idle: p50 ${percentile(baseline, 50).toFixed(0)} ms; during the matrix: p50 ${percentile(probes, 50).toFixed(0)} ms, p95 ${percentile(probes, 95).toFixed(0)} ms, max ${Math.max(...probes).toFixed(0)} ms (${probes.length} runs)`);
    }
  } finally {
    mainWorker.shutdown();
    await mainRun;
    await nativeConnection.close();
    await connection.close();
    await db.end();
    await sequelize.close();
    await stack.stop();
  }
}

// Exit explicitly once the figures are printed: a lingering gRPC or native handle must not keep the bench alive.
main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

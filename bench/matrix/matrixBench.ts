/**
 * What the matrix orchestration benchmarks share: a throw-away stack (embedded PostgreSQL, Temporal dev server), the
 * API's Sequelize and matrix commands, a main-queue worker answering hello-world (a stand-in for a chat turn on
 * `arcline-main`), and helpers to measure.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { pino } from 'pino';
import { Client, Connection } from '@temporalio/client';
import { DefaultLogger, NativeConnection, Runtime, Worker } from '@temporalio/worker';
import { parseRuntimeConfig, type RuntimeConfig } from '@arcline/shared';
import { TASK_QUEUES, WORKFLOW_TYPES, helloWorldWorkflowId, type HelloWorldInput, type HelloWorldResult } from '@arcline/shared/contracts';
import type { Sequelize } from 'sequelize';
import { createSequelize } from '../../api/src/db/sequelize';
import { migrate } from '../../api/src/db/migrate';
import { companyStore, userStore } from '@arcline/shared/data';
import { bindApiDatabase } from '../../api/src/db/apiDatabase';
import { sequelizeSql } from '../../api/src/db/sequelizeSql';
import type { MatrixCellDeps } from '../../api/src/commands/matrix/matrixCells';
import { workflowsPath } from '@arcline/worker';
import { startBenchStack, type BenchStack } from './benchStack';

export interface MatrixBench {
  stack: BenchStack;
  config: RuntimeConfig;
  sequelize: Sequelize;
  db: pg.Pool;
  client: Client;
  deps: MatrixCellDeps;
  newUser(): Promise<string>;
  /** Runs hello-world on the main queue every `intervalMs` until the returned stop() is called; answers latencies. */
  probeMainQueue(intervalMs: number): { stop(): Promise<number[]> };
  close(): Promise<void>;
}

export async function startMatrixBench(): Promise<MatrixBench> {
  Runtime.install({ logger: new DefaultLogger('ERROR') });
  const stack = await startBenchStack();
  const config = parseRuntimeConfig({ DATABASE_URL: stack.databaseUrl, TEMPORAL_ADDRESS: stack.temporalAddress, LOG_LEVEL: 'warn' });
  const sequelize = createSequelize(config.DATABASE_URL);
  bindApiDatabase(sequelize);
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

  const probeOnce = async (): Promise<number> => {
    const started = performance.now();
    await client.workflow.execute<(input: HelloWorldInput) => Promise<HelloWorldResult>>(WORKFLOW_TYPES.helloWorld, {
      taskQueue: TASK_QUEUES.main,
      workflowId: helloWorldWorkflowId(randomUUID()),
      args: [{ name: 'probe' }],
    });
    return performance.now() - started;
  };

  console.log(`Machine: ${availableParallelism()} CPUs, load average ${loadavg().map((load) => load.toFixed(2)).join(' ')} at start`);
  return {
    stack,
    config,
    sequelize,
    db,
    client,
    deps: { sequelize, temporal: client, logger: pino({ level: 'warn' }) },
    async newUser() {
      const sql = sequelizeSql(sequelize);
      const company = await companyStore.create(sql, `Bench ${randomUUID()}`);
      const user = await userStore.create(sql, { companyId: company.id, email: `bench-${randomUUID()}@bench.test`, username: `bench_${randomUUID().slice(0, 8)}`, fullName: null, displayName: 'Bench', passwordHash: null });
      return user.id;
    },
    probeMainQueue(intervalMs) {
      const latencies: number[] = [];
      let probing = true;
      const loop = (async () => {
        while (probing) {
          latencies.push(await probeOnce());
          await new Promise((resolve) => setTimeout(resolve, intervalMs));
        }
      })();
      return {
        async stop() {
          probing = false;
          await loop;
          return latencies;
        },
      };
    },
    async close() {
      mainWorker.shutdown();
      await mainRun;
      await nativeConnection.close();
      await connection.close();
      await db.end();
      await sequelize.close();
      await stack.stop();
    },
  };
}

/** User + system CPU seconds of a process, from /proc (Linux). */
export function cpuSecondsOf(pid: number | undefined): number {
  if (!pid) return NaN;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticksPerSecond = 100;
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}

export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

export interface CellCounts {
  processing: number;
  completed: number;
  queued: number;
  inFlight: number;
}

export async function cellCounts(db: pg.Pool, matrixId: string): Promise<CellCounts> {
  const { rows } = await db.query<CellCounts>(
    `select count(*) filter (where status = 'PROCESSING')::int as processing, count(*) filter (where status = 'COMPLETED')::int as completed,
            count(*) filter (where status = 'PROCESSING' and not dispatched)::int as queued,
            count(*) filter (where status = 'PROCESSING' and dispatched)::int as "inFlight"
     from matrix_elements where matrix_id = $1`,
    [matrixId],
  );
  return rows[0]!;
}

/** Exit explicitly once the figures are printed: a lingering gRPC or native handle must not keep the bench alive. */
export function runBench(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

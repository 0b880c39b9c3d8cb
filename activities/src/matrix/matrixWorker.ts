import { Client, Connection } from '@temporalio/client';
import type { WorkerOptions } from '@temporalio/worker';
import type { RuntimeConfig } from '@arcline/shared';
import { TASK_QUEUES } from '@arcline/shared/contracts';
import { runWorker, type StartedWorker } from '../runWorker';
import { workflowCode } from '../workflowBundles';
import { createMatrixActivities, type MatrixActivityDeps } from './matrixActivities';
import { createMatrixFanoutActivities, type MatrixFanoutSettings } from './matrixFanoutActivities';
import { errorReportingWorkerOptions } from '../errorReports/errorReportingWorkerOptions';

export { matrixWorkflowsPath } from '../workflowBundles';

export interface MatrixWorkerSettings extends MatrixFanoutSettings {
  /**
   * AI calls of matrix cells one worker process makes at once (MATRIX_CELL_CONCURRENCY), so with the provider's
   * AI_CALLS_PER_SECOND limiter a chat call waits behind at most this many matrix calls.
   */
  cellConcurrency: number;
  /**
   * Cells a worker process holds beyond those in an AI call (MATRIX_CELL_PREFETCH, default: as many): their activity
   * slots read the next cells' documents and store the last answers while the AI slots stay busy, and keep a poll
   * open so Temporal hands the next cell over at once instead of from its backlog.
   */
  cellPrefetch?: number;
}

export const DEFAULT_MATRIX_CELL_CONCURRENCY = 10;
export const DEFAULT_MATRIX_USER_CELLS_IN_FLIGHT = 100;
export const DEFAULT_MATRIX_DISPATCH_BATCH = 50;

function positiveInteger(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  const value = raw ? Number(raw) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

/** MATRIX_CELL_CONCURRENCY (default 10), MATRIX_CELL_PREFETCH (default: the concurrency) and MATRIX_USER_CELLS_IN_FLIGHT (default 100) from the environment. */
export function parseMatrixWorkerSettings(env: Record<string, string | undefined>): MatrixWorkerSettings {
  return {
    cellConcurrency: positiveInteger(env, 'MATRIX_CELL_CONCURRENCY', DEFAULT_MATRIX_CELL_CONCURRENCY),
    ...(env.MATRIX_CELL_PREFETCH?.trim() ? { cellPrefetch: positiveInteger(env, 'MATRIX_CELL_PREFETCH', 1) } : {}),
    userCellsInFlight: positiveInteger(env, 'MATRIX_USER_CELLS_IN_FLIGHT', DEFAULT_MATRIX_USER_CELLS_IN_FLIGHT),
    dispatchBatch: DEFAULT_MATRIX_DISPATCH_BATCH,
  };
}

/**
 * The second worker of the worker process: polls TASK_QUEUES.matrix with its own activity slots, so a large matrix
 * fills these slots only and chat, review and attachment work on TASK_QUEUES.main is never queued behind it. Its
 * fan-out and cancellation steps are local activities: they never wait behind the cells for a slot.
 */
export async function startMatrixWorker(
  config: RuntimeConfig,
  deps: MatrixActivityDeps,
  settings: Partial<MatrixWorkerSettings> = {},
  options: Partial<WorkerOptions> = {},
): Promise<StartedWorker> {
  const resolved = { ...parseMatrixWorkerSettings(process.env), ...settings };
  // The fan-out's steps start and cancel cells through a client of their own.
  const connection = await Connection.connect({ address: config.TEMPORAL_ADDRESS });
  const temporal = new Client({ connection, namespace: config.TEMPORAL_NAMESPACE });
  const worker = await runWorker(config, {
    taskQueue: TASK_QUEUES.matrix,
    ...workflowCode(config, 'matrix'),
    activities: {
      ...createMatrixActivities({ ...deps, aiCallsInFlight: resolved.cellConcurrency }),
      ...createMatrixFanoutActivities({ db: deps.db, temporal }, resolved),
    },
    maxConcurrentActivityTaskExecutions: resolved.cellConcurrency + (resolved.cellPrefetch ?? resolved.cellConcurrency),
    ...errorReportingWorkerOptions(config, deps.db),
    ...options,
  }).catch(async (error: unknown) => {
    await connection.close();
    throw error;
  });
  return {
    ...worker,
    async stop() {
      await worker.stop();
      await connection.close();
    },
  };
}

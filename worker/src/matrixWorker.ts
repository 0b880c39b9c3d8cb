import { Client, Connection } from '@temporalio/client';
import type { WorkerOptions } from '@temporalio/worker';
import type { RuntimeConfig } from '@arcline/shared';
import { TASK_QUEUES } from '@arcline/shared/contracts';
import {
  createMatrixActivities,
  createMatrixFanoutActivities,
  type MatrixActivityDeps,
  type MatrixFanoutSettings,
} from '@arcline/activities';
import { runWorker, type StartedWorker } from './runWorker';
import { workflowCode } from './workflowBundles';
import { errorReportingWorkerOptions } from './errorReportingWorkerOptions';

export { matrixWorkflowsPath } from './workflowBundles';

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

export const DEFAULT_MATRIX_DISPATCH_BATCH = 50;

export type MatrixWorkerConfig = Pick<RuntimeConfig, 'MATRIX_CELL_CONCURRENCY' | 'MATRIX_CELL_PREFETCH' | 'MATRIX_USER_CELLS_IN_FLIGHT'>;

/** The matrix worker's settings from the runtime config (MATRIX_CELL_CONCURRENCY, MATRIX_CELL_PREFETCH, MATRIX_USER_CELLS_IN_FLIGHT). */
export function matrixWorkerSettings(config: MatrixWorkerConfig): MatrixWorkerSettings {
  return {
    cellConcurrency: config.MATRIX_CELL_CONCURRENCY,
    ...(config.MATRIX_CELL_PREFETCH === undefined ? {} : { cellPrefetch: config.MATRIX_CELL_PREFETCH }),
    userCellsInFlight: config.MATRIX_USER_CELLS_IN_FLIGHT,
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
  const resolved = { ...matrixWorkerSettings(config), ...settings };
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

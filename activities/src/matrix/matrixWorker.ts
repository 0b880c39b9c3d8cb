import type { WorkerOptions } from '@temporalio/worker';
import type { RuntimeConfig } from '@arcline/shared';
import { TASK_QUEUES } from '@arcline/shared/contracts';
import { runWorker, type StartedWorker } from '../runWorker';
import { workflowCode } from '../workflowBundles';
import { createMatrixActivities, type MatrixActivityDeps } from './matrixActivities';
import { errorReportingWorkerOptions } from '../errorReports/errorReportingWorkerOptions';

export { matrixWorkflowsPath } from '../workflowBundles';

export interface MatrixWorkerSettings {
  /**
   * Cells one worker process computes at once (activity slots of TASK_QUEUES.matrix). Each slot holds at most one AI
   * call, so with the provider's AI_CALLS_PER_SECOND limiter a chat call waits behind at most this many matrix calls.
   */
  cellConcurrency: number;
}

export const DEFAULT_MATRIX_CELL_CONCURRENCY = 10;

/** MATRIX_CELL_CONCURRENCY from the environment, default 10. */
export function parseMatrixWorkerSettings(env: Record<string, string | undefined>): MatrixWorkerSettings {
  const raw = env.MATRIX_CELL_CONCURRENCY?.trim();
  const cellConcurrency = raw ? Number(raw) : DEFAULT_MATRIX_CELL_CONCURRENCY;
  if (!Number.isInteger(cellConcurrency) || cellConcurrency < 1) {
    throw new Error(`MATRIX_CELL_CONCURRENCY must be a positive integer, got "${raw}"`);
  }
  return { cellConcurrency };
}

/**
 * The second worker of the worker process: polls TASK_QUEUES.matrix with its own activity slots, so a large matrix
 * fills these slots only and chat, review and attachment work on TASK_QUEUES.main is never queued behind it.
 */
export function startMatrixWorker(
  config: RuntimeConfig,
  deps: MatrixActivityDeps,
  settings: MatrixWorkerSettings = parseMatrixWorkerSettings(process.env),
  options: Partial<WorkerOptions> = {},
): Promise<StartedWorker> {
  return runWorker(config, {
    taskQueue: TASK_QUEUES.matrix,
    ...workflowCode(config, 'matrix'),
    activities: createMatrixActivities(deps),
    maxConcurrentActivityTaskExecutions: settings.cellConcurrency,
    ...errorReportingWorkerOptions(config, deps.db),
    ...options,
  });
}

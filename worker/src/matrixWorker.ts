import { Client, Connection } from '@temporalio/client';
import { tsToMs } from '@temporalio/common/lib/time';
import type { WorkerOptions } from '@temporalio/worker';
import { MATRIX_CELLS_IN_FLIGHT_PER_SLOT, type RuntimeConfig } from '@arcline/shared';
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

/**
 * How long a workflow task of a matrix cell waits on its worker's sticky queue before Temporal hands it to any worker
 * (the SDK's default is 10 s). A killed worker's cells that were answered elsewhere wait this long for their next step;
 * a live worker that misses it only replays the cell's short history on another.
 */
export const MATRIX_STICKY_QUEUE_TIMEOUT = '5s';
/** How often a matrix worker counts the matrix workers polling its task queue, for the derived window. */
export const MATRIX_WORKER_COUNT_REFRESH_MS = 10_000;
/**
 * A worker counts as polling when its last poll of the task queue is at most this old (a dead one drops out after it).
 * Longer than Temporal's long poll (a minute): an idle live worker's last poll is the one still open, up to a minute old.
 */
export const MATRIX_WORKER_POLL_RECENT_MS = 75_000;

export type MatrixWorkerConfig = Pick<RuntimeConfig, 'MATRIX_CELL_CONCURRENCY' | 'MATRIX_CELL_PREFETCH' | 'MATRIX_USER_CELLS_IN_FLIGHT'>;

/** The activity slots of one matrix worker: its AI calls at once and the cells it holds beyond them. */
export function matrixCellSlots(settings: Pick<MatrixWorkerSettings, 'cellConcurrency' | 'cellPrefetch'>): number {
  return settings.cellConcurrency + (settings.cellPrefetch ?? settings.cellConcurrency);
}

/** The fan-out window derived from the matrix workers' capacity: MATRIX_CELLS_IN_FLIGHT_PER_SLOT × slots × workers. */
export function derivedCellWindow(slotsPerWorker: number, workers: number): number {
  return Math.max(1, Math.round(MATRIX_CELLS_IN_FLIGHT_PER_SLOT * slotsPerWorker * Math.max(1, workers)));
}

/**
 * The matrix worker's settings from the runtime config (MATRIX_CELL_CONCURRENCY, MATRIX_CELL_PREFETCH,
 * MATRIX_USER_CELLS_IN_FLIGHT); the window, when MATRIX_USER_CELLS_IN_FLIGHT is unset, for `workers` matrix workers
 * (startMatrixWorker counts them in Temporal as it runs).
 */
export function matrixWorkerSettings(config: MatrixWorkerConfig, workers = 1): MatrixWorkerSettings {
  const cells = {
    cellConcurrency: config.MATRIX_CELL_CONCURRENCY,
    ...(config.MATRIX_CELL_PREFETCH === undefined ? {} : { cellPrefetch: config.MATRIX_CELL_PREFETCH }),
  };
  return {
    ...cells,
    userCellsInFlight: config.MATRIX_USER_CELLS_IN_FLIGHT ?? derivedCellWindow(matrixCellSlots(cells), workers),
    dispatchBatch: DEFAULT_MATRIX_DISPATCH_BATCH,
  };
}

/**
 * The workers polling a task queue now: distinct identities (pid@host) whose last workflow or activity poll is at most
 * MATRIX_WORKER_POLL_RECENT_MS old, from Temporal's description of the queue.
 */
export async function workersPolling(client: Client, taskQueue: string, now = Date.now()): Promise<number> {
  const identities = new Set<string>();
  // temporal.api.enums.v1.TaskQueueType: 1 workflow, 2 activity.
  for (const taskQueueType of [1, 2] as const) {
    const described = await client.workflowService.describeTaskQueue({ namespace: client.options.namespace, taskQueue: { name: taskQueue }, taskQueueType });
    for (const poller of described.pollers ?? []) {
      const seen = poller.lastAccessTime ? tsToMs(poller.lastAccessTime) : 0;
      if (poller.identity && now - seen <= MATRIX_WORKER_POLL_RECENT_MS) identities.add(poller.identity);
    }
  }
  return identities.size;
}

export interface StartedMatrixWorker extends StartedWorker {
  /** The fan-out window this worker's steps use now (MATRIX_USER_CELLS_IN_FLIGHT, or derived from the workers polling). */
  cellWindow(): number;
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
): Promise<StartedMatrixWorker> {
  const resolved = { ...matrixWorkerSettings(config), ...settings };
  const taskQueue = options.taskQueue ?? TASK_QUEUES.matrix;
  // The fan-out's steps start and cancel cells through a client of their own.
  const connection = await Connection.connect({ address: config.TEMPORAL_ADDRESS });
  const temporal = new Client({ connection, namespace: config.TEMPORAL_NAMESPACE });
  // Unless set, the window follows the workers Temporal sees polling (this one at least), each with this one's slots:
  // a second worker widens it, a dead one's share is taken back once its last poll is MATRIX_WORKER_POLL_RECENT_MS old.
  const fixedWindow = settings.userCellsInFlight ?? config.MATRIX_USER_CELLS_IN_FLIGHT;
  let workers = 1;
  const fanoutSettings: MatrixFanoutSettings = { ...resolved };
  if (fixedWindow === undefined) {
    const slots = matrixCellSlots(resolved);
    Object.defineProperty(fanoutSettings, 'userCellsInFlight', { get: () => derivedCellWindow(slots, workers), enumerable: true });
  }
  const worker = await runWorker(config, {
    taskQueue,
    ...workflowCode(config, 'matrix'),
    activities: {
      ...createMatrixActivities({ ...deps, aiCallsInFlight: resolved.cellConcurrency }),
      ...createMatrixFanoutActivities({ db: deps.db, temporal }, fanoutSettings),
    },
    maxConcurrentActivityTaskExecutions: matrixCellSlots(resolved),
    stickyQueueScheduleToStartTimeout: MATRIX_STICKY_QUEUE_TIMEOUT,
    ...errorReportingWorkerOptions(config, deps.db),
    ...options,
  }).catch(async (error: unknown) => {
    await connection.close();
    throw error;
  });
  const count = async () => {
    try {
      const polling = Math.max(1, await workersPolling(temporal, taskQueue));
      if (polling !== workers) console.log(`matrix fan-out window: ${derivedCellWindow(matrixCellSlots(resolved), polling)} cells in flight per user (${polling} matrix workers polling)`);
      workers = polling;
    } catch {
      // Temporal unreachable for a moment (a frontend restart): the last count stands.
    }
  };
  let counting: Promise<void> = fixedWindow === undefined ? count() : Promise.resolve();
  const timer = fixedWindow === undefined ? setInterval(() => (counting = count()), MATRIX_WORKER_COUNT_REFRESH_MS) : undefined;
  timer?.unref();
  return {
    ...worker,
    cellWindow: () => fanoutSettings.userCellsInFlight,
    async stop() {
      clearInterval(timer);
      await worker.stop();
      await counting;
      await connection.close();
    },
  };
}

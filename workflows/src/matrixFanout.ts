import { continueAsNew, patched, proxyLocalActivities, sleep, workflowInfo } from '@temporalio/workflow';
import type { Activities } from '@arcline/activities/types';
import type { MatrixFanoutWorkflowInput, MatrixFanoutWorkflowResult } from '@arcline/shared/contracts';

const { dispatchMatrixCells, watchMatrixCells } = proxyLocalActivities<Activities>({
  startToCloseTimeout: '2 minutes',
  retry: { initialInterval: '1 second', maximumInterval: '30 seconds' },
});

/** First look for the request's cells: the command starts this workflow just before its transaction commits. */
const COMMIT_FIRST_WAIT_MS = 100;
/** A transaction that has not committed after this long never will (it rolled back, or the API died before it). */
const COMMIT_WAIT_MS = 10 * 60 * 1000;
/** While the user's window is full: look again after this long, doubling up to the maximum while nothing moves. */
const WAIT_MIN_MS = 500;
const WAIT_MAX_MS = 5000;
/** Steps of one run before it continues as new, so the history stays small for a 200,000-cell request. */
const STEPS_PER_RUN = 400;
/**
 * Runs that, once every cell is started, watch the request's cells in flight until none is left; histories recorded
 * before it end at that point, and replay so.
 */
const WATCHES_CELLS_IN_FLIGHT = 'matrix-fanout-watches-cells-in-flight';

/**
 * Imports only @temporalio/workflow and the contracts, like the cell workflow it shares the matrix worker's bundle with.
 *
 * `matrix-fanout/{matrixId}/{requestId}`: starts the cells of one matrix command (the matrix's cells whose generation
 * is the request id) while the user's window of cells in flight has room, a batch per step. Once every cell of the
 * request is started, answered or deleted, it watches the request's cells in flight: a run an operator terminates never
 * writes its cell, and once the user's window has room no step of theirs looks for it, so every `checkAfterMs` (the
 * worker's stoppedCellCheckMs) a step marks such cells FAILED; it ends when the request has no cell PROCESSING left.
 * Each step is a local activity that starts a cell at most once per generation and marks it in flight, so a retried
 * step or a replayed history never starts a cell twice.
 */
export async function matrixFanoutWorkflow(input: MatrixFanoutWorkflowInput): Promise<MatrixFanoutWorkflowResult> {
  const step = {
    matrixId: input.matrixId,
    userId: input.userId,
    requestId: input.requestId,
    taskQueue: workflowInfo().taskQueue,
    documentWaitMinutes: input.documentWaitMinutes,
    ...(input.userActionId ? { userActionId: input.userActionId } : {}),
  };
  let started = input.started ?? 0;
  let committed = input.committed ?? false;
  let wait = committed ? WAIT_MIN_MS : COMMIT_FIRST_WAIT_MS;
  let waitedForCommit = 0;
  const continueAsNewIfLong = async (steps: number) => {
    if (steps >= STEPS_PER_RUN || workflowInfo().continueAsNewSuggested) {
      await continueAsNew<typeof matrixFanoutWorkflow>({ ...input, committed, started });
    }
  };
  for (let steps = 0; ; steps += 1) {
    const result = await dispatchMatrixCells(step);
    started += result.started;
    if (!result.exists) {
      if (committed || waitedForCommit >= (input.commitWaitMs ?? COMMIT_WAIT_MS)) return committed ? { outcome: 'dispatched', started } : { outcome: 'abandoned' };
      await sleep(wait);
      waitedForCommit += wait;
      wait = Math.min(wait * 2, WAIT_MAX_MS);
      continue;
    }
    committed = true;
    if (!result.queued) {
      if (patched(WATCHES_CELLS_IN_FLIGHT)) await watchCellsInFlight(step, steps + 1, continueAsNewIfLong);
      return { outcome: 'dispatched', started };
    }
    await continueAsNewIfLong(steps);
    if (result.room) continue;
    wait = result.started > 0 ? WAIT_MIN_MS : Math.min(wait * 2, WAIT_MAX_MS);
    await sleep(wait);
  }
}

/**
 * Watch steps until the request has no cell PROCESSING, each `checkAfterMs` after the last (the worker's setting);
 * counted with the dispatch steps for continue-as-new, whose next run's first step finds nothing queued and watches on.
 */
async function watchCellsInFlight(
  step: Parameters<typeof watchMatrixCells>[0],
  firstStep: number,
  continueAsNewIfLong: (steps: number) => Promise<void>,
): Promise<void> {
  for (let steps = firstStep; ; steps += 1) {
    const watch = await watchMatrixCells(step);
    if (!watch.processing) return;
    await sleep(watch.checkAfterMs);
    await continueAsNewIfLong(steps);
  }
}

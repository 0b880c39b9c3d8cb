import { continueAsNew, proxyLocalActivities, sleep, workflowInfo } from '@temporalio/workflow';
import type { Activities } from '@arcline/activities/types';
import type { MatrixFanoutWorkflowInput, MatrixFanoutWorkflowResult } from '@arcline/shared/contracts';

const { dispatchMatrixCells } = proxyLocalActivities<Activities>({
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
 * Imports only @temporalio/workflow and the contracts, like the cell workflow it shares the matrix worker's bundle with.
 *
 * `matrix-fanout/{matrixId}/{requestId}`: starts the cells of one matrix command (the matrix's cells whose generation
 * is the request id) while the user's window of cells in flight has room, a batch per step, and ends once every cell
 * of the request is started, answered or deleted. Each step is a local activity that starts a cell at most once per
 * generation and marks it in flight, so a retried step or a replayed history never starts a cell twice.
 */
export async function matrixFanoutWorkflow(input: MatrixFanoutWorkflowInput): Promise<MatrixFanoutWorkflowResult> {
  const step = { matrixId: input.matrixId, userId: input.userId, requestId: input.requestId, taskQueue: workflowInfo().taskQueue, documentWaitMinutes: input.documentWaitMinutes };
  let started = input.started ?? 0;
  let committed = input.committed ?? false;
  let wait = committed ? WAIT_MIN_MS : COMMIT_FIRST_WAIT_MS;
  let waitedForCommit = 0;
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
    if (!result.queued) return { outcome: 'dispatched', started };
    if (steps >= STEPS_PER_RUN || workflowInfo().continueAsNewSuggested) {
      await continueAsNew<typeof matrixFanoutWorkflow>({ ...input, committed, started });
    }
    if (result.room) continue;
    wait = result.started > 0 ? WAIT_MIN_MS : Math.min(wait * 2, WAIT_MAX_MS);
    await sleep(wait);
  }
}

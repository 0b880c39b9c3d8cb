import { proxyLocalActivities, sleep } from '@temporalio/workflow';
import type { Activities } from '@arcline/activities/types';
import type { MatrixCancelWorkflowInput } from '@arcline/shared/contracts';

const { cancelMatrixCells } = proxyLocalActivities<Activities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '1 second', maximumInterval: '30 seconds' },
});

/** Cancellations per step, and the pause between steps: a steady trickle instead of a burst on Temporal. */
const CANCEL_BATCH = 50;
const CANCEL_PAUSE_MS = 200;

/**
 * `matrix-cancel/{matrixId}/{requestId}`: cancels the runs of the cells a delete removed, a batch at a time. Only the
 * cells in flight have runs (the user's window bounds them); queued cells were simply deleted.
 */
export async function matrixCancelWorkflow(input: MatrixCancelWorkflowInput): Promise<{ cancelled: number }> {
  for (let offset = 0; offset < input.elementIds.length; offset += CANCEL_BATCH) {
    if (offset > 0) await sleep(CANCEL_PAUSE_MS);
    await cancelMatrixCells(input.elementIds.slice(offset, offset + CANCEL_BATCH));
  }
  return { cancelled: input.elementIds.length };
}

import { ActivityFailure, ApplicationFailure, isCancellation, proxyActivities, proxyLocalActivities } from '@temporalio/workflow';
import type { Activities } from '@arcline/activities/types';
import { LONG_ACTIVITY_HEARTBEAT_TIMEOUT, type MatrixCellFailure, type MatrixCellWorkflowInput, type MatrixCellWorkflowResult } from '@arcline/shared/contracts';
import { AI_RETRY_POLICY } from './aiFailures';

/** One quick read: a local activity, so a cell costs one task on the matrix queue besides its AI call. */
const { beginMatrixCell } = proxyLocalActivities<Activities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', maximumInterval: '30 seconds' },
});

const { failMatrixCell } = proxyActivities<Activities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', maximumInterval: '30 seconds' },
});

/**
 * One AI call may take minutes (long documents, a slow provider); 429 and 5xx are retried, the rest is not. A matrix
 * sends thousands of calls at once, so it meets rate limits in runs: 10 attempts (2 s doubling to 1 min, ≈ 6 minutes of
 * retries) let a cell ride out a provider's bad minutes instead of failing after the 5 a chat turn allows.
 */
const { computeMatrixCell } = proxyActivities<Activities>({
  startToCloseTimeout: '5 minutes',
  heartbeatTimeout: LONG_ACTIVITY_HEARTBEAT_TIMEOUT,
  retry: { ...AI_RETRY_POLICY, initialInterval: '2 seconds', maximumInterval: '1 minute', maximumAttempts: 10 },
});

/**
 * Imports nothing but @temporalio/workflow, the contracts and the AI retry policy: the worker evaluates this bundle's modules for every run,
 * and 2,000 runs of a heavier bundle (zod, texts) cost seconds of CPU.
 *
 * `matrix-cell/{elementId}`: waits for the document's text, asks the AI provider, stores result, refineResult and
 * referenceResult. Every failure that is not a cancellation ends as a FAILED cell with a readable error; a cancelled
 * run (document, column or matrix deleted) stores nothing.
 */
export async function matrixCellWorkflow(input: MatrixCellWorkflowInput): Promise<MatrixCellWorkflowResult> {
  const start = await beginMatrixCell(input.elementId);
  if (start.generation === null) return { outcome: 'superseded' };
  const { generation } = start;

  let document = start.document;
  if (document.state === 'pending') {
    const { awaitMatrixCellDocument } = proxyActivities<Activities>({
      startToCloseTimeout: '30 seconds',
      scheduleToCloseTimeout: `${input.documentWaitMinutes} minutes`,
      retry: { initialInterval: '1 second', backoffCoefficient: 1.5, maximumInterval: '10 seconds' },
    });
    try {
      document = await awaitMatrixCellDocument(input.elementId, generation);
    } catch (error) {
      if (isCancellation(error)) throw error;
      return fail(input.elementId, generation, { reason: 'documentNotReady' });
    }
  }
  if (document.state === 'superseded') return { outcome: 'superseded' };
  if (document.state === 'failed') return fail(input.elementId, generation, { reason: 'explained', message: document.message });

  try {
    const { stored } = await computeMatrixCell(input.elementId, generation);
    return stored ? { outcome: 'completed' } : { outcome: 'superseded' };
  } catch (error) {
    if (isCancellation(error)) throw error;
    return fail(input.elementId, generation, extractionFailure(error));
  }
}

async function fail(elementId: string, generation: string, failure: MatrixCellFailure): Promise<MatrixCellWorkflowResult> {
  const { stored } = await failMatrixCell(elementId, generation, failure);
  return stored ? { outcome: 'failed' } : { outcome: 'superseded' };
}

/** A failure no retry can fix carries a message written for the user (e.g. the document is too long); others do not. */
function extractionFailure(error: unknown): MatrixCellFailure {
  const cause = error instanceof ActivityFailure ? error.cause : error;
  if (cause instanceof ApplicationFailure && cause.nonRetryable && cause.message) return { reason: 'explained', message: cause.message };
  return { reason: 'extractionFailed' };
}

import { ActivityFailure, ApplicationFailure, TemporalFailure, type RetryPolicy } from '@temporalio/workflow';
import { AI_FAILURE_TYPES } from '@arcline/shared/contracts';

/**
 * Retry policy of every activity that calls an AI provider: rate limits, overload and lost connections retry; invalid
 * requests, malformed answers and work the engine cannot do do not. Imports only the contracts, so the matrix cell's
 * small bundle can use it too.
 */
export const AI_RETRY_POLICY: RetryPolicy = {
  initialInterval: '1 second',
  backoffCoefficient: 2,
  maximumInterval: '30 seconds',
  maximumAttempts: 5,
  nonRetryableErrorTypes: [AI_FAILURE_TYPES.invalidRequest, AI_FAILURE_TYPES.malformedOutput, AI_FAILURE_TYPES.unsupportedByEngine],
};

/** The provider's honest message when the engine cannot do the task (e.g. web research offline), else null. */
export function unsupportedMessage(error: unknown): string | null {
  const cause = error instanceof ActivityFailure ? error.cause : error;
  return cause instanceof ApplicationFailure && cause.type === AI_FAILURE_TYPES.unsupportedByEngine ? cause.message : null;
}

/**
 * The error a topic workflow fails with after it has told the client: a Temporal failure as it is, anything else
 * wrapped, because a plain Error would only fail the workflow task and be retried forever.
 */
export const asWorkflowFailure = (error: unknown): TemporalFailure =>
  error instanceof TemporalFailure ? error : ApplicationFailure.fromError(error, { nonRetryable: true });

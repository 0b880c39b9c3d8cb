import { ActivityFailure, ApplicationFailure, TemporalFailure, type RetryPolicy } from '@temporalio/workflow';
import { CHAT_ERROR_MESSAGE, PUSH_MESSAGE_TYPES } from '@arcline/shared';
import { AI_FAILURE_TYPES } from '@arcline/shared/contracts';
import { END_OF_TOPIC, topicPublisher, type Publish } from './pushTopic';

/** Retry policy of every activity that calls an AI provider: rate limits and overload retry, bad requests do not. */
export const AI_RETRY_POLICY: RetryPolicy = {
  initialInterval: '1 second',
  backoffCoefficient: 2,
  maximumInterval: '30 seconds',
  maximumAttempts: 5,
  nonRetryableErrorTypes: [AI_FAILURE_TYPES.invalidRequest, AI_FAILURE_TYPES.unsupportedByEngine],
};

/** The provider's honest message when the engine cannot do the task (e.g. web research offline), else null. */
export function unsupportedMessage(error: unknown): string | null {
  const cause = error instanceof ActivityFailure ? error.cause : error;
  return cause instanceof ApplicationFailure && cause.type === AI_FAILURE_TYPES.unsupportedByEngine ? cause.message : null;
}

/** What the chat shows for a failed reply: the honest unsupported message, or the generic chat error (spec 01 §8). */
export const failureMessage = (error: unknown): string => unsupportedMessage(error) ?? CHAT_ERROR_MESSAGE;

/**
 * The error a topic workflow fails with after it has told the client: a Temporal failure as it is, anything else
 * wrapped, because a plain Error would only fail the workflow task and be retried forever.
 */
export const asWorkflowFailure = (error: unknown): TemporalFailure =>
  error instanceof TemporalFailure ? error : ApplicationFailure.fromError(error, { nonRetryable: true });

/**
 * Runs the work of a topic workflow and always ends its topic: the work's own answer then end-of-topic, or
 * error-response then end-of-topic. An engine's honest refusal completes the workflow; anything else fails it.
 */
export async function answerOnTopic<T>(topicId: string, work: (publish: Publish) => Promise<T>): Promise<T | { unsupported: string }> {
  const publish = topicPublisher(topicId);
  try {
    const result = await work(publish);
    await publish(END_OF_TOPIC);
    return result;
  } catch (error) {
    await publish({ type: PUSH_MESSAGE_TYPES.errorResponse, chatMessage: failureMessage(error) });
    await publish(END_OF_TOPIC);
    const unsupported = unsupportedMessage(error);
    if (unsupported) return { unsupported };
    throw asWorkflowFailure(error);
  }
}

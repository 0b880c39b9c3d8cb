import { proxyActivities } from '@temporalio/workflow';
import { CHAT_PROGRESS_MESSAGES, PUSH_MESSAGE_TYPES } from '@arcline/shared';
import type { Activities } from '@arcline/activities/types';
import type { ReviewDocumentInput } from './contracts';
import { AI_RETRY_POLICY, asWorkflowFailure, failureMessage, unsupportedMessage } from './aiFailures';
import { END_OF_TOPIC, progressUpdate, topicPublisher } from './pushTopic';

const { reviewCachedDocument } = proxyActivities<Activities>({ startToCloseTimeout: '10 minutes', retry: AI_RETRY_POLICY });

/**
 * `review-document/{topicId}`: reviews the caller's cached document; the topic gets success-response
 * {review: {summary, findings}} (or error-response), then end-of-topic.
 */
export async function reviewDocumentWorkflow(input: ReviewDocumentInput): Promise<{ findings: number } | { unsupported: string }> {
  const publish = topicPublisher(input.topicId);
  try {
    await publish(progressUpdate(0, 1, CHAT_PROGRESS_MESSAGES.reasoning));
    const review = await reviewCachedDocument({ userId: input.userId, documentId: input.documentId, instructions: input.instructions });
    await publish({
      type: PUSH_MESSAGE_TYPES.successResponse,
      review: { summary: review.summary, findings: review.findings, engine: review.engine, model: review.model },
    });
    await publish(END_OF_TOPIC);
    return { findings: review.findings.length };
  } catch (error) {
    await publish({ type: PUSH_MESSAGE_TYPES.errorResponse, chatMessage: failureMessage(error) });
    await publish(END_OF_TOPIC);
    const unsupported = unsupportedMessage(error);
    if (unsupported) return { unsupported };
    throw asWorkflowFailure(error);
  }
}

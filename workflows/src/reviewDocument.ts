import { CHAT_PROGRESS_MESSAGES, PUSH_MESSAGE_TYPES } from '@arcline/shared/workflow';
import type { ReviewDocumentInput } from '@arcline/shared/contracts';
import { answerOnTopic, progressUpdate } from './pushTopic';
import { reviewCachedDocument } from './chatProxies';

/**
 * `review-document/{topicId}`: reviews the caller's cached document (against a playbook when the input names one,
 * following the user's instructions, which the input names by their stored prompt's id, see StoredPromptRef); the
 * topic gets success-response {review: {summary, findings}} (or error-response), then end-of-topic.
 */
export async function reviewDocumentWorkflow(input: ReviewDocumentInput): Promise<{ findings: number } | { unsupported: string }> {
  return answerOnTopic(input.topicId, async (publish) => {
    await publish(progressUpdate(0, 1, CHAT_PROGRESS_MESSAGES.reasoning));
    const { topicId: _topicId, ...request } = input;
    const review = await reviewCachedDocument(request);
    await publish({
      type: PUSH_MESSAGE_TYPES.successResponse,
      review: { summary: review.summary, findings: review.findings, engine: review.engine, model: review.model },
    });
    return { findings: review.findings.length };
  });
}

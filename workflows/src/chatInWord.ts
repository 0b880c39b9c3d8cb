import { proxyActivities } from '@temporalio/workflow';
import { CHAT_PROGRESS_MESSAGES, PUSH_MESSAGE_TYPES } from '@arcline/shared';
import type { Activities } from '@arcline/activities/types';
import type { ChatInWordWorkflowInput } from './contracts';
import { AI_RETRY_POLICY, asWorkflowFailure, failureMessage, unsupportedMessage } from './aiFailures';
import { END_OF_TOPIC, progressUpdate, topicPublisher } from './pushTopic';

const { findUsableAttachments } = proxyActivities<Activities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '30 seconds', maximumAttempts: 5 },
});
const { answerInWord } = proxyActivities<Activities>({ startToCloseTimeout: '5 minutes', retry: AI_RETRY_POLICY });

const STEPS = 2;

/**
 * `chat-in-word/{topicId}`, `run-insert-prompt/{topicId}` and `run-modify-prompt/{topicId}`: the cached document,
 * the selection or target paragraphs and the prompt go to the AI; the topic gets chat-in-word-endpoint-response with
 * an insert, modify or question action (or error-response), then end-of-topic.
 */
export async function chatInWordWorkflow(input: ChatInWordWorkflowInput): Promise<{ action: string } | { unsupported: string }> {
  const publish = topicPublisher(input.topicId);
  try {
    await publish(progressUpdate(0, STEPS, CHAT_PROGRESS_MESSAGES.gatheringData));
    const attachmentIds = await findUsableAttachments({ userId: input.userId, attachmentIds: input.attachmentIds });
    await publish(progressUpdate(1, STEPS, CHAT_PROGRESS_MESSAGES.reasoning));
    const { topicId: _topicId, ...request } = input;
    const result = await answerInWord({ ...request, attachmentIds });
    await publish({
      type: PUSH_MESSAGE_TYPES.chatInWordResponse,
      action: result.action,
      inferredContext: result.inferredContext,
      citations: result.citations,
      engine: result.engine,
      model: result.model,
    });
    await publish(END_OF_TOPIC);
    return { action: result.action.type };
  } catch (error) {
    await publish({ type: PUSH_MESSAGE_TYPES.errorResponse, chatMessage: failureMessage(error) });
    await publish(END_OF_TOPIC);
    const unsupported = unsupportedMessage(error);
    if (unsupported) return { unsupported };
    throw asWorkflowFailure(error);
  }
}

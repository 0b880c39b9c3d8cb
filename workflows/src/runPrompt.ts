import { proxyActivities } from '@temporalio/workflow';
import { CHAT_PROGRESS_MESSAGES, PUSH_MESSAGE_TYPES } from '@arcline/shared';
import type { Activities } from '@arcline/activities/types';
import type { RunPromptInput } from './contracts';
import { AI_RETRY_POLICY, asWorkflowFailure, failureMessage, unsupportedMessage } from './aiFailures';
import { END_OF_TOPIC, progressUpdate, topicPublisher } from './pushTopic';

const { findUsableAttachments } = proxyActivities<Activities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '30 seconds', maximumAttempts: 5 },
});
const { answerChatPrompt } = proxyActivities<Activities>({ startToCloseTimeout: '5 minutes', retry: AI_RETRY_POLICY });

const STEPS = 2;

/**
 * `run-prompt/{topicId}`: gathers the caller's completed attachments, asks the AI, and answers on the topic with
 * progress-update ('Gathering data', then 'Reasoning'), run-prompt-response or error-response, then end-of-topic.
 */
export async function runPromptWorkflow(input: RunPromptInput): Promise<{ citations: number } | { unsupported: string }> {
  const publish = topicPublisher(input.topicId);
  try {
    await publish(progressUpdate(0, STEPS, CHAT_PROGRESS_MESSAGES.gatheringData));
    const attachmentIds = await findUsableAttachments({ userId: input.userId, attachmentIds: input.attachmentIds });
    await publish(progressUpdate(1, STEPS, CHAT_PROGRESS_MESSAGES.reasoning));
    const answer = await answerChatPrompt({
      userId: input.userId,
      userPrompt: input.userPrompt,
      attachmentIds,
      chatHistory: input.chatHistory,
      promptContext: input.promptContext,
    });
    await publish({
      type: PUSH_MESSAGE_TYPES.runPromptResponse,
      action: { chatMessage: answer.answer, citations: answer.citations, engine: answer.engine, model: answer.model },
    });
    await publish(END_OF_TOPIC);
    return { citations: answer.citations.length };
  } catch (error) {
    await publish({ type: PUSH_MESSAGE_TYPES.errorResponse, chatMessage: failureMessage(error) });
    await publish(END_OF_TOPIC);
    const unsupported = unsupportedMessage(error);
    if (unsupported) return { unsupported };
    throw asWorkflowFailure(error);
  }
}

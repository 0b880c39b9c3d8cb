import { CHAT_PROGRESS_MESSAGES, PUSH_MESSAGE_TYPES } from '@arcline/shared/workflow';
import type { ChatInWordWorkflowInput } from '@arcline/shared/contracts';
import { answerOnTopic, progressUpdate } from './pushTopic';
import { answerInWord, findUsableAttachments } from './chatProxies';

const STEPS = 2;

/**
 * `chat-in-word/{topicId}`, `run-insert-prompt/{topicId}` and `run-modify-prompt/{topicId}`: the cached document,
 * the selection or target paragraphs and the prompt (by its stored id, see StoredPromptRef) go to the AI; the topic
 * gets chat-in-word-endpoint-response with an insert, modify or question action (or error-response), then
 * end-of-topic.
 */
export async function chatInWordWorkflow(input: ChatInWordWorkflowInput): Promise<{ action: string } | { unsupported: string }> {
  return answerOnTopic(input.topicId, async (publish) => {
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
    return { action: result.action.type };
  });
}

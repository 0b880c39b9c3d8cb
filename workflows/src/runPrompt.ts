import { CHAT_PROGRESS_MESSAGES, PUSH_MESSAGE_TYPES } from '@arcline/shared/workflow';
import type { RunPromptInput } from '@arcline/shared/contracts';
import { answerOnTopic, progressUpdate } from './pushTopic';
import { answerChatPrompt, findUsableAttachments } from './chatProxies';

const STEPS = 2;

/**
 * `run-prompt/{topicId}`: the input names the stored prompt (never the prompt itself, see StoredPromptRef). Gathers
 * the caller's completed attachments, asks the AI, and answers on the topic with progress-update ('Gathering data',
 * then 'Reasoning'), run-prompt-response or error-response, then end-of-topic.
 */
export async function runPromptWorkflow(input: RunPromptInput): Promise<{ citations: number } | { unsupported: string }> {
  return answerOnTopic(input.topicId, async (publish) => {
    await publish(progressUpdate(0, STEPS, CHAT_PROGRESS_MESSAGES.gatheringData));
    const attachmentIds = await findUsableAttachments({ userId: input.userId, attachmentIds: input.attachmentIds });
    await publish(progressUpdate(1, STEPS, CHAT_PROGRESS_MESSAGES.reasoning));
    const { topicId: _topicId, ...request } = input;
    const answer = await answerChatPrompt({ ...request, attachmentIds });
    await publish({
      type: PUSH_MESSAGE_TYPES.runPromptResponse,
      action: { chatMessage: answer.answer, citations: answer.citations, engine: answer.engine, model: answer.model },
    });
    return { citations: answer.citations.length };
  });
}

import type { ActionEnvelope, MonitorActionResult } from '@arcline/shared';
import { apiClient } from '../../../api/apiClient';
import { usageTracker } from '../../usage/usageTracker';
import type { ChatMessage } from '../types/ChatMessage';
import type { PromptReply } from '../types/PromptReply';
import { toChatHistory } from '../utils/toChatHistory';

/**
 * `POST /api/ai/run-prompt` (spec 01 §7). The server answers a monitor with a push topic; the answer arrives as
 * a run-prompt-response notification on it, which the push poller hands to the conversation.
 */
export async function sendChatPrompt(input: { userPrompt: string; messages: readonly ChatMessage[]; attachments: readonly string[] }): Promise<PromptReply> {
  const result = await apiClient.post<ActionEnvelope<MonitorActionResult>>(
    '/ai/run-prompt',
    { userPrompt: input.userPrompt, attachments: input.attachments, chatHistory: toChatHistory(input.messages) },
    { userActionId: usageTracker.track('prompt-execute') },
  );
  const topicId = result.ok ? result.data.actionResult?.pushNotificationTopicId : undefined;
  return topicId ? { kind: 'monitor', pushNotificationTopicId: topicId } : { kind: 'failed' };
}

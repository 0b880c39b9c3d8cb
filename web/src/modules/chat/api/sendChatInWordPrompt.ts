import { CHAT_IN_WORD_FEATURES, DOCUMENT_ACTION_TEXTS, DOCUMENT_NOT_SYNCED, type ActionEnvelope, type ChatInWordRequest, type ErrorActionResult, type MonitorActionResult } from '@arcline/shared';
import { apiClient } from '../../../api/apiClient';
import type { WordPromptContext } from '../../document/utils/DocumentHostContext';
import { usageTracker } from '../../usage/usageTracker';
import type { ChatMessage } from '../types/ChatMessage';
import type { PromptReply } from '../types/PromptReply';
import { toChatHistory } from '../utils/toChatHistory';

/**
 * `POST /api/ai/chat-in-word` (spec 01 §7): the prompt with the document id, the selection and the 5 parts around it,
 * the history, attachments and the add-in's features. The answer comes on the push topic; a document whose first
 * indexing has not finished is answered at once.
 */
export async function sendChatInWordPrompt(input: {
  userPrompt: string;
  context: WordPromptContext;
  messages: readonly ChatMessage[];
  attachments: readonly string[];
}): Promise<PromptReply> {
  const { documentId, selection, localContext } = input.context;
  const result = await apiClient.post<ActionEnvelope<MonitorActionResult | ErrorActionResult>>(
    '/ai/chat-in-word',
    {
      userPrompt: input.userPrompt,
      documentId,
      attachments: [...input.attachments],
      selection,
      additionalSelectionData: {},
      localContext,
      chatHistory: toChatHistory(input.messages),
      features: CHAT_IN_WORD_FEATURES,
    } satisfies ChatInWordRequest,
    { userActionId: usageTracker.track('prompt-execute', { documentData: { documentId, changeTrackingMode: selection.changeTrackingMode } }) },
  );
  const actionResult = result.ok ? result.data.actionResult : undefined;
  if (actionResult?.type === 'monitor') return { kind: 'monitor', pushNotificationTopicId: actionResult.pushNotificationTopicId };
  if (actionResult?.type === 'error' && actionResult.errorType === DOCUMENT_NOT_SYNCED) return { kind: 'failed', message: DOCUMENT_ACTION_TEXTS.documentNotSynced };
  return { kind: 'failed' };
}

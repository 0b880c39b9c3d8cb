import type { ActionEnvelope, MonitorActionResult, RunPromptRequest } from '@arcline/shared';
import { apiClient } from '../../../api/apiClient';
import type { ApiClient } from '../../../api/createApiClient';
import { usageTracker } from '../../usage/usageTracker';
import type { ChatMessage } from '../types/ChatMessage';
import type { PromptReply } from '../types/PromptReply';
import { toChatHistory } from '../utils/toChatHistory';

/** As the app's queries (TanStack Query's retry: 1, its first retry delay): a failed send is sent once more, 1 s later. */
export const SEND_RETRY_DELAY_MS = 1000;

/** A lost answer: no response (the API process died with the request) or a server-side failure. */
const mayRetry = (status: number) => status === 0 || status >= 500;

/**
 * `POST /api/ai/run-prompt` (spec 01 §7). The server answers a monitor with a push topic; the answer arrives as
 * a run-prompt-response notification on it, which the push poller hands to the conversation.
 *
 * The prompt carries a request key of its own, so a send whose answer was lost (its API process died with it) is sent
 * once more, a second later, with the same key: the server gives back the topic the first send opened, and the question
 * is asked once.
 */
export async function sendChatPrompt(
  input: { userPrompt: string; messages: readonly ChatMessage[]; attachments: readonly string[] },
  deps: { client: ApiClient; sleep: (ms: number) => Promise<void>; track: () => string } = {
    client: apiClient,
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    track: () => usageTracker.track('prompt-execute'),
  },
): Promise<PromptReply> {
  const body = { userPrompt: input.userPrompt, attachments: [...input.attachments], chatHistory: toChatHistory(input.messages), requestKey: crypto.randomUUID() } satisfies RunPromptRequest;
  const userActionId = deps.track();
  const send = () => deps.client.post<ActionEnvelope<MonitorActionResult>>('/ai/run-prompt', body, { userActionId });
  let result = await send();
  if (!result.ok && mayRetry(result.status)) {
    await deps.sleep(SEND_RETRY_DELAY_MS);
    result = await send();
  }
  const topicId = result.ok ? result.data.actionResult?.pushNotificationTopicId : undefined;
  return topicId ? { kind: 'monitor', pushNotificationTopicId: topicId } : { kind: 'failed' };
}

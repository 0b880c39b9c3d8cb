import type { ActionEnvelope, WebSearchActionResult } from '@arcline/shared';
import { apiClient } from '../../../api/apiClient';
import type { PromptReply } from '../types/PromptReply';

/** `POST /api/ai/run-web-search-prompt` answers the research question in actionResult.text (spec 01 §7). */
export async function sendResearchPrompt(input: { userPrompt: string }): Promise<PromptReply> {
  const result = await apiClient.post<ActionEnvelope<WebSearchActionResult>>(
    '/ai/run-web-search-prompt',
    { userPrompt: input.userPrompt },
    { userActionId: crypto.randomUUID() },
  );
  const text = result.ok ? result.data.actionResult?.text : undefined;
  return typeof text === 'string' ? { kind: 'answer', text } : { kind: 'failed' };
}

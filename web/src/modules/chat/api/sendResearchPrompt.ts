import type { ActionEnvelope, WebSearchActionResult, WebSearchRequest } from '@arcline/shared';
import { apiClient } from '../../../api/apiClient';
import { usageTracker } from '../../usage/usageTracker';
import type { PromptReply } from '../types/PromptReply';

/** `POST /api/ai/run-web-search-prompt` answers the research question in actionResult.text (spec 01 §7). */
export async function sendResearchPrompt(input: { userPrompt: string }): Promise<PromptReply> {
  const result = await apiClient.post<ActionEnvelope<WebSearchActionResult>>(
    '/ai/run-web-search-prompt',
    { userPrompt: input.userPrompt } satisfies WebSearchRequest,
    { userActionId: usageTracker.track('web-search-prompt-execute') },
  );
  const answer = result.ok ? result.data.actionResult : undefined;
  return typeof answer?.text === 'string'
    ? { kind: 'answer', text: answer.text, sources: answer.sources, engine: answer.engine, model: answer.model }
    : { kind: 'failed' };
}

import { proxyActivities } from '@temporalio/workflow';
import type { WebSearchActionResult } from '@arcline/shared/workflow';
import type { Activities } from '@arcline/activities/types';
import type { WebSearchInput } from '@arcline/shared/contracts';
import { AI_RETRY_POLICY } from './aiFailures';

const { researchWebQuestion } = proxyActivities<Activities>({ startToCloseTimeout: '5 minutes', retry: AI_RETRY_POLICY });

/**
 * `web-search/{requestId}`: a legal research question (by its stored prompt's id, see StoredPromptRef) answered from
 * the web with cited sources. An engine that cannot search the web (the offline one) answers with its honest message as the text and no sources.
 */
export async function webSearchWorkflow(input: WebSearchInput): Promise<WebSearchActionResult> {
  return researchWebQuestion(input);
}

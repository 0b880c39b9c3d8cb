import { ApplicationFailure } from '@temporalio/activity';
import { AI_FAILURE_TYPES } from '@arcline/shared/contracts';
import { storedPromptStore, type Sql, type StoredPrompt } from '@arcline/shared/data';

/** Said when a run asks for a prompt no longer kept (a run reset hours after it started): no retry brings it back. */
export const STORED_PROMPT_GONE = 'The prompt of this request is no longer stored.';

/**
 * What the user typed, read back from `stored_prompts` by the activity that needs it (their own row only): the
 * workflow's input carries only its id (docs/hardening-and-limits.md). A row gone fails the activity, non-retryable.
 */
export async function readStoredPrompt(sql: Sql, promptId: string, userId: string): Promise<StoredPrompt> {
  const stored = await storedPromptStore.find(sql, promptId, userId);
  if (!stored) throw ApplicationFailure.create({ message: STORED_PROMPT_GONE, type: AI_FAILURE_TYPES.invalidRequest, nonRetryable: true });
  return stored;
}

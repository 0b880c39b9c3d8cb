import { ActivityFailure, ApplicationFailure, proxyActivities, workflowInfo } from '@temporalio/workflow';
import type { Activities } from '@arcline/activities/types';
import { TRANSLATION_FAILURE_TYPES, type TranslateTextWorkflowInput, type TranslateTextWorkflowResult } from '@arcline/shared/contracts';

/** Engine errors that a retry cannot fix; 429 and 5xx of an engine are retried by this policy. */
const { translateText } = proxyActivities<Activities>({
  startToCloseTimeout: '2 minutes',
  retry: {
    initialInterval: '1 second',
    maximumInterval: '10 seconds',
    maximumAttempts: 4,
    nonRetryableErrorTypes: [TRANSLATION_FAILURE_TYPES.unsupportedLanguage, TRANSLATION_FAILURE_TYPES.engineQuotaExceeded],
  },
});

/** `translate-text/{requestId}`: the API waits for it. A pair nobody serves (E002) or an engine out of
 * quota is an answer, not a failure. */
export async function translateTextWorkflow(input: TranslateTextWorkflowInput): Promise<TranslateTextWorkflowResult> {
  try {
    return { ok: true, ...(await translateText({ ...input, usageId: workflowInfo().workflowId })) };
  } catch (error) {
    const cause = error instanceof ActivityFailure ? error.cause : error;
    if (cause instanceof ApplicationFailure) {
      if (cause.type === TRANSLATION_FAILURE_TYPES.unsupportedLanguage) return { ok: false, failure: 'unsupportedLanguage', message: cause.message };
      if (cause.type === TRANSLATION_FAILURE_TYPES.engineQuotaExceeded) return { ok: false, failure: 'engineQuotaExceeded', message: cause.message };
    }
    throw error;
  }
}

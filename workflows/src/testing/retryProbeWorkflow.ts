import { proxyActivities } from '@temporalio/workflow';

/**
 * A test-only workflow: one AI activity under a fast retry policy, so tests can watch Temporal (not the SDK)
 * retry a Claude call that failed with 429/529 and stop at once on an invalid request.
 */
export interface RetryProbeActivities {
  askClaude(question: string): Promise<string>;
}

const { askClaude } = proxyActivities<RetryProbeActivities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '50 milliseconds', backoffCoefficient: 1, maximumAttempts: 5 },
});

export async function aiRetryProbeWorkflow(question: string): Promise<string> {
  return askClaude(question);
}

import { proxyActivities } from '@temporalio/workflow';
import type { Activities } from '@arcline/activities/types';

const { failOnPurpose } = proxyActivities<Activities>({
  startToCloseTimeout: '10 seconds',
  retry: { maximumAttempts: 2, initialInterval: '100 milliseconds' },
});

export async function throwAsyncErrorWorkflow(): Promise<void> {
  await failOnPurpose();
}

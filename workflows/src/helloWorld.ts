import { proxyActivities } from '@temporalio/workflow';
import type { Activities } from '@arcline/activities/types';
import type { HelloWorldInput, HelloWorldResult } from '@arcline/shared/contracts';

const { greet } = proxyActivities<Activities>({
  startToCloseTimeout: '10 seconds',
  retry: { maximumAttempts: 3 },
});

export async function helloWorldWorkflow(input: HelloWorldInput): Promise<HelloWorldResult> {
  return greet(input.name);
}

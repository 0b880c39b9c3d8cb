import { proxyActivities, uuid4 } from '@temporalio/workflow';
import { PUSH_MESSAGE_TYPES, type MatrixAskPushPayload } from '@arcline/shared/workflow';
import type { Activities } from '@arcline/activities/types';
import type { MatrixAskWorkflowInput } from '@arcline/shared/contracts';
import { answerOnTopic } from './pushTopic';

const { publishNotification } = proxyActivities<Activities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '30 seconds' },
});

const { answerMatrixQuestion } = proxyActivities<Activities>({
  startToCloseTimeout: '5 minutes',
  heartbeatTimeout: '1 minute',
  retry: { initialInterval: '2 seconds', maximumInterval: '1 minute', maximumAttempts: 5 },
});

/**
 * `matrix-ask/{topicId}` (issue 31): answers a question over a matrix's cells and publishes success-response
 * `{matrixAsk: {answer, answered, documents, citations, engine}}` then end-of-topic, or error-response then
 * end-of-topic, on the topic as run-prompt does (answerOnTopic).
 */
export async function matrixAskWorkflow(input: MatrixAskWorkflowInput): Promise<{ documents: number; answered: boolean } | { unsupported: string }> {
  return answerOnTopic(input.topicId, async () => {
    const answer = await answerMatrixQuestion({ matrixId: input.matrixId, userId: input.userId, promptId: input.promptId });
    const payload: MatrixAskPushPayload = { type: PUSH_MESSAGE_TYPES.successResponse, matrixAsk: answer };
    await publishNotification({ id: uuid4(), topicId: input.topicId, payload });
    return { documents: answer.documents.length, answered: answer.answered };
  });
}

import { Router, type Request } from 'express';
import type { Sequelize } from 'sequelize';
import { z } from 'zod';
import { MATRIX_ASK_MESSAGES, MATRIX_ASK_QUESTION_MAX_LENGTH, type MatrixAskResult } from '@arcline/shared';
import { SEARCH_ATTRIBUTES, TASK_QUEUES, WORKFLOW_TYPES, matrixAskWorkflowId, type MatrixAskWorkflowInput } from '@arcline/shared/contracts';
import type { TemporalHandle } from '../../temporal';
import { currentUser } from '../../middlewares/authenticate';
import { parseBody } from '../../middlewares/validate';
import { respond } from '../../respond';
import { findOwnedMatrix } from '../../commands/matrix/matrixAccess';
import { openPushTopic } from '../../commands/push/pushTopics';
import { storePrompt } from '../../commands/ai/aiPrompts';
import { sequelizeSql } from '../../db/sequelizeSql';

const askSchema = z.object({
  question: z
    .string({ message: MATRIX_ASK_MESSAGES.questionRequired })
    .trim()
    .min(1, MATRIX_ASK_MESSAGES.questionRequired)
    .max(MATRIX_ASK_QUESTION_MAX_LENGTH, MATRIX_ASK_MESSAGES.questionTooLong),
});

/**
 * "Ask the matrix" (issue 31): `POST /api/matrices/:id/ask {question}` opens a push topic and starts
 * `matrix-ask/{topicId}` with the question stored (stored_prompts, as the chat's), which answers on it with the matching documents and the cells they rest on (202
 * `{pushNotificationTopicId}`). Another user's matrix is 404.
 */
export function matrixAskRouter(deps: { sequelize: Sequelize; temporal: TemporalHandle }): Router {
  const router = Router();
  router.post('/matrices/:id/ask', async (req: Request, res) => {
    const user = currentUser(req);
    const matrix = await findOwnedMatrix(sequelizeSql(deps.sequelize), user.id, String(req.params.id));
    const { question } = parseBody(askSchema, req);
    const { promptId } = await storePrompt(deps.sequelize, user, { userPrompt: question, chatHistory: [] });
    const topic = await openPushTopic(sequelizeSql(deps.sequelize), user.id, 'matrix-ask', matrixAskWorkflowId);
    const input: MatrixAskWorkflowInput = { topicId: topic.id, matrixId: matrix.id, userId: user.id, promptId };
    await deps.temporal.client.workflow.start(WORKFLOW_TYPES.matrixAsk, {
      taskQueue: TASK_QUEUES.main,
      workflowId: matrixAskWorkflowId(topic.id),
      args: [input],
      searchAttributes: { [SEARCH_ATTRIBUTES.userId]: [user.id], [SEARCH_ATTRIBUTES.matrixId]: [matrix.id] },
    });
    const result: MatrixAskResult = { pushNotificationTopicId: topic.id };
    respond.action(res, result, 202);
  });
  return router;
}

import { Router } from 'express';
import { randomUUID } from 'node:crypto';
import { WorkflowFailedError } from '@temporalio/client';
import {
  TASK_QUEUES,
  WORKFLOW_TYPES,
  helloWorldWorkflowId,
  throwAsyncErrorWorkflowId,
  type HelloWorldResult,
} from '@arcline/shared/contracts';
import { z } from 'zod';
import type { TemporalHandle } from '../../temporal';
import { respond } from '../../respond';
import { parseQuery } from '../../middlewares/validate';

const helloQuery = z.object({ name: z.string().trim().min(1).max(100).default('world') });

/**
 * Test endpoints of spec 01 §7: run a workflow end to end through the worker.
 * hello-world answers with the workflow's result; throw-async-error shows how a failed workflow surfaces.
 */
export function testRouter(deps: { temporal: TemporalHandle }): Router {
  const router = Router();

  router.get('/test/hello-world', async (req, res) => {
    const { name } = parseQuery(helloQuery, req);
    const workflowId = helloWorldWorkflowId(randomUUID());
    const result = await deps.temporal.client.workflow.execute<(input: { name: string }) => Promise<HelloWorldResult>>(
      WORKFLOW_TYPES.helloWorld,
      { taskQueue: TASK_QUEUES.main, workflowId, args: [{ name }], workflowExecutionTimeout: '1 minute' },
    );
    respond.action(res, { workflowId, ...result });
  });

  router.get('/test/throw-async-error', async (_req, res) => {
    const workflowId = throwAsyncErrorWorkflowId(randomUUID());
    try {
      await deps.temporal.client.workflow.execute(WORKFLOW_TYPES.throwAsyncError, {
        taskQueue: TASK_QUEUES.main,
        workflowId,
        workflowExecutionTimeout: '1 minute',
      });
      respond.action(res, { workflowId, failed: false });
    } catch (error) {
      if (!(error instanceof WorkflowFailedError)) throw error;
      respond.errors(res, [rootCause(error).message], 500, { workflowId });
    }
  });

  return router;
}

function rootCause(error: Error): Error {
  let current = error;
  while (current.cause instanceof Error) current = current.cause;
  return current;
}

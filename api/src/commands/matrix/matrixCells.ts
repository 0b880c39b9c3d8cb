/**
 * Handing a matrix command's cells to Temporal: one `matrix-fanout` workflow per request starts them, one
 * `matrix-cancel` workflow per delete cancels the ones in flight. The cells themselves are written by
 * `@arcline/shared/data` (matrixElements), the one owner of `matrix_elements`.
 */
import type { Client } from '@temporalio/client';
import type { Sequelize } from 'sequelize';
import type { Logger } from 'pino';
import { currentUserAction } from '../../userActionScope';
import { MATRIX_DOCUMENT_WAIT_MINUTES } from '@arcline/shared';
import {
  SEARCH_ATTRIBUTES,
  TASK_QUEUES,
  WORKFLOW_TYPES,
  matrixCancelWorkflowId,
  matrixFanoutWorkflowId,
  type MatrixCancelWorkflowInput,
  type MatrixFanoutWorkflowInput,
} from '@arcline/shared/contracts';

export interface MatrixCellDeps {
  sequelize: Sequelize;
  temporal: Client;
  logger: Logger;
  /** Injectable so tests need not wait the real time for a document that never arrives. */
  documentWaitMinutes?: number;
  /** Tests and benchmarks run the matrix workflows on a queue of their own, served by their own worker. */
  taskQueue?: string;
  /** How long a fan-out waits for its command's commit; injectable so tests need not wait the real time. */
  commitWaitMs?: number;
}

export interface MatrixRequest {
  matrixId: string;
  userId: string;
  /** The request's id, also the generation of the cells it created or restarted. */
  requestId: string;
}

/**
 * Starts `matrix-fanout/{matrixId}/{requestId}` (or the `workflowId` given: a new version's
 * `matrix-version/{matrixId}/{documentId}/{requestId}`, the same workflow). Called as the last step of the command's transaction, before the
 * commit: if Temporal refuses, the transaction rolls back and nothing is left PROCESSING without a workflow; if the
 * API dies after the start, the fan-out finds the cells once committed (or ends as abandoned if they never are).
 */
export async function startMatrixFanout(deps: MatrixCellDeps, request: MatrixRequest, workflowId = matrixFanoutWorkflowId(request.matrixId, request.requestId)): Promise<void> {
  // The cells carry the command's user action too: they are started by the fan-out, outside this request's scope.
  const userActionId = currentUserAction()?.userActionId;
  const input: MatrixFanoutWorkflowInput = {
    ...request,
    ...(userActionId ? { userActionId } : {}),
    documentWaitMinutes: deps.documentWaitMinutes ?? MATRIX_DOCUMENT_WAIT_MINUTES,
    ...(deps.commitWaitMs === undefined ? {} : { commitWaitMs: deps.commitWaitMs }),
  };
  await deps.temporal.workflow.start(WORKFLOW_TYPES.matrixFanout, {
    taskQueue: deps.taskQueue ?? TASK_QUEUES.matrix,
    workflowId,
    args: [input],
    searchAttributes: {
      [SEARCH_ATTRIBUTES.userId]: [request.userId],
      [SEARCH_ATTRIBUTES.matrixId]: [request.matrixId],
    },
  });
}

/**
 * Cancels the runs of cells that were just deleted, in small batches inside `matrix-cancel/{matrixId}/{requestId}`,
 * so deleting a column of a huge matrix is one start here and no burst on Temporal. Best effort after the delete's
 * commit: a run that escapes cancellation finds its cell gone and stores nothing, so a failure is only logged.
 */
export async function cancelCellWorkflows(deps: Pick<MatrixCellDeps, 'temporal' | 'logger' | 'taskQueue'>, request: MatrixRequest, elementIds: string[]): Promise<void> {
  if (elementIds.length === 0) return;
  const input: MatrixCancelWorkflowInput = { elementIds };
  try {
    await deps.temporal.workflow.start(WORKFLOW_TYPES.matrixCancel, {
      taskQueue: deps.taskQueue ?? TASK_QUEUES.matrix,
      workflowId: matrixCancelWorkflowId(request.matrixId, request.requestId),
      args: [input],
      searchAttributes: {
        [SEARCH_ATTRIBUTES.userId]: [request.userId],
        [SEARCH_ATTRIBUTES.matrixId]: [request.matrixId],
      },
    });
  } catch (error) {
    deps.logger.warn({ err: error, matrixId: request.matrixId, cells: elementIds.length }, 'matrix cells could not be cancelled');
  }
}

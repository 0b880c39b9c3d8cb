/**
 * Starting and cancelling the cells' workflows; the cells themselves are written by `@arcline/shared/data`
 * (matrixElements), the one owner of `matrix_elements`.
 */
import { WorkflowIdConflictPolicy, WorkflowIdReusePolicy, WorkflowNotFoundError, type Client } from '@temporalio/client';
import type { Sequelize } from 'sequelize';
import type { Logger } from 'pino';
import { MATRIX_DOCUMENT_WAIT_MINUTES, MATRIX_MESSAGES } from '@arcline/shared';
import {
  SEARCH_ATTRIBUTES,
  TASK_QUEUES,
  WORKFLOW_TYPES,
  matrixCellWorkflowId,
  type MatrixCellWorkflowInput,
} from '@arcline/shared/contracts';
import { failUnstartedCells, type CellToStart } from '@arcline/shared/data';
import { sequelizeSql } from '../../db/sequelizeSql';

export interface MatrixCellDeps {
  sequelize: Sequelize;
  temporal: Client;
  logger: Logger;
  /** Injectable so tests need not wait the real time for a document that never arrives. */
  documentWaitMinutes?: number;
}

/** Temporal calls in flight at once when a command starts or cancels many cells (a column over 1,000 documents). */
const TEMPORAL_CALLS_IN_FLIGHT = 32;

/**
 * Starts `matrix-cell/{elementId}` for each cell, after the transaction that made them PROCESSING has committed.
 * A run still in flight under the same id is terminated (a recalculation or a query edit); a cell whose start fails
 * is marked FAILED so the user can recalculate it instead of waiting forever.
 */
export async function startCellWorkflows(deps: MatrixCellDeps, cells: CellToStart[]): Promise<void> {
  const failed: string[] = [];
  await forEachWithLimit(cells, TEMPORAL_CALLS_IN_FLIGHT, async (cell) => {
    const input: MatrixCellWorkflowInput = {
      elementId: cell.elementId,
      documentWaitMinutes: deps.documentWaitMinutes ?? MATRIX_DOCUMENT_WAIT_MINUTES,
    };
    try {
      await deps.temporal.workflow.start(WORKFLOW_TYPES.matrixCell, {
        taskQueue: TASK_QUEUES.matrix,
        workflowId: matrixCellWorkflowId(cell.elementId),
        args: [input],
        workflowIdReusePolicy: WorkflowIdReusePolicy.ALLOW_DUPLICATE,
        workflowIdConflictPolicy: WorkflowIdConflictPolicy.TERMINATE_EXISTING,
        searchAttributes: {
          [SEARCH_ATTRIBUTES.userId]: [cell.userId],
          [SEARCH_ATTRIBUTES.matrixId]: [cell.matrixId],
          [SEARCH_ATTRIBUTES.documentId]: [cell.documentId],
        },
      });
    } catch (error) {
      deps.logger.error({ err: error, elementId: cell.elementId }, 'matrix cell workflow could not be started');
      failed.push(cell.elementId);
    }
  });
  if (failed.length > 0) {
    await failUnstartedCells(sequelizeSql(deps.sequelize), failed, MATRIX_MESSAGES.startFailed);
  }
}

/**
 * Cancels the runs of cells that were just deleted. Best effort: a run that escapes cancellation finds its cell gone
 * and stores nothing, so a failure here is only logged.
 */
export async function cancelCellWorkflows(deps: Pick<MatrixCellDeps, 'temporal' | 'logger'>, elementIds: string[]): Promise<void> {
  await forEachWithLimit(elementIds, TEMPORAL_CALLS_IN_FLIGHT, async (elementId) => {
    try {
      await deps.temporal.workflow.getHandle(matrixCellWorkflowId(elementId)).cancel();
    } catch (error) {
      if (error instanceof WorkflowNotFoundError) return;
      deps.logger.warn({ err: error, elementId }, 'matrix cell workflow could not be cancelled');
    }
  });
}

async function forEachWithLimit<T>(items: T[], limit: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await run(item);
    }
  });
  await Promise.all(lanes);
}

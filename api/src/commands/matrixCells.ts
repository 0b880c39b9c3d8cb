import { WorkflowIdConflictPolicy, WorkflowIdReusePolicy, WorkflowNotFoundError, type Client } from '@temporalio/client';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { Logger } from 'pino';
import { MATRIX_DOCUMENT_WAIT_MINUTES, MATRIX_MESSAGES } from '@arcline/shared';
import {
  SEARCH_ATTRIBUTES,
  TASK_QUEUES,
  WORKFLOW_TYPES,
  matrixCellWorkflowId,
  type MatrixCellWorkflowInput,
} from '@arcline/shared/contracts';
import { MatrixElement } from '../models/matrix';

/** What starting a cell's workflow needs: its id, and the search attributes operators find it by. */
export interface CellToStart {
  elementId: string;
  userId: string;
  matrixId: string;
  documentId: string;
}

export interface MatrixCellDeps {
  sequelize: Sequelize;
  temporal: Client;
  logger: Logger;
  /** Injectable so tests need not wait the real time for a document that never arrives. */
  documentWaitMinutes?: number;
}

/** Temporal calls in flight at once when a command starts or cancels many cells (a column over 1,000 documents). */
const TEMPORAL_CALLS_IN_FLIGHT = 32;

interface CellRow {
  element_id: string;
  user_id: string;
  matrix_id: string;
  document_id: string;
}

const toCell = (row: CellRow): CellToStart => ({
  elementId: row.element_id,
  userId: row.user_id,
  matrixId: row.matrix_id,
  documentId: row.document_id,
});

/** Creates the cells a matrix lacks for the given documents or columns (every pair of a document and a column). */
export async function createMissingCells(
  sequelize: Sequelize,
  transaction: Transaction,
  scope: { userId: string; matrixId: string; documentIds?: string[]; columnIds?: string[] },
): Promise<CellToStart[]> {
  const rows = await sequelize.query<Omit<CellRow, 'user_id'>>(
    `insert into matrix_elements (matrix_id, document_id, column_id, status)
     select d.matrix_id, d.id, c.id, 'PROCESSING'
     from matrix_documents d join matrix_columns c on c.matrix_id = d.matrix_id
     where d.matrix_id = $1 and (d.id = any($2::uuid[]) or c.id = any($3::uuid[]))
     on conflict (document_id, column_id) do nothing
     returning id as element_id, matrix_id, document_id`,
    { bind: [scope.matrixId, scope.documentIds ?? [], scope.columnIds ?? []], type: QueryTypes.SELECT, transaction },
  );
  return rows.map((row) => toCell({ ...row, user_id: scope.userId }));
}

/** Puts cells back to PROCESSING under a new generation: a run of an older generation can no longer store. */
export async function restartCells(
  sequelize: Sequelize,
  transaction: Transaction,
  where: { columnId: string } | { elementId: string },
): Promise<CellToStart[]> {
  const [column, value] = 'columnId' in where ? ['column_id', where.columnId] : ['id', where.elementId];
  const rows = await sequelize.query<CellRow>(
    `update matrix_elements e
     set status = 'PROCESSING', generation = gen_random_uuid(), result = null, refine_result = null,
         reference_result = null, error = null, updated_at = now()
     from matrices m
     where m.id = e.matrix_id and e.${column} = $1
     returning e.id as element_id, e.matrix_id, e.document_id, m.user_id`,
    { bind: [value], type: QueryTypes.SELECT, transaction },
  );
  return rows.map(toCell);
}

/** Ids of the cells still running among those a delete is about to remove: only they need cancelling. */
export async function runningCellIds(
  sequelize: Sequelize,
  transaction: Transaction,
  where: { matrixId: string } | { documentId: string } | { columnId: string },
): Promise<string[]> {
  const [column, value] =
    'matrixId' in where ? ['matrix_id', where.matrixId] : 'documentId' in where ? ['document_id', where.documentId] : ['column_id', where.columnId];
  const rows = await sequelize.query<{ id: string }>(
    `select id from matrix_elements where ${column} = $1 and status = 'PROCESSING'`,
    { bind: [value], type: QueryTypes.SELECT, transaction },
  );
  return rows.map((row) => row.id);
}

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
    await MatrixElement.update(
      { status: 'FAILED', error: MATRIX_MESSAGES.startFailed },
      { where: { id: failed, status: 'PROCESSING' } },
    );
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

import type pg from 'pg';
import { log } from '@temporalio/activity';
import { WorkflowIdConflictPolicy, WorkflowIdReusePolicy, WorkflowNotFoundError, defaultPayloadConverter, type Client } from '@temporalio/client';
import { encodeWorkflowIdConflictPolicy, encodeWorkflowIdReusePolicy } from '@temporalio/common';
import { encodeUnifiedSearchAttributes } from '@temporalio/common/lib/converter/payload-search-attributes';
import {
  SEARCH_ATTRIBUTES,
  USER_ACTION_MEMO_KEY,
  WORKFLOW_TYPES,
  matrixCellWorkflowId,
  type MatrixCellWorkflowInput,
  type MatrixFanoutStep,
  type MatrixFanoutWatch,
} from '@arcline/shared/contracts';
import {
  failStoppedCells,
  failUnstartedCells,
  lockUserWindow,
  markCellsDispatched,
  oldestInFlightCells,
  queuedCells,
  requestCellsProcessing,
  requestCellsState,
  userCellsInFlight,
  type CellToStart,
  type Sql,
} from '@arcline/shared/data';
import { pgSql } from '../db/pgSql';
import { MATRIX_MESSAGES, forEachWithLimit } from '@arcline/shared';

export interface MatrixFanoutSettings {
  /**
   * Cells of one user in flight at once over all their matrices (MATRIX_USER_CELLS_IN_FLIGHT): what one user may have
   * queued in Temporal, so another user's cells wait behind at most this many of theirs.
   */
  userCellsInFlight: number;
  /** Cells one dispatch step starts at most. */
  dispatchBatch: number;
  /**
   * While a user's window is full, at most this often (and only for cells in flight at least this long) a step looks
   * whether some of them belong to a run that ended without answering (an operator terminated it in the Temporal UI),
   * and marks those FAILED, so they no longer hold the window. A fan-out whose cells are all started looks at its own
   * request's cells in flight this often too, until none is left. Default 60 s.
   */
  stoppedCellCheckMs?: number;
}

/** Cells a step looks at when it checks for stopped runs: the user's (or the request's) oldest in flight. */
const STOPPED_CELLS_CHECKED = 10;

export interface MatrixFanoutActivityDeps {
  db: pg.Pool;
  temporal: Client;
}

/** Temporal calls in flight at once while a step starts or cancels cells. */
const TEMPORAL_CALLS_IN_FLIGHT = 16;

/** One step of a `matrix-fanout`: which request, and on which task queue its cells run. */
export interface MatrixFanoutStepInput {
  matrixId: string;
  userId: string;
  requestId: string;
  taskQueue: string;
  documentWaitMinutes: number;
  /** The command's user action: each cell's workflow carries it (search attribute ArclineUserActionId and memo). */
  userActionId?: string;
}

/**
 * The fan-out's and the cancellation's activities, run as local activities of the matrix worker: they read and mark
 * cells and call Temporal, and are retried from the workflow's history, so every step is idempotent.
 */
export function createMatrixFanoutActivities(deps: MatrixFanoutActivityDeps, settings: MatrixFanoutSettings) {
  const sql = pgSql(deps.db);
  const stoppedCellCheckMs = settings.stoppedCellCheckMs ?? 60_000;
  /** When each user's window was last checked for stopped runs (this process). */
  const lastStoppedCheck = new Map<string, number>();

  /**
   * Marks FAILED the cells whose run ended without answering: a run terminated by an operator or lost never writes its
   * cell. Asks Temporal about the oldest cells in flight (for at least the check interval) of the user, or of one of
   * their requests.
   */
  async function failOldestStoppedRuns(conn: Sql, scope: { userId: string; request?: { matrixId: string; generation: string } }): Promise<number> {
    const candidates = await oldestInFlightCells(conn, { ...scope, olderThanSeconds: stoppedCellCheckMs / 1000, limit: STOPPED_CELLS_CHECKED });
    const stopped: typeof candidates = [];
    await forEachWithLimit(candidates, TEMPORAL_CALLS_IN_FLIGHT, async (cell) => {
      try {
        const { status } = await deps.temporal.workflow.getHandle(matrixCellWorkflowId(cell.elementId)).describe();
        if (status.name !== 'RUNNING') stopped.push(cell);
      } catch (error) {
        if (error instanceof WorkflowNotFoundError) stopped.push(cell);
        else log.warn('matrix cell workflow could not be described', { error, elementId: cell.elementId });
      }
    });
    if (stopped.length > 0) {
      log.warn('matrix cells whose run ended without answering marked FAILED', { ...scope, cells: stopped.length });
      await failStoppedCells(conn, stopped, MATRIX_MESSAGES.stopped);
    }
    return stopped.length;
  }

  /** Frees the window of cells whose run ended without answering: the user's oldest, at most once per interval per user. */
  async function failStoppedRuns(tx: Sql, userId: string): Promise<number> {
    const now = Date.now();
    if (now - (lastStoppedCheck.get(userId) ?? 0) < stoppedCellCheckMs) return 0;
    lastStoppedCheck.set(userId, now);
    return failOldestStoppedRuns(tx, { userId });
  }

  /**
   * Starts `matrix-cell/{elementId}` for one generation of a cell. Idempotent by cell and generation: the start's
   * request id is `{elementId}/{generation}`, so Temporal answers a retried start with the run it already started;
   * a run of an older generation still in flight is terminated (its answer would be refused anyway), and a run started
   * again after the cell was answered finds it no longer PROCESSING and does nothing.
   */
  async function startCell(cell: CellToStart, step: MatrixFanoutStepInput): Promise<void> {
    const { taskQueue, documentWaitMinutes, userActionId } = step;
    const input: MatrixCellWorkflowInput = { elementId: cell.elementId, documentWaitMinutes };
    await deps.temporal.workflowService.startWorkflowExecution({
      namespace: deps.temporal.options.namespace,
      identity: deps.temporal.options.identity,
      requestId: `${cell.elementId}/${cell.generation}`,
      workflowId: matrixCellWorkflowId(cell.elementId),
      workflowType: { name: WORKFLOW_TYPES.matrixCell },
      taskQueue: { name: taskQueue },
      input: { payloads: [defaultPayloadConverter.toPayload(input)] },
      workflowIdReusePolicy: encodeWorkflowIdReusePolicy(WorkflowIdReusePolicy.ALLOW_DUPLICATE),
      workflowIdConflictPolicy: encodeWorkflowIdConflictPolicy(WorkflowIdConflictPolicy.TERMINATE_EXISTING),
      searchAttributes: {
        indexedFields: encodeUnifiedSearchAttributes({
          [SEARCH_ATTRIBUTES.userId]: [cell.userId],
          [SEARCH_ATTRIBUTES.matrixId]: [cell.matrixId],
          [SEARCH_ATTRIBUTES.documentId]: [cell.documentId],
          ...(userActionId ? { [SEARCH_ATTRIBUTES.userActionId]: [userActionId] } : {}),
        }),
      },
      ...(userActionId ? { memo: { fields: { [USER_ACTION_MEMO_KEY]: defaultPayloadConverter.toPayload(userActionId) } } } : {}),
      // Where the server enables task queue fairness, Temporal also interleaves the users' cells in its backlog.
      priority: { fairnessKey: cell.userId },
    });
  }

  return {
    /**
     * One step: starts as many queued cells of the request as the user's window has room for (at most a batch), then
     * marks them in flight. A cell whose start fails is marked FAILED so the user can recalculate it.
     */
    async dispatchMatrixCells(step: MatrixFanoutStepInput): Promise<MatrixFanoutStep> {
      const request = { matrixId: step.matrixId, generation: step.requestId };
      // One step at a time per user: the fan-outs of a user's 20 upload batches share one window without overshooting it;
      // a step that finds another one at work waits like a step that finds the window full.
      return sql.transaction(async (tx) => {
        if (!(await lockUserWindow(tx, step.userId))) return { ...(await requestCellsState(tx, request)), started: 0, failedToStart: 0, room: false };
        let room = settings.userCellsInFlight - (await userCellsInFlight(tx, step.userId));
        if (room <= 0) room += await failStoppedRuns(tx, step.userId);
        const take = Math.min(room, settings.dispatchBatch);
        const cells = take > 0 ? await queuedCells(tx, { ...request, limit: take }) : [];
        if (cells.length === 0) return { ...(await requestCellsState(tx, request)), started: 0, failedToStart: 0, room: false };

        const failed: string[] = [];
        const started: string[] = [];
        await forEachWithLimit(cells, TEMPORAL_CALLS_IN_FLIGHT, async (cell) => {
          try {
            await startCell(cell, step);
            started.push(cell.elementId);
          } catch (error) {
            log.warn('matrix cell workflow could not be started', { error, elementId: cell.elementId });
            failed.push(cell.elementId);
          }
        });
        if (started.length > 0) await markCellsDispatched(tx, started, step.requestId);
        if (failed.length > 0) await failUnstartedCells(tx, failed, MATRIX_MESSAGES.startFailed);
        return { exists: true, started: started.length, failedToStart: failed.length, queued: cells.length === take, room: room > take };
      });
    },

    /**
     * One watch step of a fan-out whose request is all started (its window check no longer runs for it once the window
     * has room): marks FAILED the request's cells in flight whose run ended without answering, and answers whether any
     * cell of the request is still PROCESSING and when to look again. It takes neither the user's window lock nor the
     * user's once-per-interval check, so the user's other fan-outs neither wait for it nor skip their own check.
     */
    async watchMatrixCells(step: MatrixFanoutStepInput): Promise<MatrixFanoutWatch> {
      const request = { matrixId: step.matrixId, generation: step.requestId };
      await failOldestStoppedRuns(sql, { userId: step.userId, request });
      return { processing: await requestCellsProcessing(sql, request), checkAfterMs: stoppedCellCheckMs };
    },

    /** Cancels one batch of cells' runs; a run already gone is fine. */
    async cancelMatrixCells(elementIds: string[]): Promise<void> {
      await forEachWithLimit(elementIds, TEMPORAL_CALLS_IN_FLIGHT, async (elementId) => {
        try {
          await deps.temporal.workflow.getHandle(matrixCellWorkflowId(elementId)).cancel();
        } catch (error) {
          if (error instanceof WorkflowNotFoundError) return;
          log.warn('matrix cell workflow could not be cancelled', { error, elementId });
        }
      });
    },
  };
}

export type MatrixFanoutActivities = ReturnType<typeof createMatrixFanoutActivities>;

import { randomUUID } from 'node:crypto';
import type { MatrixElementDetail, MatrixElementWithPrevious } from '@arcline/shared';
import { findCell, matrixColumnStore, restartCells, type Sql, type StoredMatrixElement } from '@arcline/shared/data';
import { NotFoundError } from '../../errors';
import { presentMatrixElement } from '../../presenters/matrix';
import { findOwnedElement } from './matrixAccess';
import { loadMatrixDocuments } from './matrixDetail';
import { sequelizeSql } from '../../db/sequelizeSql';
import { startMatrixFanout, type MatrixCellDeps } from './matrixCells';
import { loadVersionChange } from './matrixVersions';

async function describeElement(sql: Sql, element: StoredMatrixElement): Promise<MatrixElementDetail> {
  const [column, [document]] = await Promise.all([
    matrixColumnStore.find(sql, element.columnId),
    loadMatrixDocuments(sql, { documentIds: [element.documentId] }),
  ]);
  // Both cascade-delete the element; one missing means it was deleted between the reads.
  if (!column || !document) throw new NotFoundError();
  return presentMatrixElement(element, column, document);
}

/** The cell's detail, with what the last version of its document changed (issue 31). */
export async function getMatrixElement(deps: Pick<MatrixCellDeps, 'sequelize'>, userId: string, elementId: string): Promise<MatrixElementWithPrevious> {
  const sql = sequelizeSql(deps.sequelize);
  const { element } = await findOwnedElement(sql, userId, elementId);
  const [detail, change] = await Promise.all([describeElement(sql, element), loadVersionChange(sql, element.id)]);
  if (!change) return detail;
  return 'previous' in change ? { ...detail, previous: change.previous } : { ...detail, unchangedByVersion: true };
}

/**
 * Puts one cell back to PROCESSING under a new generation and hands it to a `matrix-fanout`, whose start of the cell
 * replaces a run still in flight.
 * Answers the cell as restarted (PROCESSING), whatever its new run has done since.
 */
export async function recalculateMatrixElement(deps: MatrixCellDeps, userId: string, elementId: string): Promise<MatrixElementDetail> {
  const requestId = randomUUID();
  const restarted = await sequelizeSql(deps.sequelize).transaction(async (sql) => {
    const { element } = await findOwnedElement(sql, userId, elementId);
    await restartCells(sql, { elementId: element.id }, requestId);
    await startMatrixFanout(deps, { matrixId: element.matrixId, userId, requestId });
    const cell = await findCell(sql, element.id);
    if (!cell) throw new NotFoundError();
    return cell;
  });
  return describeElement(sequelizeSql(deps.sequelize), restarted);
}

import { randomUUID } from 'node:crypto';
import type { MatrixElementDetail, MatrixElementWithPrevious } from '@arcline/shared';
import { NotFoundError } from '../../errors';
import { MatrixColumnRow, type MatrixElement } from '../../models/matrix';
import { presentMatrixElement } from '../../presenters/matrix';
import { findOwnedElement } from './matrixAccess';
import { loadMatrixDocuments } from './matrixDetail';
import { restartCells } from '@arcline/shared/data';
import { sequelizeSql } from '../../db/sequelizeSql';
import { startMatrixFanout, type MatrixCellDeps } from './matrixCells';
import { loadVersionChange } from './matrixVersions';

async function describeElement(deps: Pick<MatrixCellDeps, 'sequelize'>, element: MatrixElement): Promise<MatrixElementDetail> {
  const [column, [document]] = await Promise.all([
    MatrixColumnRow.findByPk(element.columnId),
    loadMatrixDocuments(deps.sequelize, { documentIds: [element.documentId] }),
  ]);
  // Both cascade-delete the element; one missing means it was deleted between the reads.
  if (!column || !document) throw new NotFoundError();
  return presentMatrixElement(element, column, document);
}

/** The cell's detail, with what the last version of its document changed (issue 31). */
export async function getMatrixElement(deps: Pick<MatrixCellDeps, 'sequelize'>, userId: string, elementId: string): Promise<MatrixElementWithPrevious> {
  const { element } = await findOwnedElement(userId, elementId);
  const [detail, change] = await Promise.all([describeElement(deps, element), loadVersionChange(deps.sequelize, element.id)]);
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
  const restarted = await deps.sequelize.transaction(async (transaction) => {
    const { element } = await findOwnedElement(userId, elementId, transaction);
    await restartCells(sequelizeSql(deps.sequelize, transaction), { elementId: element.id }, requestId);
    await startMatrixFanout(deps, { matrixId: element.matrixId, userId, requestId });
    return element.reload({ transaction });
  });
  return describeElement(deps, restarted);
}

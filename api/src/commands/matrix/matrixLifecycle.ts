import { randomUUID } from 'node:crypto';
import { Matrix } from '../../models/matrix';
import { findOwnedMatrix } from './matrixAccess';
import { ownMatrices } from '../../policies/matrices';
import { runningCellIds } from '@arcline/shared/data';
import { sequelizeSql } from '../../db/sequelizeSql';
import { cancelCellWorkflows, type MatrixCellDeps } from './matrixCells';

export async function listMatrices(userId: string): Promise<Matrix[]> {
  return Matrix.findAll({ where: ownMatrices({ id: userId }), order: [['createdAt', 'DESC'], ['name', 'ASC']] });
}

export async function createMatrix(userId: string, name: string): Promise<Matrix> {
  return Matrix.create({ userId, name });
}

export async function renameMatrix(userId: string, matrixId: string, name: string): Promise<Matrix> {
  const matrix = await findOwnedMatrix(userId, matrixId);
  return matrix.update({ name });
}

/** Removes the matrix with its documents, columns and cells (one cascade), then cancels the cells still running. */
export async function deleteMatrix(deps: MatrixCellDeps, userId: string, matrixId: string): Promise<void> {
  const running = await deps.sequelize.transaction(async (transaction) => {
    const matrix = await findOwnedMatrix(userId, matrixId, transaction, true);
    const ids = await runningCellIds(sequelizeSql(deps.sequelize, transaction), { matrixId: matrix.id });
    await matrix.destroy({ transaction });
    return ids;
  });
  await cancelCellWorkflows(deps, { matrixId, userId, requestId: randomUUID() }, running);
}

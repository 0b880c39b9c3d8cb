import { randomUUID } from 'node:crypto';
import { matrixStore, runningCellIds, type Sql, type StoredMatrix } from '@arcline/shared/data';
import { findOwnedMatrix } from './matrixAccess';
import { ownMatrices } from '../../policies/matrices';
import { sequelizeSql } from '../../db/sequelizeSql';
import { NotFoundError } from '../../errors';
import { cancelCellWorkflows, type MatrixCellDeps } from './matrixCells';

export async function listMatrices(sql: Sql, userId: string): Promise<StoredMatrix[]> {
  return matrixStore.listOfUser(sql, ownMatrices({ id: userId }));
}

export async function createMatrix(sql: Sql, userId: string, name: string): Promise<StoredMatrix> {
  return matrixStore.create(sql, { userId, name });
}

export async function renameMatrix(sql: Sql, userId: string, matrixId: string, name: string): Promise<StoredMatrix> {
  const matrix = await findOwnedMatrix(sql, userId, matrixId);
  const renamed = await matrixStore.rename(sql, matrix.id, name);
  // Deleted between the two statements.
  if (!renamed) throw new NotFoundError();
  return renamed;
}

/** Removes the matrix with its documents, columns and cells (one cascade), then cancels the cells still running. */
export async function deleteMatrix(deps: MatrixCellDeps, userId: string, matrixId: string): Promise<void> {
  const running = await sequelizeSql(deps.sequelize).transaction(async (sql) => {
    const matrix = await findOwnedMatrix(sql, userId, matrixId, true);
    const ids = await runningCellIds(sql, { matrixId: matrix.id });
    await matrixStore.delete(sql, matrix.id);
    return ids;
  });
  await cancelCellWorkflows(deps, { matrixId, userId, requestId: randomUUID() }, running);
}

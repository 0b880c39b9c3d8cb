import type { Transaction } from 'sequelize';
import { isUuid } from '@arcline/shared';
import { NotFoundError } from '../../errors';
import { Matrix, MatrixColumnRow, MatrixDocument, MatrixElement } from '../../models/matrix';
import { authorizeMatrix, ownMatrices } from '../../policies/matrices';

export { isUuid } from '@arcline/shared';

/**
 * The matrix, if the user may see it (policies/matrices.ts: their own); anything else, including a malformed id, is a
 * 404. The columns, documents and cells below are reached through their matrix, so the same rule holds for them.
 */
export async function findOwnedMatrix(userId: string, matrixId: string, transaction?: Transaction, lock = false): Promise<Matrix> {
  const matrix = isUuid(matrixId) ? await Matrix.findOne({ where: { id: matrixId, ...ownMatrices({ id: userId }) }, transaction, lock: lock ? transaction?.LOCK.UPDATE : undefined }) : null;
  return authorizeMatrix({ id: userId }, matrix);
}

/**
 * With `lock`, the column's matrix is locked (FOR UPDATE) like every command that changes a matrix's rows or columns
 * locks it, so those commands take turns: cells are never created for a column or document deleted meanwhile.
 */
export async function findOwnedColumn(userId: string, columnId: string, transaction?: Transaction, lock = false): Promise<{ column: MatrixColumnRow; matrix: Matrix }> {
  const column = isUuid(columnId) ? await MatrixColumnRow.findByPk(columnId, { transaction }) : null;
  if (!column) throw new NotFoundError();
  return { column, matrix: await findOwnedMatrix(userId, column.matrixId, transaction, lock) };
}

export async function findOwnedDocument(userId: string, documentId: string, transaction?: Transaction, lock = false): Promise<{ document: MatrixDocument; matrix: Matrix }> {
  const document = isUuid(documentId) ? await MatrixDocument.findByPk(documentId, { transaction }) : null;
  if (!document) throw new NotFoundError();
  return { document, matrix: await findOwnedMatrix(userId, document.matrixId, transaction, lock) };
}

export async function findOwnedElement(userId: string, elementId: string, transaction?: Transaction): Promise<{ element: MatrixElement; matrix: Matrix }> {
  const element = isUuid(elementId) ? await MatrixElement.findByPk(elementId, { transaction }) : null;
  if (!element) throw new NotFoundError();
  return { element, matrix: await findOwnedMatrix(userId, element.matrixId, transaction) };
}
